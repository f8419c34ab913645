from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.slips_link import SlipsLink
from typing import cast



def _get_kwargs(
    tournament_id: str,
    number: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/tournaments/{tournament_id}/rounds/{number}/slips-link".format(tournament_id=quote(str(tournament_id), safe=""),number=quote(str(number), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SlipsLink:
    if response.status_code == 200:
        response_200 = SlipsLink.from_dict(response.json())



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

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | SlipsLink]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    tournament_id: str,
    number: str,
    *,
    client: AuthenticatedClient,

) -> Response[Problem | SlipsLink]:
    """ The round's slips page with each table's code on it (staff): its address carries a print key that
    expires after 12 hours, since a browser opens the page without the app's credential.

     The round's slips page with each table's code on it (staff): its address carries a print key that
            expires after 12 hours, since a browser opens the page without the app's credential.

    Requires scope `tournaments:write`.

    Args:
        tournament_id (str):
        number (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SlipsLink]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,
number=number,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    tournament_id: str,
    number: str,
    *,
    client: AuthenticatedClient,

) -> Problem | SlipsLink | None:
    """ The round's slips page with each table's code on it (staff): its address carries a print key that
    expires after 12 hours, since a browser opens the page without the app's credential.

     The round's slips page with each table's code on it (staff): its address carries a print key that
            expires after 12 hours, since a browser opens the page without the app's credential.

    Requires scope `tournaments:write`.

    Args:
        tournament_id (str):
        number (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SlipsLink
     """


    return sync_detailed(
        tournament_id=tournament_id,
number=number,
client=client,

    ).parsed

async def asyncio_detailed(
    tournament_id: str,
    number: str,
    *,
    client: AuthenticatedClient,

) -> Response[Problem | SlipsLink]:
    """ The round's slips page with each table's code on it (staff): its address carries a print key that
    expires after 12 hours, since a browser opens the page without the app's credential.

     The round's slips page with each table's code on it (staff): its address carries a print key that
            expires after 12 hours, since a browser opens the page without the app's credential.

    Requires scope `tournaments:write`.

    Args:
        tournament_id (str):
        number (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SlipsLink]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,
number=number,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    tournament_id: str,
    number: str,
    *,
    client: AuthenticatedClient,

) -> Problem | SlipsLink | None:
    """ The round's slips page with each table's code on it (staff): its address carries a print key that
    expires after 12 hours, since a browser opens the page without the app's credential.

     The round's slips page with each table's code on it (staff): its address carries a print key that
            expires after 12 hours, since a browser opens the page without the app's credential.

    Requires scope `tournaments:write`.

    Args:
        tournament_id (str):
        number (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SlipsLink
     """


    return (await asyncio_detailed(
        tournament_id=tournament_id,
number=number,
client=client,

    )).parsed
