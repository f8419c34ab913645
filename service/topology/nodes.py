"""Several API nodes behind HAProxy on one machine: N ``companion api`` processes (gunicorn, gevent workers) on
distinct loopback ports, sharing one Redis, one database and a Celery worker, with HAProxy in front.

Each process leads its own process group, so killing a node (``kill_node``) takes its gunicorn master and its
workers at once, as a machine that dies would. Redis is the embedded one unless ``redis_url`` names a server;
``redis_cluster_nodes`` puts the live state on a Redis Cluster (``REDIS_CLUSTER_NODES``), with Celery's broker on
that Redis or on ``broker_url`` (``CELERY_BROKER_URL``: Celery cannot use a cluster). The database is SQLite in
``data_dir`` unless ``database_url`` names another. Every node gets the same ``SECRET_KEY`` (a token made on one
node is checked on another) and its own ``DATA_DIR`` (its metrics files).
"""

from __future__ import annotations

import contextlib
import os
import secrets
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType

import httpx

from service.devstack import Child
from service.platform.embedded_redis import EmbeddedRedis
from service.topology.haproxy import READY_PATH, Backend, haproxy_binary, render_config, server_states

HOST = "127.0.0.1"
WORKERS_PER_NODE = 2
# handed down from the caller's environment no further: each topology says its own
OWN_VARIABLES = ("REDIS_URL", "DATABASE_URL", "DATA_DIR", "PORT", "HOST", "SECRET_KEY", "METRICS_TOKEN")


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        port: int = s.getsockname()[1]
        return port


@dataclass
class TopologySpec:
    data_dir: Path
    nodes: int = 3
    workers_per_node: int = WORKERS_PER_NODE
    port: int = 0  # where HAProxy listens; 0: a free port
    node_ports: list[int] = field(default_factory=list)  # empty: free ports
    redis_url: str | None = None  # None: the embedded Redis, started here
    # a Redis Cluster for the live state (REDIS_CLUSTER_NODES: host:port,…); Celery's broker is then broker_url, or
    # the Redis above (Celery cannot use a cluster)
    redis_cluster_nodes: str | None = None
    broker_url: str | None = None
    database_url: str | None = None  # None: SQLite in data_dir
    worker_concurrency: int = 1
    beat: bool = False
    extra_env: dict[str, str] = field(default_factory=dict)


class Topology:
    """The running processes; ``start`` returns once HAProxy sees every node ready."""

    def __init__(self, spec: TopologySpec) -> None:
        self.spec = spec
        self.data_dir = spec.data_dir.resolve()
        self.port = spec.port or free_port()
        self.node_ports = spec.node_ports or [free_port() for _ in range(spec.nodes)]
        if len(self.node_ports) != spec.nodes:
            raise ValueError(f"{spec.nodes} nodes need {spec.nodes} ports, not {self.node_ports}")
        self.url = f"http://{HOST}:{self.port}"
        self.stats_socket = self.data_dir / "haproxy.sock"
        self.redis: EmbeddedRedis | None = None
        self.env: dict[str, str] = {}
        self.nodes: list[Child] = []
        self.children: list[Child] = []  # everything to supervise and stop, in start order

    # ---- start and stop -------------------------------------------------------------------------------------

    def start(self, timeout: float = 120.0) -> Topology:
        haproxy = haproxy_binary()
        (self.data_dir / "logs").mkdir(parents=True, exist_ok=True)
        try:
            self.env = self._environment()
            subprocess.run(self._companion("migrate"), env=self.env, check=True, stdout=subprocess.DEVNULL)
            worker = ["worker", "--role", "all", "--concurrency", str(self.spec.worker_concurrency)]
            self._add(Child("worker", lambda: self._spawn("worker", worker, self.env)))
            if self.spec.beat:
                self._add(Child("beat", lambda: self._spawn("beat", ["beat"], self.env)))
            for index in range(self.spec.nodes):
                self.nodes.append(self._add(Child(self.node_name(index), self._node_starter(index))))
            deadline = time.monotonic() + timeout
            for index in range(self.spec.nodes):
                self.wait_node_ready(index, deadline=deadline)
            config = self.data_dir / "haproxy.cfg"
            config.write_text(self.config())
            check = subprocess.run([haproxy, "-c", "-q", "-f", str(config)], capture_output=True, text=True)
            if check.returncode != 0:
                raise RuntimeError(f"HAProxy refused {config}: {check.stdout}{check.stderr}")
            self._add(Child("haproxy", lambda: self._popen("haproxy", [haproxy, "-db", "-f", str(config)], self.env)))
            self.wait_all_up(deadline=deadline)
        except BaseException:
            self.stop()
            raise
        return self

    def stop(self, timeout: float = 5.0) -> None:
        """SIGTERM every process group at once (HAProxy first, so no request reaches a node that is leaving),
        SIGKILL what is still there after ``timeout``: a node's open streams would hold gunicorn's graceful stop
        until their next keep-alive."""
        procs = [child.proc for child in reversed(self.children) if child.proc is not None]
        for proc in procs:
            if proc.poll() is None:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(proc.pid, signal.SIGTERM)
        deadline = time.monotonic() + timeout
        for proc in procs:
            try:
                proc.wait(timeout=max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()
        self.children.clear()
        self.nodes.clear()
        if self.redis is not None:
            self.redis.stop()
            self.redis = None

    def __enter__(self) -> Topology:
        return self.start()

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.stop()

    # ---- nodes ----------------------------------------------------------------------------------------------

    @staticmethod
    def node_name(index: int) -> str:
        return f"api{index + 1}"

    def node_url(self, index: int) -> str:
        return f"http://{HOST}:{self.node_ports[index]}"

    def kill_node(self, index: int) -> None:
        """SIGKILL a node's whole process group (its gunicorn master and workers), as a machine that dies."""
        proc = self.nodes[index].proc
        assert proc is not None
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)

    def restart_node(self, index: int, timeout: float = 60.0) -> None:
        self.nodes[index].launch()
        self.wait_node_ready(index, deadline=time.monotonic() + timeout)

    def node_pids(self, index: int) -> list[int]:
        """The node's processes: its gunicorn master and workers (its process group)."""
        proc = self.nodes[index].proc
        assert proc is not None
        pids = []
        for entry in Path("/proc").iterdir():
            if entry.name.isdigit():
                with contextlib.suppress(OSError):
                    if os.getpgid(int(entry.name)) == proc.pid:
                        pids.append(int(entry.name))
        return sorted(pids)

    def wait_node_ready(self, index: int, *, deadline: float) -> None:
        url = self.node_url(index) + READY_PATH
        while True:
            proc = self.nodes[index].proc
            if proc is not None and proc.poll() is not None:
                raise RuntimeError(f"{self.node_name(index)} exited with {proc.returncode}:\n{self.log_tail(index)}")
            with contextlib.suppress(httpx.HTTPError):
                if httpx.get(url, timeout=5).status_code == 200:
                    return
            if time.monotonic() > deadline:
                raise TimeoutError(f"{self.node_name(index)} not ready at {url}:\n{self.log_tail(index)}")
            time.sleep(0.2)

    def server_states(self) -> dict[str, str]:
        return server_states(self.stats_socket)

    def wait_all_up(self, *, deadline: float) -> None:
        """Until HAProxy's health checks see every node ready."""
        states: dict[str, str] = {}
        while time.monotonic() < deadline:
            with contextlib.suppress(OSError, IndexError):
                states = self.server_states()
                if len(states) == self.spec.nodes and all(s == "UP" for s in states.values()):
                    return
            time.sleep(0.2)
        raise TimeoutError(f"HAProxy does not see every node up: {states}")

    def log_tail(self, index: int) -> str:
        path = self.data_dir / "logs" / f"{self.node_name(index)}.log"
        return path.read_text(errors="replace")[-3000:] if path.exists() else ""

    def config(self) -> str:
        backends = [Backend(self.node_name(i), f"{HOST}:{port}") for i, port in enumerate(self.node_ports)]
        return render_config(bind=f"{HOST}:{self.port}", backends=backends, stats_socket=self.stats_socket)

    # ---- processes ------------------------------------------------------------------------------------------

    def _environment(self) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if k not in OWN_VARIABLES}
        redis_url = self.spec.redis_url
        if redis_url is None:
            self.redis = EmbeddedRedis(self.data_dir / "redis", free_port()).start(timeout=60)
            redis_url = self.redis.url
        env.update(
            DATA_DIR=str(self.data_dir),
            REDIS_URL=redis_url,
            DATABASE_URL=self.spec.database_url or f"sqlite:///{self.data_dir / 'companion.db'}",
            SECRET_KEY=os.environ.get("SECRET_KEY") or self._kept_secret("secret_key"),
            METRICS_TOKEN=os.environ.get("METRICS_TOKEN") or self._kept_secret("metrics_token"),
            TRUSTED_PROXY_HOPS="1",  # every request comes through HAProxy, which names the caller
        )
        if self.spec.redis_cluster_nodes:
            del env["REDIS_URL"]  # refused beside the cluster; that Redis is the broker
            env.update(
                REDIS_CLUSTER_NODES=self.spec.redis_cluster_nodes, CELERY_BROKER_URL=self.spec.broker_url or redis_url
            )
        env.update(self.spec.extra_env)
        return env

    def _kept_secret(self, name: str) -> str:
        """A secret made once and kept in DATA_DIR, so a topology started again accepts the tokens it issued."""
        path = self.data_dir / name
        if not path.exists():
            path.write_text(secrets.token_urlsafe(32))
            path.chmod(0o600)
        return path.read_text().strip()

    def _node_starter(self, index: int) -> Callable[[], subprocess.Popen[bytes]]:
        def start() -> subprocess.Popen[bytes]:
            node_dir = self.data_dir / self.node_name(index)
            node_dir.mkdir(exist_ok=True)
            args = ["api", "--host", HOST, "--port", str(self.node_ports[index])]
            args += ["--workers", str(self.spec.workers_per_node)]
            return self._spawn(self.node_name(index), args, dict(self.env, DATA_DIR=str(node_dir)))

        return start

    def _add(self, child: Child) -> Child:
        child.launch()
        self.children.append(child)
        return child

    @staticmethod
    def _companion(*args: str) -> list[str]:
        return [sys.executable, "-m", "service.cli", *args]

    def _spawn(self, name: str, args: list[str], env: dict[str, str]) -> subprocess.Popen[bytes]:
        return self._popen(name, self._companion(*args), env)

    def _popen(self, name: str, argv: list[str], env: dict[str, str]) -> subprocess.Popen[bytes]:
        log = open(self.data_dir / "logs" / f"{name}.log", "ab")  # noqa: SIM115 - the child holds it
        try:
            # each child leads its own process group: a stop (or a kill) reaches its gunicorn or Celery children
            return subprocess.Popen(argv, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        finally:
            log.close()
