from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.history import History
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    serial: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/copies/{serial}/history".format(serial=quote(str(serial), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> History | Problem:
    if response.status_code == 200:
        response_200 = History.from_dict(response.json())



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

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[History | Problem]:
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

) -> Response[History | Problem]:
    """ The copy's ownership history (owner or admin).

     The copy's ownership history (owner or admin).

    Requires scope `cards:read`.

    Args:
        serial (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[History | Problem]
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

) -> History | Problem | None:
    """ The copy's ownership history (owner or admin).

     The copy's ownership history (owner or admin).

    Requires scope `cards:read`.

    Args:
        serial (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        History | Problem
     """


    return sync_detailed(
        serial=serial,
client=client,

    ).parsed

async def asyncio_detailed(
    serial: str,
    *,
    client: AuthenticatedClient,

) -> Response[History | Problem]:
    """ The copy's ownership history (owner or admin).

     The copy's ownership history (owner or admin).

    Requires scope `cards:read`.

    Args:
        serial (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[History | Problem]
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

) -> History | Problem | None:
    """ The copy's ownership history (owner or admin).

     The copy's ownership history (owner or admin).

    Requires scope `cards:read`.

    Args:
        serial (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        History | Problem
     """


    return (await asyncio_detailed(
        serial=serial,
client=client,

    )).parsed
