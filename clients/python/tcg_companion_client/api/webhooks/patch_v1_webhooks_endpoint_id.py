from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.webhook import Webhook
from ...models.webhook_update import WebhookUpdate
from typing import cast



def _get_kwargs(
    endpoint_id: str,
    *,
    body: WebhookUpdate,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/v1/webhooks/{endpoint_id}".format(endpoint_id=quote(str(endpoint_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Webhook:
    if response.status_code == 200:
        response_200 = Webhook.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | Webhook]:
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
    body: WebhookUpdate,

) -> Response[Problem | Webhook]:
    """ Pause an endpoint, or re-enable one that was disabled after repeated failures.

     Pause an endpoint, or re-enable one that was disabled after repeated failures.

    Requires scope `webhooks:manage`.

    Args:
        endpoint_id (str):
        body (WebhookUpdate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Webhook]
     """


    kwargs = _get_kwargs(
        endpoint_id=endpoint_id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    endpoint_id: str,
    *,
    client: AuthenticatedClient,
    body: WebhookUpdate,

) -> Problem | Webhook | None:
    """ Pause an endpoint, or re-enable one that was disabled after repeated failures.

     Pause an endpoint, or re-enable one that was disabled after repeated failures.

    Requires scope `webhooks:manage`.

    Args:
        endpoint_id (str):
        body (WebhookUpdate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Webhook
     """


    return sync_detailed(
        endpoint_id=endpoint_id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    endpoint_id: str,
    *,
    client: AuthenticatedClient,
    body: WebhookUpdate,

) -> Response[Problem | Webhook]:
    """ Pause an endpoint, or re-enable one that was disabled after repeated failures.

     Pause an endpoint, or re-enable one that was disabled after repeated failures.

    Requires scope `webhooks:manage`.

    Args:
        endpoint_id (str):
        body (WebhookUpdate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Webhook]
     """


    kwargs = _get_kwargs(
        endpoint_id=endpoint_id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    endpoint_id: str,
    *,
    client: AuthenticatedClient,
    body: WebhookUpdate,

) -> Problem | Webhook | None:
    """ Pause an endpoint, or re-enable one that was disabled after repeated failures.

     Pause an endpoint, or re-enable one that was disabled after repeated failures.

    Requires scope `webhooks:manage`.

    Args:
        endpoint_id (str):
        body (WebhookUpdate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Webhook
     """


    return (await asyncio_detailed(
        endpoint_id=endpoint_id,
client=client,
body=body,

    )).parsed
