from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.game_link import GameLink
from ...models.match import Match
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    tournament_id: str,
    match_id: str,
    *,
    body: GameLink,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/tournaments/{tournament_id}/matches/{match_id}/games".format(tournament_id=quote(str(tournament_id), safe=""),match_id=quote(str(match_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Match | Problem:
    if response.status_code == 200:
        response_200 = Match.from_dict(response.json())



        return response_200

    if response.status_code == 201:
        response_201 = Match.from_dict(response.json())



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
    body: GameLink,
    idempotency_key: str | Unset = UNSET,

) -> Response[Match | Problem]:
    """ Link a tracked game to the match, or start the match's game (without `game_id`).

     Link a tracked game to the match, or start the match's game (without `game_id`).

            Linking: a game you can read; its outcome can then decide the result (`from_game`). Players
    sit in seats
            p1, p2… in match order unless `seats` maps them. A player links a game only once each seat
    is held by the
            match's player sitting there (409 `seats-not-held`: the opponent joins their seat first).

            Starting (201, `Location` names the game): a tracked game on the event's rules is created
    and linked at
            once, with each player's setup fields (`players`, by player id) where the ruleset asks for
    them. Each
            player who has an account holds their seat from the start (no join code to pass around;
    guests join
            with the code); the caller owns the game, and a caller who plays in it holds only their own
    seat. Send an
            `Idempotency-Key`: a retried start then never creates a second game.

    Requires scope `tournaments:write`.

    Args:
        tournament_id (str):
        match_id (str):
        idempotency_key (str | Unset):
        body (GameLink):

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
idempotency_key=idempotency_key,

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
    body: GameLink,
    idempotency_key: str | Unset = UNSET,

) -> Match | Problem | None:
    """ Link a tracked game to the match, or start the match's game (without `game_id`).

     Link a tracked game to the match, or start the match's game (without `game_id`).

            Linking: a game you can read; its outcome can then decide the result (`from_game`). Players
    sit in seats
            p1, p2… in match order unless `seats` maps them. A player links a game only once each seat
    is held by the
            match's player sitting there (409 `seats-not-held`: the opponent joins their seat first).

            Starting (201, `Location` names the game): a tracked game on the event's rules is created
    and linked at
            once, with each player's setup fields (`players`, by player id) where the ruleset asks for
    them. Each
            player who has an account holds their seat from the start (no join code to pass around;
    guests join
            with the code); the caller owns the game, and a caller who plays in it holds only their own
    seat. Send an
            `Idempotency-Key`: a retried start then never creates a second game.

    Requires scope `tournaments:write`.

    Args:
        tournament_id (str):
        match_id (str):
        idempotency_key (str | Unset):
        body (GameLink):

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
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    tournament_id: str,
    match_id: str,
    *,
    client: AuthenticatedClient,
    body: GameLink,
    idempotency_key: str | Unset = UNSET,

) -> Response[Match | Problem]:
    """ Link a tracked game to the match, or start the match's game (without `game_id`).

     Link a tracked game to the match, or start the match's game (without `game_id`).

            Linking: a game you can read; its outcome can then decide the result (`from_game`). Players
    sit in seats
            p1, p2… in match order unless `seats` maps them. A player links a game only once each seat
    is held by the
            match's player sitting there (409 `seats-not-held`: the opponent joins their seat first).

            Starting (201, `Location` names the game): a tracked game on the event's rules is created
    and linked at
            once, with each player's setup fields (`players`, by player id) where the ruleset asks for
    them. Each
            player who has an account holds their seat from the start (no join code to pass around;
    guests join
            with the code); the caller owns the game, and a caller who plays in it holds only their own
    seat. Send an
            `Idempotency-Key`: a retried start then never creates a second game.

    Requires scope `tournaments:write`.

    Args:
        tournament_id (str):
        match_id (str):
        idempotency_key (str | Unset):
        body (GameLink):

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
idempotency_key=idempotency_key,

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
    body: GameLink,
    idempotency_key: str | Unset = UNSET,

) -> Match | Problem | None:
    """ Link a tracked game to the match, or start the match's game (without `game_id`).

     Link a tracked game to the match, or start the match's game (without `game_id`).

            Linking: a game you can read; its outcome can then decide the result (`from_game`). Players
    sit in seats
            p1, p2… in match order unless `seats` maps them. A player links a game only once each seat
    is held by the
            match's player sitting there (409 `seats-not-held`: the opponent joins their seat first).

            Starting (201, `Location` names the game): a tracked game on the event's rules is created
    and linked at
            once, with each player's setup fields (`players`, by player id) where the ruleset asks for
    them. Each
            player who has an account holds their seat from the start (no join code to pass around;
    guests join
            with the code); the caller owns the game, and a caller who plays in it holds only their own
    seat. Send an
            `Idempotency-Key`: a retried start then never creates a second game.

    Requires scope `tournaments:write`.

    Args:
        tournament_id (str):
        match_id (str):
        idempotency_key (str | Unset):
        body (GameLink):

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
idempotency_key=idempotency_key,

    )).parsed
