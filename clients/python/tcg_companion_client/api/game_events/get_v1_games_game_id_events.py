from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.event_list import EventList
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game_id: str,
    *,
    after: int | Unset = 0,
    limit: int | Unset = 500,
    ticket: str | Unset = UNSET,
    last_event_id: None | str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id



    

    params: dict[str, Any] = {}

    params["after"] = after

    params["limit"] = limit

    params["ticket"] = ticket


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/events".format(game_id=quote(str(game_id), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> EventList | Problem:
    if response.status_code == 200:
        response_200 = EventList.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

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

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[EventList | Problem]:
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
    after: int | Unset = 0,
    limit: int | Unset = 500,
    ticket: str | Unset = UNSET,
    last_event_id: None | str | Unset = UNSET,

) -> Response[EventList | Problem]:
    """ Entries numbered after `after`, in order. With `Accept: text/event-stream`, the stream sends them
    and then every new one as it happens (`id:` is the entry number; reconnect with `Last-Event-ID`).
    Any other `Accept` (`*/*` included) gets the JSON page.

     Entries numbered after `after`, in order. With `Accept: text/event-stream`, the stream sends them
            and then every new one as it happens (`id:` is the entry number; reconnect with `Last-Event-
    ID`).
            Any other `Accept` (`*/*` included) gets the JSON page.

    Requires scope `games:read`.

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 500.
        ticket (str | Unset):
        last_event_id (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EventList | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
after=after,
limit=limit,
ticket=ticket,
last_event_id=last_event_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    limit: int | Unset = 500,
    ticket: str | Unset = UNSET,
    last_event_id: None | str | Unset = UNSET,

) -> EventList | Problem | None:
    """ Entries numbered after `after`, in order. With `Accept: text/event-stream`, the stream sends them
    and then every new one as it happens (`id:` is the entry number; reconnect with `Last-Event-ID`).
    Any other `Accept` (`*/*` included) gets the JSON page.

     Entries numbered after `after`, in order. With `Accept: text/event-stream`, the stream sends them
            and then every new one as it happens (`id:` is the entry number; reconnect with `Last-Event-
    ID`).
            Any other `Accept` (`*/*` included) gets the JSON page.

    Requires scope `games:read`.

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 500.
        ticket (str | Unset):
        last_event_id (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EventList | Problem
     """


    return sync_detailed(
        game_id=game_id,
client=client,
after=after,
limit=limit,
ticket=ticket,
last_event_id=last_event_id,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    limit: int | Unset = 500,
    ticket: str | Unset = UNSET,
    last_event_id: None | str | Unset = UNSET,

) -> Response[EventList | Problem]:
    """ Entries numbered after `after`, in order. With `Accept: text/event-stream`, the stream sends them
    and then every new one as it happens (`id:` is the entry number; reconnect with `Last-Event-ID`).
    Any other `Accept` (`*/*` included) gets the JSON page.

     Entries numbered after `after`, in order. With `Accept: text/event-stream`, the stream sends them
            and then every new one as it happens (`id:` is the entry number; reconnect with `Last-Event-
    ID`).
            Any other `Accept` (`*/*` included) gets the JSON page.

    Requires scope `games:read`.

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 500.
        ticket (str | Unset):
        last_event_id (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EventList | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
after=after,
limit=limit,
ticket=ticket,
last_event_id=last_event_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    limit: int | Unset = 500,
    ticket: str | Unset = UNSET,
    last_event_id: None | str | Unset = UNSET,

) -> EventList | Problem | None:
    """ Entries numbered after `after`, in order. With `Accept: text/event-stream`, the stream sends them
    and then every new one as it happens (`id:` is the entry number; reconnect with `Last-Event-ID`).
    Any other `Accept` (`*/*` included) gets the JSON page.

     Entries numbered after `after`, in order. With `Accept: text/event-stream`, the stream sends them
            and then every new one as it happens (`id:` is the entry number; reconnect with `Last-Event-
    ID`).
            Any other `Accept` (`*/*` included) gets the JSON page.

    Requires scope `games:read`.

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 500.
        ticket (str | Unset):
        last_event_id (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EventList | Problem
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
after=after,
limit=limit,
ticket=ticket,
last_event_id=last_event_id,

    )).parsed
