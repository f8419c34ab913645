from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.get_v1_tournaments_tournament_id_rounds_number_pairings_format import GetV1TournamentsTournamentIdRoundsNumberPairingsFormat
from ...models.get_v1_tournaments_tournament_id_rounds_number_pairings_sort import GetV1TournamentsTournamentIdRoundsNumberPairingsSort
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    tournament_id: str,
    number: int,
    *,
    format_: GetV1TournamentsTournamentIdRoundsNumberPairingsFormat | Unset = GetV1TournamentsTournamentIdRoundsNumberPairingsFormat.CSV,
    sort: GetV1TournamentsTournamentIdRoundsNumberPairingsSort | Unset = GetV1TournamentsTournamentIdRoundsNumberPairingsSort.TABLE,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_format_: str | Unset = UNSET
    if not isinstance(format_, Unset):
        json_format_ = format_.value

    params["format"] = json_format_

    json_sort: str | Unset = UNSET
    if not isinstance(sort, Unset):
        json_sort = sort.value

    params["sort"] = json_sort


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/tournaments/{tournament_id}/rounds/{number}/pairings".format(tournament_id=quote(str(tournament_id), safe=""),number=quote(str(number), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | str:
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    tournament_id: str,
    number: int,
    *,
    client: AuthenticatedClient | Client,
    format_: GetV1TournamentsTournamentIdRoundsNumberPairingsFormat | Unset = GetV1TournamentsTournamentIdRoundsNumberPairingsFormat.CSV,
    sort: GetV1TournamentsTournamentIdRoundsNumberPairingsSort | Unset = GetV1TournamentsTournamentIdRoundsNumberPairingsSort.TABLE,

) -> Response[Problem | str]:
    """ The round's pairings as CSV (`format=csv`) or as a printable HTML page (`format=html`): by table, or
    with `sort=name` one line per player in alphabetical order (the list posted on walls). Public.

    Args:
        tournament_id (str):
        number (int):
        format_ (GetV1TournamentsTournamentIdRoundsNumberPairingsFormat | Unset):  Default:
            GetV1TournamentsTournamentIdRoundsNumberPairingsFormat.CSV.
        sort (GetV1TournamentsTournamentIdRoundsNumberPairingsSort | Unset):  Default:
            GetV1TournamentsTournamentIdRoundsNumberPairingsSort.TABLE.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,
number=number,
format_=format_,
sort=sort,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    tournament_id: str,
    number: int,
    *,
    client: AuthenticatedClient | Client,
    format_: GetV1TournamentsTournamentIdRoundsNumberPairingsFormat | Unset = GetV1TournamentsTournamentIdRoundsNumberPairingsFormat.CSV,
    sort: GetV1TournamentsTournamentIdRoundsNumberPairingsSort | Unset = GetV1TournamentsTournamentIdRoundsNumberPairingsSort.TABLE,

) -> Problem | str | None:
    """ The round's pairings as CSV (`format=csv`) or as a printable HTML page (`format=html`): by table, or
    with `sort=name` one line per player in alphabetical order (the list posted on walls). Public.

    Args:
        tournament_id (str):
        number (int):
        format_ (GetV1TournamentsTournamentIdRoundsNumberPairingsFormat | Unset):  Default:
            GetV1TournamentsTournamentIdRoundsNumberPairingsFormat.CSV.
        sort (GetV1TournamentsTournamentIdRoundsNumberPairingsSort | Unset):  Default:
            GetV1TournamentsTournamentIdRoundsNumberPairingsSort.TABLE.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
     """


    return sync_detailed(
        tournament_id=tournament_id,
number=number,
client=client,
format_=format_,
sort=sort,

    ).parsed

async def asyncio_detailed(
    tournament_id: str,
    number: int,
    *,
    client: AuthenticatedClient | Client,
    format_: GetV1TournamentsTournamentIdRoundsNumberPairingsFormat | Unset = GetV1TournamentsTournamentIdRoundsNumberPairingsFormat.CSV,
    sort: GetV1TournamentsTournamentIdRoundsNumberPairingsSort | Unset = GetV1TournamentsTournamentIdRoundsNumberPairingsSort.TABLE,

) -> Response[Problem | str]:
    """ The round's pairings as CSV (`format=csv`) or as a printable HTML page (`format=html`): by table, or
    with `sort=name` one line per player in alphabetical order (the list posted on walls). Public.

    Args:
        tournament_id (str):
        number (int):
        format_ (GetV1TournamentsTournamentIdRoundsNumberPairingsFormat | Unset):  Default:
            GetV1TournamentsTournamentIdRoundsNumberPairingsFormat.CSV.
        sort (GetV1TournamentsTournamentIdRoundsNumberPairingsSort | Unset):  Default:
            GetV1TournamentsTournamentIdRoundsNumberPairingsSort.TABLE.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,
number=number,
format_=format_,
sort=sort,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    tournament_id: str,
    number: int,
    *,
    client: AuthenticatedClient | Client,
    format_: GetV1TournamentsTournamentIdRoundsNumberPairingsFormat | Unset = GetV1TournamentsTournamentIdRoundsNumberPairingsFormat.CSV,
    sort: GetV1TournamentsTournamentIdRoundsNumberPairingsSort | Unset = GetV1TournamentsTournamentIdRoundsNumberPairingsSort.TABLE,

) -> Problem | str | None:
    """ The round's pairings as CSV (`format=csv`) or as a printable HTML page (`format=html`): by table, or
    with `sort=name` one line per player in alphabetical order (the list posted on walls). Public.

    Args:
        tournament_id (str):
        number (int):
        format_ (GetV1TournamentsTournamentIdRoundsNumberPairingsFormat | Unset):  Default:
            GetV1TournamentsTournamentIdRoundsNumberPairingsFormat.CSV.
        sort (GetV1TournamentsTournamentIdRoundsNumberPairingsSort | Unset):  Default:
            GetV1TournamentsTournamentIdRoundsNumberPairingsSort.TABLE.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
     """


    return (await asyncio_detailed(
        tournament_id=tournament_id,
number=number,
client=client,
format_=format_,
sort=sort,

    )).parsed
