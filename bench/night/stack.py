"""The stack as `make run` starts it — `companion dev` — in a fresh DATA_DIR, on SQLite or on a throw-away
PostgreSQL cluster: embedded Redis, migrations, demo data, the Celery workers by role, beat, and gunicorn with two
gevent workers. Only the rate limits are raised (the limiter stays on), so a room of phones on one loopback
address is not refused.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx
import psutil

from bench.harness import free_port
from tests.support.servers import PostgresServer, postgres_available

# high enough that no phone is ever refused, low enough that every request still goes through the limiter
RATE_LIMITS = {
    "RATE_LIMIT_DEFAULT": "1000000 per minute",
    "RATE_LIMIT_SIGNUP": "1000000 per minute",
    "RATE_LIMIT_LOGIN": "1000000 per minute",
    "RATE_LIMIT_LOGIN_ACCOUNT": "1000000 per minute",
}


@dataclass
class DevStack:
    base_url: str
    proc: subprocess.Popen[bytes]
    data_dir: Path
    log_path: Path
    redis_url: str = ""

    def log_tail(self, chars: int = 4000) -> str:
        return self.log_path.read_text(errors="replace")[-chars:]


@contextlib.contextmanager
def dev_stack(data_dir: Path, *, database_url: str | None = None, ready_timeout: float = 120.0) -> Iterator[DevStack]:
    """`companion dev` with its data in ``data_dir`` (SQLite there unless ``database_url``), until the block ends."""
    data_dir.mkdir(parents=True, exist_ok=True)
    port, redis_port = free_port(), free_port()
    env = {k: v for k, v in os.environ.items() if k not in ("REDIS_URL", "DATABASE_URL")}
    env.update(
        DATA_DIR=str(data_dir),
        PORT=str(port),
        EMBEDDED_REDIS_PORT=str(redis_port),
        WEB_CONCURRENCY="2",
        LOG_LEVEL="WARNING",
        **RATE_LIMITS,
    )
    if database_url:
        env["DATABASE_URL"] = database_url
    log_path = data_dir.parent / f"{data_dir.name}-dev.log"
    with open(log_path, "wb") as log:
        proc = subprocess.Popen(
            [sys.executable, "-m", "service.cli", "dev"],
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    stack = DevStack(f"http://127.0.0.1:{port}", proc, data_dir, log_path, f"redis://127.0.0.1:{redis_port}/0")
    try:
        _wait_ready(stack, ready_timeout)
        yield stack
    finally:
        _stop(proc)


def _wait_ready(stack: DevStack, timeout: float) -> None:
    """Until `GET /v1/ready` is 200: Redis, the database and every worker role answer."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if stack.proc.poll() is not None:
            raise RuntimeError(f"companion dev exited with {stack.proc.returncode}:\n{stack.log_tail()}")
        with contextlib.suppress(httpx.HTTPError):
            if httpx.get(f"{stack.base_url}/v1/ready", timeout=5).status_code == 200:
                return
        time.sleep(0.3)
    raise TimeoutError(f"the stack was not ready within {timeout:.0f} s:\n{stack.log_tail()}")


def _stop(proc: subprocess.Popen[bytes], timeout: float = 60.0) -> None:
    """Ctrl-C, as a person stops `make run`; whatever is still there after ``timeout`` is killed by its pid."""
    if proc.poll() is not None:
        return
    children: list[psutil.Process] = []
    with contextlib.suppress(psutil.Error):
        children = psutil.Process(proc.pid).children(recursive=True)
    proc.send_signal(signal.SIGINT)
    try:
        proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
    for child in children:
        with contextlib.suppress(psutil.Error):
            if child.is_running() and child.status() != psutil.STATUS_ZOMBIE:
                child.kill()


@contextlib.contextmanager
def postgres_cluster() -> Iterator[PostgresServer]:
    """A throw-away PostgreSQL cluster with production durability (fsync on), removed afterwards."""
    reason = postgres_available()
    if reason:
        raise RuntimeError(f"PostgreSQL cannot be started here: {reason}")
    base = Path("/tmp") / f"companion-night-pg-{uuid.uuid4().hex[:8]}"  # the postgres user must own it
    server = PostgresServer(base, durable=True).start()
    try:
        yield server
    finally:
        server.stop()
        shutil.rmtree(base, ignore_errors=True)


def stack_pids(stack: DevStack, postgres: PostgresServer | None) -> list[int]:
    """The roots of every server process: `companion dev` and, if used, the PostgreSQL server."""
    pids = [stack.proc.pid]
    if postgres is not None and postgres.process is not None:
        pids.append(postgres.process.pid)
    return pids
