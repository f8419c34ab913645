from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.collection import Collection
from ...models.get_v1_me_collection_ruleset_type_1 import GetV1MeCollectionRulesetType1
from ...models.get_v1_me_collection_ruleset_type_2_type_1 import GetV1MeCollectionRulesetType2Type1
from ...models.get_v1_me_collection_ruleset_type_3_type_1 import GetV1MeCollectionRulesetType3Type1
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    ruleset: GetV1MeCollectionRulesetType1 | GetV1MeCollectionRulesetType2Type1 | GetV1MeCollectionRulesetType3Type1 | None | Unset = UNSET,
    q: None | str | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_ruleset: None | str | Unset
    if isinstance(ruleset, Unset):
        json_ruleset = UNSET
    elif isinstance(ruleset, GetV1MeCollectionRulesetType1):
        json_ruleset = ruleset.value
    elif isinstance(ruleset, GetV1MeCollectionRulesetType2Type1):
        json_ruleset = ruleset.value
    elif isinstance(ruleset, GetV1MeCollectionRulesetType3Type1):
        json_ruleset = ruleset.value
    else:
        json_ruleset = ruleset
    params["ruleset"] = json_ruleset

    json_q: None | str | Unset
    if isinstance(q, Unset):
        json_q = UNSET
    else:
        json_q = q
    params["q"] = json_q


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/me/collection",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Collection | Problem:
    if response.status_code == 200:
        response_200 = Collection.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Collection | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    ruleset: GetV1MeCollectionRulesetType1 | GetV1MeCollectionRulesetType2Type1 | GetV1MeCollectionRulesetType3Type1 | None | Unset = UNSET,
    q: None | str | Unset = UNSET,

) -> Response[Collection | Problem]:
    """ Every card the caller owns, grouped by card: registered copies and copies added by hand.

     Every card the caller owns, grouped by card: registered copies and copies added by hand.

    Requires scope `cards:read`.

    Args:
        ruleset (GetV1MeCollectionRulesetType1 | GetV1MeCollectionRulesetType2Type1 |
            GetV1MeCollectionRulesetType3Type1 | None | Unset):
        q (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Collection | Problem]
     """


    kwargs = _get_kwargs(
        ruleset=ruleset,
q=q,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    ruleset: GetV1MeCollectionRulesetType1 | GetV1MeCollectionRulesetType2Type1 | GetV1MeCollectionRulesetType3Type1 | None | Unset = UNSET,
    q: None | str | Unset = UNSET,

) -> Collection | Problem | None:
    """ Every card the caller owns, grouped by card: registered copies and copies added by hand.

     Every card the caller owns, grouped by card: registered copies and copies added by hand.

    Requires scope `cards:read`.

    Args:
        ruleset (GetV1MeCollectionRulesetType1 | GetV1MeCollectionRulesetType2Type1 |
            GetV1MeCollectionRulesetType3Type1 | None | Unset):
        q (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Collection | Problem
     """


    return sync_detailed(
        client=client,
ruleset=ruleset,
q=q,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    ruleset: GetV1MeCollectionRulesetType1 | GetV1MeCollectionRulesetType2Type1 | GetV1MeCollectionRulesetType3Type1 | None | Unset = UNSET,
    q: None | str | Unset = UNSET,

) -> Response[Collection | Problem]:
    """ Every card the caller owns, grouped by card: registered copies and copies added by hand.

     Every card the caller owns, grouped by card: registered copies and copies added by hand.

    Requires scope `cards:read`.

    Args:
        ruleset (GetV1MeCollectionRulesetType1 | GetV1MeCollectionRulesetType2Type1 |
            GetV1MeCollectionRulesetType3Type1 | None | Unset):
        q (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Collection | Problem]
     """


    kwargs = _get_kwargs(
        ruleset=ruleset,
q=q,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    ruleset: GetV1MeCollectionRulesetType1 | GetV1MeCollectionRulesetType2Type1 | GetV1MeCollectionRulesetType3Type1 | None | Unset = UNSET,
    q: None | str | Unset = UNSET,

) -> Collection | Problem | None:
    """ Every card the caller owns, grouped by card: registered copies and copies added by hand.

     Every card the caller owns, grouped by card: registered copies and copies added by hand.

    Requires scope `cards:read`.

    Args:
        ruleset (GetV1MeCollectionRulesetType1 | GetV1MeCollectionRulesetType2Type1 |
            GetV1MeCollectionRulesetType3Type1 | None | Unset):
        q (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Collection | Problem
     """


    return (await asyncio_detailed(
        client=client,
ruleset=ruleset,
q=q,

    )).parsed
