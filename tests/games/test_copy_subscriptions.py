"""Each API process hears only the games it serves (``service.games.watch``, ``service.games.watch_channels``).

The requirement checked here: "a process subscribes to the games it holds copies of or streams for, and only to
those; it unsubscribes as it lets them go. The copy-watch and the SSE hub keep their guarantees (``min_version``,
no gap on resume)." Two apps on one Redis and one database stand for two API processes."""

from __future__ import annotations

import time
from collections.abc import Callable

import redis

from service.games.http import store as store_of
from service.games.store import LiveStore, channel
from service.games.watch import CopyWatch
from tests.conftest import METRICS_TOKEN
from tests.games.helpers import act, create_game
from tests.support.client import ApiClient


def _store(app) -> LiveStore:
    with app.app_context():
        return store_of()


def _listening(app, client: ApiClient) -> LiveStore:
    """``app``'s live store once its watch is connected (the first request that touches a game starts it)."""
    live = _store(app)
    _until(lambda: live.watch._connected, "the watch never connected")
    return live


def _pattern_subscriptions(url: str, live: LiveStore) -> int:
    """The pattern subscriptions on the watch's own connection (the server's total counts other processes too: a
    Celery worker's remote control subscribes by pattern)."""
    port = live.watch._links.open_links()[0].sock.getsockname()[1]
    mine = [c for c in redis.Redis.from_url(url).client_list() if c["addr"].endswith(f":{port}")]
    assert len(mine) == 1, mine
    return int(mine[0]["psub"])


def _until(condition: Callable[[], bool], message: str, within: float = 5.0) -> None:
    deadline = time.monotonic() + within
    while not condition():
        assert time.monotonic() < deadline, message
        time.sleep(0.01)


def _adjust(client: ApiClient, token: str, game_id: str, delta: int) -> dict:
    return act(client, token, game_id, type="adjust", seat="p1", target="p1", counter="hp", delta=delta, reason="subs")


def _version(resp) -> int:
    return int(resp.headers["ETag"].strip('"'))


def _subscribers(redis_url: str, game_id: str) -> int:
    return int(redis.Redis.from_url(redis_url).pubsub_numsub(channel(game_id))[0][1])


def _confirmed(live: LiveStore, game_id: str) -> bool:
    return live.watch._confirmed(game_id)


def test_a_process_that_holds_no_copy_of_a_game_hears_none_of_its_writes(make_app, redis_server):
    """Process A serves one game, process B another: B's writes to its own game never reach A (A's count of the
    messages it took in, also in its /metrics, does not move), while B's writes to A's game do."""
    a, b = make_app(), make_app()
    client_a, client_b = ApiClient(a.test_client()), ApiClient(b.test_client())
    token = client_b.new_user_token()
    served_by_a = create_game(client_b, token, "oversoul")["id"]
    served_by_b = create_game(client_b, token, "oversoul")["id"]
    client_a.get(f"/v1/games/{served_by_a}", token=token)
    live_a = _listening(a, client_a)
    assert _pattern_subscriptions(redis_server.url, live_a) == 0  # A does not listen to every game
    _until(lambda: _confirmed(live_a, served_by_a), "A never subscribed to the game it holds")
    heard = live_a.watch.heard
    for n in range(10):
        _adjust(client_b, token, served_by_b, 1 if n % 2 else -1)
    time.sleep(0.2)  # time enough for any message to arrive
    live_a.watch.catch_up()
    assert live_a.watch.heard == heard, "A heard writes to a game it holds no copy of"
    listened = live_a.watch.listen_cpu
    moved = _adjust(client_b, token, served_by_a, 2)
    _until(lambda: live_a.recent(served_by_a).version == moved["version"], "A never heard its own game's write")
    assert live_a.watch.heard == heard + 1
    # taking the write in is counted as listening, once the take that heard it ends (the listener may still be in it)
    _until(lambda: live_a.watch.listen_cpu > listened, "taking the write in was not counted as listening")
    metrics = client_a.get("/metrics", token=METRICS_TOKEN).get_data(as_text=True)
    for name in ("live_copy_messages_total", "live_copy_subscribes_total", "live_copy_listen_cpu_seconds_total"):
        assert name in metrics


def test_subscriptions_follow_the_copies_a_process_takes_and_lets_go(make_app, redis_server):
    """A subscribes when it takes a copy, and unsubscribes when the copy goes: evicted by newer copies, unused for a
    while, or the game finished."""
    a, b = make_app(), make_app()
    client_a, client_b = ApiClient(a.test_client()), ApiClient(b.test_client())
    token = client_b.new_user_token()
    first, second, third = (create_game(client_b, token, "oversoul")["id"] for _ in range(3))
    before = _subscribers(redis_server.url, first)  # B's own copy
    client_a.get(f"/v1/games/{first}", token=token)
    live_a = _listening(a, client_a)
    _until(lambda: _subscribers(redis_server.url, first) == before + 1, "A did not subscribe on taking a copy")
    assert live_a.watch.held() == {first}

    live_a._recent_max = 1  # room for one copy: the next one evicts the first
    client_a.get(f"/v1/games/{second}", token=token)
    _until(lambda: _subscribers(redis_server.url, first) == before, "A did not unsubscribe from an evicted copy")
    assert live_a.watch.held() == {second} and first not in live_a._recent

    live_a.watch._held_for = 0.0  # every copy counts as unused for long enough
    live_a.watch.sweep()
    _until(lambda: _subscribers(redis_server.url, second) == before, "A kept an unused copy's channel")
    assert live_a.watch.held() == frozenset() and second not in live_a._recent

    live_a.watch._held_for = 3600.0
    client_a.get(f"/v1/games/{third}", token=token)
    _until(lambda: _subscribers(redis_server.url, third) == before + 1, "A did not subscribe to the third game")
    act(client_b, token, third, type="adjust", seat="p1", target="p2", counter="hp", delta=-24, reason="finish")
    _until(lambda: _subscribers(redis_server.url, third) == 0, "a process still hears a finished game")
    assert client_a.get(f"/v1/games/{third}", token=token).get_json()["status"] == "finished"
    assert live_a.watch.held() == frozenset()


def test_a_copy_taken_before_its_channel_is_confirmed_is_not_served_without_a_read(make_app, monkeypatch):
    """A reads a game it holds no copy of: the copy is taken, and its SUBSCRIBE is held back. B writes meanwhile,
    and A's channel is confirmed only after: A missed that write, so its copy must not be vouched for; A's next read
    goes to Redis and shows B's write, and the read after that is served from the copy."""
    a, b = make_app(), make_app()
    client_a, client_b = ApiClient(a.test_client()), ApiClient(b.test_client())
    token = client_b.new_user_token()
    warm = create_game(client_b, token, "oversoul")["id"]
    game_id = create_game(client_b, token, "oversoul")["id"]
    client_a.get(f"/v1/games/{warm}", token=token)
    live_a = _listening(a, client_a)
    held_back: list[bool] = []
    monkeypatch.setattr(CopyWatch, "_schedule_flush", lambda self: held_back.append(True))
    url = f"/v1/games/{game_id}"
    taken = _version(client_a.get(url, token=token))
    assert held_back and live_a._recent[game_id].version == taken
    moved = _adjust(client_b, token, game_id, 3)  # published before A's channel exists
    monkeypatch.undo()
    live_a.watch._flush()
    _until(lambda: _confirmed(live_a, game_id), "A's channel was never confirmed")
    assert not live_a.watch.vouches(game_id, taken)
    served = live_a.watch.served
    assert _version(client_a.get(url, token=token)) == moved["version"]
    assert live_a.watch.served == served  # read from Redis
    assert _version(client_a.get(url, token=token)) == moved["version"]
    assert live_a.watch.served == served + 1  # now vouched for


def test_a_ticket_drawn_before_the_confirmation_keeps_nothing(make_app):
    """The race at its narrowest: a read's ticket drawn after the SUBSCRIBE went out but before Redis answered."""
    a = make_app()
    client_a = ApiClient(a.test_client())
    token = client_a.new_user_token()
    game_id = create_game(client_a, token, "oversoul")["id"]
    live_a = _listening(a, client_a)
    watch = live_a.watch
    watch.release(game_id)
    _until(lambda: not _confirmed(live_a, game_id), "the channel stayed confirmed after its release")
    early = watch.ticket()
    watch.hold(game_id)
    _until(lambda: _confirmed(live_a, game_id), "the channel was never confirmed")
    watch.keep(game_id, 1, early)
    assert not watch.vouches(game_id, 1)
    watch.keep(game_id, 1, watch.ticket())
    assert watch.vouches(game_id, 1)


def test_a_dropped_subscription_is_made_again_for_every_held_game_in_one_batch(make_app, redis_server, monkeypatch):
    """CLIENT KILL drops the subscription: nothing is vouched for until Redis confirms each held game's channel
    again, a write made meanwhile is read from Redis, and the held channels are asked for in one SUBSCRIBE."""
    from service.games import watch as watch_module

    monkeypatch.setattr(watch_module, "RECONNECT_AFTER", 1.0)
    a, b = make_app(), make_app()
    client_a, client_b = ApiClient(a.test_client()), ApiClient(b.test_client())
    token = client_b.new_user_token()
    games = [create_game(client_b, token, "oversoul")["id"] for _ in range(3)]
    for game_id in games:
        client_a.get(f"/v1/games/{game_id}", token=token)
    live_a = _listening(a, client_a)
    _until(lambda: all(_confirmed(live_a, g) for g in games), "A never subscribed to its games")
    sent: list[tuple[str, list[str]]] = []
    send = CopyWatch._send

    def spy(self: CopyWatch, connection, commands: list[tuple[str, list[str]]]) -> None:
        if self is live_a.watch:
            sent.extend(commands)
        send(self, connection, commands)

    monkeypatch.setattr(CopyWatch, "_send", spy)
    redis.Redis.from_url(redis_server.url).client_kill_filter(_type="pubsub")
    _until(lambda: not live_a.watch._connected, "the watch did not notice the drop")
    moved = _adjust(client_b, token, games[0], 4)  # heard by nobody in A
    assert _version(client_a.get(f"/v1/games/{games[0]}", token=token)) == moved["version"]
    _until(lambda: all(_confirmed(live_a, g) for g in games), "A did not subscribe again", within=10)
    assert len(sent) == 1 and sent[0][0] == "SUBSCRIBE" and sorted(sent[0][1]) == sorted(channel(g) for g in games)
    client_a.get(f"/v1/games/{games[1]}", token=token)
    served = live_a.watch.served
    client_a.get(f"/v1/games/{games[1]}", token=token)
    assert live_a.watch.served == served + 1


def test_the_stream_hub_holds_a_game_s_channel_while_the_game_has_followers_here(make_app, redis_server):
    """The SSE hub subscribes to a game's channel with its first stream in the process and unsubscribes when the last
    one closes; a follower that comes back resumes after the last event it saw, with no gap."""
    import httpx

    from service.platform.streams.broadcast import broadcaster
    from tests.support.servers import LiveServer

    app = make_app(SSE_KEEPALIVE_SECONDS="1")
    client = ApiClient(app.test_client())
    token = client.new_user_token()
    game_id = create_game(client, token, "oversoul")["id"]
    with app.app_context():
        hub = broadcaster()
    headers = {"Authorization": f"Bearer {token}", "Accept": "text/event-stream"}

    def ids(lines, count: int) -> list[str]:
        seen = []
        for line in lines:
            if line.startswith("id: "):
                seen.append(line[4:])
                if len(seen) == count:
                    return seen
        return seen

    with LiveServer(app) as server:
        url = f"{server.url}/v1/games/{game_id}/events"
        with httpx.stream("GET", url, headers=headers, timeout=10) as first:
            lines = first.iter_lines()
            assert ids(lines, 1) == ["1"]
            assert hub.channels() == {channel(game_id)}
            with httpx.stream("GET", url, headers=headers, timeout=10) as second:
                assert ids(second.iter_lines(), 1) == ["1"]
            assert hub.channels() == {channel(game_id)}  # one follower is left
            _adjust(client, token, game_id, 1)
            assert ids(lines, 1) == ["2"]
        _until(lambda: hub.channels() == frozenset(), "the hub kept the channel of a game nobody follows")
        _until(lambda: _subscribers(redis_server.url, game_id) == 1, "the hub did not unsubscribe")  # the watch's
        _adjust(client, token, game_id, -1)
        with httpx.stream("GET", url, headers={**headers, "Last-Event-ID": "2"}, timeout=10) as back:
            lines = back.iter_lines()
            assert ids(lines, 1) == ["3"]
            _adjust(client, token, game_id, 1)
            assert ids(lines, 1) == ["4"]
