from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    tournament_id: str,
    player_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/tournaments/{tournament_id}/players/{player_id}".format(tournament_id=quote(str(tournament_id), safe=""),player_id=quote(str(player_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Problem:
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())



        return response_409

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    tournament_id: str,
    player_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Any | Problem]:
    """ Drop (the player or staff): never paired again, still in the standings. Before round 1: withdrawn.

     Drop (the player or staff): never paired again, still in the standings. Before round 1: withdrawn.

    Requires scope `tournaments:write`.

    Args:
        tournament_id (str):
        player_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,
player_id=player_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    tournament_id: str,
    player_id: str,
    *,
    client: AuthenticatedClient,

) -> Any | Problem | None:
    """ Drop (the player or staff): never paired again, still in the standings. Before round 1: withdrawn.

     Drop (the player or staff): never paired again, still in the standings. Before round 1: withdrawn.

    Requires scope `tournaments:write`.

    Args:
        tournament_id (str):
        player_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem
     """


    return sync_detailed(
        tournament_id=tournament_id,
player_id=player_id,
client=client,

    ).parsed

async def asyncio_detailed(
    tournament_id: str,
    player_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Any | Problem]:
    """ Drop (the player or staff): never paired again, still in the standings. Before round 1: withdrawn.

     Drop (the player or staff): never paired again, still in the standings. Before round 1: withdrawn.

    Requires scope `tournaments:write`.

    Args:
        tournament_id (str):
        player_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,
player_id=player_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    tournament_id: str,
    player_id: str,
    *,
    client: AuthenticatedClient,

) -> Any | Problem | None:
    """ Drop (the player or staff): never paired again, still in the standings. Before round 1: withdrawn.

     Drop (the player or staff): never paired again, still in the standings. Before round 1: withdrawn.

    Requires scope `tournaments:write`.

    Args:
        tournament_id (str):
        player_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem
     """


    return (await asyncio_detailed(
        tournament_id=tournament_id,
player_id=player_id,
client=client,

    )).parsed
