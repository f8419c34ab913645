"""`companion dev` (what `make run` runs): the whole stack locally, kept alive, and every child stopped on Ctrl-C.

It starts the embedded Redis (unless ``REDIS_URL`` names one), migrates, loads the demo data, then the workers
(one per role: default, ai, simulations), beat and the API, and supervises them: a child that dies is logged
and started again (Redis reloads its append-only file, so nothing acknowledged is lost); one that dies
``GIVE_UP_AFTER`` times within ``GIVE_UP_WINDOW`` seconds stops the whole stack with a message saying so.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import shutil
import signal
import subprocess
import sys
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from types import FrameType

from service.platform.embedded_redis import EmbeddedRedis
from service.platform.settings import Settings, load_settings

GIVE_UP_AFTER = 5  # deaths of one child within the window
GIVE_UP_WINDOW = 120.0  # seconds
RESTART_PAUSES = (0.2, 0.5, 1.0, 2.0, 4.0)  # after the 1st, 2nd… death in the window


def _spawn(args: list[str], env: dict[str, str]) -> subprocess.Popen[bytes]:
    # each child leads its own process group so a stop reaches its own children (gunicorn, celery pools)
    return subprocess.Popen([sys.executable, "-m", "service.cli", *args], env=env, start_new_session=True)


def stop_process_group(proc: subprocess.Popen[bytes], timeout: float = 15.0) -> None:
    """SIGTERM a child's whole process group; SIGKILL it if it does not leave in time."""
    if proc.poll() is not None:
        return
    try:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=timeout)
    except (ProcessLookupError, subprocess.TimeoutExpired):
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()


@dataclass
class Child:
    """One supervised process: how to start it and stop it, and when it died lately."""

    name: str
    start: Callable[[], subprocess.Popen[bytes]]
    stop: Callable[[subprocess.Popen[bytes]], None] = stop_process_group
    proc: subprocess.Popen[bytes] | None = None
    deaths: deque[float] = field(default_factory=deque)

    def launch(self) -> None:
        self.proc = self.start()

    def died(self) -> int | None:
        """The exit code (negative: the signal) if the process has ended; reaps it, so no zombie is left."""
        return None if self.proc is None else self.proc.poll()


class GaveUp(Exception):
    pass


def _log(message: str) -> None:
    print(f"[companion dev] {message}", file=sys.stderr, flush=True)


def _describe(code: int) -> str:
    if code < 0:
        with contextlib.suppress(ValueError):
            return f"was killed by {signal.Signals(-code).name}"
        return f"was killed by signal {-code}"
    return f"exited with code {code}"


def supervise_once(children: list[Child], *, now: float | None = None) -> None:
    """Restart every child that died (in order: Redis first); ``GaveUp`` when one keeps dying."""
    now = time.monotonic() if now is None else now
    for child in children:
        code = child.died()
        if code is None:
            continue
        while child.deaths and now - child.deaths[0] > GIVE_UP_WINDOW:
            child.deaths.popleft()
        child.deaths.append(now)
        if len(child.deaths) >= GIVE_UP_AFTER:
            raise GaveUp(
                f"{child.name} {_describe(code)} and has died {len(child.deaths)} times within "
                f"{GIVE_UP_WINDOW:.0f} s; stopping the stack"
            )
        pause = RESTART_PAUSES[min(len(child.deaths), len(RESTART_PAUSES)) - 1]
        _log(f"{child.name} {_describe(code)}; starting it again in {pause} s")
        time.sleep(pause)
        child.launch()
        _log(f"{child.name} is running again (pid {child.proc.pid if child.proc else '?'})")


def _redis_child(settings: Settings) -> tuple[Child, str]:
    server = EmbeddedRedis(
        settings.data_dir / "redis", settings.embedded_redis_port, appendfsync=settings.redis_appendfsync
    )

    def start() -> subprocess.Popen[bytes]:
        server.start(timeout=60)  # waits until the append-only file is loaded and it answers
        assert server.process is not None
        return server.process

    def stop(_proc: subprocess.Popen[bytes]) -> None:
        server.stop()

    return Child("redis", start, stop), server.url


def _dev_metrics_token(settings: Settings) -> str:
    """The local stack's METRICS_TOKEN, made once and kept in DATA_DIR (production sets its own)."""
    path = settings.data_dir / "metrics_token"
    if not path.exists():
        path.write_text(secrets.token_urlsafe(24))
        path.chmod(0o600)
    return path.read_text().strip()


class StopSignals:
    """Ctrl-C or SIGTERM asks a supervising command to stop: its loop ends, and its ``finally`` stops the children
    with further signals ignored (a second Ctrl-C does not cut the stopping short)."""

    def __init__(self) -> None:
        self.stopping = False
        signal.signal(signal.SIGINT, self._on_signal)
        signal.signal(signal.SIGTERM, self._on_signal)

    def _on_signal(self, _signum: int, _frame: FrameType | None) -> None:
        self.stopping = True

    def supervise(self, children: list[Child]) -> None:
        """Keep ``children`` running (``supervise_once``) until a stop is asked for."""
        while not self.stopping:
            supervise_once(children)
            time.sleep(0.3)

    @staticmethod
    def ignore() -> None:
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        signal.signal(signal.SIGTERM, signal.SIG_IGN)


def run(settings: Settings | None = None) -> int:
    settings = settings or load_settings()
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, DATA_DIR=str(settings.data_dir))
    env.setdefault("METRICS_TOKEN", _dev_metrics_token(settings))
    children: list[Child] = []
    signals = StopSignals()
    try:
        if settings.redis_embedded:
            redis_child, url = _redis_child(settings)
            redis_child.launch()
            children.append(redis_child)
            env["REDIS_URL"] = url
            print(f"redis    {url} (embedded, AOF in {settings.data_dir / 'redis'})", flush=True)
        from service.demo import load_demo_data
        from service.platform import migrate
        from service.platform.celery_app import WORKER_ROLES
        from service.platform.db import Database

        migrate.upgrade(settings.database_url)
        db = Database(settings.database_url)
        with db.session() as session:
            demo = load_demo_data(session=session)
        db.dispose()
        for role in WORKER_ROLES:
            children.append(Child(f"worker ({role})", partial(_spawn, ["worker", "--role", role], env)))
        children.append(Child("beat", lambda: _spawn(["beat"], env)))
        children.append(Child("api", lambda: _spawn(["api"], env)))
        for child in children:
            if child.proc is None:
                child.launch()
        base = f"http://{settings.host}:{settings.port}"
        print(
            f"\nApp      {base}/app/\nAPI      {base}/v1\nDocs     {base}/docs\nOpenAPI  {base}/v1/openapi.json\n"
            f"Demo     username '{demo['username']}', password '{demo['password']}'\n"
            f"Metrics  curl -H 'Authorization: Bearer {env['METRICS_TOKEN']}' {base}/metrics\n"
            "Ctrl-C stops everything.\n",
            flush=True,
        )
        signals.supervise(children)
        return 0
    except GaveUp as exc:
        _log(str(exc))
        return 1
    finally:
        signals.ignore()
        for child in reversed(children):
            if child.proc is not None:
                child.stop(child.proc)
        print("stopped", flush=True)


def prometheus_dir(settings: Settings) -> str:
    """A fresh multiprocess metrics folder for this API run (stale worker files would skew counts)."""
    path = settings.data_dir / "prometheus"
    shutil.rmtree(path, ignore_errors=True)
    path.mkdir(parents=True)
    return str(path)
