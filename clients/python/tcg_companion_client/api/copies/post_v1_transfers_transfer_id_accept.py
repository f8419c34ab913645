from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.transfer import Transfer
from typing import cast



def _get_kwargs(
    transfer_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/transfers/{transfer_id}/accept".format(transfer_id=quote(str(transfer_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Transfer:
    if response.status_code == 200:
        response_200 = Transfer.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | Transfer]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    transfer_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Problem | Transfer]:
    """ The recipient accepts: the ownership moves, the history and any sale price are recorded.

     The recipient accepts: the ownership moves, the history and any sale price are recorded.

    Requires scope `cards:register`.

    Args:
        transfer_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Transfer]
     """


    kwargs = _get_kwargs(
        transfer_id=transfer_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    transfer_id: str,
    *,
    client: AuthenticatedClient,

) -> Problem | Transfer | None:
    """ The recipient accepts: the ownership moves, the history and any sale price are recorded.

     The recipient accepts: the ownership moves, the history and any sale price are recorded.

    Requires scope `cards:register`.

    Args:
        transfer_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Transfer
     """


    return sync_detailed(
        transfer_id=transfer_id,
client=client,

    ).parsed

async def asyncio_detailed(
    transfer_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Problem | Transfer]:
    """ The recipient accepts: the ownership moves, the history and any sale price are recorded.

     The recipient accepts: the ownership moves, the history and any sale price are recorded.

    Requires scope `cards:register`.

    Args:
        transfer_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Transfer]
     """


    kwargs = _get_kwargs(
        transfer_id=transfer_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    transfer_id: str,
    *,
    client: AuthenticatedClient,

) -> Problem | Transfer | None:
    """ The recipient accepts: the ownership moves, the history and any sale price are recorded.

     The recipient accepts: the ownership moves, the history and any sale price are recorded.

    Requires scope `cards:register`.

    Args:
        transfer_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Transfer
     """


    return (await asyncio_detailed(
        transfer_id=transfer_id,
client=client,

    )).parsed
