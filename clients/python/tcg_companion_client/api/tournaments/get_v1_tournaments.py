from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.get_v1_tournaments_ruleset_type_1 import GetV1TournamentsRulesetType1
from ...models.get_v1_tournaments_ruleset_type_2_type_1 import GetV1TournamentsRulesetType2Type1
from ...models.get_v1_tournaments_ruleset_type_3_type_1 import GetV1TournamentsRulesetType3Type1
from ...models.get_v1_tournaments_status_type_1 import GetV1TournamentsStatusType1
from ...models.get_v1_tournaments_status_type_2_type_1 import GetV1TournamentsStatusType2Type1
from ...models.get_v1_tournaments_status_type_3_type_1 import GetV1TournamentsStatusType3Type1
from ...models.problem import Problem
from ...models.tournament_list import TournamentList
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    limit: int | Unset = 50,
    cursor: None | str | Unset = UNSET,
    ruleset: GetV1TournamentsRulesetType1 | GetV1TournamentsRulesetType2Type1 | GetV1TournamentsRulesetType3Type1 | None | Unset = UNSET,
    status: GetV1TournamentsStatusType1 | GetV1TournamentsStatusType2Type1 | GetV1TournamentsStatusType3Type1 | None | Unset = UNSET,

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
    elif isinstance(ruleset, GetV1TournamentsRulesetType1):
        json_ruleset = ruleset.value
    elif isinstance(ruleset, GetV1TournamentsRulesetType2Type1):
        json_ruleset = ruleset.value
    elif isinstance(ruleset, GetV1TournamentsRulesetType3Type1):
        json_ruleset = ruleset.value
    else:
        json_ruleset = ruleset
    params["ruleset"] = json_ruleset

    json_status: None | str | Unset
    if isinstance(status, Unset):
        json_status = UNSET
    elif isinstance(status, GetV1TournamentsStatusType1):
        json_status = status.value
    elif isinstance(status, GetV1TournamentsStatusType2Type1):
        json_status = status.value
    elif isinstance(status, GetV1TournamentsStatusType3Type1):
        json_status = status.value
    else:
        json_status = status
    params["status"] = json_status


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/tournaments",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | TournamentList:
    if response.status_code == 200:
        response_200 = TournamentList.from_dict(response.json())



        return response_200

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | TournamentList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 50,
    cursor: None | str | Unset = UNSET,
    ruleset: GetV1TournamentsRulesetType1 | GetV1TournamentsRulesetType2Type1 | GetV1TournamentsRulesetType3Type1 | None | Unset = UNSET,
    status: GetV1TournamentsStatusType1 | GetV1TournamentsStatusType2Type1 | GetV1TournamentsStatusType3Type1 | None | Unset = UNSET,

) -> Response[Problem | TournamentList]:
    """ Every tournament, newest first; cursor-paginated. Public.

    Args:
        limit (int | Unset):  Default: 50.
        cursor (None | str | Unset):
        ruleset (GetV1TournamentsRulesetType1 | GetV1TournamentsRulesetType2Type1 |
            GetV1TournamentsRulesetType3Type1 | None | Unset):
        status (GetV1TournamentsStatusType1 | GetV1TournamentsStatusType2Type1 |
            GetV1TournamentsStatusType3Type1 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TournamentList]
     """


    kwargs = _get_kwargs(
        limit=limit,
cursor=cursor,
ruleset=ruleset,
status=status,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 50,
    cursor: None | str | Unset = UNSET,
    ruleset: GetV1TournamentsRulesetType1 | GetV1TournamentsRulesetType2Type1 | GetV1TournamentsRulesetType3Type1 | None | Unset = UNSET,
    status: GetV1TournamentsStatusType1 | GetV1TournamentsStatusType2Type1 | GetV1TournamentsStatusType3Type1 | None | Unset = UNSET,

) -> Problem | TournamentList | None:
    """ Every tournament, newest first; cursor-paginated. Public.

    Args:
        limit (int | Unset):  Default: 50.
        cursor (None | str | Unset):
        ruleset (GetV1TournamentsRulesetType1 | GetV1TournamentsRulesetType2Type1 |
            GetV1TournamentsRulesetType3Type1 | None | Unset):
        status (GetV1TournamentsStatusType1 | GetV1TournamentsStatusType2Type1 |
            GetV1TournamentsStatusType3Type1 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TournamentList
     """


    return sync_detailed(
        client=client,
limit=limit,
cursor=cursor,
ruleset=ruleset,
status=status,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 50,
    cursor: None | str | Unset = UNSET,
    ruleset: GetV1TournamentsRulesetType1 | GetV1TournamentsRulesetType2Type1 | GetV1TournamentsRulesetType3Type1 | None | Unset = UNSET,
    status: GetV1TournamentsStatusType1 | GetV1TournamentsStatusType2Type1 | GetV1TournamentsStatusType3Type1 | None | Unset = UNSET,

) -> Response[Problem | TournamentList]:
    """ Every tournament, newest first; cursor-paginated. Public.

    Args:
        limit (int | Unset):  Default: 50.
        cursor (None | str | Unset):
        ruleset (GetV1TournamentsRulesetType1 | GetV1TournamentsRulesetType2Type1 |
            GetV1TournamentsRulesetType3Type1 | None | Unset):
        status (GetV1TournamentsStatusType1 | GetV1TournamentsStatusType2Type1 |
            GetV1TournamentsStatusType3Type1 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TournamentList]
     """


    kwargs = _get_kwargs(
        limit=limit,
cursor=cursor,
ruleset=ruleset,
status=status,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 50,
    cursor: None | str | Unset = UNSET,
    ruleset: GetV1TournamentsRulesetType1 | GetV1TournamentsRulesetType2Type1 | GetV1TournamentsRulesetType3Type1 | None | Unset = UNSET,
    status: GetV1TournamentsStatusType1 | GetV1TournamentsStatusType2Type1 | GetV1TournamentsStatusType3Type1 | None | Unset = UNSET,

) -> Problem | TournamentList | None:
    """ Every tournament, newest first; cursor-paginated. Public.

    Args:
        limit (int | Unset):  Default: 50.
        cursor (None | str | Unset):
        ruleset (GetV1TournamentsRulesetType1 | GetV1TournamentsRulesetType2Type1 |
            GetV1TournamentsRulesetType3Type1 | None | Unset):
        status (GetV1TournamentsStatusType1 | GetV1TournamentsStatusType2Type1 |
            GetV1TournamentsStatusType3Type1 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TournamentList
     """


    return (await asyncio_detailed(
        client=client,
limit=limit,
cursor=cursor,
ruleset=ruleset,
status=status,

    )).parsed
