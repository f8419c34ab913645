from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.action_result import ActionResult
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game_id: str,
    seat: str,
    *,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game_id}/seats/{seat}/release".format(game_id=quote(str(game_id), safe=""),seat=quote(str(seat), safe=""),),
    }


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
    seat: str,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,

) -> Response[ActionResult | Problem]:
    """ Hand a seat you hold back to the table: from then on the game's creator controls it (and sees its
    view),
    as they do every seat nobody holds, until someone joins it again. The log records it (a
    `seat_released`
    entry). 403 if another player holds the seat, 409 (`seat-not-held`) if nobody does.

     Hand a seat you hold back to the table: from then on the game's creator controls it (and sees its
    view),
            as they do every seat nobody holds, until someone joins it again. The log records it (a
    `seat_released`
            entry). 403 if another player holds the seat, 409 (`seat-not-held`) if nobody does.

    Requires scope `games:write`.

    Args:
        game_id (str):
        seat (str):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ActionResult | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
seat=seat,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    seat: str,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,

) -> ActionResult | Problem | None:
    """ Hand a seat you hold back to the table: from then on the game's creator controls it (and sees its
    view),
    as they do every seat nobody holds, until someone joins it again. The log records it (a
    `seat_released`
    entry). 403 if another player holds the seat, 409 (`seat-not-held`) if nobody does.

     Hand a seat you hold back to the table: from then on the game's creator controls it (and sees its
    view),
            as they do every seat nobody holds, until someone joins it again. The log records it (a
    `seat_released`
            entry). 403 if another player holds the seat, 409 (`seat-not-held`) if nobody does.

    Requires scope `games:write`.

    Args:
        game_id (str):
        seat (str):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ActionResult | Problem
     """


    return sync_detailed(
        game_id=game_id,
seat=seat,
client=client,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    seat: str,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,

) -> Response[ActionResult | Problem]:
    """ Hand a seat you hold back to the table: from then on the game's creator controls it (and sees its
    view),
    as they do every seat nobody holds, until someone joins it again. The log records it (a
    `seat_released`
    entry). 403 if another player holds the seat, 409 (`seat-not-held`) if nobody does.

     Hand a seat you hold back to the table: from then on the game's creator controls it (and sees its
    view),
            as they do every seat nobody holds, until someone joins it again. The log records it (a
    `seat_released`
            entry). 403 if another player holds the seat, 409 (`seat-not-held`) if nobody does.

    Requires scope `games:write`.

    Args:
        game_id (str):
        seat (str):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ActionResult | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
seat=seat,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    seat: str,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,

) -> ActionResult | Problem | None:
    """ Hand a seat you hold back to the table: from then on the game's creator controls it (and sees its
    view),
    as they do every seat nobody holds, until someone joins it again. The log records it (a
    `seat_released`
    entry). 403 if another player holds the seat, 409 (`seat-not-held`) if nobody does.

     Hand a seat you hold back to the table: from then on the game's creator controls it (and sees its
    view),
            as they do every seat nobody holds, until someone joins it again. The log records it (a
    `seat_released`
            entry). 403 if another player holds the seat, 409 (`seat-not-held`) if nobody does.

    Requires scope `games:write`.

    Args:
        game_id (str):
        seat (str):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ActionResult | Problem
     """


    return (await asyncio_detailed(
        game_id=game_id,
seat=seat,
client=client,
idempotency_key=idempotency_key,

    )).parsed
