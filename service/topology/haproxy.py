"""HAProxy in front of the API nodes: its binary (Debian's package), its configuration, and the running proxy.

The configuration is written by ``render_config`` for the topology and kept in the repository as
``deploy/haproxy.cfg`` for production; ``tests/scale/test_deploy_config.py`` checks that both say the same.
What each directive is for:

- ``balance leastconn``: an SSE stream holds its connection for hours, so counting requests (round-robin) would
  pile streams onto whichever node took the last burst; counting open connections spreads them.
- No stickiness: a node keeps no state of a client's (live games and leases are in Redis, a stream resumes
  anywhere with ``Last-Event-ID``), so any node serves any request.
- ``option httpchk`` on ``/v1/health`` (the node's own process answers): a dead or stuck node gets no new
  request; ``on-marked-down shutdown-sessions`` closes its open streams so their clients resume on a node that
  can. Not ``/v1/ready``: it also asks the servers every node shares (Redis, the database, a Celery worker), so
  losing one would take every node out at once and HAProxy would answer its own bare 503 to everything — where
  the nodes answer each request they cannot serve with problem+json 503 and ``Retry-After``, and serve the rest.
- ``retry-on`` + ``option redispatch``: a request whose connection a dead node refused never reached it, so it
  is sent to another node whatever its method; a GET or HEAD that got nothing back is retried there too. Any
  other method is never retried once sent (``disable-l7-retry``): the dead node may have applied it.
- ``timeout server``/``timeout client`` above the SSE keep-alive interval: a stream's keep-alive frames are its
  activity; ``timeout tunnel`` for connections that are upgraded.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
from dataclasses import dataclass
from pathlib import Path

HAPROXY_PATHS = ("/usr/sbin/haproxy", "/usr/local/sbin/haproxy")
READY_PATH = "/v1/ready"  # the topology waits for it once, at a node's start
CHECK_PATH = "/v1/health"  # what HAProxy asks every node, all the time
BACKEND = "api"
# the health check: every CHECK_INTERVAL; FALL failures in a row take a node out, RISE successes put it back
CHECK_INTERVAL = "2s"
CHECK_INTERVAL_FAILING = "500ms"  # between checks once one failed: a dead node is out within about a second
CHECK_TIMEOUT = "3s"  # a busy node's answer, not a dead one's
FALL = 2
RISE = 2
RETRIES = 3
# inactivity allowed on either side: four SSE keep-alive intervals (SSE_KEEPALIVE_SECONDS, 15 by default)
IDLE_TIMEOUT = "60s"
TUNNEL_TIMEOUT = "1h"


class HAProxyMissing(RuntimeError):
    pass


def haproxy_binary(*, install: bool = True) -> str:
    """The path of Debian's ``haproxy``; installed with apt-get when missing and we are root (as the Makefile
    installs Chromium), else ``HAProxyMissing`` saying how to install it."""
    found = shutil.which("haproxy") or next((p for p in HAPROXY_PATHS if os.access(p, os.X_OK)), None)
    if found:
        return found
    if install and shutil.which("apt-get") and os.geteuid() == 0:
        subprocess.run(["apt-get", "update", "-qq"], check=True, stdout=subprocess.DEVNULL)
        subprocess.run(
            ["apt-get", "install", "-y", "-qq", "haproxy"],
            check=True,
            stdout=subprocess.DEVNULL,
            env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"),
        )
        return haproxy_binary(install=False)
    raise HAProxyMissing(
        "The multi-node topology needs HAProxy: install Debian's package (apt-get install haproxy) "
        "or run this as root so it installs it."
    )


@dataclass(frozen=True)
class Backend:
    name: str
    address: str  # host:port


def render_config(*, bind: str, backends: list[Backend], stats_socket: Path | None = None, maxconn: int = 4096) -> str:
    """The HAProxy configuration of a topology: one frontend, one backend of API nodes."""
    servers = "\n".join(f"    server {b.name} {b.address}" for b in backends)
    checks = f"check inter {CHECK_INTERVAL} fastinter {CHECK_INTERVAL_FAILING} fall {FALL} rise {RISE}"
    stats = f"    stats socket {stats_socket} mode 600 level admin\n" if stats_socket else ""
    return f"""global
    maxconn {maxconn}
{stats}
defaults
    mode http
    option forwardfor
    timeout connect 2s
    timeout http-request 10s
    timeout queue 5s
    timeout client {IDLE_TIMEOUT}
    timeout server {IDLE_TIMEOUT}
    timeout tunnel {TUNNEL_TIMEOUT}
    timeout client-fin 5s
    timeout check {CHECK_TIMEOUT}

frontend companion
    bind {bind}
    default_backend {BACKEND}

backend {BACKEND}
    balance leastconn
    option httpchk
    http-check send meth GET uri {CHECK_PATH} ver HTTP/1.1 hdr Host companion
    http-check expect status 200
    retries {RETRIES}
    option redispatch 1
    retry-on conn-failure empty-response response-timeout
    http-request disable-l7-retry if !METH_GET !METH_HEAD
    default-server {checks} on-marked-down shutdown-sessions
{servers}
"""


def server_states(stats_socket: Path, *, timeout: float = 2.0) -> dict[str, str]:
    """Each backend server's status as HAProxy sees it (``UP``, ``DOWN``, ``UP 1/2``…), from its stats socket."""
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
        sock.settimeout(timeout)
        sock.connect(str(stats_socket))
        sock.sendall(b"show stat\n")
        chunks = []
        while chunk := sock.recv(65536):
            chunks.append(chunk)
    lines = b"".join(chunks).decode().splitlines()
    header = lines[0].lstrip("# ").split(",")
    states = {}
    for line in lines[1:]:
        row = dict(zip(header, line.split(","), strict=False))
        if row.get("pxname") == BACKEND and row.get("svname") not in ("BACKEND", "FRONTEND", None):
            states[row["svname"]] = row["status"]
    return states
