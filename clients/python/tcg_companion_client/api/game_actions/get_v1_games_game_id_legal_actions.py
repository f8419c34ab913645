from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.legal_actions import LegalActions
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game_id: str,
    *,
    seat: None | str | Unset = UNSET,
    min_version: int | None | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_seat: None | str | Unset
    if isinstance(seat, Unset):
        json_seat = UNSET
    else:
        json_seat = seat
    params["seat"] = json_seat

    json_min_version: int | None | Unset
    if isinstance(min_version, Unset):
        json_min_version = UNSET
    else:
        json_min_version = min_version
    params["min_version"] = json_min_version


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/legal-actions".format(game_id=quote(str(game_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> LegalActions | Problem:
    if response.status_code == 200:
        response_200 = LegalActions.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[LegalActions | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    seat: None | str | Unset = UNSET,
    min_version: int | None | Unset = UNSET,

) -> Response[LegalActions | Problem]:
    """ What a seat you play may do now. In engine mode each item is a complete action body.

     What a seat you play may do now. In engine mode each item is a complete action body.

    Requires scope `games:read`.

    Args:
        game_id (str):
        seat (None | str | Unset):
        min_version (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LegalActions | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
seat=seat,
min_version=min_version,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    seat: None | str | Unset = UNSET,
    min_version: int | None | Unset = UNSET,

) -> LegalActions | Problem | None:
    """ What a seat you play may do now. In engine mode each item is a complete action body.

     What a seat you play may do now. In engine mode each item is a complete action body.

    Requires scope `games:read`.

    Args:
        game_id (str):
        seat (None | str | Unset):
        min_version (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LegalActions | Problem
     """


    return sync_detailed(
        game_id=game_id,
client=client,
seat=seat,
min_version=min_version,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    seat: None | str | Unset = UNSET,
    min_version: int | None | Unset = UNSET,

) -> Response[LegalActions | Problem]:
    """ What a seat you play may do now. In engine mode each item is a complete action body.

     What a seat you play may do now. In engine mode each item is a complete action body.

    Requires scope `games:read`.

    Args:
        game_id (str):
        seat (None | str | Unset):
        min_version (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LegalActions | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
seat=seat,
min_version=min_version,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    seat: None | str | Unset = UNSET,
    min_version: int | None | Unset = UNSET,

) -> LegalActions | Problem | None:
    """ What a seat you play may do now. In engine mode each item is a complete action body.

     What a seat you play may do now. In engine mode each item is a complete action body.

    Requires scope `games:read`.

    Args:
        game_id (str):
        seat (None | str | Unset):
        min_version (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LegalActions | Problem
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
seat=seat,
min_version=min_version,

    )).parsed
