from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.round_ import Round
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    tournament_id: str,
    *,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/tournaments/{tournament_id}/rounds".format(tournament_id=quote(str(tournament_id), safe=""),),
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Round:
    if response.status_code == 201:
        response_201 = Round.from_dict(response.json())



        return response_201

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | Round]:
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
    idempotency_key: str | Unset = UNSET,

) -> Response[Problem | Round]:
    """ Pair the next round (organiser or staff) and return its matches. Round 1 starts the event (players
    not checked in are withdrawn, decklists lock); after the last Swiss round comes the top cut; in a
    bracket,
    the next round pairs the last one's winners. Refused while the last round is stale (decide first).

     Pair the next round (organiser or staff) and return its matches. Round 1 starts the event (players
            not checked in are withdrawn, decklists lock); after the last Swiss round comes the top cut;
    in a bracket,
            the next round pairs the last one's winners. Refused while the last round is stale (decide
    first).

    Requires scope `tournaments:write`.

    Args:
        tournament_id (str):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Round]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    tournament_id: str,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,

) -> Problem | Round | None:
    """ Pair the next round (organiser or staff) and return its matches. Round 1 starts the event (players
    not checked in are withdrawn, decklists lock); after the last Swiss round comes the top cut; in a
    bracket,
    the next round pairs the last one's winners. Refused while the last round is stale (decide first).

     Pair the next round (organiser or staff) and return its matches. Round 1 starts the event (players
            not checked in are withdrawn, decklists lock); after the last Swiss round comes the top cut;
    in a bracket,
            the next round pairs the last one's winners. Refused while the last round is stale (decide
    first).

    Requires scope `tournaments:write`.

    Args:
        tournament_id (str):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Round
     """


    return sync_detailed(
        tournament_id=tournament_id,
client=client,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    tournament_id: str,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,

) -> Response[Problem | Round]:
    """ Pair the next round (organiser or staff) and return its matches. Round 1 starts the event (players
    not checked in are withdrawn, decklists lock); after the last Swiss round comes the top cut; in a
    bracket,
    the next round pairs the last one's winners. Refused while the last round is stale (decide first).

     Pair the next round (organiser or staff) and return its matches. Round 1 starts the event (players
            not checked in are withdrawn, decklists lock); after the last Swiss round comes the top cut;
    in a bracket,
            the next round pairs the last one's winners. Refused while the last round is stale (decide
    first).

    Requires scope `tournaments:write`.

    Args:
        tournament_id (str):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Round]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    tournament_id: str,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,

) -> Problem | Round | None:
    """ Pair the next round (organiser or staff) and return its matches. Round 1 starts the event (players
    not checked in are withdrawn, decklists lock); after the last Swiss round comes the top cut; in a
    bracket,
    the next round pairs the last one's winners. Refused while the last round is stale (decide first).

     Pair the next round (organiser or staff) and return its matches. Round 1 starts the event (players
            not checked in are withdrawn, decklists lock); after the last Swiss round comes the top cut;
    in a bracket,
            the next round pairs the last one's winners. Refused while the last round is stale (decide
    first).

    Requires scope `tournaments:write`.

    Args:
        tournament_id (str):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Round
     """


    return (await asyncio_detailed(
        tournament_id=tournament_id,
client=client,
idempotency_key=idempotency_key,

    )).parsed
