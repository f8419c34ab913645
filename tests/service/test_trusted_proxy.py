"""Behind HAProxy every connection comes from the proxy; the limits per address must still see the callers.

The rule (docs/configuration.md, `TRUSTED_PROXY_HOPS`): "proxies in front of the API whose `X-Forwarded-For`
entry names the caller: `1` behind the HAProxy of docs/deploy.md, which appends the address it took the connection
from; the limits per address then count that address, and whatever a caller wrote into the header before it is
not believed. `0`: the connection's own address".
"""

from __future__ import annotations

from tests.conftest import make_settings
from tests.service.test_errors import assert_problem
from tests.support.client import ApiClient

PROXY = {"REMOTE_ADDR": "127.0.0.1"}  # where HAProxy connects from


def _signup(client: ApiClient, name: str, forwarded_for: str):
    body = {"username": name, "email": f"{name}@example.com", "password": "correct-horse-battery"}
    return client.post("/v1/users", json=body, headers={"X-Forwarded-For": forwarded_for}, environ_base=PROXY)


def _client(app_from, tmp_path, redis_server, sqlite_url, **env: str) -> ApiClient:
    settings = make_settings(tmp_path, redis_server.url, sqlite_url, RATE_LIMIT_SIGNUP="1 per minute", **env)
    return ApiClient(app_from(settings).test_client())


def test_behind_one_proxy_the_limits_per_address_count_the_address_it_forwards(
    app_from, tmp_path, redis_server, sqlite_url
):
    client = _client(app_from, tmp_path, redis_server, sqlite_url, TRUSTED_PROXY_HOPS="1")
    assert _signup(client, "hallone", "203.0.113.7").status_code == 201
    assert _signup(client, "halltwo", "198.51.100.9").status_code == 201  # another caller: its own budget
    assert_problem(_signup(client, "hallthree", "203.0.113.7"), 429, "rate-limited")


def test_what_a_caller_wrote_into_x_forwarded_for_is_not_believed(app_from, tmp_path, redis_server, sqlite_url):
    client = _client(app_from, tmp_path, redis_server, sqlite_url, TRUSTED_PROXY_HOPS="1")
    # HAProxy appends the address it took the connection from; the entries before it are the caller's own words
    assert _signup(client, "liarone", "192.0.2.1, 203.0.113.7").status_code == 201
    assert_problem(_signup(client, "liartwo", "192.0.2.2, 203.0.113.7"), 429, "rate-limited")


def test_without_a_trusted_proxy_the_header_is_ignored(app_from, tmp_path, redis_server, sqlite_url):
    client = _client(app_from, tmp_path, redis_server, sqlite_url)
    assert _signup(client, "directone", "203.0.113.7").status_code == 201
    assert_problem(_signup(client, "directtwo", "198.51.100.9"), 429, "rate-limited")
