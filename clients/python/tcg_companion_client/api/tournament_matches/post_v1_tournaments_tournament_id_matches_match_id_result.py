from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.match import Match
from ...models.problem import Problem
from ...models.result import Result
from typing import cast



def _get_kwargs(
    tournament_id: str,
    match_id: str,
    *,
    body: Result,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/tournaments/{tournament_id}/matches/{match_id}/result".format(tournament_id=quote(str(tournament_id), safe=""),match_id=quote(str(match_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Match | Problem:
    if response.status_code == 200:
        response_200 = Match.from_dict(response.json())



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
    client: AuthenticatedClient,
    body: Result,

) -> Response[Match | Problem]:
    """ Report a result: `{"wins": {player_id: n}, "draws": n}`, `{"placements": [...]}` for a pod,
    `{"outcome": "intentional_draw"}`, or `{"from_game": true}` to take it from the linked game(s).
    A player's report is final once every player reported the same (otherwise `reported`/`disputed`);
    staff's entry is final at once, and on a final result it is a correction. Staff only:
    `{"outcome": "double_loss"}` and `{"outcome": "no_show", "absent": [player_id]}`. A judge who plays
    the
    match reports in it as a player (403 `conflict-of-interest` for a staff outcome or a correction).
    `from_game` is final at once only when every seat was held by its player's account and every move
    was made
    by the seat's own player; otherwise it is the caller's report, for the opponent to confirm.
    Penalties' detail in a result (`reported`, `penalty_ids`, `awarded`…) is shown to staff only.
    Report the games played: game losses from penalties are added by the service (the result then keeps
    the report as `reported`). Correcting a result of an earlier round after the next one was paired
    marks
    that round `stale`.

     Report a result: `{"wins": {player_id: n}, "draws": n}`, `{"placements": [...]}` for a pod,
            `{"outcome": "intentional_draw"}`, or `{"from_game": true}` to take it from the linked
    game(s).
            A player's report is final once every player reported the same (otherwise
    `reported`/`disputed`);
            staff's entry is final at once, and on a final result it is a correction. Staff only:
            `{"outcome": "double_loss"}` and `{"outcome": "no_show", "absent": [player_id]}`. A judge
    who plays the
            match reports in it as a player (403 `conflict-of-interest` for a staff outcome or a
    correction).
            `from_game` is final at once only when every seat was held by its player's account and every
    move was made
            by the seat's own player; otherwise it is the caller's report, for the opponent to confirm.
            Penalties' detail in a result (`reported`, `penalty_ids`, `awarded`…) is shown to staff
    only.
            Report the games played: game losses from penalties are added by the service (the result
    then keeps
            the report as `reported`). Correcting a result of an earlier round after the next one was
    paired marks
            that round `stale`.

    Requires scope `tournaments:write`.

    Args:
        tournament_id (str):
        match_id (str):
        body (Result):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Match | Problem]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,
match_id=match_id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    tournament_id: str,
    match_id: str,
    *,
    client: AuthenticatedClient,
    body: Result,

) -> Match | Problem | None:
    """ Report a result: `{"wins": {player_id: n}, "draws": n}`, `{"placements": [...]}` for a pod,
    `{"outcome": "intentional_draw"}`, or `{"from_game": true}` to take it from the linked game(s).
    A player's report is final once every player reported the same (otherwise `reported`/`disputed`);
    staff's entry is final at once, and on a final result it is a correction. Staff only:
    `{"outcome": "double_loss"}` and `{"outcome": "no_show", "absent": [player_id]}`. A judge who plays
    the
    match reports in it as a player (403 `conflict-of-interest` for a staff outcome or a correction).
    `from_game` is final at once only when every seat was held by its player's account and every move
    was made
    by the seat's own player; otherwise it is the caller's report, for the opponent to confirm.
    Penalties' detail in a result (`reported`, `penalty_ids`, `awarded`…) is shown to staff only.
    Report the games played: game losses from penalties are added by the service (the result then keeps
    the report as `reported`). Correcting a result of an earlier round after the next one was paired
    marks
    that round `stale`.

     Report a result: `{"wins": {player_id: n}, "draws": n}`, `{"placements": [...]}` for a pod,
            `{"outcome": "intentional_draw"}`, or `{"from_game": true}` to take it from the linked
    game(s).
            A player's report is final once every player reported the same (otherwise
    `reported`/`disputed`);
            staff's entry is final at once, and on a final result it is a correction. Staff only:
            `{"outcome": "double_loss"}` and `{"outcome": "no_show", "absent": [player_id]}`. A judge
    who plays the
            match reports in it as a player (403 `conflict-of-interest` for a staff outcome or a
    correction).
            `from_game` is final at once only when every seat was held by its player's account and every
    move was made
            by the seat's own player; otherwise it is the caller's report, for the opponent to confirm.
            Penalties' detail in a result (`reported`, `penalty_ids`, `awarded`…) is shown to staff
    only.
            Report the games played: game losses from penalties are added by the service (the result
    then keeps
            the report as `reported`). Correcting a result of an earlier round after the next one was
    paired marks
            that round `stale`.

    Requires scope `tournaments:write`.

    Args:
        tournament_id (str):
        match_id (str):
        body (Result):

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
body=body,

    ).parsed

async def asyncio_detailed(
    tournament_id: str,
    match_id: str,
    *,
    client: AuthenticatedClient,
    body: Result,

) -> Response[Match | Problem]:
    """ Report a result: `{"wins": {player_id: n}, "draws": n}`, `{"placements": [...]}` for a pod,
    `{"outcome": "intentional_draw"}`, or `{"from_game": true}` to take it from the linked game(s).
    A player's report is final once every player reported the same (otherwise `reported`/`disputed`);
    staff's entry is final at once, and on a final result it is a correction. Staff only:
    `{"outcome": "double_loss"}` and `{"outcome": "no_show", "absent": [player_id]}`. A judge who plays
    the
    match reports in it as a player (403 `conflict-of-interest` for a staff outcome or a correction).
    `from_game` is final at once only when every seat was held by its player's account and every move
    was made
    by the seat's own player; otherwise it is the caller's report, for the opponent to confirm.
    Penalties' detail in a result (`reported`, `penalty_ids`, `awarded`…) is shown to staff only.
    Report the games played: game losses from penalties are added by the service (the result then keeps
    the report as `reported`). Correcting a result of an earlier round after the next one was paired
    marks
    that round `stale`.

     Report a result: `{"wins": {player_id: n}, "draws": n}`, `{"placements": [...]}` for a pod,
            `{"outcome": "intentional_draw"}`, or `{"from_game": true}` to take it from the linked
    game(s).
            A player's report is final once every player reported the same (otherwise
    `reported`/`disputed`);
            staff's entry is final at once, and on a final result it is a correction. Staff only:
            `{"outcome": "double_loss"}` and `{"outcome": "no_show", "absent": [player_id]}`. A judge
    who plays the
            match reports in it as a player (403 `conflict-of-interest` for a staff outcome or a
    correction).
            `from_game` is final at once only when every seat was held by its player's account and every
    move was made
            by the seat's own player; otherwise it is the caller's report, for the opponent to confirm.
            Penalties' detail in a result (`reported`, `penalty_ids`, `awarded`…) is shown to staff
    only.
            Report the games played: game losses from penalties are added by the service (the result
    then keeps
            the report as `reported`). Correcting a result of an earlier round after the next one was
    paired marks
            that round `stale`.

    Requires scope `tournaments:write`.

    Args:
        tournament_id (str):
        match_id (str):
        body (Result):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Match | Problem]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,
match_id=match_id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    tournament_id: str,
    match_id: str,
    *,
    client: AuthenticatedClient,
    body: Result,

) -> Match | Problem | None:
    """ Report a result: `{"wins": {player_id: n}, "draws": n}`, `{"placements": [...]}` for a pod,
    `{"outcome": "intentional_draw"}`, or `{"from_game": true}` to take it from the linked game(s).
    A player's report is final once every player reported the same (otherwise `reported`/`disputed`);
    staff's entry is final at once, and on a final result it is a correction. Staff only:
    `{"outcome": "double_loss"}` and `{"outcome": "no_show", "absent": [player_id]}`. A judge who plays
    the
    match reports in it as a player (403 `conflict-of-interest` for a staff outcome or a correction).
    `from_game` is final at once only when every seat was held by its player's account and every move
    was made
    by the seat's own player; otherwise it is the caller's report, for the opponent to confirm.
    Penalties' detail in a result (`reported`, `penalty_ids`, `awarded`…) is shown to staff only.
    Report the games played: game losses from penalties are added by the service (the result then keeps
    the report as `reported`). Correcting a result of an earlier round after the next one was paired
    marks
    that round `stale`.

     Report a result: `{"wins": {player_id: n}, "draws": n}`, `{"placements": [...]}` for a pod,
            `{"outcome": "intentional_draw"}`, or `{"from_game": true}` to take it from the linked
    game(s).
            A player's report is final once every player reported the same (otherwise
    `reported`/`disputed`);
            staff's entry is final at once, and on a final result it is a correction. Staff only:
            `{"outcome": "double_loss"}` and `{"outcome": "no_show", "absent": [player_id]}`. A judge
    who plays the
            match reports in it as a player (403 `conflict-of-interest` for a staff outcome or a
    correction).
            `from_game` is final at once only when every seat was held by its player's account and every
    move was made
            by the seat's own player; otherwise it is the caller's report, for the opponent to confirm.
            Penalties' detail in a result (`reported`, `penalty_ids`, `awarded`…) is shown to staff
    only.
            Report the games played: game losses from penalties are added by the service (the result
    then keeps
            the report as `reported`). Correcting a result of an earlier round after the next one was
    paired marks
            that round `stale`.

    Requires scope `tournaments:write`.

    Args:
        tournament_id (str):
        match_id (str):
        body (Result):

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
body=body,

    )).parsed
