from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.card_detail import CardDetail
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    card_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/cards/{card_id}".format(card_id=quote(str(card_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | CardDetail | Problem:
    if response.status_code == 200:
        response_200 = CardDetail.from_dict(response.json())



        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | CardDetail | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    card_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Any | CardDetail | Problem]:
    """ One card: its current text, every text version (errata with their dates) and its printings.

     One card: its current text, every text version (errata with their dates) and its printings.

    Requires scope `cards:read`.

    Args:
        card_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | CardDetail | Problem]
     """


    kwargs = _get_kwargs(
        card_id=card_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    card_id: str,
    *,
    client: AuthenticatedClient,

) -> Any | CardDetail | Problem | None:
    """ One card: its current text, every text version (errata with their dates) and its printings.

     One card: its current text, every text version (errata with their dates) and its printings.

    Requires scope `cards:read`.

    Args:
        card_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | CardDetail | Problem
     """


    return sync_detailed(
        card_id=card_id,
client=client,

    ).parsed

async def asyncio_detailed(
    card_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Any | CardDetail | Problem]:
    """ One card: its current text, every text version (errata with their dates) and its printings.

     One card: its current text, every text version (errata with their dates) and its printings.

    Requires scope `cards:read`.

    Args:
        card_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | CardDetail | Problem]
     """


    kwargs = _get_kwargs(
        card_id=card_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    card_id: str,
    *,
    client: AuthenticatedClient,

) -> Any | CardDetail | Problem | None:
    """ One card: its current text, every text version (errata with their dates) and its printings.

     One card: its current text, every text version (errata with their dates) and its printings.

    Requires scope `cards:read`.

    Args:
        card_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | CardDetail | Problem
     """


    return (await asyncio_detailed(
        card_id=card_id,
client=client,

    )).parsed
