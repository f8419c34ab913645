from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.action_result import ActionResult
from ...models.problem import Problem
from ...models.ruling_create import RulingCreate
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    tournament_id: str,
    match_id: str,
    *,
    body: RulingCreate,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/tournaments/{tournament_id}/matches/{match_id}/rulings".format(tournament_id=quote(str(tournament_id), safe=""),match_id=quote(str(match_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ActionResult | Problem:
    if response.status_code == 200:
        response_200 = ActionResult.from_dict(response.json())



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

    if response.status_code == 412:
        response_412 = Problem.from_dict(response.json())



        return response_412

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ActionResult | Problem]:
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
    body: RulingCreate,
    idempotency_key: str | Unset = UNSET,

) -> Response[ActionResult | Problem]:
    """ Act for a seat of a game linked to the match, as a ruling (staff of the event who do not play the
    match):
    the only way staff act for a seat a player holds. The rules check the action as any other; its entry
    in the
    game's log carries `ruling` (event, match, reason, judge) and the event's audit log records
    `match.ruling`.
    The answer shows the game without any seat's hidden view.

     Act for a seat of a game linked to the match, as a ruling (staff of the event who do not play the
    match):
            the only way staff act for a seat a player holds. The rules check the action as any other;
    its entry in the
            game's log carries `ruling` (event, match, reason, judge) and the event's audit log records
    `match.ruling`.
            The answer shows the game without any seat's hidden view.

    Requires scope `tournaments:write`.

    Args:
        tournament_id (str):
        match_id (str):
        idempotency_key (str | Unset):
        body (RulingCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ActionResult | Problem]
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
    body: RulingCreate,
    idempotency_key: str | Unset = UNSET,

) -> ActionResult | Problem | None:
    """ Act for a seat of a game linked to the match, as a ruling (staff of the event who do not play the
    match):
    the only way staff act for a seat a player holds. The rules check the action as any other; its entry
    in the
    game's log carries `ruling` (event, match, reason, judge) and the event's audit log records
    `match.ruling`.
    The answer shows the game without any seat's hidden view.

     Act for a seat of a game linked to the match, as a ruling (staff of the event who do not play the
    match):
            the only way staff act for a seat a player holds. The rules check the action as any other;
    its entry in the
            game's log carries `ruling` (event, match, reason, judge) and the event's audit log records
    `match.ruling`.
            The answer shows the game without any seat's hidden view.

    Requires scope `tournaments:write`.

    Args:
        tournament_id (str):
        match_id (str):
        idempotency_key (str | Unset):
        body (RulingCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ActionResult | Problem
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
    body: RulingCreate,
    idempotency_key: str | Unset = UNSET,

) -> Response[ActionResult | Problem]:
    """ Act for a seat of a game linked to the match, as a ruling (staff of the event who do not play the
    match):
    the only way staff act for a seat a player holds. The rules check the action as any other; its entry
    in the
    game's log carries `ruling` (event, match, reason, judge) and the event's audit log records
    `match.ruling`.
    The answer shows the game without any seat's hidden view.

     Act for a seat of a game linked to the match, as a ruling (staff of the event who do not play the
    match):
            the only way staff act for a seat a player holds. The rules check the action as any other;
    its entry in the
            game's log carries `ruling` (event, match, reason, judge) and the event's audit log records
    `match.ruling`.
            The answer shows the game without any seat's hidden view.

    Requires scope `tournaments:write`.

    Args:
        tournament_id (str):
        match_id (str):
        idempotency_key (str | Unset):
        body (RulingCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ActionResult | Problem]
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
    body: RulingCreate,
    idempotency_key: str | Unset = UNSET,

) -> ActionResult | Problem | None:
    """ Act for a seat of a game linked to the match, as a ruling (staff of the event who do not play the
    match):
    the only way staff act for a seat a player holds. The rules check the action as any other; its entry
    in the
    game's log carries `ruling` (event, match, reason, judge) and the event's audit log records
    `match.ruling`.
    The answer shows the game without any seat's hidden view.

     Act for a seat of a game linked to the match, as a ruling (staff of the event who do not play the
    match):
            the only way staff act for a seat a player holds. The rules check the action as any other;
    its entry in the
            game's log carries `ruling` (event, match, reason, judge) and the event's audit log records
    `match.ruling`.
            The answer shows the game without any seat's hidden view.

    Requires scope `tournaments:write`.

    Args:
        tournament_id (str):
        match_id (str):
        idempotency_key (str | Unset):
        body (RulingCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ActionResult | Problem
     """


    return (await asyncio_detailed(
        tournament_id=tournament_id,
match_id=match_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
