from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.deck import Deck
from ...models.deck_write import DeckWrite
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    deck_id: str,
    *,
    body: DeckWrite,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v1/decks/{deck_id}".format(deck_id=quote(str(deck_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Deck | Problem:
    if response.status_code == 200:
        response_200 = Deck.from_dict(response.json())



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

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Deck | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    deck_id: str,
    *,
    client: AuthenticatedClient,
    body: DeckWrite,

) -> Response[Deck | Problem]:
    """ Replace a deck's name, format and cards (its ruleset stays).

     Replace a deck's name, format and cards (its ruleset stays).

    Requires scope `decks:write`.

    Args:
        deck_id (str):
        body (DeckWrite):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Deck | Problem]
     """


    kwargs = _get_kwargs(
        deck_id=deck_id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    deck_id: str,
    *,
    client: AuthenticatedClient,
    body: DeckWrite,

) -> Deck | Problem | None:
    """ Replace a deck's name, format and cards (its ruleset stays).

     Replace a deck's name, format and cards (its ruleset stays).

    Requires scope `decks:write`.

    Args:
        deck_id (str):
        body (DeckWrite):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Deck | Problem
     """


    return sync_detailed(
        deck_id=deck_id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    deck_id: str,
    *,
    client: AuthenticatedClient,
    body: DeckWrite,

) -> Response[Deck | Problem]:
    """ Replace a deck's name, format and cards (its ruleset stays).

     Replace a deck's name, format and cards (its ruleset stays).

    Requires scope `decks:write`.

    Args:
        deck_id (str):
        body (DeckWrite):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Deck | Problem]
     """


    kwargs = _get_kwargs(
        deck_id=deck_id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    deck_id: str,
    *,
    client: AuthenticatedClient,
    body: DeckWrite,

) -> Deck | Problem | None:
    """ Replace a deck's name, format and cards (its ruleset stays).

     Replace a deck's name, format and cards (its ruleset stays).

    Requires scope `decks:write`.

    Args:
        deck_id (str):
        body (DeckWrite):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Deck | Problem
     """


    return (await asyncio_detailed(
        deck_id=deck_id,
client=client,
body=body,

    )).parsed
