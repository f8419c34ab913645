from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.clock import Clock
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    tournament_id: str,
    number: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/tournaments/{tournament_id}/rounds/{number}/clock".format(tournament_id=quote(str(tournament_id), safe=""),number=quote(str(number), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Clock | Problem:
    if response.status_code == 200:
        response_200 = Clock.from_dict(response.json())



        return response_200

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Clock | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    tournament_id: str,
    number: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Clock | Problem]:
    """ The round's clock: `state`, `minutes`, `started_at`, `ends_at` (null before the start and while
    paused)
    and `remaining_seconds`, computed by the server when read; `now` is the server's time, so a client
    can
    count down from `ends_at` without trusting its own clock. Public.

    Args:
        tournament_id (str):
        number (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Clock | Problem]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,
number=number,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    tournament_id: str,
    number: str,
    *,
    client: AuthenticatedClient | Client,

) -> Clock | Problem | None:
    """ The round's clock: `state`, `minutes`, `started_at`, `ends_at` (null before the start and while
    paused)
    and `remaining_seconds`, computed by the server when read; `now` is the server's time, so a client
    can
    count down from `ends_at` without trusting its own clock. Public.

    Args:
        tournament_id (str):
        number (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Clock | Problem
     """


    return sync_detailed(
        tournament_id=tournament_id,
number=number,
client=client,

    ).parsed

async def asyncio_detailed(
    tournament_id: str,
    number: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Clock | Problem]:
    """ The round's clock: `state`, `minutes`, `started_at`, `ends_at` (null before the start and while
    paused)
    and `remaining_seconds`, computed by the server when read; `now` is the server's time, so a client
    can
    count down from `ends_at` without trusting its own clock. Public.

    Args:
        tournament_id (str):
        number (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Clock | Problem]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,
number=number,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    tournament_id: str,
    number: str,
    *,
    client: AuthenticatedClient | Client,

) -> Clock | Problem | None:
    """ The round's clock: `state`, `minutes`, `started_at`, `ends_at` (null before the start and while
    paused)
    and `remaining_seconds`, computed by the server when read; `now` is the server's time, so a client
    can
    count down from `ends_at` without trusting its own clock. Public.

    Args:
        tournament_id (str):
        number (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Clock | Problem
     """


    return (await asyncio_detailed(
        tournament_id=tournament_id,
number=number,
client=client,

    )).parsed
