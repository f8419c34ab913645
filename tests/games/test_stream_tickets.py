"""Stream tickets: a browser's EventSource, which cannot send Authorization, opens a game's live stream with a
one-use, short-lived ticket asked for with its credential."""

from __future__ import annotations

import json
import time

import httpx
import pytest

from tests.games.helpers import create_game
from tests.games.test_sse import sse_events
from tests.service.test_errors import assert_problem
from tests.support.client import ApiClient
from tests.support.servers import LiveServer


def ticket_for(client: ApiClient, token: str, game_id: str) -> dict:
    resp = client.post(f"/v1/games/{game_id}/stream-tickets", token=token)
    assert resp.status_code == 201, resp.get_json()
    return resp.get_json()


@pytest.fixture
def ticket_app(make_app):
    return make_app(SSE_KEEPALIVE_SECONDS="1", STREAM_TICKET_SECONDS="2")


def test_a_ticket_opens_the_live_stream_once_without_an_authorization_header(ticket_app):
    client = ApiClient(ticket_app.test_client())
    token = client.new_user_token()
    game = create_game(client, token)
    issued = ticket_for(client, token, game["id"])
    assert issued["ticket"].startswith("stk_") and issued["expires_in"] == 2
    with LiveServer(ticket_app) as server:
        url = f"{server.url}{issued['events_url']}"
        with httpx.stream("GET", url, headers={"Accept": "text/event-stream"}, timeout=10) as resp:
            assert resp.status_code == 200 and resp.headers["content-type"].startswith("text/event-stream")
            first = next(e for e in sse_events(resp.iter_lines()) if "id" in e)
            assert first["event"] == "game_created" and json.loads(first["data"])["number"] == 1
        again = httpx.get(url, headers={"Accept": "text/event-stream"}, timeout=10)
        assert again.status_code == 401 and "stream ticket" in again.json()["detail"]


def test_a_guest_seat_token_gets_a_ticket_for_its_game_only(client):
    owner = client.new_user_token()
    game, other = create_game(client, owner), create_game(client, owner)
    joined = client.post(
        f"/v1/games/{game['id']}/join", json={"join_code": game["join_code"], "seat": "p2", "name": "Kim"}
    )
    seat_token = joined.get_json()["seat_token"]
    issued = ticket_for(client, seat_token, game["id"])
    wrong_game = client.get(f"/v1/games/{other['id']}/events?ticket={issued['ticket']}")
    assert_problem(wrong_game, 401, "unauthorized")
    # spent by the refused attempt: a ticket is tried once
    assert_problem(client.get(f"/v1/games/{game['id']}/events?ticket={issued['ticket']}"), 401, "unauthorized")
    fresh = ticket_for(client, seat_token, game["id"])
    page = client.get(fresh["events_url"] + "&after=0")
    assert page.status_code == 200 and page.get_json()["items"][0]["number"] == 1
    assert_problem(client.post(f"/v1/games/{other['id']}/stream-tickets", token=seat_token), 404, "not-found")


def test_an_outsider_gets_no_ticket_and_a_ticket_opens_nothing_else(client):
    owner, outsider = client.new_user_token(), client.new_user_token()
    game = create_game(client, owner)
    assert_problem(client.post(f"/v1/games/{game['id']}/stream-tickets", token=outsider), 404, "not-found")
    assert_problem(client.post(f"/v1/games/{game['id']}/stream-tickets"), 401, "unauthorized")
    ticket = ticket_for(client, owner, game["id"])["ticket"]
    # only the events endpoint takes tickets: elsewhere it is no credential, and it stays unspent
    assert_problem(client.get(f"/v1/games/{game['id']}?ticket={ticket}"), 401, "unauthorized")
    action = {"type": "adjust", "seat": "p1", "target": "p1", "counter": "life", "delta": 1, "reason": "r"}
    assert_problem(client.post(f"/v1/games/{game['id']}/actions?ticket={ticket}", json=action), 401, "unauthorized")
    # with an Authorization header the header decides and the ticket is left alone
    with_header = client.get(f"/v1/games/{game['id']}/events?ticket={ticket}", token=owner)
    assert with_header.status_code == 200
    assert client.get(f"/v1/games/{game['id']}/events?ticket={ticket}").status_code == 200


def test_a_ticket_expires(ticket_app):
    client = ApiClient(ticket_app.test_client())
    token = client.new_user_token()
    game = create_game(client, token)
    issued = ticket_for(client, token, game["id"])
    time.sleep(2.5)
    assert_problem(client.get(issued["events_url"]), 401, "unauthorized")
