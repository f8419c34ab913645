from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.token import Token
from ...models.token_create import TokenCreate
from typing import cast



def _get_kwargs(
    *,
    body: TokenCreate,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/tokens",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Token:
    if response.status_code == 201:
        response_201 = Token.from_dict(response.json())



        return response_201

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | Token]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: TokenCreate,

) -> Response[Problem | Token]:
    """ Exchange a username and password for a bearer token that expires, and a device token.

     Failed logins are limited. A device token from an earlier login to the same account
    (``device_token`` in
    the body, or the cookie this call sets) makes the device trusted: only its own failures limit it,
    never
    other devices' failed guesses at the account or from its address.

    Args:
        body (TokenCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Token]
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
    client: AuthenticatedClient | Client,
    body: TokenCreate,

) -> Problem | Token | None:
    """ Exchange a username and password for a bearer token that expires, and a device token.

     Failed logins are limited. A device token from an earlier login to the same account
    (``device_token`` in
    the body, or the cookie this call sets) makes the device trusted: only its own failures limit it,
    never
    other devices' failed guesses at the account or from its address.

    Args:
        body (TokenCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Token
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: TokenCreate,

) -> Response[Problem | Token]:
    """ Exchange a username and password for a bearer token that expires, and a device token.

     Failed logins are limited. A device token from an earlier login to the same account
    (``device_token`` in
    the body, or the cookie this call sets) makes the device trusted: only its own failures limit it,
    never
    other devices' failed guesses at the account or from its address.

    Args:
        body (TokenCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Token]
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
    client: AuthenticatedClient | Client,
    body: TokenCreate,

) -> Problem | Token | None:
    """ Exchange a username and password for a bearer token that expires, and a device token.

     Failed logins are limited. A device token from an earlier login to the same account
    (``device_token`` in
    the body, or the cookie this call sets) makes the device trusted: only its own failures limit it,
    never
    other devices' failed guesses at the account or from its address.

    Args:
        body (TokenCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Token
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
