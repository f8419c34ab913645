from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.join_lookup import JoinLookup
from ...models.join_lookup_result import JoinLookupResult
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    *,
    body: JoinLookup,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/lookup",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> JoinLookupResult | Problem:
    if response.status_code == 200:
        response_200 = JoinLookupResult.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[JoinLookupResult | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: JoinLookup,

) -> Response[JoinLookupResult | Problem]:
    """ The live game a join code opens, with its seats (taken or free, AI or not), so a phone can offer a
    seat before `POST /v1/games/{id}/join`. No credential needed: the code is the invitation. Failed
    lookups are rate-limited per address.

    Args:
        body (JoinLookup):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[JoinLookupResult | Problem]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: JoinLookup,

) -> JoinLookupResult | Problem | None:
    """ The live game a join code opens, with its seats (taken or free, AI or not), so a phone can offer a
    seat before `POST /v1/games/{id}/join`. No credential needed: the code is the invitation. Failed
    lookups are rate-limited per address.

    Args:
        body (JoinLookup):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        JoinLookupResult | Problem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: JoinLookup,

) -> Response[JoinLookupResult | Problem]:
    """ The live game a join code opens, with its seats (taken or free, AI or not), so a phone can offer a
    seat before `POST /v1/games/{id}/join`. No credential needed: the code is the invitation. Failed
    lookups are rate-limited per address.

    Args:
        body (JoinLookup):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[JoinLookupResult | Problem]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: JoinLookup,

) -> JoinLookupResult | Problem | None:
    """ The live game a join code opens, with its seats (taken or free, AI or not), so a phone can offer a
    seat before `POST /v1/games/{id}/join`. No credential needed: the code is the invitation. Failed
    lookups are rate-limited per address.

    Args:
        body (JoinLookup):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        JoinLookupResult | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
