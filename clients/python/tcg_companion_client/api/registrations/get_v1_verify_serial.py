from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.verify import Verify
from typing import cast



def _get_kwargs(
    serial: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/verify/{serial}".format(serial=quote(str(serial), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Verify:
    if response.status_code == 200:
        response_200 = Verify.from_dict(response.json())



        return response_200

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | Verify]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    serial: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Problem | Verify]:
    """ Public: is this serial a genuine card, is it registered, reported lost or stolen, or revoked?
    The owner's name shows only if they made it public.

    Args:
        serial (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Verify]
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
    client: AuthenticatedClient | Client,

) -> Problem | Verify | None:
    """ Public: is this serial a genuine card, is it registered, reported lost or stolen, or revoked?
    The owner's name shows only if they made it public.

    Args:
        serial (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Verify
     """


    return sync_detailed(
        serial=serial,
client=client,

    ).parsed

async def asyncio_detailed(
    serial: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Problem | Verify]:
    """ Public: is this serial a genuine card, is it registered, reported lost or stolen, or revoked?
    The owner's name shows only if they made it public.

    Args:
        serial (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Verify]
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
    client: AuthenticatedClient | Client,

) -> Problem | Verify | None:
    """ Public: is this serial a genuine card, is it registered, reported lost or stolen, or revoked?
    The owner's name shows only if they made it public.

    Args:
        serial (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Verify
     """


    return (await asyncio_detailed(
        serial=serial,
client=client,

    )).parsed
