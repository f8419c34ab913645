"""A node dies under load (tests/scale/test_node_dies.py, bench/bench_node_dies.py): SSE clients follow games
through HAProxy while actions are made on those games at a steady rate; one API node is SIGKILLed (its gunicorn
master and workers at once); every client resumes through HAProxy with ``Last-Event-ID``. The figures say whether
each ended with every event of its game exactly once, in order, as the game's history says, and how long the
clients the kill cut off were away.
"""

from __future__ import annotations

import asyncio
import itertools
import time
from pathlib import Path
from typing import Any

import httpx

from service.topology.nodes import Topology, TopologySpec
from tests.scale.followers import Follower, Player, cancel, history, wait_until

NODES = 3
WORKERS_PER_NODE = 2
ACTIONS_PER_SECOND = 10.0
ACTION_SECONDS = 8.0
KILL_AFTER = 2.5  # seconds into the actions
PASSWORD = "correct-horse-battery"


def games_for(clients: int) -> int:
    return max(3, clients // 50)


def topology_spec(data_dir: Path, clients: int) -> TopologySpec:
    env = {
        "LOG_LEVEL": "WARNING",
        "RATE_LIMIT_DEFAULT": "1000000 per minute",  # one account follows every game from one address
        "RATE_LIMIT_SIGNUP": "1000 per minute",
        "STREAMS_PER_USER": str(clients * 3),  # the dead node's leases lapse only after their lease time
        "SSE_KEEPALIVE_SECONDS": "5",
    }
    return TopologySpec(data_dir=data_dir, nodes=NODES, workers_per_node=WORKERS_PER_NODE, extra_env=env)


def run(topology: Topology, clients: int) -> dict[str, Any]:
    token = sign_up(topology.url)
    game_ids = create_games(topology.url, token, games_for(clients))
    return asyncio.run(scenario(topology, token, game_ids, clients))


def sign_up(base: str) -> str:
    with httpx.Client(base_url=base, timeout=15) as http:
        user = {"username": "follower", "email": "follower@example.com", "password": PASSWORD}
        assert http.post("/v1/users", json=user).status_code == 201
        answer = http.post("/v1/tokens", json={"username": "follower", "password": PASSWORD})
        assert answer.status_code == 201, answer.text
        return str(answer.json()["token"])


def create_games(base: str, token: str, games: int) -> list[str]:
    with httpx.Client(base_url=base, timeout=15, headers={"Authorization": f"Bearer {token}"}) as http:
        ids = []
        for n in range(games):
            players = [{"name": f"A{n}"}, {"name": f"B{n}"}]
            created = http.post("/v1/games", json={"ruleset": "arcane", "players": players})
            assert created.status_code == 201, created.text
            ids.append(created.json()["id"])
        return ids


async def scenario(topology: Topology, token: str, game_ids: list[str], clients: int) -> dict[str, Any]:
    limits = httpx.Limits(max_connections=clients * 2, max_keepalive_connections=clients)
    async with (
        httpx.AsyncClient(base_url=topology.url, limits=limits) as streams,
        httpx.AsyncClient(base_url=topology.url) as api,
    ):
        followers = [Follower(game_ids[n % len(game_ids)], token) for n in range(clients)]
        tasks = [asyncio.create_task(f.run(streams)) for f in followers]
        assert await wait_until(followers, dict.fromkeys(game_ids, 1), timeout=60), "not every client streams"
        player = Player(token, game_ids, ACTIONS_PER_SECOND)
        playing = asyncio.create_task(player.run(api, ACTION_SECONDS))
        await asyncio.sleep(KILL_AFTER)
        killed_at = time.monotonic()
        await asyncio.to_thread(topology.kill_node, 0)
        await playing
        states = await asyncio.to_thread(topology.server_states)
        logs = {game_id: await history(api, token, game_id) for game_id in game_ids}
        versions = {game_id: entries[-1]["number"] for game_id, entries in logs.items()}
        caught_up = await wait_until(followers, versions, timeout=60)
        await cancel(tasks)
    return figures_of(followers, player, logs, killed_at, caught_up, states)


def figures_of(
    followers: list[Follower],
    player: Player,
    logs: dict[str, list[dict[str, Any]]],
    killed_at: float,
    caught_up: bool,
    states: dict[str, str],
) -> dict[str, Any]:
    lost = duplicated = out_of_order = differing = 0
    for follower in followers:
        numbers = follower.numbers()
        expected = [entry["number"] for entry in logs[follower.game_id]]
        lost += len(set(expected) - set(numbers))
        duplicated += len(numbers) - len(set(numbers))
        out_of_order += sum(1 for a, b in itertools.pairwise(numbers) if b <= a)
        by_number = {entry["number"]: entry for entry in logs[follower.game_id]}
        differing += sum(1 for number, data in follower.received if by_number.get(number) != data)
    cut_off = [f for f in followers if any(t >= killed_at for t in f.broke_at)]
    resumed = [
        min(t for t in f.resumed_at if t >= killed_at) for f in cut_off if any(t >= killed_at for t in f.resumed_at)
    ]
    unacknowledged = [
        (game_id, version)
        for game_id, answers in player.acknowledged.items()
        for version, _ in answers
        if version not in {entry["number"] for entry in logs[game_id]}
    ]
    # events answered while a client was away: written before its stream opened again, so they reached it only
    # by the resume (the backlog after Last-Event-ID), never live
    while_away, reopening = 0, []
    for follower in cut_off:
        gone = min(t for t in follower.broke_at if t >= killed_at)
        back = min((t for t in follower.resumed_at if t >= killed_at), default=gone)
        while_away += sum(1 for _, at in player.acknowledged.get(follower.game_id, []) if gone <= at < back)
        # from the request that opened it again (after the client's own pause) to the stream's first bytes
        reopening.append(back - max(t for t in follower.asked_at if t <= back))
    return {
        "clients": len(followers),
        "games": len(logs),
        "events_per_game": {game_id: len(entries) for game_id, entries in logs.items()},
        "actions": {str(answer): count for answer, count in player.statuses.items()},
        "clients_cut_off": len(cut_off),
        "clients_resumed": len(resumed),
        "retry_the_stream_asks_seconds": max(f.retry_seconds for f in followers),
        "seconds_from_kill_until_every_client_resumed": round(max(resumed) - killed_at, 3) if resumed else None,
        "slowest_reopening_through_haproxy_seconds": round(max(reopening), 3) if reopening else None,
        "events_made_while_their_clients_were_away": while_away,
        "events_lost": lost,
        "events_duplicated": duplicated,
        "events_out_of_order": out_of_order,
        "events_differing_from_history": differing,
        "acknowledged_actions_missing": len(unacknowledged),
        "every_client_caught_up": caught_up,
        "haproxy_after_the_kill": states,
        "refusals": sum(sum(f.refusals.values()) for f in followers),
    }


def problems(figures: dict[str, Any]) -> list[str]:
    """What the run broke; none when every client got every event once, in order."""
    found = []
    if not figures["every_client_caught_up"]:
        found.append("not every client caught up with its game")
    for name in (
        "events_lost",
        "events_duplicated",
        "events_out_of_order",
        "events_differing_from_history",
        "acknowledged_actions_missing",
    ):
        if figures[name]:
            found.append(f"{name}: {figures[name]}")
    # the kill cut streams off (leastconn spread them over the nodes), and every one of them came back
    if figures["clients_cut_off"] < figures["clients"] // (2 * NODES):
        found.append(f"only {figures['clients_cut_off']} clients were on the node killed")
    if figures["clients_resumed"] != figures["clients_cut_off"]:
        found.append(f"{figures['clients_cut_off'] - figures['clients_resumed']} clients never resumed")
    if not figures["events_made_while_their_clients_were_away"]:
        found.append("no event was made while a client was away: the resume had nothing to send")
    if not figures["haproxy_after_the_kill"].get("api1", "").startswith("DOWN"):
        found.append(f"HAProxy did not take the dead node out: {figures['haproxy_after_the_kill']}")
    return found
