from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.delivery_list import DeliveryList
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    endpoint_id: str,
    *,
    limit: int | Unset = 50,
    before: None | str | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["limit"] = limit

    json_before: None | str | Unset
    if isinstance(before, Unset):
        json_before = UNSET
    else:
        json_before = before
    params["before"] = json_before


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/webhooks/{endpoint_id}/deliveries".format(endpoint_id=quote(str(endpoint_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> DeliveryList | Problem:
    if response.status_code == 200:
        response_200 = DeliveryList.from_dict(response.json())



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

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[DeliveryList | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    endpoint_id: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    before: None | str | Unset = UNSET,

) -> Response[DeliveryList | Problem]:
    """ The delivery log, newest first, with every attempt (time, HTTP status or error, duration).

     The delivery log, newest first, with every attempt (time, HTTP status or error, duration).

    Requires scope `webhooks:manage`.

    Args:
        endpoint_id (str):
        limit (int | Unset):  Default: 50.
        before (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeliveryList | Problem]
     """


    kwargs = _get_kwargs(
        endpoint_id=endpoint_id,
limit=limit,
before=before,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    endpoint_id: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    before: None | str | Unset = UNSET,

) -> DeliveryList | Problem | None:
    """ The delivery log, newest first, with every attempt (time, HTTP status or error, duration).

     The delivery log, newest first, with every attempt (time, HTTP status or error, duration).

    Requires scope `webhooks:manage`.

    Args:
        endpoint_id (str):
        limit (int | Unset):  Default: 50.
        before (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeliveryList | Problem
     """


    return sync_detailed(
        endpoint_id=endpoint_id,
client=client,
limit=limit,
before=before,

    ).parsed

async def asyncio_detailed(
    endpoint_id: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    before: None | str | Unset = UNSET,

) -> Response[DeliveryList | Problem]:
    """ The delivery log, newest first, with every attempt (time, HTTP status or error, duration).

     The delivery log, newest first, with every attempt (time, HTTP status or error, duration).

    Requires scope `webhooks:manage`.

    Args:
        endpoint_id (str):
        limit (int | Unset):  Default: 50.
        before (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeliveryList | Problem]
     """


    kwargs = _get_kwargs(
        endpoint_id=endpoint_id,
limit=limit,
before=before,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    endpoint_id: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    before: None | str | Unset = UNSET,

) -> DeliveryList | Problem | None:
    """ The delivery log, newest first, with every attempt (time, HTTP status or error, duration).

     The delivery log, newest first, with every attempt (time, HTTP status or error, duration).

    Requires scope `webhooks:manage`.

    Args:
        endpoint_id (str):
        limit (int | Unset):  Default: 50.
        before (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeliveryList | Problem
     """


    return (await asyncio_detailed(
        endpoint_id=endpoint_id,
client=client,
limit=limit,
before=before,

    )).parsed
