"""Reads of a live game served from the process's copy (``service.games.watch``): a copy is served only while no
write has been heard of since it was taken, and never behind a version the reader says it knows (``min_version``)."""

from __future__ import annotations

import time

from service.games.http import store as store_of
from service.games.store import LiveStore
from tests.games.helpers import act, create_game
from tests.support.client import ApiClient
from tests.support.redis_cluster import kill_subscriptions, pause_clients


def _live_store(app) -> LiveStore:
    with app.app_context():
        return store_of()


def _two_processes(make_app):
    """Two apps on one Redis and one database: two API processes, each with its own copies and its own watch."""
    a, b = make_app(), make_app()
    return a, ApiClient(a.test_client()), ApiClient(b.test_client()), _live_store(b)


def _game_watched_by(app, client: ApiClient) -> tuple[str, str]:
    """A new game, and a token; once this returns, ``app``'s watch listens (the first read starts it)."""
    token = client.new_user_token()
    game_id = create_game(client, token, "oversoul")["id"]
    watch = _live_store(app).watch
    deadline = time.monotonic() + 5
    while not watch._connected and time.monotonic() < deadline:
        client.get(f"/v1/games/{game_id}", token=token)
        time.sleep(0.02)
    while not watch._confirmed(game_id) and time.monotonic() < deadline:  # on a cluster: its node's connection
        time.sleep(0.02)
    assert watch._confirmed(game_id)
    return game_id, token


def _adjust(client: ApiClient, token: str, game_id: str, delta: int) -> dict:
    return act(
        client, token, game_id, type="adjust", seat="p1", target="p1", counter="hp", delta=delta, reason="copy watch"
    )


def _version(resp) -> int:
    return int(resp.headers["ETag"].strip('"'))


def test_a_game_read_again_is_served_from_the_process_copy(make_app):
    a, client_a, _, _ = _two_processes(make_app)
    game_id, token = _game_watched_by(a, client_a)
    watch = _live_store(a).watch
    client_a.get(f"/v1/games/{game_id}", token=token)  # read from Redis, and kept
    served = watch.served
    for _ in range(5):
        assert client_a.get(f"/v1/games/{game_id}", token=token).status_code == 200
    assert watch.served == served + 5


def test_with_min_version_no_read_is_behind_what_the_reader_knows(make_app):
    """Phone A reads through process A; phone B acts through process B; phone A, told of the move (by the stream),
    reads again at once with ``min_version``: every time, A's read shows B's move."""
    a, client_a, client_b, _ = _two_processes(make_app)
    game_id, token = _game_watched_by(a, client_a)
    url = f"/v1/games/{game_id}"
    for n in range(60):
        client_a.get(url, token=token)
        moved = _adjust(client_b, token, game_id, 1 if n % 2 else -1)
        after = client_a.get(f"{url}?min_version={moved['version']}", token=token)
        assert _version(after) == moved["version"], n
        assert after.get_json()["seats"] == moved["game"]["seats"]
        legal = client_a.get(f"{url}/legal-actions?seat=p1&min_version={moved['version']}", token=token)
        assert legal.get_json()["version"] == moved["version"]
    assert _live_store(a).watch.served > 0  # the reads between the writes were copies


def test_without_min_version_a_write_through_another_process_is_seen_within_moments(make_app):
    a, client_a, client_b, _ = _two_processes(make_app)
    game_id, token = _game_watched_by(a, client_a)
    url = f"/v1/games/{game_id}"
    for n in range(20):
        client_a.get(url, token=token)
        moved = _adjust(client_b, token, game_id, 1 if n % 2 else -1)
        deadline = time.monotonic() + 2
        while _version(client_a.get(url, token=token)) != moved["version"]:
            assert time.monotonic() < deadline, f"write {moved['version']} not seen after 2 s"
            time.sleep(0.005)


def test_a_game_deleted_by_another_process_is_not_served_from_a_copy(make_app):
    a, client_a, _, store_b = _two_processes(make_app)
    game_id, token = _game_watched_by(a, client_a)
    url = f"/v1/games/{game_id}"
    version = _version(client_a.get(url, token=token))
    assert store_b.delete_if_version(game_id, version)
    deadline = time.monotonic() + 2
    while client_a.get(url, token=token).status_code != 404:  # gone from Redis, never archived: no such game
        assert time.monotonic() < deadline
        time.sleep(0.005)


def test_nothing_is_vouched_for_while_the_watch_is_not_listening(make_app):
    a, client_a, client_b, _ = _two_processes(make_app)
    game_id, token = _game_watched_by(a, client_a)
    watch = _live_store(a).watch
    url = f"/v1/games/{game_id}"
    client_a.get(url, token=token)
    kill_subscriptions(_live_store(a).redis)  # every subscription drops (on a cluster, on every node)
    moved = _adjust(client_b, token, game_id, 2)  # heard by nobody's watch
    assert _version(client_a.get(url, token=token)) == moved["version"]
    deadline = time.monotonic() + 5
    while not watch._connected and time.monotonic() < deadline:
        time.sleep(0.02)
    assert watch._connected  # it came back by itself
    client_a.get(url, token=token)
    served = watch.served
    client_a.get(url, token=token)
    assert watch.served == served + 1


def test_a_finished_game_is_always_read_from_redis(make_app):
    """A finished game's key ends silently with its retention: its copy is never vouched for."""
    a, client_a, _, _ = _two_processes(make_app)
    game_id, token = _game_watched_by(a, client_a)
    act(client_a, token, game_id, type="adjust", seat="p1", target="p2", counter="hp", delta=-24, reason="finish")
    url = f"/v1/games/{game_id}"
    assert client_a.get(url, token=token).get_json()["status"] == "finished"
    watch = _live_store(a).watch
    served = watch.served
    client_a.get(url, token=token)
    client_a.get(url, token=token)
    assert watch.served == served


def test_a_write_through_another_process_brings_this_process_the_game_as_written(make_app):
    """A write's message carries the game: a process holding a copy takes it, so its next read is served without
    a round trip, and its next move starts from it (instead of losing a check-and-set to the write it missed)."""
    a, client_a, client_b, _ = _two_processes(make_app)
    game_id, token = _game_watched_by(a, client_a)
    store_a = _live_store(a)
    url = f"/v1/games/{game_id}"
    client_a.get(url, token=token)
    moved = _adjust(client_b, token, game_id, 3)
    deadline = time.monotonic() + 2
    while store_a.recent(game_id).version != moved["version"]:
        assert time.monotonic() < deadline, "the write's message never reached the other process's copy"
        time.sleep(0.005)
    assert store_a.recent(game_id).state == store_of_app_state(client_b, token, game_id)
    served = store_a.watch.served
    assert _version(client_a.get(f"{url}?min_version={moved['version']}", token=token)) == moved["version"]
    assert store_a.watch.served == served + 1  # no round trip: the copy came with the message


def store_of_app_state(client: ApiClient, token: str, game_id: str) -> dict:
    """The game's state as Redis holds it (read through the other process's store, from Redis itself)."""
    game = _live_store(client.http.application).load(game_id)
    assert game is not None
    return game.state


def test_a_subscription_that_falls_silent_is_given_up_and_made_again(make_app, monkeypatch):
    """A connection can die without a word (a network that drops packets): unanswered pings end it, nothing is
    vouched for meanwhile, and the watch subscribes again."""
    from service.games import watch as watch_module

    monkeypatch.setattr(watch_module, "PING_AFTER", 0.2)
    monkeypatch.setattr(watch_module, "SILENT_LIMIT", 0.8)
    a, client_a, _, _ = _two_processes(make_app)
    _game_watched_by(a, client_a)
    watch = _live_store(a).watch
    pause_clients(_live_store(a).redis, 2500)  # nobody gets an answer for 2.5 s
    deadline = time.monotonic() + 2.4
    while watch._connected and time.monotonic() < deadline:
        time.sleep(0.02)
    assert not watch._connected, "the silent subscription was not given up"
    deadline = time.monotonic() + 10
    while not watch._connected and time.monotonic() < deadline:
        time.sleep(0.05)
    assert watch._connected  # subscribed again once Redis answers


def test_a_move_starts_from_a_write_heard_but_not_yet_taken_in(make_app, monkeypatch):
    """Under load the listener's turn can come late: a write made through another process already waits on the
    subscription when the next move here starts. The move takes it in itself first, so it starts from the game as it
    is (its check-and-set is not refused), and a reader is then served that copy without a round trip."""
    from service.games import watch as watch_module

    a, client_a, client_b, _ = _two_processes(make_app)
    game_id, token = _game_watched_by(a, client_a)
    store_a = _live_store(a)
    client_a.get(f"/v1/games/{game_id}", token=token)
    monkeypatch.setattr(watch_module, "CATCH_UP_AFTER", 0.0)
    monkeypatch.setattr(watch_module.CopyWatch, "_take_in", lambda *_: time.sleep(0.05))  # the listener stalls
    moved = _adjust(client_b, token, game_id, 5)
    _wait_readable(store_a)
    assert store_a._recent[game_id].version < moved["version"]  # heard, not taken in
    copy = store_a.recent(game_id)  # what a move here starts from
    assert copy.version == moved["version"]
    assert copy.state == store_a.load(game_id).state
    served = store_a.watch.served
    assert _version(client_a.get(f"/v1/games/{game_id}", token=token)) == moved["version"]
    assert store_a.watch.served == served + 1


def _wait_readable(store: LiveStore) -> None:
    deadline = time.monotonic() + 2
    while not any(link.poller.poll(0) for link in store.watch._links.open_links()):  # on any node's connection
        assert time.monotonic() < deadline, "the write's message never reached the subscription"
        time.sleep(0.005)


def test_a_reader_is_served_a_write_at_once_while_the_listener_waits_its_pace(make_app, monkeypatch):
    """The listener takes messages in at most every ``LISTENER_EVERY`` (each of its wake-ups costs CPU); nothing
    waits on it: a read here right after a write through another process takes the message in itself and is served
    the game as written, from the copy the message brought."""
    from service.games import watch as watch_module

    a, client_a, client_b, _ = _two_processes(make_app)
    game_id, token = _game_watched_by(a, client_a)
    store_a = _live_store(a)
    url = f"/v1/games/{game_id}"
    client_a.get(url, token=token)
    monkeypatch.setattr(watch_module, "LISTENER_EVERY", 2.0)
    store_a.watch._drained_at = time.monotonic()  # as if just taken in: the listener's next take is 2 s away
    moved = _adjust(client_b, token, game_id, 4)
    _wait_readable(store_a)
    time.sleep(0.01)  # past CATCH_UP_AFTER
    assert store_a._recent[game_id].version < moved["version"]  # the listener has not taken it in
    served = store_a.watch.served
    assert _version(client_a.get(url, token=token)) == moved["version"]
    assert store_a.watch.served == served + 1


def test_the_listener_s_pace_waits_only_for_what_is_left_of_its_interval(make_app, monkeypatch):
    from service.games import watch as watch_module

    monkeypatch.setattr(watch_module, "LISTENER_EVERY", 0.1)
    watch = _live_store(make_app()).watch
    watch._drained_at = time.monotonic() - 1.0  # taken in long ago: at once
    start = time.monotonic()
    watch._pace()
    assert time.monotonic() - start < 0.05
    watch._drained_at = time.monotonic()  # just now: the rest of the interval
    start = time.monotonic()
    watch._pace()
    assert 0.09 <= time.monotonic() - start < 1.0
