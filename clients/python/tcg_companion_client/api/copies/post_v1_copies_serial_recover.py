from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.copy import Copy
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    serial: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/copies/{serial}/recover".format(serial=quote(str(serial), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Copy | Problem:
    if response.status_code == 200:
        response_200 = Copy.from_dict(response.json())



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

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Copy | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    serial: str,
    *,
    client: AuthenticatedClient,

) -> Response[Copy | Problem]:
    """ A lost or stolen copy is back in its owner's hands.

     A lost or stolen copy is back in its owner's hands.

    Requires scope `cards:register`.

    Args:
        serial (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Copy | Problem]
     """


    kwargs = _get_kwargs(
        serial=serial,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    serial: str,
    *,
    client: AuthenticatedClient,

) -> Copy | Problem | None:
    """ A lost or stolen copy is back in its owner's hands.

     A lost or stolen copy is back in its owner's hands.

    Requires scope `cards:register`.

    Args:
        serial (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Copy | Problem
     """


    return sync_detailed(
        serial=serial,
client=client,

    ).parsed

async def asyncio_detailed(
    serial: str,
    *,
    client: AuthenticatedClient,

) -> Response[Copy | Problem]:
    """ A lost or stolen copy is back in its owner's hands.

     A lost or stolen copy is back in its owner's hands.

    Requires scope `cards:register`.

    Args:
        serial (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Copy | Problem]
     """


    kwargs = _get_kwargs(
        serial=serial,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    serial: str,
    *,
    client: AuthenticatedClient,

) -> Copy | Problem | None:
    """ A lost or stolen copy is back in its owner's hands.

     A lost or stolen copy is back in its owner's hands.

    Requires scope `cards:register`.

    Args:
        serial (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Copy | Problem
     """


    return (await asyncio_detailed(
        serial=serial,
client=client,

    )).parsed
