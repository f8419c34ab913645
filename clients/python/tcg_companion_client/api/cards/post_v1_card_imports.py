from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.card_import import CardImport
from ...models.card_import_result import CardImportResult
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    *,
    body: CardImport,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/card-imports",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CardImportResult | Problem:
    if response.status_code == 201:
        response_201 = CardImportResult.from_dict(response.json())



        return response_201

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CardImportResult | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CardImport,

) -> Response[CardImportResult | Problem]:
    """ Import a card set (JSON in the set file format, or CSV): checked whole, stored all or nothing.
    Errors list the line (CSV, JSON syntax) or JSON path and card id of each problem.

     Import a card set (JSON in the set file format, or CSV): checked whole, stored all or nothing.
            Errors list the line (CSV, JSON syntax) or JSON path and card id of each problem.

    Requires an administrator and scope `admin`.

    Args:
        body (CardImport):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CardImportResult | Problem]
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
    body: CardImport,

) -> CardImportResult | Problem | None:
    """ Import a card set (JSON in the set file format, or CSV): checked whole, stored all or nothing.
    Errors list the line (CSV, JSON syntax) or JSON path and card id of each problem.

     Import a card set (JSON in the set file format, or CSV): checked whole, stored all or nothing.
            Errors list the line (CSV, JSON syntax) or JSON path and card id of each problem.

    Requires an administrator and scope `admin`.

    Args:
        body (CardImport):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CardImportResult | Problem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CardImport,

) -> Response[CardImportResult | Problem]:
    """ Import a card set (JSON in the set file format, or CSV): checked whole, stored all or nothing.
    Errors list the line (CSV, JSON syntax) or JSON path and card id of each problem.

     Import a card set (JSON in the set file format, or CSV): checked whole, stored all or nothing.
            Errors list the line (CSV, JSON syntax) or JSON path and card id of each problem.

    Requires an administrator and scope `admin`.

    Args:
        body (CardImport):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CardImportResult | Problem]
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
    body: CardImport,

) -> CardImportResult | Problem | None:
    """ Import a card set (JSON in the set file format, or CSV): checked whole, stored all or nothing.
    Errors list the line (CSV, JSON syntax) or JSON path and card id of each problem.

     Import a card set (JSON in the set file format, or CSV): checked whole, stored all or nothing.
            Errors list the line (CSV, JSON syntax) or JSON path and card id of each problem.

    Requires an administrator and scope `admin`.

    Args:
        body (CardImport):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CardImportResult | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
