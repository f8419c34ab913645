from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.ruleset import Ruleset
from typing import cast



def _get_kwargs(
    ruleset_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/rulesets/{ruleset_id}".format(ruleset_id=quote(str(ruleset_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Ruleset:
    if response.status_code == 200:
        response_200 = Ruleset.from_dict(response.json())



        return response_200

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | Ruleset]:
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

) -> Response[Problem | Ruleset]:
    """ One ruleset: player counts, counters with start values, turn structure, actions (JSON Schema +
    rule),
    and the modes it can be played in with their capabilities and actions.

    Args:
        ruleset_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Ruleset]
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

) -> Problem | Ruleset | None:
    """ One ruleset: player counts, counters with start values, turn structure, actions (JSON Schema +
    rule),
    and the modes it can be played in with their capabilities and actions.

    Args:
        ruleset_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Ruleset
     """


    return sync_detailed(
        ruleset_id=ruleset_id,
client=client,

    ).parsed

async def asyncio_detailed(
    ruleset_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Problem | Ruleset]:
    """ One ruleset: player counts, counters with start values, turn structure, actions (JSON Schema +
    rule),
    and the modes it can be played in with their capabilities and actions.

    Args:
        ruleset_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Ruleset]
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

) -> Problem | Ruleset | None:
    """ One ruleset: player counts, counters with start values, turn structure, actions (JSON Schema +
    rule),
    and the modes it can be played in with their capabilities and actions.

    Args:
        ruleset_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Ruleset
     """


    return (await asyncio_detailed(
        ruleset_id=ruleset_id,
client=client,

    )).parsed
