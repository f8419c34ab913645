from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.match import Match
from ...models.problem import Problem
from ...models.slip_result import SlipResult
from typing import cast



def _get_kwargs(
    tournament_id: str,
    match_id: str,
    *,
    body: SlipResult,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/tournaments/{tournament_id}/matches/{match_id}/slip-result".format(tournament_id=quote(str(tournament_id), safe=""),match_id=quote(str(match_id), safe=""),),
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

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

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
    body: SlipResult,

) -> Response[Match | Problem]:
    """ A guest's report of their table's result, with the code printed on the table's slip (no account
    needed: the code opens this match alone). `player_id` names the guest whose word it is; the result
    is
    given as in `…/result` (`wins` and `draws`, `placements` for a pod, or `outcome: intentional_draw`).
    It
    follows a player's report there: final once every player reported the same, else `reported` or
    `disputed`. 403 `wrong-slip-code` for a code that is not this match's (wrong codes are rate-limited
    per
    address and per match: 429), 403 `player-has-account` for a player who reports signed in, 409
    `result-final` once the result is final (staff correct it).

    Args:
        tournament_id (str):
        match_id (str):
        body (SlipResult):

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
    body: SlipResult,

) -> Match | Problem | None:
    """ A guest's report of their table's result, with the code printed on the table's slip (no account
    needed: the code opens this match alone). `player_id` names the guest whose word it is; the result
    is
    given as in `…/result` (`wins` and `draws`, `placements` for a pod, or `outcome: intentional_draw`).
    It
    follows a player's report there: final once every player reported the same, else `reported` or
    `disputed`. 403 `wrong-slip-code` for a code that is not this match's (wrong codes are rate-limited
    per
    address and per match: 429), 403 `player-has-account` for a player who reports signed in, 409
    `result-final` once the result is final (staff correct it).

    Args:
        tournament_id (str):
        match_id (str):
        body (SlipResult):

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
    body: SlipResult,

) -> Response[Match | Problem]:
    """ A guest's report of their table's result, with the code printed on the table's slip (no account
    needed: the code opens this match alone). `player_id` names the guest whose word it is; the result
    is
    given as in `…/result` (`wins` and `draws`, `placements` for a pod, or `outcome: intentional_draw`).
    It
    follows a player's report there: final once every player reported the same, else `reported` or
    `disputed`. 403 `wrong-slip-code` for a code that is not this match's (wrong codes are rate-limited
    per
    address and per match: 429), 403 `player-has-account` for a player who reports signed in, 409
    `result-final` once the result is final (staff correct it).

    Args:
        tournament_id (str):
        match_id (str):
        body (SlipResult):

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
    body: SlipResult,

) -> Match | Problem | None:
    """ A guest's report of their table's result, with the code printed on the table's slip (no account
    needed: the code opens this match alone). `player_id` names the guest whose word it is; the result
    is
    given as in `…/result` (`wins` and `draws`, `placements` for a pod, or `outcome: intentional_draw`).
    It
    follows a player's report there: final once every player reported the same, else `reported` or
    `disputed`. 403 `wrong-slip-code` for a code that is not this match's (wrong codes are rate-limited
    per
    address and per match: 429), 403 `player-has-account` for a player who reports signed in, 409
    `result-final` once the result is final (staff correct it).

    Args:
        tournament_id (str):
        match_id (str):
        body (SlipResult):

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
