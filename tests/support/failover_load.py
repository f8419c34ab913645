"""A steady load of actions on several games, one writer each, for the failover test and benchmark
(``tests/service/test_cluster_failover.py``, ``bench/bench_failover.py``): each writer sends an action until it is
answered, with ``Idempotency-Key`` or ``If-Match``, and keeps what the game's history must hold."""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from typing import Any

from service.cluster_topology import LocalRedisCluster
from service.games.store import game_key
from tests.games.helpers import create_game
from tests.support.client import ApiClient

ADJUST = {"type": "adjust", "seat": "p1", "target": "p1", "counter": "life", "delta": 1, "reason": "r"}
DEADLINE_SECONDS = 30.0


def post(client: ApiClient, token: str, game_id: str, reason: str, headers: dict[str, str]) -> Any:
    return client.post(f"/v1/games/{game_id}/actions", token=token, headers=headers, json={**ADJUST, "reason": reason})


def primary_port(live: Any, game_id: str) -> int:
    return int(live.get_node_from_key(game_key(game_id)).port)


def writers_on_new_games(app: Any, live: Any, token: str, *, games: int) -> tuple[list[Writer], int]:
    """A writer on each of ``games`` new games, every other one with ``Idempotency-Key`` (the rest ``If-Match``), and
    the port of the primary to kill: the first game's, so that at least one game is on it (marked ``victim``)."""
    writers = []
    for index in range(games):
        client = ApiClient(app.test_client())
        writers.append(Writer(client, token, create_game(client, token)["id"], idempotent=index % 2 == 0))
    victim = primary_port(live, writers[0].game_id)
    for writer in writers:
        writer.victim = primary_port(live, writer.game_id) == victim
    return writers, victim


def reasons(client: ApiClient, token: str, game_id: str) -> list[str]:
    """The reasons of the game's actions, in the order of its history (read again while it is answered 503)."""
    deadline = time.monotonic() + DEADLINE_SECONDS
    resp = client.get(f"/v1/games/{game_id}/events?limit=1000", token=token)
    while resp.status_code == 503 and time.monotonic() < deadline:
        time.sleep(0.1)
        resp = client.get(f"/v1/games/{game_id}/events?limit=1000", token=token)
    assert resp.status_code == 200, resp.get_json()
    return [item["action"]["reason"] for item in resp.get_json()["items"] if item["type"] == "action"]


@dataclass
class Writer:
    """One game's only writer: each action sent until it is answered, then the next. ``done``: the actions the game's
    history must hold, in order — answered 2xx, or found in the history after the retry of a 503 was told 409/412."""

    client: ApiClient
    token: str
    game_id: str
    idempotent: bool  # Idempotency-Key on each action; else If-Match
    version: int = 1
    done: list[str] = field(default_factory=list)
    acked: list[tuple[float, str]] = field(default_factory=list)  # (answered at, reason)
    answers: list[tuple[float, int]] = field(default_factory=list)  # (answered at, status)
    wrong: list[str] = field(default_factory=list)
    orphaned_claims: int = 0
    victim: bool = False  # its game's slot is on the node to be killed

    def run(self, stop: threading.Event) -> None:
        number = 0
        try:
            while not stop.is_set() and not self.wrong:
                self._play(f"{self.game_id}-{number}")
                number += 1
        except Exception as exc:  # told to the test, which fails on it
            self.wrong.append(f"{type(exc).__name__}: {exc}")

    def _play(self, reason: str) -> None:
        deadline = time.monotonic() + DEADLINE_SECONDS
        key = reason
        while time.monotonic() < deadline:
            headers = {"Idempotency-Key": key} if self.idempotent else {"If-Match": f'"{self.version}"'}
            resp = self.client.post(
                f"/v1/games/{self.game_id}/actions",
                token=self.token,
                headers=headers,
                json={**ADJUST, "reason": reason},
            )
            now, body = time.monotonic(), resp.get_json()
            self.answers.append((now, resp.status_code))
            if resp.status_code == 200:
                self.version = body["version"]
                self.done.append(reason)
                self.acked.append((now, reason))
                return
            if resp.status_code == 503 and resp.headers.get("Retry-After"):
                time.sleep(0.1)  # sooner than Retry-After asks, to measure the window more finely
                continue
            if resp.status_code in (409, 412) and self._landed(reason, resp.status_code, body):
                return
            if resp.status_code == 409 and body.get("code") == "conflict":  # "still being processed"
                if self._orphaned(reason):
                    key += "'"  # its claim outlived a request that never ran: the client plays it under another key
                    continue
                # the write held, but the claim's answer was lost with the primary: the history says it is there
                self.done.append(reason)
                return
            self.wrong.append(f"{reason}: {resp.status_code} {body}")
            return
        self.wrong.append(f"{reason}: still unanswered after {DEADLINE_SECONDS} s")

    def _orphaned(self, reason: str) -> bool:
        """Whether a 409 "still being processed" on a key of this one writer's names an action not in the history: the
        claim of a request that failed during the failover (Redis' answer to the claim lost, and each retry of it too).
        When the action is there, its write held and the answer kept with the claim was lost: the claim waits out its
        time, and the writer reads the history instead, as a client would."""
        self.orphaned_claims += 1
        return reason not in reasons(self.client, self.token, self.game_id)

    def _landed(self, reason: str, status: int, body: dict[str, Any]) -> bool:
        """A 409 ``already-applied`` (Idempotency-Key) or a 412 (If-Match) after a 503: the write of the first try
        held; the history says it is there."""
        if status == 409 and body.get("code") != "already-applied":
            return False
        if reasons(self.client, self.token, self.game_id)[-1:] != [reason]:
            return False
        self.done.append(reason)
        self.version = body.get("current_version") or self.version + 1
        return True


def kill_under_load(
    cluster: LocalRedisCluster, writers: list[Writer], *, victim: int, after_kill: int
) -> dict[str, Any]:
    """Start the writers, SIGKILL node ``victim`` once each has 3 answered actions, and stop them once each has
    ``after_kill`` more (or ``DEADLINE_SECONDS`` passed). The figures: when the kill was made, and the failover window
    on ``victim``'s games (``on_victim``) — from their first answer other than 2xx to their first 2xx after it."""
    stop = threading.Event()
    threads = [threading.Thread(target=w.run, args=(stop,), daemon=True) for w in writers]
    for thread in threads:
        thread.start()
    try:
        deadline = time.monotonic() + DEADLINE_SECONDS
        while min(len(w.acked) for w in writers) < 3 and time.monotonic() < deadline:
            time.sleep(0.05)
        killed_at = time.monotonic()
        cluster.kill(victim)
        while time.monotonic() < deadline and not any(w.wrong for w in writers):
            if all(sum(at > killed_at for at, _ in w.acked) >= after_kill for w in writers):
                break
            time.sleep(0.05)
    finally:
        stop.set()
        for thread in threads:
            thread.join(timeout=DEADLINE_SECONDS)
    return {"killed_at": killed_at, **failover_window([w for w in writers if w.victim], killed_at)}


def failover_window(on_victim: list[Writer], killed_at: float) -> dict[str, Any]:
    after = sorted((at, status) for w in on_victim for at, status in w.answers if at > killed_at)
    refused = [at for at, status in after if status != 200]
    if not refused:
        return {"window_s": None, "refused": 0}
    reopened = next((at for at, status in after if status == 200 and at > refused[0]), None)
    return {
        "window_s": None if reopened is None else reopened - refused[0],
        "refused": len(refused),
        "first_refused_after_kill_s": refused[0] - killed_at,
    }
