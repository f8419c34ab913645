"""`companion dev` supervises what it started: a child killed with SIGKILL is logged and started again (Redis
reloads its append-only file: no acknowledged action is lost), and one that keeps dying stops the stack."""

from __future__ import annotations

import signal
import threading
import time
import uuid
from pathlib import Path

import httpx
import psutil
import pytest

from tests.e2e.test_stack import Stack

pytestmark = [pytest.mark.e2e, pytest.mark.slow]


@pytest.fixture(scope="module")
def stack(tmp_path_factory: pytest.TempPathFactory):
    s = Stack(tmp_path_factory.mktemp("supervised") / "var").start()
    yield s
    if s.proc.poll() is None:
        s.interrupt()


def _child(stack: Stack, needle: str) -> psutil.Process:
    """The supervised process whose command line contains ``needle`` (a direct child of `companion dev`)."""
    for proc in psutil.Process(stack.proc.pid).children():
        try:
            if needle in " ".join(proc.cmdline()) and proc.status() != psutil.STATUS_ZOMBIE:
                return proc
        except psutil.Error:  # it died this instant (a zombie until `companion dev` reaps it)
            continue
    raise AssertionError(f"no child running {needle!r}")


def _log(stack: Stack) -> str:
    return (stack.data_dir.parent / f"stack-{stack.port}.log").read_text(errors="replace")


def _wait_ready(stack: Stack, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"{stack.base}/v1/ready", timeout=3).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.2)
    raise AssertionError("the stack did not come back:\n" + stack.output())


PASSWORD = "supervised-otter-river"


def _token(stack: Stack) -> str:
    name = f"u{uuid.uuid4().hex[:10]}"
    httpx.post(f"{stack.base}/v1/users", json={"username": name, "email": f"{name}@example.com", "password": PASSWORD})
    return httpx.post(f"{stack.base}/v1/tokens", json={"username": name, "password": PASSWORD}).json()["token"]


def test_a_killed_redis_comes_back_by_itself_and_no_acknowledged_action_is_lost(stack):
    auth = {"Authorization": f"Bearer {_token(stack)}"}
    players = [{"name": "A", "leader": {"name": "N", "hp": 500}}, {"name": "B", "leader": {"name": "S", "hp": 500}}]
    game = httpx.post(f"{stack.base}/v1/games", json={"ruleset": "oversoul", "players": players}, headers=auth).json()
    acked: dict[int, str] = {}
    stop = threading.Event()

    def load() -> None:
        with httpx.Client(base_url=stack.base, headers=auth, timeout=10) as http:
            n = 0
            while not stop.is_set():
                n += 1
                reason = f"move {n}"
                body = {"type": "adjust", "seat": "p1", "target": "p1", "counter": "hp", "delta": 1, "reason": reason}
                try:
                    resp = http.post(f"/v1/games/{game['id']}/actions", json=body)
                except httpx.HTTPError:
                    continue
                if resp.status_code == 200:
                    acked[resp.json()["events"][0]["number"]] = reason

    worker = threading.Thread(target=load)
    worker.start()
    time.sleep(2.0)
    redis = _child(stack, "redis-server")
    redis.send_signal(signal.SIGKILL)
    time.sleep(1.0)
    _wait_ready(stack)
    time.sleep(1.5)  # moves after the restart too
    stop.set()
    worker.join(30)

    logged: dict[int, str] = {}
    after: int | None = 0
    while after is not None:
        page = httpx.get(f"{stack.base}/v1/games/{game['id']}/events?after={after}&limit=1000", headers=auth).json()
        logged.update({e["number"]: e["action"]["reason"] for e in page["items"] if e["type"] == "action"})
        after = page["next_after"]
    assert acked, "no action was acknowledged"
    assert {n: logged.get(n) for n in acked} == acked  # every 2xx is in the log, as it was acknowledged
    assert _child(stack, "redis-server").pid != redis.pid
    assert "redis was killed by SIGKILL; starting it again" in _log(stack)


@pytest.mark.parametrize("role", ["default@", "ai@", "simulations@", " beat "])
def test_a_killed_worker_or_beat_is_started_again(stack, role):
    before = _child(stack, role)
    before.send_signal(signal.SIGKILL)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            after = _child(stack, role)
            if after.pid != before.pid:
                break
        except AssertionError:
            pass
        time.sleep(0.2)
    else:
        raise AssertionError(f"{role} was not started again:\n{stack.output()}")
    _wait_ready(stack)  # /v1/ready asks a worker to answer


def test_the_ai_plays_after_its_worker_was_killed(stack):
    auth = {"Authorization": f"Bearer {_token(stack)}"}
    body = {
        "ruleset": "achroma",
        "mode": "engine",
        "seed": 4,
        "players": [
            {"name": "Me", "deck": "draco-skyfire"},
            {"name": "Bot", "deck": "salum-arcana", "ai": {"level": "random", "budget_ms": 50}},
        ],
    }
    game = httpx.post(f"{stack.base}/v1/games", json=body, headers=auth).json()
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        items = httpx.get(f"{stack.base}/v1/games/{game['id']}/events", headers=auth).json()["items"]
        if any(str(e.get("by", "")).startswith("AI (") for e in items):
            return
        time.sleep(0.2)
    raise AssertionError("the AI did not move:\n" + stack.output())


def test_a_child_that_keeps_dying_stops_the_stack_with_a_clear_message(tmp_path: Path):
    stack = Stack(tmp_path / "var").start()
    try:
        for _ in range(5):
            pid = _child(stack, " beat ").pid
            psutil.Process(pid).send_signal(signal.SIGKILL)
            deadline = time.monotonic() + 30
            while time.monotonic() < deadline and stack.proc.poll() is None:
                try:
                    if _child(stack, " beat ").pid != pid:
                        break
                except AssertionError:
                    pass
                time.sleep(0.1)
        assert stack.proc.wait(timeout=60) == 1
        assert "beat was killed by SIGKILL and has died 5 times" in _log(stack)
        assert "stopping the stack" in _log(stack)
    finally:
        if stack.proc.poll() is None:
            stack.interrupt()
