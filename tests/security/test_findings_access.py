"""The outside probe's findings about access and limits (SECURITY.md): each test is named after its finding and
fails on the code without the fix (findings 1, 3, 13, 14, 15)."""

from __future__ import annotations

import functools
import time
import uuid
from contextlib import AbstractContextManager

import httpx
import pytest

from service.accounts.identity import credential_kind
from service.platform.settings import Settings
from tests.conftest import METRICS_TOKEN
from tests.games.helpers import create_game
from tests.games.test_sse import sse_events
from tests.service.test_errors import assert_problem
from tests.support.client import ApiClient
from tests.support.servers import LiveServer
from tests.tournaments.helpers import create as create_tournament

SSE = {"Accept": "text/event-stream"}


def _from(address: str) -> dict:
    return {"environ_base": {"REMOTE_ADDR": address}}


# ---- finding 1: made-up credentials buy no fresh rate-limit bucket; sign-up is limited per address ----------


def test_finding_01_made_up_bearer_credentials_count_against_the_address(make_app):
    client = ApiClient(make_app(RATE_LIMIT_DEFAULT="8 per minute").test_client())
    statuses = [
        client.get("/v1/verify/ABCD-EFGH", token=f"junk-{uuid.uuid4()}", **_from("10.1.0.1")).status_code
        for _ in range(12)
    ]
    assert 429 in statuses, statuses  # without the fix: 12 × 200, each junk credential had its own bucket
    refused = client.get("/v1/verify/ABCD-EFGH", token=f"tok_{uuid.uuid4()}", **_from("10.1.0.1"))
    assert_problem(refused, 429, "rate-limited")
    assert int(refused.headers["Retry-After"]) >= 1
    assert client.get("/v1/verify/ABCD-EFGH", **_from("10.1.0.2")).status_code == 200  # other addresses unaffected


def test_finding_01_a_valid_credential_keeps_its_own_bucket(make_app):
    """...even behind an address an attacker has used up, and even when no process has it cached (a player at the
    same shop's Wi-Fi is not locked out)."""
    app = make_app(RATE_LIMIT_DEFAULT="20 per minute")
    client = ApiClient(app.test_client())
    token = client.new_user_token()
    while client.get("/v1/health", token=f"junk-{uuid.uuid4()}", **_from("10.1.1.1")).status_code != 429:
        pass
    app.extensions["companion"].cache.clear()
    assert client.get("/v1/me", token=token, **_from("10.1.1.1")).status_code == 200


def test_finding_01_sign_up_is_limited_per_address_even_with_a_fake_bearer(make_app):
    client = ApiClient(make_app(RATE_LIMIT_SIGNUP="3 per minute").test_client())

    def signup(address: str) -> int:
        name = f"u{uuid.uuid4().hex[:10]}"
        body = {"username": name, "email": f"{name}@example.com", "password": "correct-horse-battery"}
        return client.post("/v1/users", json=body, token=f"junk-{uuid.uuid4()}", **_from(address)).status_code

    statuses = [signup("10.2.0.1") for _ in range(5)]
    assert statuses == [201, 201, 201, 429, 429], statuses  # without the fix: 5 × 201
    assert signup("10.2.0.2") == 201


# ---- finding 15: failed logins are limited per address and per account ----------------------------------------


def _login(client: ApiClient, username: str, password: str, address: str) -> int:
    return client.post("/v1/tokens", json={"username": username, "password": password}, **_from(address)).status_code


def test_finding_15_an_attackers_address_is_throttled_while_the_owner_logs_in_from_another(make_app):
    client = ApiClient(
        make_app(RATE_LIMIT_LOGIN="3 per minute", RATE_LIMIT_LOGIN_ACCOUNT="10 per minute").test_client()
    )
    user = client.signup()
    attacks = [_login(client, user["username"], "wrong-password", "10.3.0.66") for _ in range(5)]
    assert attacks == [401, 401, 401, 429, 429]
    assert _login(client, user["username"], user["password"], "10.3.0.66") == 429  # the attacker's address
    assert _login(client, user["username"], user["password"], "10.3.0.7") == 201  # the owner, elsewhere


def test_finding_15_an_account_attacked_from_many_addresses_is_throttled_for_them_all(make_app):
    client = ApiClient(make_app(RATE_LIMIT_LOGIN="3 per minute", RATE_LIMIT_LOGIN_ACCOUNT="5 per minute").test_client())
    user = client.signup()
    for i in range(5):  # five addresses, one failure each: no address is near its own limit
        assert _login(client, user["username"], "wrong-password", f"10.4.0.{i}") == 401
    assert _login(client, user["username"], "wrong-password", "10.4.0.99") == 429
    other = client.signup()
    assert _login(client, other["username"], other["password"], "10.4.0.99") == 201  # other accounts unaffected


# ---- finding 3: a ticket and an open stream end with their token ------------------------------------------------


def _ticket(client: ApiClient, token: str, game_id: str) -> str:
    resp = client.post(f"/v1/games/{game_id}/stream-tickets", token=token)
    assert resp.status_code == 201, resp.get_json()
    return resp.get_json()["ticket"]


def test_finding_03_a_stream_ticket_dies_with_its_token(client):
    token = client.new_user_token()
    game = create_game(client, token)
    ticket = _ticket(client, token, game["id"])
    assert client.delete("/v1/tokens/current", token=token).status_code == 204
    resp = client.get(f"/v1/games/{game['id']}/events?ticket={ticket}", headers=SSE)
    assert_problem(resp, 401, "unauthorized")  # without the fix: 200 and a stream, for up to 60 s
    assert "revoked" in resp.get_json()["detail"]


def test_finding_03_a_stream_ticket_dies_with_its_api_key(client):
    token = client.new_user_token()
    created = client.post("/v1/api-keys", token=token, json={"name": "overlay", "scopes": ["games:read"]}).get_json()
    game = create_game(client, token)
    ticket = _ticket(client, created["key"], game["id"])
    assert client.delete(f"/v1/api-keys/{created['id']}", token=token).status_code == 204
    assert_problem(client.get(f"/v1/games/{game['id']}/events?ticket={ticket}", headers=SSE), 401, "unauthorized")


def _ends_within(lines, seconds: float) -> float:
    started = time.monotonic()
    for _ in lines:
        assert time.monotonic() - started < seconds, "the stream outlived its credential"
    return time.monotonic() - started


@pytest.mark.parametrize("opened_with", ["header", "ticket"])
def test_finding_03_open_streams_of_a_revoked_token_end_within_the_keepalive(make_app, opened_with):
    app = make_app(SSE_KEEPALIVE_SECONDS="1")
    client = ApiClient(app.test_client())
    token, other = client.new_user_token(), client.new_user_token()
    game = create_game(client, token)
    url = f"/v1/games/{game['id']}/events"
    with LiveServer(app) as server:
        if opened_with == "header":
            opened = httpx.stream("GET", server.url + url, headers={**SSE, "Authorization": f"Bearer {token}"})
        else:
            opened = httpx.stream("GET", f"{server.url}{url}?ticket={_ticket(client, token, game['id'])}", headers=SSE)
        game_of_other = create_game(client, other)
        with (
            opened as mine,
            httpx.stream(
                "GET",
                f"{server.url}/v1/games/{game_of_other['id']}/events",
                headers={**SSE, "Authorization": f"Bearer {other}"},
            ) as theirs,
        ):
            lines = sse_events(mine.iter_lines())
            assert next(e for e in lines if "id" in e)["event"] == "game_created"
            assert client.delete("/v1/tokens/current", token=token).status_code == 204
            assert _ends_within(lines, 4.0) < 4.0  # keep-alive 1 s: the next frame is not sent
            other_lines = sse_events(theirs.iter_lines())
            assert next(e for e in other_lines if "id" in e)["event"] == "game_created"
            assert next(other_lines) == {"comment": "keep-alive"}  # another user's stream goes on
    deadline = time.monotonic() + 5  # each stream's lease is given back once the server sees it closed
    while app.extensions["stream_guard"].open_count() and time.monotonic() < deadline:
        time.sleep(0.1)
    assert app.extensions["stream_guard"].open_count() == 0


def test_finding_03_a_stream_ends_when_its_token_expires(make_app):
    app = make_app(SSE_KEEPALIVE_SECONDS="1", TOKEN_TTL_SECONDS="6")
    client = ApiClient(app.test_client())
    user = client.signup()
    game = create_game(client, client.login(user["username"], user["password"]))
    with LiveServer(app) as server:
        token = client.login(user["username"], user["password"])  # expires 6 s from now
        headers = {**SSE, "Authorization": f"Bearer {token}"}
        with httpx.stream("GET", f"{server.url}/v1/games/{game['id']}/events", headers=headers) as resp:
            assert resp.status_code == 200
            assert _ends_within(sse_events(resp.iter_lines()), 12.0) >= 2.0


# ---- finding 14: a cap on open streams per user, across processes -------------------------------------------------


def _open(server: LiveServer, path: str, token: str) -> AbstractContextManager[httpx.Response]:
    return httpx.stream("GET", server.url + path, headers={**SSE, "Authorization": f"Bearer {token}"}, timeout=10)


def test_finding_14_streams_beyond_the_per_user_cap_are_429_across_processes(make_app):
    first, second = (
        make_app(STREAMS_PER_USER="2", SSE_KEEPALIVE_SECONDS="1") for _ in range(2)
    )  # two API processes, one Redis
    client = ApiClient(first.test_client())
    token = client.new_user_token()
    key = client.api_key(token, ["games:read"])  # the same user through an API key shares the cap
    game = create_game(client, token)
    path = f"/v1/games/{game['id']}/events"
    with LiveServer(first) as a, LiveServer(second) as b:
        with _open(a, path, token) as one, _open(b, path, key) as two:
            assert one.status_code == 200 and two.status_code == 200
            with _open(a, path, token) as three, _open(b, path, token) as four:
                assert three.status_code == 429 and four.status_code == 429  # without the fix: 200 and 200
                body = three.read()
                assert b"too-many-streams" in body and three.headers["content-type"] == "application/problem+json"
            other = client.new_user_token()
            other_game = create_game(client, other)
            with _open(a, f"/v1/games/{other_game['id']}/events", other) as theirs:
                assert theirs.status_code == 200  # the cap is per user
        time.sleep(0.2)  # the server notices the closed connections and gives the leases back
        deadline = time.monotonic() + 5
        while True:
            with _open(b, path, token) as again:
                if again.status_code == 200 or time.monotonic() > deadline:
                    assert again.status_code == 200
                    break
            time.sleep(0.2)


def test_finding_14_a_tournament_stream_shares_the_cap_and_anonymous_followers_have_one_per_address(make_app):
    """Main's tournament live log (merged after the fix) streams too: a signed-in follower's streams count against
    the user's cap; the public's, without a credential, against a generous cap per address (a hall behind NAT)."""
    app = make_app(STREAMS_PER_USER="1", STREAMS_PER_ADDRESS="2", SSE_KEEPALIVE_SECONDS="1")
    client = ApiClient(app.test_client())
    token = client.new_user_token()
    tid = create_tournament(client, token)["id"]
    path = f"/v1/tournaments/{tid}/events"
    anonymous = functools.partial(httpx.stream, "GET", headers=SSE, timeout=10)
    # every test's server is 127.0.0.1 to one Redis: an earlier one's leases (lapsing by themselves) are not ours
    app.extensions["companion"].redis.delete("streams:addr:127.0.0.1")
    with LiveServer(app) as server, _open(server, path, token) as one:
        assert one.status_code == 200
        with _open(server, path, token) as two:
            assert two.status_code == 429 and b"too-many-streams" in two.read()
        with anonymous(server.url + path) as a, anonymous(server.url + path) as b:
            assert a.status_code == 200 and b.status_code == 200  # apart from the signed-in follower's
            with anonymous(server.url + path) as c:
                assert c.status_code == 429 and b"without signing in" in c.read()
        time.sleep(0.2)  # the server notices the closed connections and gives the leases back
        deadline = time.monotonic() + 5
        while True:
            with anonymous(server.url + path) as again:
                if again.status_code == 200 or time.monotonic() > deadline:
                    assert again.status_code == 200
                    break
            time.sleep(0.2)
    assert Settings.streams_per_address >= 200  # by default, a whole event's spectators on one address


def test_finding_14_leases_of_a_process_that_died_lapse(make_app):
    app = make_app(STREAMS_PER_USER="1")
    client = ApiClient(app.test_client())
    token = client.new_user_token()
    user_id = client.get("/v1/me", token=token).get_json()["id"]
    game = create_game(client, token)
    redis = app.extensions["companion"].redis
    redis.zadd(f"streams:user:{user_id}", {"stream-of-a-dead-process": time.time() - 1})  # its lease has lapsed
    with LiveServer(app) as server, _open(server, f"/v1/games/{game['id']}/events", token) as resp:
        assert resp.status_code == 200
        assert redis.zscore(f"streams:user:{user_id}", "stream-of-a-dead-process") is None
        assert redis.ttl(f"streams:user:{user_id}") > 0  # and the whole key is a safety net too


# ---- finding 13: /metrics needs its token ----------------------------------------------------------------------


def test_finding_13_metrics_need_the_metrics_token(client):
    assert_problem(client.get("/metrics"), 401, "unauthorized")
    assert_problem(client.get("/metrics", token="not-the-token"), 401, "unauthorized")
    user_token = client.new_user_token()
    assert credential_kind(user_token) == "tok"
    assert_problem(client.get("/metrics", token=user_token), 401, "unauthorized")  # a user is not Prometheus
    resp = client.get("/metrics", token=METRICS_TOKEN)
    assert resp.status_code == 200 and "http_requests_total" in resp.get_data(as_text=True)


def test_finding_13_without_a_metrics_token_there_is_no_metrics_endpoint(make_app):
    client = ApiClient(make_app(METRICS_TOKEN="").test_client())
    assert_problem(client.get("/metrics"), 404, "not-found")
    assert_problem(client.get("/metrics", token=""), 404, "not-found")
