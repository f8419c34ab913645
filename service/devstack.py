"""`companion dev` (what `make run` runs): the whole stack locally, and every child stopped on Ctrl-C."""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import subprocess
import sys
import time
from types import FrameType

from service.embedded_redis import EmbeddedRedis
from service.settings import Settings, load_settings


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


def run(settings: Settings | None = None) -> int:
    settings = settings or load_settings()
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, DATA_DIR=str(settings.data_dir))
    redis_server: EmbeddedRedis | None = None
    children: list[subprocess.Popen[bytes]] = []
    stopping = False

    def _on_signal(signum: int, _frame: FrameType | None) -> None:
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGINT, _on_signal)
    signal.signal(signal.SIGTERM, _on_signal)
    try:
        if settings.redis_embedded:
            redis_server = EmbeddedRedis(
                settings.data_dir / "redis", settings.embedded_redis_port, appendfsync=settings.redis_appendfsync
            ).start()
            env["REDIS_URL"] = redis_server.url
            print(f"redis    {redis_server.url} (embedded, AOF in {redis_server.data_dir})", flush=True)
        from service import migrate
        from service.db import Database
        from service.demo import load_demo_data

        migrate.upgrade(settings.database_url)
        db = Database(settings.database_url)
        with db.session() as session:
            demo = load_demo_data(session=session)
        db.dispose()
        children.append(_spawn(["worker"], env))
        children.append(_spawn(["beat"], env))
        children.append(_spawn(["api"], env))
        base = f"http://{settings.host}:{settings.port}"
        print(
            f"\nApp      {base}/app/\nAPI      {base}/v1\nDocs     {base}/docs\nOpenAPI  {base}/v1/openapi.json\n"
            f"Demo     username '{demo['username']}', password '{demo['password']}'\n"
            "Ctrl-C stops everything.\n",
            flush=True,
        )
        while not stopping:
            for child in children:
                if child.poll() is not None:
                    print(f"a child process exited with {child.returncode}; stopping", file=sys.stderr, flush=True)
                    return 1
            time.sleep(0.3)
        return 0
    finally:
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        for child in reversed(children):
            stop_process_group(child)
        if redis_server is not None:
            redis_server.stop()
        print("stopped", flush=True)


def prometheus_dir(settings: Settings) -> str:
    """A fresh multiprocess metrics folder for this API run (stale worker files would skew counts)."""
    path = settings.data_dir / "prometheus"
    shutil.rmtree(path, ignore_errors=True)
    path.mkdir(parents=True)
    return str(path)
