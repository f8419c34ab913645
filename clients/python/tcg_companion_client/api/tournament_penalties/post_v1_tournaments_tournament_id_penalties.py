from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.penalty import Penalty
from ...models.penalty_create import PenaltyCreate
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    tournament_id: str,
    *,
    body: PenaltyCreate,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/tournaments/{tournament_id}/penalties".format(tournament_id=quote(str(tournament_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Penalty | Problem:
    if response.status_code == 201:
        response_201 = Penalty.from_dict(response.json())



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

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Penalty | Problem]:
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
    body: PenaltyCreate,
    idempotency_key: str | Unset = UNSET,

) -> Response[Penalty | Problem]:
    """ Issue a penalty (staff). `infraction` is a code from `GET …/infractions` for the event's enforcement
    level. A `game_loss` awards the opponent a game in the player's current match (a pod: last place), a
    `match_loss` decides that match against them, a `disqualification` is a match loss in the match in
    progress and drops them from later rounds; when the current match is over, a game or match loss goes
    to their next one. The response suggests the policy's penalty for this instance
    (`suggested_penalty`).
    Send an `Idempotency-Key`: a retried request then never penalises twice.

     Issue a penalty (staff). `infraction` is a code from `GET …/infractions` for the event's enforcement
            level. A `game_loss` awards the opponent a game in the player's current match (a pod: last
    place), a
            `match_loss` decides that match against them, a `disqualification` is a match loss in the
    match in
            progress and drops them from later rounds; when the current match is over, a game or match
    loss goes
            to their next one. The response suggests the policy's penalty for this instance
    (`suggested_penalty`).
            Send an `Idempotency-Key`: a retried request then never penalises twice.

    Requires scope `tournaments:write`.

    Args:
        tournament_id (str):
        idempotency_key (str | Unset):
        body (PenaltyCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Penalty | Problem]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,
body=body,
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
    body: PenaltyCreate,
    idempotency_key: str | Unset = UNSET,

) -> Penalty | Problem | None:
    """ Issue a penalty (staff). `infraction` is a code from `GET …/infractions` for the event's enforcement
    level. A `game_loss` awards the opponent a game in the player's current match (a pod: last place), a
    `match_loss` decides that match against them, a `disqualification` is a match loss in the match in
    progress and drops them from later rounds; when the current match is over, a game or match loss goes
    to their next one. The response suggests the policy's penalty for this instance
    (`suggested_penalty`).
    Send an `Idempotency-Key`: a retried request then never penalises twice.

     Issue a penalty (staff). `infraction` is a code from `GET …/infractions` for the event's enforcement
            level. A `game_loss` awards the opponent a game in the player's current match (a pod: last
    place), a
            `match_loss` decides that match against them, a `disqualification` is a match loss in the
    match in
            progress and drops them from later rounds; when the current match is over, a game or match
    loss goes
            to their next one. The response suggests the policy's penalty for this instance
    (`suggested_penalty`).
            Send an `Idempotency-Key`: a retried request then never penalises twice.

    Requires scope `tournaments:write`.

    Args:
        tournament_id (str):
        idempotency_key (str | Unset):
        body (PenaltyCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Penalty | Problem
     """


    return sync_detailed(
        tournament_id=tournament_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    tournament_id: str,
    *,
    client: AuthenticatedClient,
    body: PenaltyCreate,
    idempotency_key: str | Unset = UNSET,

) -> Response[Penalty | Problem]:
    """ Issue a penalty (staff). `infraction` is a code from `GET …/infractions` for the event's enforcement
    level. A `game_loss` awards the opponent a game in the player's current match (a pod: last place), a
    `match_loss` decides that match against them, a `disqualification` is a match loss in the match in
    progress and drops them from later rounds; when the current match is over, a game or match loss goes
    to their next one. The response suggests the policy's penalty for this instance
    (`suggested_penalty`).
    Send an `Idempotency-Key`: a retried request then never penalises twice.

     Issue a penalty (staff). `infraction` is a code from `GET …/infractions` for the event's enforcement
            level. A `game_loss` awards the opponent a game in the player's current match (a pod: last
    place), a
            `match_loss` decides that match against them, a `disqualification` is a match loss in the
    match in
            progress and drops them from later rounds; when the current match is over, a game or match
    loss goes
            to their next one. The response suggests the policy's penalty for this instance
    (`suggested_penalty`).
            Send an `Idempotency-Key`: a retried request then never penalises twice.

    Requires scope `tournaments:write`.

    Args:
        tournament_id (str):
        idempotency_key (str | Unset):
        body (PenaltyCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Penalty | Problem]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,
body=body,
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
    body: PenaltyCreate,
    idempotency_key: str | Unset = UNSET,

) -> Penalty | Problem | None:
    """ Issue a penalty (staff). `infraction` is a code from `GET …/infractions` for the event's enforcement
    level. A `game_loss` awards the opponent a game in the player's current match (a pod: last place), a
    `match_loss` decides that match against them, a `disqualification` is a match loss in the match in
    progress and drops them from later rounds; when the current match is over, a game or match loss goes
    to their next one. The response suggests the policy's penalty for this instance
    (`suggested_penalty`).
    Send an `Idempotency-Key`: a retried request then never penalises twice.

     Issue a penalty (staff). `infraction` is a code from `GET …/infractions` for the event's enforcement
            level. A `game_loss` awards the opponent a game in the player's current match (a pod: last
    place), a
            `match_loss` decides that match against them, a `disqualification` is a match loss in the
    match in
            progress and drops them from later rounds; when the current match is over, a game or match
    loss goes
            to their next one. The response suggests the policy's penalty for this instance
    (`suggested_penalty`).
            Send an `Idempotency-Key`: a retried request then never penalises twice.

    Requires scope `tournaments:write`.

    Args:
        tournament_id (str):
        idempotency_key (str | Unset):
        body (PenaltyCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Penalty | Problem
     """


    return (await asyncio_detailed(
        tournament_id=tournament_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
