from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.deck_page import DeckPage
from ...models.get_v1_decks_ruleset_type_1 import GetV1DecksRulesetType1
from ...models.get_v1_decks_ruleset_type_2_type_1 import GetV1DecksRulesetType2Type1
from ...models.get_v1_decks_ruleset_type_3_type_1 import GetV1DecksRulesetType3Type1
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    limit: int | Unset = 50,
    cursor: None | str | Unset = UNSET,
    ruleset: GetV1DecksRulesetType1 | GetV1DecksRulesetType2Type1 | GetV1DecksRulesetType3Type1 | None | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["limit"] = limit

    json_cursor: None | str | Unset
    if isinstance(cursor, Unset):
        json_cursor = UNSET
    else:
        json_cursor = cursor
    params["cursor"] = json_cursor

    json_ruleset: None | str | Unset
    if isinstance(ruleset, Unset):
        json_ruleset = UNSET
    elif isinstance(ruleset, GetV1DecksRulesetType1):
        json_ruleset = ruleset.value
    elif isinstance(ruleset, GetV1DecksRulesetType2Type1):
        json_ruleset = ruleset.value
    elif isinstance(ruleset, GetV1DecksRulesetType3Type1):
        json_ruleset = ruleset.value
    else:
        json_ruleset = ruleset
    params["ruleset"] = json_ruleset


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/decks",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> DeckPage | Problem:
    if response.status_code == 200:
        response_200 = DeckPage.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[DeckPage | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    cursor: None | str | Unset = UNSET,
    ruleset: GetV1DecksRulesetType1 | GetV1DecksRulesetType2Type1 | GetV1DecksRulesetType3Type1 | None | Unset = UNSET,

) -> Response[DeckPage | Problem]:
    """ The caller's decks, oldest first, cursor-paginated.

     The caller's decks, oldest first, cursor-paginated.

    Requires scope `cards:read`.

    Args:
        limit (int | Unset):  Default: 50.
        cursor (None | str | Unset):
        ruleset (GetV1DecksRulesetType1 | GetV1DecksRulesetType2Type1 |
            GetV1DecksRulesetType3Type1 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeckPage | Problem]
     """


    kwargs = _get_kwargs(
        limit=limit,
cursor=cursor,
ruleset=ruleset,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    cursor: None | str | Unset = UNSET,
    ruleset: GetV1DecksRulesetType1 | GetV1DecksRulesetType2Type1 | GetV1DecksRulesetType3Type1 | None | Unset = UNSET,

) -> DeckPage | Problem | None:
    """ The caller's decks, oldest first, cursor-paginated.

     The caller's decks, oldest first, cursor-paginated.

    Requires scope `cards:read`.

    Args:
        limit (int | Unset):  Default: 50.
        cursor (None | str | Unset):
        ruleset (GetV1DecksRulesetType1 | GetV1DecksRulesetType2Type1 |
            GetV1DecksRulesetType3Type1 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeckPage | Problem
     """


    return sync_detailed(
        client=client,
limit=limit,
cursor=cursor,
ruleset=ruleset,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    cursor: None | str | Unset = UNSET,
    ruleset: GetV1DecksRulesetType1 | GetV1DecksRulesetType2Type1 | GetV1DecksRulesetType3Type1 | None | Unset = UNSET,

) -> Response[DeckPage | Problem]:
    """ The caller's decks, oldest first, cursor-paginated.

     The caller's decks, oldest first, cursor-paginated.

    Requires scope `cards:read`.

    Args:
        limit (int | Unset):  Default: 50.
        cursor (None | str | Unset):
        ruleset (GetV1DecksRulesetType1 | GetV1DecksRulesetType2Type1 |
            GetV1DecksRulesetType3Type1 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeckPage | Problem]
     """


    kwargs = _get_kwargs(
        limit=limit,
cursor=cursor,
ruleset=ruleset,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    cursor: None | str | Unset = UNSET,
    ruleset: GetV1DecksRulesetType1 | GetV1DecksRulesetType2Type1 | GetV1DecksRulesetType3Type1 | None | Unset = UNSET,

) -> DeckPage | Problem | None:
    """ The caller's decks, oldest first, cursor-paginated.

     The caller's decks, oldest first, cursor-paginated.

    Requires scope `cards:read`.

    Args:
        limit (int | Unset):  Default: 50.
        cursor (None | str | Unset):
        ruleset (GetV1DecksRulesetType1 | GetV1DecksRulesetType2Type1 |
            GetV1DecksRulesetType3Type1 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeckPage | Problem
     """


    return (await asyncio_detailed(
        client=client,
limit=limit,
cursor=cursor,
ruleset=ruleset,

    )).parsed
