"""deploy/haproxy.cfg and deploy/companion.env agree with the code, as tests/test_compose.py checks the compose file.

The HAProxy configuration shipped for production holds every directive of the one the topology runs in the
node-dies test (``service/topology/haproxy.py``), so what the test proves is what production runs; HAProxy itself
reads it (``haproxy -c``); its health check asks a route the API serves; its nodes listen where `companion api`
does; its idle timeouts outlast an SSE stream's keep-alive interval. docs/deploy.md names only variables the code
reads.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest
import yaml

from service.platform.settings import load_settings
from service.topology.haproxy import Backend, haproxy_binary, render_config
from tests.test_compose import _settings_env_names

ROOT = Path(__file__).resolve().parent.parent
SHIPPED = ROOT / "deploy" / "haproxy.cfg"
CERT = "/etc/haproxy/certs/companion.pem"
STATS_SOCKET = "/run/haproxy/admin.sock"


def sections(text: str) -> dict[str, list[str]]:
    """Each section (``defaults``, ``backend api``…) and its directives, comments and blank lines dropped."""
    found: dict[str, list[str]] = {}
    current = ""
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].rstrip()
        if not line.strip():
            continue
        if not line[0].isspace():
            current = " ".join(line.split())
            found[current] = []
        else:
            found[current].append(" ".join(line.split()))
    return found


def seconds(value: str) -> float:
    number, unit = re.fullmatch(r"(\d+)(ms|s|m|h)?", value).groups()  # type: ignore[union-attr]
    return int(number) * {"ms": 0.001, "s": 1, "m": 60, "h": 3600, None: 0.001}[unit]


@pytest.fixture(scope="module")
def shipped() -> dict[str, list[str]]:
    return sections(SHIPPED.read_text())


@pytest.fixture(scope="module")
def generated() -> dict[str, list[str]]:
    return sections(render_config(bind="127.0.0.1:8000", backends=[Backend("api1", "127.0.0.1:8001")]))


@pytest.mark.parametrize("section", ["defaults", "backend api"])
def test_the_shipped_config_holds_every_directive_the_topology_tests_run(section, shipped, generated) -> None:
    tested = [line for line in generated[section] if not line.startswith("server ")]
    missing = [line for line in tested if line not in shipped[section]]
    assert missing == [], f"deploy/haproxy.cfg [{section}] lacks what the node-dies test runs: {missing}"


def test_haproxy_reads_the_shipped_config(tmp_path: Path) -> None:
    """``haproxy -c`` on the file as shipped, with a throw-away certificate where production keeps its own."""
    key, cert = tmp_path / "key.pem", tmp_path / "cert.pem"
    request = ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=companion", "-days", "1"]
    subprocess.run(
        [*request, "-keyout", str(key), "-out", str(cert)],
        check=True,
        capture_output=True,
    )
    (tmp_path / "companion.pem").write_text(cert.read_text() + key.read_text())
    text = SHIPPED.read_text().replace(CERT, str(tmp_path / "companion.pem"))
    (tmp_path / "haproxy.cfg").write_text(text.replace(STATS_SOCKET, str(tmp_path / "admin.sock")))
    check = subprocess.run(
        [haproxy_binary(), "-c", "-f", str(tmp_path / "haproxy.cfg")], capture_output=True, text=True
    )
    assert check.returncode == 0, check.stdout + check.stderr
    warnings = [line for line in (check.stdout + check.stderr).splitlines() if "[WARNING]" in line]
    # the nodes' names resolve only in production: HAProxy starts without them (init-addr) and looks them up later
    assert all("could not resolve address" in line for line in warnings), warnings


def test_the_health_check_asks_the_nodes_own_liveness_route(shipped) -> None:
    """A check that asked the servers every node shares (``/v1/ready``) would take every node out together when one
    of them is lost, and HAProxy would answer its bare 503 where the nodes answer problem+json with Retry-After."""
    send = next(line for line in shipped["backend api"] if line.startswith("http-check send"))
    path = send.split(" uri ")[1].split()[0]
    paths = yaml.safe_load((ROOT / "openapi.yaml").read_text())["paths"]  # kept equal to the code by test_openapi
    assert path == "/v1/health" and "200" in paths[path]["get"]["responses"], send
    assert "option httpchk" in shipped["backend api"] and "http-check expect status 200" in shipped["backend api"]


def test_three_nodes_listen_where_companion_api_does_by_default(shipped) -> None:
    servers = [line.split() for line in shipped["backend api"] if line.startswith("server ")]
    assert len(servers) == 3
    assert {address.rsplit(":", 1)[1] for _, _, address, *_ in servers} == {str(load_settings({}).port)}


def test_no_stickiness_and_a_balance_that_counts_open_streams(shipped) -> None:
    backend = " ".join(shipped["backend api"])
    assert "balance leastconn" in shipped["backend api"]
    assert "cookie" not in backend and "stick" not in backend


def test_idle_timeouts_outlast_the_sse_keep_alive(shipped) -> None:
    """Measured on the topology: with the keep-alive at 1 s and these at 3 s a stream stayed open for 9 s; with the
    keep-alive at 6 s HAProxy cut it after 3 s (``timeout tunnel`` does not apply to an SSE response)."""
    keepalive = load_settings({}).sse_keepalive_seconds
    timeouts = dict(line.split()[1:3] for line in shipped["defaults"] if line.startswith("timeout "))
    assert seconds(timeouts["client"]) >= 2 * keepalive and seconds(timeouts["server"]) >= 2 * keepalive


def test_non_idempotent_requests_are_never_sent_twice(shipped) -> None:
    backend = shipped["backend api"]
    assert "http-request disable-l7-retry if !METH_GET !METH_HEAD" in backend
    assert any(line.startswith("retry-on conn-failure") for line in backend) and "option redispatch 1" in backend


def test_every_variable_in_the_env_file_is_read_by_settings() -> None:
    names = {
        line.split("=", 1)[0]
        for line in (ROOT / "deploy" / "companion.env").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    }
    assert names and names <= _settings_env_names(), names - _settings_env_names()
    assert "TRUSTED_PROXY_HOPS" in names  # the nodes are behind HAProxy


def test_every_variable_docs_deploy_names_in_its_table_is_read_by_settings() -> None:
    first_cells = [
        line.split("|")[1] for line in (ROOT / "docs" / "deploy.md").read_text().splitlines() if line[:1] == "|"
    ]
    names = {name for cell in first_cells for name in re.findall(r"`([A-Z][A-Z0-9_]+)`", cell)}
    assert names and names <= _settings_env_names(), names - _settings_env_names()


def test_every_metric_docs_deploy_tells_to_watch_is_one_the_service_exports() -> None:
    """docs/deploy.md's "What to watch" names metrics by their exported names: each is defined in the code (a
    counter's ``_total`` is added by prometheus_client when it is exported)."""
    text = (ROOT / "docs" / "deploy.md").read_text()
    section = text.split("## What to watch", 1)[1].split("\n## ", 1)[0]
    names = {m for line in section.splitlines() if line[:1] == "|" for m in re.findall(r"^\|\s*`([a-z_]+)", line)}
    code = "\n".join(path.read_text() for path in (ROOT / "service").rglob("*.py"))
    defined = {name for name in names if f'"{name.removesuffix("_total")}"' in code or f'"{name}"' in code}
    assert len(names) >= 5 and names == defined, names - defined
