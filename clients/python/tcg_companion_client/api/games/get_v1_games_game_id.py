from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.game import Game
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
        "url": "/v1/games/{game_id}".format(game_id=quote(str(game_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Game | Problem:
    if response.status_code == 200:
        response_200 = Game.from_dict(response.json())



        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Game | Problem]:
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

) -> Response[Any | Game | Problem]:
    """ A game as the caller may see it (a seat's view with `seat`). `ETag` is the version.

     A game as the caller may see it (a seat's view with `seat`). `ETag` is the version.

    Requires scope `games:read`.

    Args:
        game_id (str):
        seat (None | str | Unset):
        min_version (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Game | Problem]
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

) -> Any | Game | Problem | None:
    """ A game as the caller may see it (a seat's view with `seat`). `ETag` is the version.

     A game as the caller may see it (a seat's view with `seat`). `ETag` is the version.

    Requires scope `games:read`.

    Args:
        game_id (str):
        seat (None | str | Unset):
        min_version (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Game | Problem
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

) -> Response[Any | Game | Problem]:
    """ A game as the caller may see it (a seat's view with `seat`). `ETag` is the version.

     A game as the caller may see it (a seat's view with `seat`). `ETag` is the version.

    Requires scope `games:read`.

    Args:
        game_id (str):
        seat (None | str | Unset):
        min_version (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Game | Problem]
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

) -> Any | Game | Problem | None:
    """ A game as the caller may see it (a seat's view with `seat`). `ETag` is the version.

     A game as the caller may see it (a seat's view with `seat`). `ETag` is the version.

    Requires scope `games:read`.

    Args:
        game_id (str):
        seat (None | str | Unset):
        min_version (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Game | Problem
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
seat=seat,
min_version=min_version,

    )).parsed
