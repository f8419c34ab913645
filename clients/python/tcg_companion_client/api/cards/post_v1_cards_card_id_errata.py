from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.card_detail import CardDetail
from ...models.erratum_create import ErratumCreate
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    card_id: str,
    *,
    body: ErratumCreate,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/cards/{card_id}/errata".format(card_id=quote(str(card_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CardDetail | Problem:
    if response.status_code == 201:
        response_201 = CardDetail.from_dict(response.json())



        return response_201

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CardDetail | Problem]:
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
    body: ErratumCreate,

) -> Response[CardDetail | Problem]:
    """ Issue an erratum: a new rules-text version effective from its date.

     Issue an erratum: a new rules-text version effective from its date.

    Requires an administrator and scope `admin`.

    Args:
        card_id (str):
        body (ErratumCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CardDetail | Problem]
     """


    kwargs = _get_kwargs(
        card_id=card_id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    card_id: str,
    *,
    client: AuthenticatedClient,
    body: ErratumCreate,

) -> CardDetail | Problem | None:
    """ Issue an erratum: a new rules-text version effective from its date.

     Issue an erratum: a new rules-text version effective from its date.

    Requires an administrator and scope `admin`.

    Args:
        card_id (str):
        body (ErratumCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CardDetail | Problem
     """


    return sync_detailed(
        card_id=card_id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    card_id: str,
    *,
    client: AuthenticatedClient,
    body: ErratumCreate,

) -> Response[CardDetail | Problem]:
    """ Issue an erratum: a new rules-text version effective from its date.

     Issue an erratum: a new rules-text version effective from its date.

    Requires an administrator and scope `admin`.

    Args:
        card_id (str):
        body (ErratumCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CardDetail | Problem]
     """


    kwargs = _get_kwargs(
        card_id=card_id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    card_id: str,
    *,
    client: AuthenticatedClient,
    body: ErratumCreate,

) -> CardDetail | Problem | None:
    """ Issue an erratum: a new rules-text version effective from its date.

     Issue an erratum: a new rules-text version effective from its date.

    Requires an administrator and scope `admin`.

    Args:
        card_id (str):
        body (ErratumCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CardDetail | Problem
     """


    return (await asyncio_detailed(
        card_id=card_id,
client=client,
body=body,

    )).parsed
