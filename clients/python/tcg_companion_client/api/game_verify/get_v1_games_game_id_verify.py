from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.chain_check import ChainCheck
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    game_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/verify".format(game_id=quote(str(game_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ChainCheck | Problem:
    if response.status_code == 200:
        response_200 = ChainCheck.from_dict(response.json())



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

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ChainCheck | Problem]:
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

) -> Response[ChainCheck | Problem]:
    """ Recompute the hash chain of the game's whole log (live or archived): `intact` when every entry
    matches
    its hash in order with none missing, and whether the head it leads to is the one the game (and a
    match
    result taken from it) records. Entries are hashed as every reader is served them (no seed, no hidden
    card),
    so a client can recompute the same chain from `GET /events`. `replay`: once the game has ended and
    its
    entry revealed the seed, whether the seed opens the game's `seed_commitment` and replaying every
    action from
    it gives exactly the events recorded (every shuffle, draw and random pick): `match` or `mismatch`;
    `pending` until then.

     Recompute the hash chain of the game's whole log (live or archived): `intact` when every entry
    matches
            its hash in order with none missing, and whether the head it leads to is the one the game
    (and a match
            result taken from it) records. Entries are hashed as every reader is served them (no seed,
    no hidden card),
            so a client can recompute the same chain from `GET /events`. `replay`: once the game has
    ended and its
            entry revealed the seed, whether the seed opens the game's `seed_commitment` and replaying
    every action from
            it gives exactly the events recorded (every shuffle, draw and random pick): `match` or
    `mismatch`;
            `pending` until then.

    Requires scope `games:read`.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChainCheck | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,

) -> ChainCheck | Problem | None:
    """ Recompute the hash chain of the game's whole log (live or archived): `intact` when every entry
    matches
    its hash in order with none missing, and whether the head it leads to is the one the game (and a
    match
    result taken from it) records. Entries are hashed as every reader is served them (no seed, no hidden
    card),
    so a client can recompute the same chain from `GET /events`. `replay`: once the game has ended and
    its
    entry revealed the seed, whether the seed opens the game's `seed_commitment` and replaying every
    action from
    it gives exactly the events recorded (every shuffle, draw and random pick): `match` or `mismatch`;
    `pending` until then.

     Recompute the hash chain of the game's whole log (live or archived): `intact` when every entry
    matches
            its hash in order with none missing, and whether the head it leads to is the one the game
    (and a match
            result taken from it) records. Entries are hashed as every reader is served them (no seed,
    no hidden card),
            so a client can recompute the same chain from `GET /events`. `replay`: once the game has
    ended and its
            entry revealed the seed, whether the seed opens the game's `seed_commitment` and replaying
    every action from
            it gives exactly the events recorded (every shuffle, draw and random pick): `match` or
    `mismatch`;
            `pending` until then.

    Requires scope `games:read`.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChainCheck | Problem
     """


    return sync_detailed(
        game_id=game_id,
client=client,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[ChainCheck | Problem]:
    """ Recompute the hash chain of the game's whole log (live or archived): `intact` when every entry
    matches
    its hash in order with none missing, and whether the head it leads to is the one the game (and a
    match
    result taken from it) records. Entries are hashed as every reader is served them (no seed, no hidden
    card),
    so a client can recompute the same chain from `GET /events`. `replay`: once the game has ended and
    its
    entry revealed the seed, whether the seed opens the game's `seed_commitment` and replaying every
    action from
    it gives exactly the events recorded (every shuffle, draw and random pick): `match` or `mismatch`;
    `pending` until then.

     Recompute the hash chain of the game's whole log (live or archived): `intact` when every entry
    matches
            its hash in order with none missing, and whether the head it leads to is the one the game
    (and a match
            result taken from it) records. Entries are hashed as every reader is served them (no seed,
    no hidden card),
            so a client can recompute the same chain from `GET /events`. `replay`: once the game has
    ended and its
            entry revealed the seed, whether the seed opens the game's `seed_commitment` and replaying
    every action from
            it gives exactly the events recorded (every shuffle, draw and random pick): `match` or
    `mismatch`;
            `pending` until then.

    Requires scope `games:read`.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChainCheck | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,

) -> ChainCheck | Problem | None:
    """ Recompute the hash chain of the game's whole log (live or archived): `intact` when every entry
    matches
    its hash in order with none missing, and whether the head it leads to is the one the game (and a
    match
    result taken from it) records. Entries are hashed as every reader is served them (no seed, no hidden
    card),
    so a client can recompute the same chain from `GET /events`. `replay`: once the game has ended and
    its
    entry revealed the seed, whether the seed opens the game's `seed_commitment` and replaying every
    action from
    it gives exactly the events recorded (every shuffle, draw and random pick): `match` or `mismatch`;
    `pending` until then.

     Recompute the hash chain of the game's whole log (live or archived): `intact` when every entry
    matches
            its hash in order with none missing, and whether the head it leads to is the one the game
    (and a match
            result taken from it) records. Entries are hashed as every reader is served them (no seed,
    no hidden card),
            so a client can recompute the same chain from `GET /events`. `replay`: once the game has
    ended and its
            entry revealed the seed, whether the seed opens the game's `seed_commitment` and replaying
    every action from
            it gives exactly the events recorded (every shuffle, draw and random pick): `match` or
    `mismatch`;
            `pending` until then.

    Requires scope `games:read`.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChainCheck | Problem
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,

    )).parsed
