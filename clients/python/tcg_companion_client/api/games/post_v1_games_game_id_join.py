from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.join import Join
from ...models.join_result import JoinResult
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    game_id: str,
    *,
    body: Join,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game_id}/join".format(game_id=quote(str(game_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> JoinResult | Problem:
    if response.status_code == 200:
        response_200 = JoinResult.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[JoinResult | Problem]:
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
    body: Join,

) -> Response[JoinResult | Problem]:
    """ Join with the game's code: take a free `seat` (or, without one, watch). Signed in, the seat is bound
    to your account; as a guest you give a `name` (422 without one) and get a `seat_token` to use as a
    bearer
    token for this game. A seat joined is in the log (`seat_joined`): the creator no longer acts for it.
    Wrong codes
    are rate-limited per address and per game; guest spectator tokens are limited per address.

    Args:
        game_id (str):
        body (Join):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[JoinResult | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: Join,

) -> JoinResult | Problem | None:
    """ Join with the game's code: take a free `seat` (or, without one, watch). Signed in, the seat is bound
    to your account; as a guest you give a `name` (422 without one) and get a `seat_token` to use as a
    bearer
    token for this game. A seat joined is in the log (`seat_joined`): the creator no longer acts for it.
    Wrong codes
    are rate-limited per address and per game; guest spectator tokens are limited per address.

    Args:
        game_id (str):
        body (Join):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        JoinResult | Problem
     """


    return sync_detailed(
        game_id=game_id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: Join,

) -> Response[JoinResult | Problem]:
    """ Join with the game's code: take a free `seat` (or, without one, watch). Signed in, the seat is bound
    to your account; as a guest you give a `name` (422 without one) and get a `seat_token` to use as a
    bearer
    token for this game. A seat joined is in the log (`seat_joined`): the creator no longer acts for it.
    Wrong codes
    are rate-limited per address and per game; guest spectator tokens are limited per address.

    Args:
        game_id (str):
        body (Join):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[JoinResult | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: Join,

) -> JoinResult | Problem | None:
    """ Join with the game's code: take a free `seat` (or, without one, watch). Signed in, the seat is bound
    to your account; as a guest you give a `name` (422 without one) and get a `seat_token` to use as a
    bearer
    token for this game. A seat joined is in the log (`seat_joined`): the creator no longer acts for it.
    Wrong codes
    are rate-limited per address and per game; guest spectator tokens are limited per address.

    Args:
        game_id (str):
        body (Join):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        JoinResult | Problem
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
body=body,

    )).parsed
