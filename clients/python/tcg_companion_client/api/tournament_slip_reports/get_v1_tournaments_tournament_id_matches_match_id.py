from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.match import Match
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    tournament_id: str,
    match_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/tournaments/{tournament_id}/matches/{match_id}".format(tournament_id=quote(str(tournament_id), safe=""),match_id=quote(str(match_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Match | Problem:
    if response.status_code == 200:
        response_200 = Match.from_dict(response.json())



        return response_200

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Match | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    tournament_id: str,
    match_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Match | Problem]:
    """ One match: its players in seat order, table, status and public result (what a slip's report page
    shows). Public.

    Args:
        tournament_id (str):
        match_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Match | Problem]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,
match_id=match_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    tournament_id: str,
    match_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Match | Problem | None:
    """ One match: its players in seat order, table, status and public result (what a slip's report page
    shows). Public.

    Args:
        tournament_id (str):
        match_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Match | Problem
     """


    return sync_detailed(
        tournament_id=tournament_id,
match_id=match_id,
client=client,

    ).parsed

async def asyncio_detailed(
    tournament_id: str,
    match_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Match | Problem]:
    """ One match: its players in seat order, table, status and public result (what a slip's report page
    shows). Public.

    Args:
        tournament_id (str):
        match_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Match | Problem]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,
match_id=match_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    tournament_id: str,
    match_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Match | Problem | None:
    """ One match: its players in seat order, table, status and public result (what a slip's report page
    shows). Public.

    Args:
        tournament_id (str):
        match_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Match | Problem
     """


    return (await asyncio_detailed(
        tournament_id=tournament_id,
match_id=match_id,
client=client,

    )).parsed
