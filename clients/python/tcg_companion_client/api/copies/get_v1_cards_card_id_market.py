from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.market_value import MarketValue
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    card_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/cards/{card_id}/market".format(card_id=quote(str(card_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> MarketValue | Problem:
    if response.status_code == 200:
        response_200 = MarketValue.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[MarketValue | Problem]:
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

) -> Response[MarketValue | Problem]:
    """ The card's market value: per currency, the median of recent recorded sales and how many there were
    (no median below the minimum count).

     The card's market value: per currency, the median of recent recorded sales and how many there were
            (no median below the minimum count).

    Requires scope `cards:read`.

    Args:
        card_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MarketValue | Problem]
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

) -> MarketValue | Problem | None:
    """ The card's market value: per currency, the median of recent recorded sales and how many there were
    (no median below the minimum count).

     The card's market value: per currency, the median of recent recorded sales and how many there were
            (no median below the minimum count).

    Requires scope `cards:read`.

    Args:
        card_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MarketValue | Problem
     """


    return sync_detailed(
        card_id=card_id,
client=client,

    ).parsed

async def asyncio_detailed(
    card_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[MarketValue | Problem]:
    """ The card's market value: per currency, the median of recent recorded sales and how many there were
    (no median below the minimum count).

     The card's market value: per currency, the median of recent recorded sales and how many there were
            (no median below the minimum count).

    Requires scope `cards:read`.

    Args:
        card_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MarketValue | Problem]
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

) -> MarketValue | Problem | None:
    """ The card's market value: per currency, the median of recent recorded sales and how many there were
    (no median below the minimum count).

     The card's market value: per currency, the median of recent recorded sales and how many there were
            (no median below the minimum count).

    Requires scope `cards:read`.

    Args:
        card_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MarketValue | Problem
     """


    return (await asyncio_detailed(
        card_id=card_id,
client=client,

    )).parsed
