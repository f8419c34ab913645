from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.action import Action
from ...models.action_result import ActionResult
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game_id: str,
    *,
    body: Action,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game_id}/actions".format(game_id=quote(str(game_id), safe=""),),
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
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: Action,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,

) -> Response[ActionResult | Problem]:
    """ Take an action for a seat you control. A move the rules forbid is a 409 naming the rule.

     Take an action for a seat you control. A move the rules forbid is a 409 naming the rule.

    Requires scope `games:write`.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        if_match (str | Unset):
        body (Action):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ActionResult | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
body=body,
idempotency_key=idempotency_key,
if_match=if_match,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: Action,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,

) -> ActionResult | Problem | None:
    """ Take an action for a seat you control. A move the rules forbid is a 409 naming the rule.

     Take an action for a seat you control. A move the rules forbid is a 409 naming the rule.

    Requires scope `games:write`.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        if_match (str | Unset):
        body (Action):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ActionResult | Problem
     """


    return sync_detailed(
        game_id=game_id,
client=client,
body=body,
idempotency_key=idempotency_key,
if_match=if_match,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: Action,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,

) -> Response[ActionResult | Problem]:
    """ Take an action for a seat you control. A move the rules forbid is a 409 naming the rule.

     Take an action for a seat you control. A move the rules forbid is a 409 naming the rule.

    Requires scope `games:write`.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        if_match (str | Unset):
        body (Action):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ActionResult | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
body=body,
idempotency_key=idempotency_key,
if_match=if_match,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: Action,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,

) -> ActionResult | Problem | None:
    """ Take an action for a seat you control. A move the rules forbid is a 409 naming the rule.

     Take an action for a seat you control. A move the rules forbid is a 409 naming the rule.

    Requires scope `games:write`.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        if_match (str | Unset):
        body (Action):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ActionResult | Problem
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
body=body,
idempotency_key=idempotency_key,
if_match=if_match,

    )).parsed
