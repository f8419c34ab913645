from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.simulation_create import SimulationCreate
from ...models.simulation_queued import SimulationQueued
from typing import cast



def _get_kwargs(
    *,
    body: SimulationCreate,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/simulations",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SimulationQueued:
    if response.status_code == 202:
        response_202 = SimulationQueued.from_dict(response.json())



        return response_202

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    response_default = Problem.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | SimulationQueued]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: SimulationCreate,

) -> Response[Problem | SimulationQueued]:
    """ Queue a simulation; progress and then the report (games, wins, win_rates with 95 % intervals, draws,
    average_turns, per-card statistics) at GET /v1/tasks/{task_id}. One simulation per account at a time
    (429 while another runs); a simulation stops starting games after `SIMULATION_MAX_DECISIONS`
    decisions
    and says so (`stopped_at_decision_cap`). Simulations run on their own, lower-priority workers.

     Queue a simulation; progress and then the report (games, wins, win_rates with 95 % intervals, draws,
            average_turns, per-card statistics) at GET /v1/tasks/{task_id}. One simulation per account
    at a time
            (429 while another runs); a simulation stops starting games after `SIMULATION_MAX_DECISIONS`
    decisions
            and says so (`stopped_at_decision_cap`). Simulations run on their own, lower-priority
    workers.

    Requires scope `games:write`.

    Args:
        body (SimulationCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SimulationQueued]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: SimulationCreate,

) -> Problem | SimulationQueued | None:
    """ Queue a simulation; progress and then the report (games, wins, win_rates with 95 % intervals, draws,
    average_turns, per-card statistics) at GET /v1/tasks/{task_id}. One simulation per account at a time
    (429 while another runs); a simulation stops starting games after `SIMULATION_MAX_DECISIONS`
    decisions
    and says so (`stopped_at_decision_cap`). Simulations run on their own, lower-priority workers.

     Queue a simulation; progress and then the report (games, wins, win_rates with 95 % intervals, draws,
            average_turns, per-card statistics) at GET /v1/tasks/{task_id}. One simulation per account
    at a time
            (429 while another runs); a simulation stops starting games after `SIMULATION_MAX_DECISIONS`
    decisions
            and says so (`stopped_at_decision_cap`). Simulations run on their own, lower-priority
    workers.

    Requires scope `games:write`.

    Args:
        body (SimulationCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SimulationQueued
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: SimulationCreate,

) -> Response[Problem | SimulationQueued]:
    """ Queue a simulation; progress and then the report (games, wins, win_rates with 95 % intervals, draws,
    average_turns, per-card statistics) at GET /v1/tasks/{task_id}. One simulation per account at a time
    (429 while another runs); a simulation stops starting games after `SIMULATION_MAX_DECISIONS`
    decisions
    and says so (`stopped_at_decision_cap`). Simulations run on their own, lower-priority workers.

     Queue a simulation; progress and then the report (games, wins, win_rates with 95 % intervals, draws,
            average_turns, per-card statistics) at GET /v1/tasks/{task_id}. One simulation per account
    at a time
            (429 while another runs); a simulation stops starting games after `SIMULATION_MAX_DECISIONS`
    decisions
            and says so (`stopped_at_decision_cap`). Simulations run on their own, lower-priority
    workers.

    Requires scope `games:write`.

    Args:
        body (SimulationCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SimulationQueued]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: SimulationCreate,

) -> Problem | SimulationQueued | None:
    """ Queue a simulation; progress and then the report (games, wins, win_rates with 95 % intervals, draws,
    average_turns, per-card statistics) at GET /v1/tasks/{task_id}. One simulation per account at a time
    (429 while another runs); a simulation stops starting games after `SIMULATION_MAX_DECISIONS`
    decisions
    and says so (`stopped_at_decision_cap`). Simulations run on their own, lower-priority workers.

     Queue a simulation; progress and then the report (games, wins, win_rates with 95 % intervals, draws,
            average_turns, per-card statistics) at GET /v1/tasks/{task_id}. One simulation per account
    at a time
            (429 while another runs); a simulation stops starting games after `SIMULATION_MAX_DECISIONS`
    decisions
            and says so (`stopped_at_decision_cap`). Simulations run on their own, lower-priority
    workers.

    Requires scope `games:write`.

    Args:
        body (SimulationCreate):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SimulationQueued
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
