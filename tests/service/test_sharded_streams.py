"""Sharded pub/sub on the Redis Cluster: the writes publish with SPUBLISH, and the SSE hub subscribes each channel
with SSUBSCRIBE on the node that serves its slot.

docs/architecture.md, "Redis keys": "`game:{id}:live` | channel: each write's entry and the game as written,
published by the append script | `{id}`: the game's slot, for sharded pub/sub (`SPUBLISH` must be sent on the slot's
node)". Redis' documentation of SSUBSCRIBE: "a shard channel ... is assigned to a slot ... Messages published to a
shard channel are propagated within the shard" — so a listener hears a game only on the node of its slot, and a
process subscribes to the games it streams and to nothing else.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from service.app import dispose_app
from service.games import watch
from service.games.store import channel, game_key
from service.platform.redis_subscription import connect, read_replies
from service.platform.settings import load_settings
from service.platform.streams import broadcast
from service.platform.subscription_node import shard_subscription_connection
from service.tournaments import live as tournament_live
from tests.games.helpers import act, create_game
from tests.games.test_sse import sse_events
from tests.support.client import ApiClient
from tests.support.redis_cluster import subscribers
from tests.support.servers import LiveServer
from tests.tournaments.helpers import add_guests, create

pytestmark = pytest.mark.cluster
ADJUST = {"type": "adjust", "seat": "p1", "target": "p1", "counter": "life", "delta": 1, "reason": "r"}


@pytest.fixture(scope="module")
def stack(redis_cluster, tmp_path_factory: pytest.TempPathFactory, sqlite_template: Path) -> Iterator[dict[str, Any]]:
    """An app whose live state is on the session's cluster (keep-alives every second: a wait on a stream is bounded)."""
    from service.app import create_app

    base = tmp_path_factory.mktemp("sharded")
    database = base / "companion.db"
    database.write_bytes(sqlite_template.read_bytes())
    settings = load_settings(
        {**redis_cluster.env, "DATA_DIR": str(base), "DATABASE_URL": f"sqlite:///{database}", "SECRET_KEY": "k"}
        | {"STRICT_UNIT_OF_WORK": "1", "LOG_LEVEL": "ERROR", "SSE_KEEPALIVE_SECONDS": "1"}
        | {"RATE_LIMIT_DEFAULT": "100000 per minute", "RATE_LIMIT_SIGNUP": "100000 per minute"}
    )
    app = create_app(settings)
    try:
        yield {"app": app, "client": ApiClient(app.test_client()), "redis": app.extensions["companion"].redis}
    finally:
        dispose_app(app)


def _games_on_every_primary(stack: dict[str, Any], token: str) -> dict[str, str]:
    """A game whose slot each primary serves: primary's name -> game id."""
    live = stack["redis"]
    primaries = {node.name for node in live.get_primaries()}
    games: dict[str, str] = {}
    for _ in range(60):
        game_id = create_game(stack["client"], token)["id"]
        games.setdefault(live.get_node_from_key(game_key(game_id)).name, game_id)
        if set(games) == primaries:
            return games
    raise AssertionError(f"no game on some primary: {games}")


def _sharded_message(live: Any, shard_channel: str, publish: Callable[[], object]) -> bytes | None:
    """SSUBSCRIBE ``shard_channel`` on the node of its slot, call ``publish()`` once confirmed, and return the
    message heard there (None within 5 s)."""
    connection = shard_subscription_connection(live, shard_channel)
    sock, reader, poller = connect(connection)
    buffer = bytearray(1 << 16)
    try:
        connection.send_command("SSUBSCRIBE", shard_channel)
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            poller.poll(100)
            for reply in read_replies(sock, reader, poller, buffer):
                if reply[0] == b"ssubscribe":
                    publish()
                elif reply[0] == b"smessage":
                    return bytes(reply[2])
        return None
    finally:
        connection.disconnect()


def test_a_games_write_and_an_events_live_entry_are_published_sharded_on_their_slots_node(stack):
    """The append script publishes with SPUBLISH on the cluster, in its own slot (a CROSSSLOT refusal would answer the
    move with an error), and a tournament's live entries go out with SPUBLISH too: a sharded subscription on the
    slot's node hears both."""
    client, live = stack["client"], stack["redis"]
    token = client.new_user_token()
    for game_id in _games_on_every_primary(stack, token).values():
        heard = _sharded_message(live, channel(game_id), lambda game_id=game_id: act(client, token, game_id, **ADJUST))
        assert heard is not None and heard.startswith(b'{"version":2,'), heard
    tid = create(client, token)["id"]
    add_guests(client, token, tid, ["A"])
    finish = lambda: client.post(f"/v1/tournaments/{tid}/finish", token=token)  # noqa: E731
    heard = _sharded_message(live, tournament_live.channel(tid), finish)
    assert heard is not None and b"tournament.finished" in heard


def _next_id(stream: Iterator[dict], *, within: float = 8) -> str:
    deadline = time.monotonic() + within
    for event in stream:
        if "id" in event:
            return str(event["id"])
        assert time.monotonic() < deadline, f"no event within {within:g} s"
    raise AssertionError("the stream ended")


def test_streams_on_every_primary_hear_their_moves_and_resume_with_no_gap_after_the_hubs_connection_is_cut(
    stack, monkeypatch
):
    """The hub holds one sharded subscription per game it streams, on the node of the game's slot, and nowhere else
    (the copy-watch another: the process holds a copy of each game). CLIENT KILL of their connections to one node:
    the streams of that node's games re-read the log once their channels are confirmed again (a move made meanwhile
    is published to nobody), those of the other nodes never stop; every stream gets every entry once, in order."""
    monkeypatch.setattr(broadcast, "RECONNECT_AFTER", 1.5)  # a window in which to act while it is down
    monkeypatch.setattr(watch, "RECONNECT_AFTER", 1.5)  # the copy watch holds the games' channels too
    client, live = stack["client"], stack["redis"]
    token = client.new_user_token()
    games = _games_on_every_primary(stack, token)
    headers = {"Authorization": f"Bearer {token}", "Accept": "text/event-stream"}
    with LiveServer(stack["app"]) as server, httpx.Client(timeout=10) as http:
        requests = {
            node: http.build_request("GET", f"{server.url}/v1/games/{g}/events", headers=headers)
            for node, g in games.items()
        }
        responses = {node: http.send(request, stream=True) for node, request in requests.items()}
        try:
            streams = {node: sse_events(resp.iter_lines()) for node, resp in responses.items()}
            for node, game_id in games.items():
                assert _next_id(streams[node]) == "1"
                act(client, token, game_id, **ADJUST)
                assert _next_id(streams[node]) == "2"
                assert subscribers(live, channel(game_id)) == 2  # the hub's and the watch's, on the node of the slot
            cut = sorted(games)[0]
            cut_node = live.get_node(node_name=cut).redis_connection
            sharded = [c for c in cut_node.client_list(_type="pubsub") if int(c.get("ssub", 0)) > 0]
            assert len(sharded) == 2  # the hub's one connection to that node, and the watch's
            for connection in sharded:
                cut_node.client_kill_filter(_id=connection["id"])
            assert subscribers(live, channel(games[cut])) == 0
            for game_id in games.values():
                act(client, token, game_id, **ADJUST)  # to nobody on the node cut off; live on the others
            assert subscribers(live, channel(games[cut])) == 0, "subscribed again too soon for this test"
            for node, game_id in games.items():
                assert _next_id(streams[node]) == "3"  # the node cut off: from the log, once confirmed again
                act(client, token, game_id, **ADJUST)
                assert _next_id(streams[node]) == "4"  # and live again, with nothing twice
            assert stack["app"].extensions["broadcaster"].channels() == {channel(g) for g in games.values()}
        finally:
            for resp in responses.values():
                resp.close()
