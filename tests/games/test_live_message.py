"""A write's message on the game's channel (``service.games.live_message``) and what a process holding a copy does
with it: it learns the version and whether the game is active from the message's first bytes, and parses the game
only when it next reads or writes it (``LiveStore._copy``)."""

from __future__ import annotations

import time

import orjson
import pytest

from service.games import live_message
from service.games.store import LiveStore
from tests.games.helpers import act
from tests.games.test_copy_watch import _adjust, _game_watched_by, _live_store, _two_processes, _version


def _message(version: int, *, active: bool = True) -> bytes:
    return live_message.message(
        version=version,
        active=active,
        updated_at=1795784735.25,
        state=b'{"status":"active"}',
        entries=[b'{"number":3}'],
    )


def test_a_message_says_its_version_and_whether_the_game_is_active_in_its_first_bytes():
    assert live_message.header(_message(42)) == (42, True)
    assert live_message.header(_message(7, active=False)) == (7, False)
    assert live_message.header(_message(42).decode()) == (42, True)  # a client that decodes replies
    assert live_message.body(_message(42)) == {
        "version": 42,
        "active": True,
        "updated_at": 1795784735.25,
        "state": {"status": "active"},
        "entries": [{"number": 3}],
    }


@pytest.mark.parametrize(
    "payload",
    [b"[]", b'{"entries":[]}', b""],
    ids=["a deletion", "another message", "empty"],
)
def test_a_message_that_is_not_a_write_has_no_version(payload: bytes):
    assert live_message.header(payload) == (0, None)


def test_a_message_of_an_older_release_says_its_version_only():
    older = b'{"version":9,"updated_at":1.5,"state":{},"entries":[]}'
    assert live_message.header(older) == (9, None)


class _Parses:
    """How many messages the store parsed (``live_message.body``, counted, not replaced)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.count = 0
        parse = live_message.body

        def counted(payload: bytes | str) -> dict:
            self.count += 1
            return parse(payload)

        monkeypatch.setattr(live_message, "body", counted)


def _wait_heard(store: LiveStore, game_id: str, version: int) -> None:
    deadline = time.monotonic() + 2
    while store._heard_only.get(game_id, (0, b""))[0] != version:
        assert time.monotonic() < deadline, f"write {version} was never heard"
        time.sleep(0.005)


def test_writes_through_another_process_are_parsed_here_only_when_the_game_is_next_read(make_app, monkeypatch):
    a, client_a, client_b, _ = _two_processes(make_app)
    game_id, token = _game_watched_by(a, client_a)
    store_a = _live_store(a)
    url = f"/v1/games/{game_id}"
    client_a.get(url, token=token)  # process A holds a copy
    parses = _Parses(monkeypatch)
    moved = [_adjust(client_b, token, game_id, delta) for delta in (1, -2, 3, -4, 5)]
    _wait_heard(store_a, game_id, moved[-1]["version"])
    assert parses.count == 0  # five writes heard, none parsed
    served = store_a.watch.served
    read = client_a.get(f"{url}?min_version={moved[-1]['version']}", token=token)
    assert _version(read) == moved[-1]["version"]
    assert read.get_json()["seats"] == moved[-1]["game"]["seats"]
    assert store_a.watch.served == served + 1  # served from the copy, with no round trip
    assert parses.count == 1  # the newest message only
    assert store_a.recent(game_id).state == store_a.load(game_id).state


def test_a_move_here_starts_from_the_newest_write_heard_through_another_process(make_app):
    a, client_a, client_b, _ = _two_processes(make_app)
    game_id, token = _game_watched_by(a, client_a)
    store_a = _live_store(a)
    client_a.get(f"/v1/games/{game_id}", token=token)
    moved = _adjust(client_b, token, game_id, 2)
    _wait_heard(store_a, game_id, moved["version"])
    assert store_a.recent(game_id).version == moved["version"]  # what a move here starts from
    mine = _adjust(client_a, token, game_id, -1)
    assert mine["version"] == moved["version"] + 1
    assert store_a.load(game_id).state == store_a.recent(game_id).state


def test_this_process_never_parses_the_message_of_its_own_write(make_app, monkeypatch):
    """Its own write's message can reach it before the write's answer does: it is kept unparsed, and the answer
    makes the copy."""
    a, client_a, _, _ = _two_processes(make_app)
    game_id, token = _game_watched_by(a, client_a)
    parses = _Parses(monkeypatch)
    for n in range(20):
        _adjust(client_a, token, game_id, 1 if n % 2 else -1)
        assert client_a.get(f"/v1/games/{game_id}", token=token).status_code == 200
    assert parses.count == 0


def test_a_game_finished_through_another_process_is_read_from_redis_here(make_app):
    """A finished game is never vouched for (its key ends silently with its retention): the message says it ended."""
    a, client_a, client_b, _ = _two_processes(make_app)
    game_id, token = _game_watched_by(a, client_a)
    store_a = _live_store(a)
    url = f"/v1/games/{game_id}"
    client_a.get(url, token=token)
    ended = act(
        client_b, token, game_id, type="adjust", seat="p1", target="p2", counter="hp", delta=-24, reason="finish"
    )
    assert ended["game"]["status"] == "finished"
    _wait_heard(store_a, game_id, ended["version"])
    served = store_a.watch.served
    read = client_a.get(url, token=token)
    assert read.get_json()["status"] == "finished"
    assert store_a.watch.served == served


def test_a_message_of_an_older_release_is_taken_in_at_once(make_app):
    a, client_a, _, _ = _two_processes(make_app)
    game_id, _ = _game_watched_by(a, client_a)
    store_a = _live_store(a)
    copy = store_a.recent(game_id)
    state = {**copy.state, "seed": 12345}
    older = orjson.dumps({"version": copy.version + 1, "updated_at": 2.0, "state": state, "entries": []})
    assert store_a._heard(game_id, older) == copy.version + 1
    assert game_id not in store_a._heard_only
    assert store_a._recent[game_id].state["seed"] == 12345


def test_a_message_that_cannot_be_parsed_drops_the_copy_and_the_game_is_read_from_redis(make_app):
    a, client_a, _, _ = _two_processes(make_app)
    game_id, token = _game_watched_by(a, client_a)
    store_a = _live_store(a)
    copy = store_a.recent(game_id)
    assert store_a._heard(game_id, b'{"version":%d,"active":true,"updated_at":' % (copy.version + 1)) is not None
    assert store_a.recent(game_id) is None  # dropped: a move reads the game from Redis
    read = client_a.get(f"/v1/games/{game_id}", token=token)
    assert read.status_code == 200
    assert _version(read) == copy.version
