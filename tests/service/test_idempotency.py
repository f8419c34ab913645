"""Idempotency-Key: a retry replays the first response byte for byte and applies nothing twice."""

from __future__ import annotations

import time

from service.accounts.identity import authenticate
from service.platform.idempotency import claim_document, record_key, request_hash
from tests.service.test_errors import assert_problem


def _create_key(client, token, key, name="k"):
    return client.post(
        "/v1/api-keys", token=token, json={"name": name, "scopes": ["games:read"]}, headers={"Idempotency-Key": key}
    )


def test_retry_returns_the_first_response_and_creates_nothing_more(client):
    token = client.new_user_token()
    first = _create_key(client, token, "abc")
    again = _create_key(client, token, "abc")
    assert first.status_code == again.status_code == 201
    assert first.get_data() == again.get_data()
    assert again.headers["Idempotent-Replayed"] == "true"
    assert len(client.get("/v1/api-keys", token=token).get_json()["items"]) == 1


def test_same_key_with_another_body_is_422(client):
    token = client.new_user_token()
    _create_key(client, token, "abc", name="one")
    assert_problem(_create_key(client, token, "abc", name="two"), 422, "validation-error")


def test_keys_are_per_caller(client):
    a, b = client.new_user_token(), client.new_user_token()
    assert _create_key(client, a, "same").status_code == 201
    resp = _create_key(client, b, "same")
    assert resp.status_code == 201 and "Idempotent-Replayed" not in resp.headers


_BODY = b'{"name": "k", "scopes": ["games:read"]}'


def _user_id(app, token: str) -> str:
    services = app.extensions["companion"]
    with services.db.session() as session:
        return authenticate(session=session, secret_key=services.settings.secret_key, credential=token).user_id


def _claimed(app, token: str, key: str, *, lasting_ms: int) -> None:
    """The claim of a first request with ``_BODY``, as it stands while that request runs."""
    claim = claim_document(request_hash("POST", "/v1/api-keys", _BODY))
    app.extensions["companion"].redis.set(record_key(_user_id(app, token), key), claim, px=lasting_ms)


def _post_body(client, token: str, key: str):
    return client.post(
        "/v1/api-keys", token=token, data=_BODY, content_type="application/json", headers={"Idempotency-Key": key}
    )


def test_retry_while_the_first_is_in_flight_is_409(app, client):
    token = client.new_user_token()
    _claimed(app, token, "busy", lasting_ms=60_000)
    assert "still being processed" in assert_problem(_post_body(client, token, "busy"), 409, "conflict")["detail"]
    assert client.get("/v1/api-keys", token=token).get_json()["items"] == []


def test_a_claim_whose_request_never_finished_lapses(app, client):
    """A process that died mid-request leaves its claim: it lapses (``IN_FLIGHT_SECONDS``) and the key works again."""
    token = client.new_user_token()
    _claimed(app, token, "orphan", lasting_ms=50)
    time.sleep(0.1)
    assert _post_body(client, token, "orphan").status_code == 201


def test_a_kept_answer_expires_with_its_ttl(app, client):
    token = client.new_user_token()
    _create_key(client, token, "kept")
    ttl = app.extensions["companion"].redis.pttl(record_key(_user_id(app, token), "kept"))
    assert 0 < ttl <= app.extensions["companion"].settings.idempotency_ttl_seconds * 1000


def test_a_server_error_releases_the_key(app, client, monkeypatch):
    """A 5xx is not kept: the client may retry with the same key, and the retry is applied."""
    from service.accounts import identity as accounts

    token = client.new_user_token()
    real = accounts.create_api_key
    calls = []

    def failing_once(**kwargs):
        calls.append(1)
        if len(calls) == 1:
            raise RuntimeError("the database went away")
        return real(**kwargs)

    monkeypatch.setattr(accounts, "create_api_key", failing_once)
    app.config["PROPAGATE_EXCEPTIONS"] = False
    first = _create_key(client, token, "flaky")
    assert first.status_code == 500
    again = _create_key(client, token, "flaky")
    assert again.status_code == 201 and "Idempotent-Replayed" not in again.headers


def test_failed_validation_is_replayed_too(client):
    token = client.new_user_token()
    bad = client.post("/v1/api-keys", token=token, json={"name": ""}, headers={"Idempotency-Key": "v"})
    again = client.post("/v1/api-keys", token=token, json={"name": ""}, headers={"Idempotency-Key": "v"})
    assert bad.status_code == again.status_code == 422 and bad.get_data() == again.get_data()
