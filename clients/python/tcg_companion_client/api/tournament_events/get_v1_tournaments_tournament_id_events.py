from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.live_event_list import LiveEventList
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    tournament_id: str,
    *,
    after: int | Unset = 0,
    limit: int | Unset = 500,
    last_event_id: None | str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id



    

    params: dict[str, Any] = {}

    params["after"] = after

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/tournaments/{tournament_id}/events".format(tournament_id=quote(str(tournament_id), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> LiveEventList | Problem:
    if response.status_code == 200:
        response_200 = LiveEventList.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[LiveEventList | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    tournament_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    limit: int | Unset = 500,
    last_event_id: None | str | Unset = UNSET,

) -> Response[LiveEventList | Problem]:
    """ Entries numbered after `after`, in order: pairings posted, clock changes, extensions, results,
    standings updated, entries and drops, stale rounds, penalties (to the event's staff and the
    penalised
    player only). With `Accept: text/event-stream` (and only then: `*/*` gets JSON) the stream sends
    them and
    then every new one as it happens (`id:` is the entry number; reconnect with `Last-Event-ID`).
    Public.

    Args:
        tournament_id (str):
        after (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 500.
        last_event_id (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LiveEventList | Problem]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,
after=after,
limit=limit,
last_event_id=last_event_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    tournament_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    limit: int | Unset = 500,
    last_event_id: None | str | Unset = UNSET,

) -> LiveEventList | Problem | None:
    """ Entries numbered after `after`, in order: pairings posted, clock changes, extensions, results,
    standings updated, entries and drops, stale rounds, penalties (to the event's staff and the
    penalised
    player only). With `Accept: text/event-stream` (and only then: `*/*` gets JSON) the stream sends
    them and
    then every new one as it happens (`id:` is the entry number; reconnect with `Last-Event-ID`).
    Public.

    Args:
        tournament_id (str):
        after (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 500.
        last_event_id (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LiveEventList | Problem
     """


    return sync_detailed(
        tournament_id=tournament_id,
client=client,
after=after,
limit=limit,
last_event_id=last_event_id,

    ).parsed

async def asyncio_detailed(
    tournament_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    limit: int | Unset = 500,
    last_event_id: None | str | Unset = UNSET,

) -> Response[LiveEventList | Problem]:
    """ Entries numbered after `after`, in order: pairings posted, clock changes, extensions, results,
    standings updated, entries and drops, stale rounds, penalties (to the event's staff and the
    penalised
    player only). With `Accept: text/event-stream` (and only then: `*/*` gets JSON) the stream sends
    them and
    then every new one as it happens (`id:` is the entry number; reconnect with `Last-Event-ID`).
    Public.

    Args:
        tournament_id (str):
        after (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 500.
        last_event_id (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LiveEventList | Problem]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,
after=after,
limit=limit,
last_event_id=last_event_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    tournament_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    limit: int | Unset = 500,
    last_event_id: None | str | Unset = UNSET,

) -> LiveEventList | Problem | None:
    """ Entries numbered after `after`, in order: pairings posted, clock changes, extensions, results,
    standings updated, entries and drops, stale rounds, penalties (to the event's staff and the
    penalised
    player only). With `Accept: text/event-stream` (and only then: `*/*` gets JSON) the stream sends
    them and
    then every new one as it happens (`id:` is the entry number; reconnect with `Last-Event-ID`).
    Public.

    Args:
        tournament_id (str):
        after (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 500.
        last_event_id (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LiveEventList | Problem
     """


    return (await asyncio_detailed(
        tournament_id=tournament_id,
client=client,
after=after,
limit=limit,
last_event_id=last_event_id,

    )).parsed
