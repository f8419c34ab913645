from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.print_run import PrintRun
from ...models.print_run_create import PrintRunCreate
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    *,
    body: PrintRunCreate,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/print-runs",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> PrintRun | Problem:
    if response.status_code == 202:
        response_202 = PrintRun.from_dict(response.json())



        return response_202

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[PrintRun | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: PrintRunCreate,

) -> Response[PrintRun | Problem]:
    """ Start a print run: a task generates the copies (follow `task_id` at `GET /v1/tasks/{id}`).

     Start a print run: a task generates the copies (follow `task_id` at `GET /v1/tasks/{id}`).

    Requires an administrator and scope `admin`.

    Args:
        body (PrintRunCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PrintRun | Problem]
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
    body: PrintRunCreate,

) -> PrintRun | Problem | None:
    """ Start a print run: a task generates the copies (follow `task_id` at `GET /v1/tasks/{id}`).

     Start a print run: a task generates the copies (follow `task_id` at `GET /v1/tasks/{id}`).

    Requires an administrator and scope `admin`.

    Args:
        body (PrintRunCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PrintRun | Problem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: PrintRunCreate,

) -> Response[PrintRun | Problem]:
    """ Start a print run: a task generates the copies (follow `task_id` at `GET /v1/tasks/{id}`).

     Start a print run: a task generates the copies (follow `task_id` at `GET /v1/tasks/{id}`).

    Requires an administrator and scope `admin`.

    Args:
        body (PrintRunCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PrintRun | Problem]
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
    body: PrintRunCreate,

) -> PrintRun | Problem | None:
    """ Start a print run: a task generates the copies (follow `task_id` at `GET /v1/tasks/{id}`).

     Start a print run: a task generates the copies (follow `task_id` at `GET /v1/tasks/{id}`).

    Requires an administrator and scope `admin`.

    Args:
        body (PrintRunCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PrintRun | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
