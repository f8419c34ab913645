from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.clock import Clock
from ...models.clock_action import ClockAction
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    tournament_id: str,
    number: str,
    *,
    body: ClockAction,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/tournaments/{tournament_id}/rounds/{number}/clock".format(tournament_id=quote(str(tournament_id), safe=""),number=quote(str(number), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Clock | Problem:
    if response.status_code == 200:
        response_200 = Clock.from_dict(response.json())



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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

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
    client: AuthenticatedClient,
    body: ClockAction,

) -> Response[Clock | Problem]:
    """ Start (`minutes`, else the event's `round_minutes`), pause, resume, extend (by `minutes`, for the
    whole
    round: a delay that held up every table) or end the round's clock (staff).
    Starting it sends `tournament.round_started`; every change goes to the event's live stream.

     Start (`minutes`, else the event's `round_minutes`), pause, resume, extend (by `minutes`, for the
    whole
            round: a delay that held up every table) or end the round's clock (staff).
            Starting it sends `tournament.round_started`; every change goes to the event's live stream.

    Requires scope `tournaments:write`.

    Args:
        tournament_id (str):
        number (str):
        body (ClockAction):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Clock | Problem]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,
number=number,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    tournament_id: str,
    number: str,
    *,
    client: AuthenticatedClient,
    body: ClockAction,

) -> Clock | Problem | None:
    """ Start (`minutes`, else the event's `round_minutes`), pause, resume, extend (by `minutes`, for the
    whole
    round: a delay that held up every table) or end the round's clock (staff).
    Starting it sends `tournament.round_started`; every change goes to the event's live stream.

     Start (`minutes`, else the event's `round_minutes`), pause, resume, extend (by `minutes`, for the
    whole
            round: a delay that held up every table) or end the round's clock (staff).
            Starting it sends `tournament.round_started`; every change goes to the event's live stream.

    Requires scope `tournaments:write`.

    Args:
        tournament_id (str):
        number (str):
        body (ClockAction):

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
body=body,

    ).parsed

async def asyncio_detailed(
    tournament_id: str,
    number: str,
    *,
    client: AuthenticatedClient,
    body: ClockAction,

) -> Response[Clock | Problem]:
    """ Start (`minutes`, else the event's `round_minutes`), pause, resume, extend (by `minutes`, for the
    whole
    round: a delay that held up every table) or end the round's clock (staff).
    Starting it sends `tournament.round_started`; every change goes to the event's live stream.

     Start (`minutes`, else the event's `round_minutes`), pause, resume, extend (by `minutes`, for the
    whole
            round: a delay that held up every table) or end the round's clock (staff).
            Starting it sends `tournament.round_started`; every change goes to the event's live stream.

    Requires scope `tournaments:write`.

    Args:
        tournament_id (str):
        number (str):
        body (ClockAction):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Clock | Problem]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,
number=number,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    tournament_id: str,
    number: str,
    *,
    client: AuthenticatedClient,
    body: ClockAction,

) -> Clock | Problem | None:
    """ Start (`minutes`, else the event's `round_minutes`), pause, resume, extend (by `minutes`, for the
    whole
    round: a delay that held up every table) or end the round's clock (staff).
    Starting it sends `tournament.round_started`; every change goes to the event's live stream.

     Start (`minutes`, else the event's `round_minutes`), pause, resume, extend (by `minutes`, for the
    whole
            round: a delay that held up every table) or end the round's clock (staff).
            Starting it sends `tournament.round_started`; every change goes to the event's live stream.

    Requires scope `tournaments:write`.

    Args:
        tournament_id (str):
        number (str):
        body (ClockAction):

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
body=body,

    )).parsed
