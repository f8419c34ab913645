"""What every benchmark needs: the real stack on loopback, a bounded load generator, and result files.

The API runs exactly as in production (`companion api`: gunicorn, gevent workers) against a real
Redis server and a migrated SQLite database in a throw-away DATA_DIR. Everything binds 127.0.0.1,
and every loop is bounded both in count and in time.
"""

from __future__ import annotations

import contextlib
import http.client
import json
import math
import os
import platform
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from service.platform.embedded_redis import EmbeddedRedis
from service.platform.migrate import upgrade

RESULTS_DIR = Path(__file__).resolve().parent / "results"
HOST = "127.0.0.1"


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


@dataclass
class Stack:
    """A running API (gunicorn) with its Redis and database; `request` talks to it."""

    port: int
    env: dict[str, str]
    data_dir: Path
    redis_url: str = ""
    pid: int = 0  # the server's first process: gunicorn's workers run under it
    redis_pid: int = 0  # the Redis server it talks to, when the stack started one

    @property
    def base_url(self) -> str:
        return f"http://{HOST}:{self.port}"

    def request(
        self, method: str, path: str, body: dict[str, Any] | None = None, headers: dict[str, str] | None = None
    ) -> tuple[int, Any]:
        """One request on a fresh connection (setup calls, not measured)."""
        conn = http.client.HTTPConnection(HOST, self.port, timeout=10)
        try:
            hdrs = dict(headers or {})
            payload = None
            if body is not None:
                payload = json.dumps(body).encode()
                hdrs["Content-Type"] = "application/json"
            conn.request(method, path, body=payload, headers=hdrs)
            resp = conn.getresponse()
            raw = resp.read()
            return resp.status, json.loads(raw) if raw else None
        finally:
            conn.close()

    def user_token(self, username: str = "bench", password: str = "correct-horse-battery") -> str:
        """Sign up and log in through the API, as a client would."""
        status, body = self.request(
            "POST", "/v1/users", {"username": username, "email": f"{username}@example.com", "password": password}
        )
        if status != 201:
            raise RuntimeError(f"sign-up failed: {status} {body}")
        status, body = self.request("POST", "/v1/tokens", {"username": username, "password": password})
        if status != 201:
            raise RuntimeError(f"log-in failed: {status} {body}")
        return str(body["token"])


def _stop_group(proc: subprocess.Popen[bytes], timeout: float = 15.0) -> None:
    if proc.poll() is not None:
        return
    try:
        os.killpg(proc.pid, signal.SIGTERM)  # gunicorn's master and its workers
        proc.wait(timeout=timeout)
    except (ProcessLookupError, subprocess.TimeoutExpired):
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()


@contextlib.contextmanager
def api_stack(
    *,
    workers: int = 1,
    extra_env: dict[str, str] | None = None,
    ready_timeout: float = 30.0,
    appendfsync: str = "everysec",
    celery_worker: bool = False,
) -> Iterator[Stack]:
    """Redis on a free port, a migrated SQLite db, and `companion api` serving on another free port."""
    with contextlib.ExitStack() as cleanup:
        data_dir = Path(cleanup.enter_context(tempfile.TemporaryDirectory(prefix="companion-bench-")))
        redis_server = EmbeddedRedis(data_dir / "redis", free_port(), appendfsync=appendfsync).start()
        cleanup.callback(redis_server.stop)
        database_url = f"sqlite:///{data_dir / 'companion.db'}"
        upgrade(database_url)
        port = free_port()
        env = dict(
            os.environ,
            DATA_DIR=str(data_dir),
            REDIS_URL=redis_server.url,
            DATABASE_URL=database_url,
            SECRET_KEY="bench-secret-key",
            # high enough that the benchmark is never throttled; the limiter itself still runs
            RATE_LIMIT_DEFAULT="10000000 per minute",
            LOG_LEVEL="WARNING",
            **(extra_env or {}),
        )
        argv = [sys.executable, "-m", "service.cli", "api", "--host", HOST, "--port", str(port)]
        log = cleanup.enter_context(open(data_dir / "api.log", "wb"))
        proc = subprocess.Popen(
            [*argv, "--workers", str(workers)],
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # its own process group, so a stop reaches gunicorn's workers
        )
        cleanup.callback(_stop_group, proc)
        if celery_worker:
            wlog = cleanup.enter_context(open(data_dir / "worker.log", "wb"))
            worker = subprocess.Popen(
                [sys.executable, "-m", "service.cli", "worker", "--concurrency", "2"],
                env=env,
                stdout=wlog,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
            cleanup.callback(_stop_group, worker)
        assert redis_server.process is not None
        stack = Stack(
            port=port,
            env=env,
            data_dir=data_dir,
            redis_url=redis_server.url,
            pid=proc.pid,
            redis_pid=redis_server.process.pid,
        )
        _wait_ready(stack, proc, ready_timeout)
        yield stack


@contextlib.contextmanager
def bare_server(*, workers: int = 1, ready_timeout: float = 30.0, redis_url: str = "") -> Iterator[Stack]:
    """The baseline: ``bench.bare_app`` under gunicorn with exactly the API's settings (``redis_url``: the Redis its
    one-command route reads)."""
    from service.cli import gunicorn_argv

    with contextlib.ExitStack() as cleanup:
        data_dir = Path(cleanup.enter_context(tempfile.TemporaryDirectory(prefix="companion-bare-")))
        port = free_port()
        log = cleanup.enter_context(open(data_dir / "api.log", "wb"))
        env = dict(os.environ, BARE_REDIS_URL=redis_url)
        proc = subprocess.Popen(
            gunicorn_argv("bench.bare_app:app", bind=f"{HOST}:{port}", workers=workers),
            cwd=Path(__file__).resolve().parent.parent,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
            env=env,
        )
        cleanup.callback(_stop_group, proc)
        stack = Stack(port=port, env=env, data_dir=data_dir, redis_url=redis_url, pid=proc.pid)
        _wait_ready(stack, proc, ready_timeout, path="/health")
        yield stack


def _wait_ready(stack: Stack, proc: subprocess.Popen[bytes], timeout: float, path: str = "/v1/health") -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            log = (stack.data_dir / "api.log").read_text()[-2000:]
            raise RuntimeError(f"the API exited with {proc.returncode}: {log}")
        with contextlib.suppress(OSError, http.client.HTTPException):
            if stack.request("GET", path)[0] == 200:
                return
        time.sleep(0.1)
    raise TimeoutError(f"the API did not answer within {timeout} s")


@dataclass
class LoadResult:
    ok: int = 0
    errors: int = 0
    elapsed: float = 0.0
    latencies: list[float] = field(default_factory=list)  # seconds, successful requests only

    @property
    def rps(self) -> float:
        return self.ok / self.elapsed if self.elapsed else 0.0


def run_load(
    port: int,
    path: str | Callable[[int], str],
    *,
    headers: dict[str, str] | None = None,
    clients: int = 8,
    requests_per_client: int = 200,
    time_limit: float = 5.0,
    method: str = "GET",
    body: Callable[[int], bytes] | None = None,
) -> LoadResult:
    """`clients` threads, each on one keep-alive connection, sending requests until its count or the time is up.

    ``body(client_index)`` gives a JSON body per request (for POSTs); ``path`` may be a function of the
    client's index, so each client can have its own resource."""
    result = LoadResult()
    lock = threading.Lock()
    began = deadline = 0.0

    def _begin() -> None:  # runs once every thread has connected, so connecting isn't measured
        nonlocal began, deadline
        began = time.perf_counter()
        deadline = began + time_limit

    start = threading.Barrier(clients + 1, action=_begin)

    def client(index: int) -> None:
        local: list[float] = []
        target = path(index) if callable(path) else path
        hdrs = dict(headers or {})
        if body is not None:
            hdrs["Content-Type"] = "application/json"
        errors = 0
        conn = http.client.HTTPConnection(HOST, port, timeout=10)
        with contextlib.suppress(OSError):
            conn.connect()  # a failure here shows up as errors on the first request
        start.wait()
        for _ in range(requests_per_client):
            if time.perf_counter() >= deadline:
                break
            t0 = time.perf_counter()
            try:
                conn.request(method, target, body=body(index) if body else None, headers=hdrs)
                resp = conn.getresponse()
                resp.read()
                ok = resp.status == 200
            except (OSError, http.client.HTTPException):
                ok = False
                conn.close()  # http.client reconnects on the next request
            if ok:
                local.append(time.perf_counter() - t0)
            else:
                errors += 1
        conn.close()
        with lock:
            result.latencies.extend(local)
            result.ok += len(local)
            result.errors += errors

    threads = [threading.Thread(target=client, args=(i,), daemon=True) for i in range(clients)]
    for t in threads:
        t.start()
    start.wait()
    for t in threads:
        t.join(timeout=time_limit + 15)  # a stuck request times out after 10 s
    result.elapsed = time.perf_counter() - began
    return result


def percentile(values: list[float], p: float) -> float:
    """The p-th percentile (0-100), linearly interpolated between closest ranks; NaN when empty."""
    if not values:
        return math.nan
    ordered = sorted(values)
    rank = (len(ordered) - 1) * p / 100
    low, high = math.floor(rank), math.ceil(rank)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


def machine_info() -> dict[str, Any]:
    return {
        "cpu_count": os.cpu_count(),
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "platform": platform.platform(),
        "timestamp": datetime.now(UTC).isoformat(timespec="seconds"),
    }


def _print_tree(data: dict[str, Any], indent: int = 2) -> None:
    width = max((len(k) for k in data), default=0)
    for key, value in data.items():
        if isinstance(value, dict):
            print(f"{' ' * indent}{key}:")
            _print_tree(value, indent + 2)
        else:
            shown = f"{value:,.3f}" if isinstance(value, float) else str(value)
            print(f"{' ' * indent}{key:<{width}}  {shown}")


def write_results(name: str, results: dict[str, Any]) -> Path:
    """Print the figures and write them, with the machine they came from, to bench/results/<name>.json."""
    document: dict[str, Any] = {"benchmark": name, "machine": machine_info(), "results": results}
    print(f"\n== bench {name} ==")
    _print_tree(results)
    print(f"  ({document['machine']['cpu_count']} CPUs, Python {document['machine']['python']})")
    RESULTS_DIR.mkdir(parents=True, exist_ok=True)
    path = RESULTS_DIR / f"{name}.json"
    path.write_text(json.dumps(document, indent=2, sort_keys=False) + "\n")
    print(f"  written to {path.relative_to(RESULTS_DIR.parent.parent)}")
    return path
