"""The live stream: events as Server-Sent Events, resumed after a dropped connection, with keep-alives."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator

import httpx
import pytest

from service.platform.subscription_node import copies_kept_current
from tests.games.helpers import act, create_game
from tests.support.redis_cluster import kill_subscriptions, subscribers
from tests.support.servers import LiveServer

ADJUST = {"type": "adjust", "seat": "p1", "target": "p1", "counter": "life", "delta": 1, "reason": "r"}


def sse_events(lines: Iterator[str]) -> Iterator[dict]:
    """Parse an SSE stream into {id, event, data} dicts (comments as {"comment": ...})."""
    event: dict = {}
    for line in lines:
        if line == "":
            if event:
                yield event
            event = {}
        elif line.startswith(":"):
            yield {"comment": line[1:].strip()}
        else:
            name, _, value = line.partition(":")
            event[name] = value.removeprefix(" ")


@pytest.fixture
def sse_app(make_app):
    return make_app(SSE_KEEPALIVE_SECONDS="1")


def test_stream_sends_backlog_then_live_events_and_resumes_after_a_drop(sse_app):
    from tests.support.client import ApiClient

    client = ApiClient(sse_app.test_client())
    token = client.new_user_token()
    game = create_game(client, token)
    headers = {"Authorization": f"Bearer {token}", "Accept": "text/event-stream"}
    with LiveServer(sse_app) as server:
        url = f"{server.url}/v1/games/{game['id']}/events"
        with httpx.stream("GET", url, headers=headers, timeout=10) as resp:
            assert resp.status_code == 200 and resp.headers["content-type"].startswith("text/event-stream")
            stream = sse_events(resp.iter_lines())
            first = next(e for e in stream if "id" in e)
            assert first["id"] == "1" and first["event"] == "game_created"
            act(client, token, game["id"], **ADJUST)
            live = next(e for e in stream if "id" in e)
            assert live["id"] == "2" and json.loads(live["data"])["action"]["delta"] == 1
        # dropped; meanwhile two more actions happen
        act(client, token, game["id"], **ADJUST)
        act(client, token, game["id"], **ADJUST)
        with httpx.stream("GET", url, headers={**headers, "Last-Event-ID": "2"}, timeout=10) as resp:
            stream = sse_events(resp.iter_lines())
            resumed = [next(e for e in stream if "id" in e)["id"] for _ in range(2)]
            assert resumed == ["3", "4"]
            started = time.monotonic()
            comment = next(stream)
            assert comment == {"comment": "keep-alive"} and time.monotonic() - started < 5


def test_many_streams_on_one_game_share_one_subscription(sse_app):
    from tests.support.client import ApiClient

    client = ApiClient(sse_app.test_client())
    token = client.new_user_token()
    game = create_game(client, token)
    headers = {"Authorization": f"Bearer {token}", "Accept": "text/event-stream"}
    with LiveServer(sse_app) as server:
        url = f"{server.url}/v1/games/{game['id']}/events"
        with (
            httpx.stream("GET", url, headers=headers, timeout=10) as a,
            httpx.stream("GET", url, headers=headers, timeout=10) as b,
        ):
            streams = [sse_events(a.iter_lines()), sse_events(b.iter_lines())]
            for s in streams:
                assert next(e for e in s if "id" in e)["id"] == "1"
            redis_client = sse_app.extensions["companion"].redis
            # the hub's one subscription, and the copy watch's where it keeps copies (the process holds the game)
            watching = 1 if copies_kept_current(redis_client) else 0
            assert subscribers(redis_client, f"game:{{{game['id']}}}:live") == 1 + watching
            act(client, token, game["id"], **ADJUST)
            assert [next(e for e in s if "id" in e)["id"] for s in streams] == ["2", "2"]


def test_json_history_is_served_when_the_client_does_not_ask_for_a_stream(client):
    token = client.new_user_token()
    game = create_game(client, token)
    resp = client.get(f"/v1/games/{game['id']}/events", token=token, headers={"Accept": "application/json"})
    assert resp.status_code == 200 and resp.get_json()["items"][0]["type"] == "game_created"


def test_a_stream_hears_what_was_published_while_the_hub_was_not_subscribed(sse_app, monkeypatch):
    """The process's one subscription can drop (Redis restarted, a connection cut): once Redis confirms the channel
    again, each of its streams re-reads the log from where it is, so an action made while nobody in the process was
    subscribed still reaches the stream, in order, once."""
    from service.games import watch
    from service.platform.streams import broadcast
    from tests.support.client import ApiClient

    monkeypatch.setattr(broadcast, "RECONNECT_AFTER", 1.5)  # a window in which to act while it is down
    monkeypatch.setattr(watch, "RECONNECT_AFTER", 1.5)  # the copy watch holds the game's channel too
    client = ApiClient(sse_app.test_client())
    token = client.new_user_token()
    game = create_game(client, token)
    channel = f"game:{{{game['id']}}}:live"
    live = sse_app.extensions["companion"].redis  # on a cluster, the node of the channel's slot counts and is cut
    headers = {"Authorization": f"Bearer {token}", "Accept": "text/event-stream"}
    with LiveServer(sse_app) as server:
        url = f"{server.url}/v1/games/{game['id']}/events"
        with httpx.stream("GET", url, headers=headers, timeout=10) as resp:
            stream = sse_events(resp.iter_lines())
            assert next(e for e in stream if "id" in e)["id"] == "1"
            kill_subscriptions(live)  # every subscription drops
            assert subscribers(live, channel) == 0
            act(client, token, game["id"], **ADJUST)  # published to nobody
            assert subscribers(live, channel) == 0, "subscribed again too soon for this test"
            assert _next_id(stream, within=5) == "2"  # from the log, once subscribed again
            assert sse_app.extensions["broadcaster"].channels() == {channel}
            act(client, token, game["id"], **ADJUST)
            assert _next_id(stream, within=5) == "3"  # and live again


def _next_id(stream: Iterator[dict], *, within: float) -> str:
    """The next event's id, within ``within`` seconds (keep-alives, every second here, let the wait be bounded)."""
    deadline = time.monotonic() + within
    for event in stream:
        if "id" in event:
            return event["id"]
        assert time.monotonic() < deadline, f"no event within {within:g} s"
    raise AssertionError("the stream ended")
