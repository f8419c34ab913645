"""Real servers for tests: PostgreSQL (throw-away cluster), a Celery worker, the whole stack."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import threading
import time
from pathlib import Path

import psycopg

from service.devstack import stop_process_group

__all__ = ["stop_process_group"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def postgres_available() -> str | None:
    """None when a PostgreSQL server can be started here, else the reason it cannot."""
    if not (shutil.which("initdb") and shutil.which("postgres")):
        return "initdb/postgres not on PATH"
    return None


def _as_postgres_user(cmd: list[str]) -> list[str]:
    # initdb refuses to run as root; CI runs as root, so run it as the unprivileged postgres user
    if os.geteuid() == 0:
        return ["runuser", "-u", "postgres", "--", *cmd]
    return cmd


class PostgresServer:
    def __init__(self, base: Path, *, durable: bool = False) -> None:
        self.base = base
        self.port = free_port()
        self.durable = durable  # fsync on, as in production (benchmarks); tests skip it
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> PostgresServer:
        self.base.mkdir(parents=True, exist_ok=True)
        data = self.base / "data"
        if os.geteuid() == 0:
            shutil.chown(self.base, "postgres", "postgres")
        subprocess.run(
            _as_postgres_user(["initdb", "-D", str(data), "-U", "postgres", "--auth=trust", "-E", "UTF8"]),
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        cmd = [
            "postgres",
            "-D",
            str(data),
            "-p",
            str(self.port),
            "-k",
            str(self.base),
            "-c",
            "listen_addresses=127.0.0.1",
            "-c",
            f"fsync={'on' if self.durable else 'off'}",
            "-c",
            "max_connections=200",
        ]
        with open(self.base / "pg.log", "wb") as log:
            self.process = subprocess.Popen(_as_postgres_user(cmd), stdout=subprocess.DEVNULL, stderr=log)
        deadline = time.monotonic() + 30
        while True:
            try:
                with psycopg.connect(self.admin_dsn, connect_timeout=1):
                    return self
            except psycopg.OperationalError as exc:
                if time.monotonic() > deadline or self.process.poll() is not None:
                    tail = (self.base / "pg.log").read_text()[-2000:]
                    raise RuntimeError(f"PostgreSQL did not start: {tail}") from exc
                time.sleep(0.2)

    @property
    def admin_dsn(self) -> str:
        return f"host=127.0.0.1 port={self.port} user=postgres dbname=postgres"

    def create_database(self, name: str) -> str:
        with psycopg.connect(self.admin_dsn, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}"')
            conn.execute(f'CREATE DATABASE "{name}"')
        return f"postgresql+psycopg://postgres@127.0.0.1:{self.port}/{name}"

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=20)


def start_worker(
    env: dict[str, str], *, concurrency: int = 2, log: Path, role: str = "all", name: str | None = None
) -> subprocess.Popen[bytes]:
    """A real Celery worker process consuming from the real broker (all queues, unless a ``role`` says which)."""
    from service.cli import worker_argv
    from service.platform.celery_app import ALL_QUEUES, WORKER_ROLES

    queues = ALL_QUEUES if role == "all" else WORKER_ROLES[role].queues
    argv = worker_argv(queues=queues, concurrency=concurrency, name=name or f"{role}-{free_port()}")
    return subprocess.Popen(argv, env=env, stdout=open(log, "wb"), stderr=subprocess.STDOUT, start_new_session=True)


def wait_for_worker(celery_app, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if celery_app.control.ping(timeout=0.5):
            return
    raise TimeoutError("no Celery worker answered")


class LiveServer:
    """The app on a real, threaded HTTP server in this process: real sockets, real concurrency."""

    def __init__(self, app) -> None:
        from werkzeug.serving import make_server

        self.port = free_port()
        # threaded: werkzeug's ThreadedWSGIServer, whose request threads are daemons
        self.server = make_server("127.0.0.1", self.port, app, threaded=True)
        self.url = f"http://127.0.0.1:{self.port}"
        self._thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self) -> LiveServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self._thread.join(10)
