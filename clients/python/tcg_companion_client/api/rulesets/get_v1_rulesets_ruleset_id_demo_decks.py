from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.demo_deck_list import DemoDeckList
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    ruleset_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/rulesets/{ruleset_id}/demo-decks".format(ruleset_id=quote(str(ruleset_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> DemoDeckList | Problem:
    if response.status_code == 200:
        response_200 = DemoDeckList.from_dict(response.json())



        return response_200

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[DemoDeckList | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    ruleset_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[DemoDeckList | Problem]:
    """ The demo decks of a ruleset's demo set. Those marked `engine` can be played in engine mode, against
    the AI too (`"deck": "<name>"` in POST /v1/games).

    Args:
        ruleset_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DemoDeckList | Problem]
     """


    kwargs = _get_kwargs(
        ruleset_id=ruleset_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    ruleset_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> DemoDeckList | Problem | None:
    """ The demo decks of a ruleset's demo set. Those marked `engine` can be played in engine mode, against
    the AI too (`"deck": "<name>"` in POST /v1/games).

    Args:
        ruleset_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DemoDeckList | Problem
     """


    return sync_detailed(
        ruleset_id=ruleset_id,
client=client,

    ).parsed

async def asyncio_detailed(
    ruleset_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[DemoDeckList | Problem]:
    """ The demo decks of a ruleset's demo set. Those marked `engine` can be played in engine mode, against
    the AI too (`"deck": "<name>"` in POST /v1/games).

    Args:
        ruleset_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DemoDeckList | Problem]
     """


    kwargs = _get_kwargs(
        ruleset_id=ruleset_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    ruleset_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> DemoDeckList | Problem | None:
    """ The demo decks of a ruleset's demo set. Those marked `engine` can be played in engine mode, against
    the AI too (`"deck": "<name>"` in POST /v1/games).

    Args:
        ruleset_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DemoDeckList | Problem
     """


    return (await asyncio_detailed(
        ruleset_id=ruleset_id,
client=client,

    )).parsed
