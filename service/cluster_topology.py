"""A real Redis Cluster on loopback, for tests and for a person (``companion cluster up``): 6 ``redis-server``
processes (3 primaries, 3 replicas, append-only), created with ``redis-cli --cluster create``, and a plain Redis
beside it for Celery's broker.

The servers are Debian's ``redis-server`` package (7.0): installed with apt-get when missing and this runs as root
with apt, as the Makefile installs Chromium for the browser tests; otherwise it stops with what to install. Nothing
is downloaded from elsewhere. A node's cluster bus listens on its port + 10000, so both must be free.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path

import redis

NODE_TIMEOUT_MS = 2000  # a primary unreachable this long is failed over to its replica (the default 15 s is slow)
PRIMARIES = 3


class ClusterUnavailable(RuntimeError):
    """The cluster cannot be started here; the message says what to install."""


def ensure_redis_server() -> tuple[str, str]:
    """Paths of ``redis-server`` and ``redis-cli``, installing Debian's package when missing (as root with apt)."""
    if not (shutil.which("redis-server") and shutil.which("redis-cli")):
        if shutil.which("apt-get") and os.geteuid() == 0:
            for command in (["apt-get", "update", "-qq"], ["apt-get", "install", "-y", "-qq", "redis-server"]):
                subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if not (shutil.which("redis-server") and shutil.which("redis-cli")):
            raise ClusterUnavailable(
                "the Redis Cluster needs redis-server and redis-cli 7 (Debian: apt-get install redis-server)"
            )
    return str(shutil.which("redis-server")), str(shutil.which("redis-cli"))


def _free(port: int) -> bool:
    with socket.socket() as s:
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def free_cluster_ports(count: int) -> list[int]:
    """``count`` loopback ports whose cluster bus port (+10000) is free too."""
    ports: list[int] = []
    while len(ports) < count:
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        if port < 55000 and port not in ports and _free(port + 10000):
            ports.append(port)
    return ports


@dataclass
class LocalRedisCluster:
    """``start()`` the nodes and the broker, ``stop()`` them all; ``env`` is what the service needs to use them."""

    base: Path
    replicas_per_primary: int = 1
    node_timeout_ms: int = NODE_TIMEOUT_MS
    ports: list[int] = field(default_factory=list)
    broker_port: int = 0
    processes: dict[int, subprocess.Popen[bytes]] = field(default_factory=dict)

    @property
    def nodes(self) -> str:
        """``REDIS_CLUSTER_NODES``: every node (a client needs only some of them)."""
        return ",".join(f"127.0.0.1:{port}" for port in self.ports)

    @property
    def broker_url(self) -> str:
        return f"redis://127.0.0.1:{self.broker_port}/0"

    @property
    def env(self) -> dict[str, str]:
        return {"REDIS_CLUSTER_NODES": self.nodes, "CELERY_BROKER_URL": self.broker_url}

    def start(self, timeout: float = 60.0) -> LocalRedisCluster:
        server, cli = ensure_redis_server()
        count = PRIMARIES * (1 + self.replicas_per_primary)
        *self.ports, self.broker_port = free_cluster_ports(count + 1)
        try:
            for port in self.ports:
                self._launch(server, port, cluster=True)
            self._launch(server, self.broker_port, cluster=False)
            for port in [*self.ports, self.broker_port]:
                self._wait_answering(port, timeout)
            subprocess.run(
                [cli, "--cluster", "create", *(f"127.0.0.1:{p}" for p in self.ports), *self._create_options()],
                check=True,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE,
                timeout=timeout,
            )
            self.wait_healthy(timeout)
        except BaseException:
            self.stop()
            raise
        return self

    def _create_options(self) -> list[str]:
        return ["--cluster-replicas", str(self.replicas_per_primary), "--cluster-yes"]

    def _launch(self, server: str, port: int, *, cluster: bool) -> None:
        data = self.base / str(port)
        data.mkdir(parents=True, exist_ok=True)
        command = [server, "--port", str(port), "--bind", "127.0.0.1", "--dir", str(data), "--save", ""]
        command += ["--appendonly", "yes", "--daemonize", "no", "--logfile", str(data / "redis.log")]
        if cluster:
            command += ["--cluster-enabled", "yes", "--cluster-config-file", str(data / "nodes.conf")]
            command += ["--cluster-node-timeout", str(self.node_timeout_ms)]
        self.processes[port] = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def _wait_answering(self, port: int, timeout: float) -> None:
        deadline = time.monotonic() + timeout
        client = redis.Redis(port=port, socket_connect_timeout=0.5, socket_timeout=2)
        try:
            while True:
                try:
                    if client.ping():
                        return
                except redis.RedisError:
                    pass
                process = self.processes[port]
                if process.poll() is not None or time.monotonic() > deadline:
                    log = self.base / str(port) / "redis.log"
                    tail = log.read_text()[-1500:] if log.exists() else ""
                    raise ClusterUnavailable(f"redis-server on port {port} did not start: {tail}")
                time.sleep(0.05)
        finally:
            client.close()

    def cluster_info(self, port: int) -> dict[str, str]:
        with redis.Redis(port=port, socket_connect_timeout=0.5, socket_timeout=2, decode_responses=True) as client:
            info = client.cluster("INFO")  # redis-py parses it into a dict
        return {str(name): str(value) for name, value in info.items()}

    def wait_healthy(self, timeout: float = 60.0) -> None:
        """Until every running node says ``cluster_state:ok`` and every primary has its replicas attached."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                states = {self.cluster_info(port).get("cluster_state") for port in self.running_ports()}
                if states == {"ok"} and self._replicas_attached():
                    return
            except redis.RedisError:
                pass
            if time.monotonic() > deadline:
                raise ClusterUnavailable(f"the cluster on ports {self.ports} did not become healthy in {timeout} s")
            time.sleep(0.1)

    def _replicas_attached(self) -> bool:
        attached = 0
        for port in self.running_ports():
            with redis.Redis(port=port, socket_timeout=2, decode_responses=True) as client:
                role = client.execute_command("ROLE")
            if role[0] == "slave" and role[3] == "connected":
                attached += 1
        return attached >= PRIMARIES * self.replicas_per_primary - (len(self.ports) - len(self.running_ports()))

    def running_ports(self) -> list[int]:
        return [port for port in self.ports if self.processes[port].poll() is None]

    def primary_ports(self) -> list[int]:
        """Ports of the nodes that are primaries now (a failover changes them)."""
        primaries = []
        for port in self.running_ports():
            with redis.Redis(port=port, socket_timeout=2, decode_responses=True) as client:
                if client.execute_command("ROLE")[0] == "master":
                    primaries.append(port)
        return primaries

    def kill(self, port: int) -> None:
        """SIGKILL one node: what a crash looks like."""
        process = self.processes[port]
        if process.poll() is None:
            process.kill()
            process.wait()

    def restart(self, port: int, timeout: float = 30.0) -> None:
        """Start a killed node again on its own data (its AOF and ``nodes.conf``): it rejoins the cluster, as a
        replica of whichever node serves its slots now."""
        self._launch(ensure_redis_server()[0], port, cluster=True)
        self._wait_answering(port, timeout)

    def stop(self) -> None:
        for process in self.processes.values():
            if process.poll() is None:
                process.terminate()
        for process in self.processes.values():
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def run_until_stopped(base: Path) -> int:
    """``companion cluster up``: a fresh cluster in ``base`` (its nodes' data from an earlier run is removed),
    the environment that points the service at it, and everything stopped on Ctrl-C or SIGTERM."""
    stopping: list[int] = []
    previous = {sig: signal.signal(sig, lambda signum, _frame: stopping.append(signum)) for sig in _STOP_SIGNALS}
    shutil.rmtree(base, ignore_errors=True)
    cluster = LocalRedisCluster(base).start()
    try:
        print("# the live state on a Redis Cluster, Celery's broker beside it; in another shell:", flush=True)
        for name, value in cluster.env.items():
            print(f"export {name}={value}", flush=True)
        print("# then: companion migrate; companion api; companion worker --role all. Ctrl-C stops it.", flush=True)
        while not stopping:
            time.sleep(0.5)
        return 0
    finally:
        cluster.stop()
        for sig, handler in previous.items():
            signal.signal(sig, handler)


_STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)
