from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.game_list import GameList
from ...models.get_v1_games_lifecycle_type_1 import GetV1GamesLifecycleType1
from ...models.get_v1_games_lifecycle_type_2_type_1 import GetV1GamesLifecycleType2Type1
from ...models.get_v1_games_lifecycle_type_3_type_1 import GetV1GamesLifecycleType3Type1
from ...models.get_v1_games_ruleset_type_1 import GetV1GamesRulesetType1
from ...models.get_v1_games_ruleset_type_2_type_1 import GetV1GamesRulesetType2Type1
from ...models.get_v1_games_ruleset_type_3_type_1 import GetV1GamesRulesetType3Type1
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    limit: int | Unset = 50,
    cursor: None | str | Unset = UNSET,
    ruleset: GetV1GamesRulesetType1 | GetV1GamesRulesetType2Type1 | GetV1GamesRulesetType3Type1 | None | Unset = UNSET,
    lifecycle: GetV1GamesLifecycleType1 | GetV1GamesLifecycleType2Type1 | GetV1GamesLifecycleType3Type1 | None | Unset = UNSET,

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
    elif isinstance(ruleset, GetV1GamesRulesetType1):
        json_ruleset = ruleset.value
    elif isinstance(ruleset, GetV1GamesRulesetType2Type1):
        json_ruleset = ruleset.value
    elif isinstance(ruleset, GetV1GamesRulesetType3Type1):
        json_ruleset = ruleset.value
    else:
        json_ruleset = ruleset
    params["ruleset"] = json_ruleset

    json_lifecycle: None | str | Unset
    if isinstance(lifecycle, Unset):
        json_lifecycle = UNSET
    elif isinstance(lifecycle, GetV1GamesLifecycleType1):
        json_lifecycle = lifecycle.value
    elif isinstance(lifecycle, GetV1GamesLifecycleType2Type1):
        json_lifecycle = lifecycle.value
    elif isinstance(lifecycle, GetV1GamesLifecycleType3Type1):
        json_lifecycle = lifecycle.value
    else:
        json_lifecycle = lifecycle
    params["lifecycle"] = json_lifecycle


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GameList | Problem:
    if response.status_code == 200:
        response_200 = GameList.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[GameList | Problem]:
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
    ruleset: GetV1GamesRulesetType1 | GetV1GamesRulesetType2Type1 | GetV1GamesRulesetType3Type1 | None | Unset = UNSET,
    lifecycle: GetV1GamesLifecycleType1 | GetV1GamesLifecycleType2Type1 | GetV1GamesLifecycleType3Type1 | None | Unset = UNSET,

) -> Response[GameList | Problem]:
    """ The caller's games (created, joined or watched), newest first; cursor-paginated.

     The caller's games (created, joined or watched), newest first; cursor-paginated.

    Requires scope `games:read`.

    Args:
        limit (int | Unset):  Default: 50.
        cursor (None | str | Unset):
        ruleset (GetV1GamesRulesetType1 | GetV1GamesRulesetType2Type1 |
            GetV1GamesRulesetType3Type1 | None | Unset):
        lifecycle (GetV1GamesLifecycleType1 | GetV1GamesLifecycleType2Type1 |
            GetV1GamesLifecycleType3Type1 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameList | Problem]
     """


    kwargs = _get_kwargs(
        limit=limit,
cursor=cursor,
ruleset=ruleset,
lifecycle=lifecycle,

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
    ruleset: GetV1GamesRulesetType1 | GetV1GamesRulesetType2Type1 | GetV1GamesRulesetType3Type1 | None | Unset = UNSET,
    lifecycle: GetV1GamesLifecycleType1 | GetV1GamesLifecycleType2Type1 | GetV1GamesLifecycleType3Type1 | None | Unset = UNSET,

) -> GameList | Problem | None:
    """ The caller's games (created, joined or watched), newest first; cursor-paginated.

     The caller's games (created, joined or watched), newest first; cursor-paginated.

    Requires scope `games:read`.

    Args:
        limit (int | Unset):  Default: 50.
        cursor (None | str | Unset):
        ruleset (GetV1GamesRulesetType1 | GetV1GamesRulesetType2Type1 |
            GetV1GamesRulesetType3Type1 | None | Unset):
        lifecycle (GetV1GamesLifecycleType1 | GetV1GamesLifecycleType2Type1 |
            GetV1GamesLifecycleType3Type1 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameList | Problem
     """


    return sync_detailed(
        client=client,
limit=limit,
cursor=cursor,
ruleset=ruleset,
lifecycle=lifecycle,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    cursor: None | str | Unset = UNSET,
    ruleset: GetV1GamesRulesetType1 | GetV1GamesRulesetType2Type1 | GetV1GamesRulesetType3Type1 | None | Unset = UNSET,
    lifecycle: GetV1GamesLifecycleType1 | GetV1GamesLifecycleType2Type1 | GetV1GamesLifecycleType3Type1 | None | Unset = UNSET,

) -> Response[GameList | Problem]:
    """ The caller's games (created, joined or watched), newest first; cursor-paginated.

     The caller's games (created, joined or watched), newest first; cursor-paginated.

    Requires scope `games:read`.

    Args:
        limit (int | Unset):  Default: 50.
        cursor (None | str | Unset):
        ruleset (GetV1GamesRulesetType1 | GetV1GamesRulesetType2Type1 |
            GetV1GamesRulesetType3Type1 | None | Unset):
        lifecycle (GetV1GamesLifecycleType1 | GetV1GamesLifecycleType2Type1 |
            GetV1GamesLifecycleType3Type1 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameList | Problem]
     """


    kwargs = _get_kwargs(
        limit=limit,
cursor=cursor,
ruleset=ruleset,
lifecycle=lifecycle,

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
    ruleset: GetV1GamesRulesetType1 | GetV1GamesRulesetType2Type1 | GetV1GamesRulesetType3Type1 | None | Unset = UNSET,
    lifecycle: GetV1GamesLifecycleType1 | GetV1GamesLifecycleType2Type1 | GetV1GamesLifecycleType3Type1 | None | Unset = UNSET,

) -> GameList | Problem | None:
    """ The caller's games (created, joined or watched), newest first; cursor-paginated.

     The caller's games (created, joined or watched), newest first; cursor-paginated.

    Requires scope `games:read`.

    Args:
        limit (int | Unset):  Default: 50.
        cursor (None | str | Unset):
        ruleset (GetV1GamesRulesetType1 | GetV1GamesRulesetType2Type1 |
            GetV1GamesRulesetType3Type1 | None | Unset):
        lifecycle (GetV1GamesLifecycleType1 | GetV1GamesLifecycleType2Type1 |
            GetV1GamesLifecycleType3Type1 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameList | Problem
     """


    return (await asyncio_detailed(
        client=client,
limit=limit,
cursor=cursor,
ruleset=ruleset,
lifecycle=lifecycle,

    )).parsed
