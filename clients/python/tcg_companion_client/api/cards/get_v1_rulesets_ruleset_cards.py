from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.card_page import CardPage
from ...models.get_v1_rulesets_ruleset_cards_sort import GetV1RulesetsRulesetCardsSort
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    ruleset: str,
    *,
    limit: int | Unset = 50,
    cursor: None | str | Unset = UNSET,
    q: str | Unset = UNSET,
    type_: str | Unset = UNSET,
    rarity: str | Unset = UNSET,
    realm: str | Unset = UNSET,
    essence: str | Unset = UNSET,
    faction: str | Unset = UNSET,
    archetype: str | Unset = UNSET,
    keyword: str | Unset = UNSET,
    cost_min: int | Unset = UNSET,
    cost_max: int | Unset = UNSET,
    sort: GetV1RulesetsRulesetCardsSort | Unset = GetV1RulesetsRulesetCardsSort.NAME,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["limit"] = limit

    json_cursor: None | str | Unset
    if isinstance(cursor, Unset):
        json_cursor = UNSET
    else:
        json_cursor = cursor
    params["cursor"] = json_cursor

    params["q"] = q

    params["type"] = type_

    params["rarity"] = rarity

    params["realm"] = realm

    params["essence"] = essence

    params["faction"] = faction

    params["archetype"] = archetype

    params["keyword"] = keyword

    params["cost_min"] = cost_min

    params["cost_max"] = cost_max

    json_sort: str | Unset = UNSET
    if not isinstance(sort, Unset):
        json_sort = sort.value

    params["sort"] = json_sort


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/rulesets/{ruleset}/cards".format(ruleset=quote(str(ruleset), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | CardPage | Problem:
    if response.status_code == 200:
        response_200 = CardPage.from_dict(response.json())



        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | CardPage | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    ruleset: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    cursor: None | str | Unset = UNSET,
    q: str | Unset = UNSET,
    type_: str | Unset = UNSET,
    rarity: str | Unset = UNSET,
    realm: str | Unset = UNSET,
    essence: str | Unset = UNSET,
    faction: str | Unset = UNSET,
    archetype: str | Unset = UNSET,
    keyword: str | Unset = UNSET,
    cost_min: int | Unset = UNSET,
    cost_max: int | Unset = UNSET,
    sort: GetV1RulesetsRulesetCardsSort | Unset = GetV1RulesetsRulesetCardsSort.NAME,

) -> Response[Any | CardPage | Problem]:
    """ Search a game's cards: text in name or rules text, type, rarity, realm/essence/faction/archetype,
    keyword, cost range; sorted (`name`, `cost`, `id`, `-` for descending) and cursor-paginated.

     Search a game's cards: text in name or rules text, type, rarity, realm/essence/faction/archetype,
            keyword, cost range; sorted (`name`, `cost`, `id`, `-` for descending) and cursor-paginated.

    Requires scope `cards:read`.

    Args:
        ruleset (str):
        limit (int | Unset):  Default: 50.
        cursor (None | str | Unset):
        q (str | Unset):
        type_ (str | Unset):
        rarity (str | Unset):
        realm (str | Unset):
        essence (str | Unset):
        faction (str | Unset):
        archetype (str | Unset):
        keyword (str | Unset):
        cost_min (int | Unset):
        cost_max (int | Unset):
        sort (GetV1RulesetsRulesetCardsSort | Unset):  Default:
            GetV1RulesetsRulesetCardsSort.NAME.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | CardPage | Problem]
     """


    kwargs = _get_kwargs(
        ruleset=ruleset,
limit=limit,
cursor=cursor,
q=q,
type_=type_,
rarity=rarity,
realm=realm,
essence=essence,
faction=faction,
archetype=archetype,
keyword=keyword,
cost_min=cost_min,
cost_max=cost_max,
sort=sort,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    ruleset: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    cursor: None | str | Unset = UNSET,
    q: str | Unset = UNSET,
    type_: str | Unset = UNSET,
    rarity: str | Unset = UNSET,
    realm: str | Unset = UNSET,
    essence: str | Unset = UNSET,
    faction: str | Unset = UNSET,
    archetype: str | Unset = UNSET,
    keyword: str | Unset = UNSET,
    cost_min: int | Unset = UNSET,
    cost_max: int | Unset = UNSET,
    sort: GetV1RulesetsRulesetCardsSort | Unset = GetV1RulesetsRulesetCardsSort.NAME,

) -> Any | CardPage | Problem | None:
    """ Search a game's cards: text in name or rules text, type, rarity, realm/essence/faction/archetype,
    keyword, cost range; sorted (`name`, `cost`, `id`, `-` for descending) and cursor-paginated.

     Search a game's cards: text in name or rules text, type, rarity, realm/essence/faction/archetype,
            keyword, cost range; sorted (`name`, `cost`, `id`, `-` for descending) and cursor-paginated.

    Requires scope `cards:read`.

    Args:
        ruleset (str):
        limit (int | Unset):  Default: 50.
        cursor (None | str | Unset):
        q (str | Unset):
        type_ (str | Unset):
        rarity (str | Unset):
        realm (str | Unset):
        essence (str | Unset):
        faction (str | Unset):
        archetype (str | Unset):
        keyword (str | Unset):
        cost_min (int | Unset):
        cost_max (int | Unset):
        sort (GetV1RulesetsRulesetCardsSort | Unset):  Default:
            GetV1RulesetsRulesetCardsSort.NAME.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | CardPage | Problem
     """


    return sync_detailed(
        ruleset=ruleset,
client=client,
limit=limit,
cursor=cursor,
q=q,
type_=type_,
rarity=rarity,
realm=realm,
essence=essence,
faction=faction,
archetype=archetype,
keyword=keyword,
cost_min=cost_min,
cost_max=cost_max,
sort=sort,

    ).parsed

async def asyncio_detailed(
    ruleset: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    cursor: None | str | Unset = UNSET,
    q: str | Unset = UNSET,
    type_: str | Unset = UNSET,
    rarity: str | Unset = UNSET,
    realm: str | Unset = UNSET,
    essence: str | Unset = UNSET,
    faction: str | Unset = UNSET,
    archetype: str | Unset = UNSET,
    keyword: str | Unset = UNSET,
    cost_min: int | Unset = UNSET,
    cost_max: int | Unset = UNSET,
    sort: GetV1RulesetsRulesetCardsSort | Unset = GetV1RulesetsRulesetCardsSort.NAME,

) -> Response[Any | CardPage | Problem]:
    """ Search a game's cards: text in name or rules text, type, rarity, realm/essence/faction/archetype,
    keyword, cost range; sorted (`name`, `cost`, `id`, `-` for descending) and cursor-paginated.

     Search a game's cards: text in name or rules text, type, rarity, realm/essence/faction/archetype,
            keyword, cost range; sorted (`name`, `cost`, `id`, `-` for descending) and cursor-paginated.

    Requires scope `cards:read`.

    Args:
        ruleset (str):
        limit (int | Unset):  Default: 50.
        cursor (None | str | Unset):
        q (str | Unset):
        type_ (str | Unset):
        rarity (str | Unset):
        realm (str | Unset):
        essence (str | Unset):
        faction (str | Unset):
        archetype (str | Unset):
        keyword (str | Unset):
        cost_min (int | Unset):
        cost_max (int | Unset):
        sort (GetV1RulesetsRulesetCardsSort | Unset):  Default:
            GetV1RulesetsRulesetCardsSort.NAME.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | CardPage | Problem]
     """


    kwargs = _get_kwargs(
        ruleset=ruleset,
limit=limit,
cursor=cursor,
q=q,
type_=type_,
rarity=rarity,
realm=realm,
essence=essence,
faction=faction,
archetype=archetype,
keyword=keyword,
cost_min=cost_min,
cost_max=cost_max,
sort=sort,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    ruleset: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    cursor: None | str | Unset = UNSET,
    q: str | Unset = UNSET,
    type_: str | Unset = UNSET,
    rarity: str | Unset = UNSET,
    realm: str | Unset = UNSET,
    essence: str | Unset = UNSET,
    faction: str | Unset = UNSET,
    archetype: str | Unset = UNSET,
    keyword: str | Unset = UNSET,
    cost_min: int | Unset = UNSET,
    cost_max: int | Unset = UNSET,
    sort: GetV1RulesetsRulesetCardsSort | Unset = GetV1RulesetsRulesetCardsSort.NAME,

) -> Any | CardPage | Problem | None:
    """ Search a game's cards: text in name or rules text, type, rarity, realm/essence/faction/archetype,
    keyword, cost range; sorted (`name`, `cost`, `id`, `-` for descending) and cursor-paginated.

     Search a game's cards: text in name or rules text, type, rarity, realm/essence/faction/archetype,
            keyword, cost range; sorted (`name`, `cost`, `id`, `-` for descending) and cursor-paginated.

    Requires scope `cards:read`.

    Args:
        ruleset (str):
        limit (int | Unset):  Default: 50.
        cursor (None | str | Unset):
        q (str | Unset):
        type_ (str | Unset):
        rarity (str | Unset):
        realm (str | Unset):
        essence (str | Unset):
        faction (str | Unset):
        archetype (str | Unset):
        keyword (str | Unset):
        cost_min (int | Unset):
        cost_max (int | Unset):
        sort (GetV1RulesetsRulesetCardsSort | Unset):  Default:
            GetV1RulesetsRulesetCardsSort.NAME.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | CardPage | Problem
     """


    return (await asyncio_detailed(
        ruleset=ruleset,
client=client,
limit=limit,
cursor=cursor,
q=q,
type_=type_,
rarity=rarity,
realm=realm,
essence=essence,
faction=faction,
archetype=archetype,
keyword=keyword,
cost_min=cost_min,
cost_max=cost_max,
sort=sort,

    )).parsed
