from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    tournament_id: str,
    number: int,
    *,
    key: None | str | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_key: None | str | Unset
    if isinstance(key, Unset):
        json_key = UNSET
    else:
        json_key = key
    params["key"] = json_key


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/tournaments/{tournament_id}/rounds/{number}/slips".format(tournament_id=quote(str(tournament_id), safe=""),number=quote(str(number), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | str:
    if response.status_code == 200:
        response_200 = response.text
        return response_200

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
    key: None | str | Unset = UNSET,

) -> Response[Problem | str]:
    """ Result slips to print (HTML): one per table with the players in seat order, a box per game (a pod: a
    place per player), signature lines, and a QR code opening the table's report page in the web
    companion
    (`/app/events/{tournament_id}/matches/{match_id}/report` under `PUBLIC_URL`). Public without `key`;
    with
    the staff's print key (`POST …/slips-link`) each slip also carries its table's code, printed and in
    the QR
    code's fragment (`#code=…`), with which the table's guests report (`…/slip-result`). A wrong or
    expired key: 403 `wrong-print-key`.

    Args:
        tournament_id (str):
        number (int):
        key (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,
number=number,
key=key,

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
    key: None | str | Unset = UNSET,

) -> Problem | str | None:
    """ Result slips to print (HTML): one per table with the players in seat order, a box per game (a pod: a
    place per player), signature lines, and a QR code opening the table's report page in the web
    companion
    (`/app/events/{tournament_id}/matches/{match_id}/report` under `PUBLIC_URL`). Public without `key`;
    with
    the staff's print key (`POST …/slips-link`) each slip also carries its table's code, printed and in
    the QR
    code's fragment (`#code=…`), with which the table's guests report (`…/slip-result`). A wrong or
    expired key: 403 `wrong-print-key`.

    Args:
        tournament_id (str):
        number (int):
        key (None | str | Unset):

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
key=key,

    ).parsed

async def asyncio_detailed(
    tournament_id: str,
    number: int,
    *,
    client: AuthenticatedClient | Client,
    key: None | str | Unset = UNSET,

) -> Response[Problem | str]:
    """ Result slips to print (HTML): one per table with the players in seat order, a box per game (a pod: a
    place per player), signature lines, and a QR code opening the table's report page in the web
    companion
    (`/app/events/{tournament_id}/matches/{match_id}/report` under `PUBLIC_URL`). Public without `key`;
    with
    the staff's print key (`POST …/slips-link`) each slip also carries its table's code, printed and in
    the QR
    code's fragment (`#code=…`), with which the table's guests report (`…/slip-result`). A wrong or
    expired key: 403 `wrong-print-key`.

    Args:
        tournament_id (str):
        number (int):
        key (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,
number=number,
key=key,

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
    key: None | str | Unset = UNSET,

) -> Problem | str | None:
    """ Result slips to print (HTML): one per table with the players in seat order, a box per game (a pod: a
    place per player), signature lines, and a QR code opening the table's report page in the web
    companion
    (`/app/events/{tournament_id}/matches/{match_id}/report` under `PUBLIC_URL`). Public without `key`;
    with
    the staff's print key (`POST …/slips-link`) each slip also carries its table's code, printed and in
    the QR
    code's fragment (`#code=…`), with which the table's guests report (`…/slip-result`). A wrong or
    expired key: 403 `wrong-print-key`.

    Args:
        tournament_id (str):
        number (int):
        key (None | str | Unset):

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
key=key,

    )).parsed
