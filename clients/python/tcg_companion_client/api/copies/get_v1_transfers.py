from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.get_v1_transfers_status_type_1 import GetV1TransfersStatusType1
from ...models.get_v1_transfers_status_type_2_type_1 import GetV1TransfersStatusType2Type1
from ...models.get_v1_transfers_status_type_3_type_1 import GetV1TransfersStatusType3Type1
from ...models.problem import Problem
from ...models.transfer_list import TransferList
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    status: GetV1TransfersStatusType1 | GetV1TransfersStatusType2Type1 | GetV1TransfersStatusType3Type1 | None | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_status: None | str | Unset
    if isinstance(status, Unset):
        json_status = UNSET
    elif isinstance(status, GetV1TransfersStatusType1):
        json_status = status.value
    elif isinstance(status, GetV1TransfersStatusType2Type1):
        json_status = status.value
    elif isinstance(status, GetV1TransfersStatusType3Type1):
        json_status = status.value
    else:
        json_status = status
    params["status"] = json_status


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/transfers",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | TransferList:
    if response.status_code == 200:
        response_200 = TransferList.from_dict(response.json())



        return response_200

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | TransferList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    status: GetV1TransfersStatusType1 | GetV1TransfersStatusType2Type1 | GetV1TransfersStatusType3Type1 | None | Unset = UNSET,

) -> Response[Problem | TransferList]:
    """ Transfers the caller sent or received.

     Transfers the caller sent or received.

    Requires scope `cards:read`.

    Args:
        status (GetV1TransfersStatusType1 | GetV1TransfersStatusType2Type1 |
            GetV1TransfersStatusType3Type1 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TransferList]
     """


    kwargs = _get_kwargs(
        status=status,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    status: GetV1TransfersStatusType1 | GetV1TransfersStatusType2Type1 | GetV1TransfersStatusType3Type1 | None | Unset = UNSET,

) -> Problem | TransferList | None:
    """ Transfers the caller sent or received.

     Transfers the caller sent or received.

    Requires scope `cards:read`.

    Args:
        status (GetV1TransfersStatusType1 | GetV1TransfersStatusType2Type1 |
            GetV1TransfersStatusType3Type1 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TransferList
     """


    return sync_detailed(
        client=client,
status=status,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    status: GetV1TransfersStatusType1 | GetV1TransfersStatusType2Type1 | GetV1TransfersStatusType3Type1 | None | Unset = UNSET,

) -> Response[Problem | TransferList]:
    """ Transfers the caller sent or received.

     Transfers the caller sent or received.

    Requires scope `cards:read`.

    Args:
        status (GetV1TransfersStatusType1 | GetV1TransfersStatusType2Type1 |
            GetV1TransfersStatusType3Type1 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TransferList]
     """


    kwargs = _get_kwargs(
        status=status,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    status: GetV1TransfersStatusType1 | GetV1TransfersStatusType2Type1 | GetV1TransfersStatusType3Type1 | None | Unset = UNSET,

) -> Problem | TransferList | None:
    """ Transfers the caller sent or received.

     Transfers the caller sent or received.

    Requires scope `cards:read`.

    Args:
        status (GetV1TransfersStatusType1 | GetV1TransfersStatusType2Type1 |
            GetV1TransfersStatusType3Type1 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TransferList
     """


    return (await asyncio_detailed(
        client=client,
status=status,

    )).parsed
