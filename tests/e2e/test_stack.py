"""The stack as `make run` starts it: embedded Redis, migrations, demo data, worker, beat, gunicorn.

Talks HTTP to gunicorn like a client and checks that Ctrl-C stops every child and that a second run reuses the data.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx
import psutil
import pytest

from tests.support.servers import free_port

pytestmark = [pytest.mark.e2e, pytest.mark.slow]
PASSWORD = "eve-sunlit-harbour"


class Stack:
    def __init__(self, data_dir: Path, **env: str) -> None:
        self.data_dir = data_dir
        self.env = env  # more settings (DATABASE_URL, WEB_CONCURRENCY…)
        self.port = free_port()
        self.redis_port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 60.0) -> Stack:
        env = {k: v for k, v in os.environ.items() if k not in ("REDIS_URL", "DATABASE_URL")}
        env.update(
            DATA_DIR=str(self.data_dir),
            PORT=str(self.port),
            EMBEDDED_REDIS_PORT=str(self.redis_port),
            RATE_LIMIT_DEFAULT="100000 per minute",
            RATE_LIMIT_LOGIN="100000 per minute",
            RATE_LIMIT_LOGIN_ACCOUNT="100000 per minute",
            RATE_LIMIT_SIGNUP="100000 per minute",  # the tests sign many users up from one address
            WEB_CONCURRENCY="1",
            METRICS_TOKEN="e2e-metrics-token",
            LOG_LEVEL="WARNING",
        )
        env.update(self.env)
        self.log = open(self.data_dir.parent / f"stack-{self.port}.log", "wb")  # noqa: SIM115
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "service.cli", "dev"], env=env, stdout=self.log, stderr=subprocess.STDOUT
        )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            assert self.proc.poll() is None, self.output()
            try:
                if httpx.get(f"{self.base}/v1/ready", timeout=3).status_code == 200:
                    return self
            except httpx.HTTPError:
                pass
            time.sleep(0.3)
        raise AssertionError("stack not ready:\n" + self.output())

    def output(self) -> str:
        return (self.data_dir.parent / f"stack-{self.port}.log").read_text(errors="replace")[-4000:]

    def descendants(self) -> list[psutil.Process]:
        return psutil.Process(self.proc.pid).children(recursive=True)

    def interrupt(self, timeout: float = 40.0) -> int:
        self.proc.send_signal(signal.SIGINT)
        code = self.proc.wait(timeout=timeout)
        self.log.close()
        return code


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("e2e") / "var"


@pytest.fixture(scope="module")
def stack(data_dir: Path):
    s = Stack(data_dir).start()
    yield s
    if s.proc.poll() is None:
        s.interrupt()


def test_a_client_signs_up_logs_in_and_reads_itself_over_http(stack):
    with httpx.Client(base_url=stack.base, timeout=10) as http:
        assert http.get("/v1/health").json() == {"status": "ok"}
        created = http.post("/v1/users", json={"username": "eve", "email": "eve@example.com", "password": PASSWORD})
        assert created.status_code == 201
        token = http.post("/v1/tokens", json={"username": "eve", "password": PASSWORD}).json()["token"]
        me = http.get("/v1/me", headers={"Authorization": f"Bearer {token}", "X-Request-ID": "e2e-1"})
        assert me.status_code == 200 and me.json()["username"] == "eve"
        assert me.headers["X-Request-ID"] == "e2e-1" and "RateLimit-Remaining" in me.headers
        assert http.get("/nope").headers["content-type"] == "application/problem+json"
        assert http.get("/metrics").status_code == 401  # not public (finding 13 of the outside probe)
        metrics = http.get("/metrics", headers={"Authorization": "Bearer e2e-metrics-token"})
        assert "http_requests_total" in metrics.text


def test_demo_user_exists(stack):
    resp = httpx.post(f"{stack.base}/v1/tokens", json={"username": "demo", "password": "demo-password"})
    assert resp.status_code == 201


def test_ctrl_c_stops_every_child_and_a_second_run_reuses_the_data(stack, data_dir):
    children = stack.descendants()
    names = " ".join(" ".join(p.cmdline()) for p in children)
    assert "redis-server" in names and "gunicorn" in names and "worker" in names and "beat" in names
    assert stack.interrupt() == 0
    time.sleep(0.5)
    alive = [p for p in children if p.is_running() and p.status() != psutil.STATUS_ZOMBIE]
    assert alive == [], [p.cmdline() for p in alive]

    again = Stack(data_dir).start()
    try:
        resp = httpx.post(f"{again.base}/v1/tokens", json={"username": "eve", "password": PASSWORD})
        assert resp.status_code == 201  # the account made in the first run is still there
    finally:
        assert again.interrupt() == 0
