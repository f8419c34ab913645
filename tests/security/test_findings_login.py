"""No one is locked out by someone else (SECURITY.md): failed logins are limited per account and address tightly,
per address loosely, per account for untrusted devices only, and per device token; a device that signed in to an
account before (its device token) is never refused because of others' failures (OWASP's device cookies)."""

from __future__ import annotations

import time

import pytest

from service.accounts.devices import issue_device_token
from tests.service.test_errors import assert_problem
from tests.support.client import ApiClient


@pytest.fixture
def login_app(make_app):
    """An app and a client that keeps no cookies: each test says which device token a login carries."""

    def build(**env: str):
        app = make_app(**env)
        return app, ApiClient(app.test_client(use_cookies=False))

    return build


def _login(client: ApiClient, user: dict, address: str, *, password: str | None = None, device=None, cookie=None):
    body = {"username": user["username"], "password": user["password"] if password is None else password}
    if device is not None:
        body["device_token"] = device
    headers = {"Cookie": f"device_token={cookie}"} if cookie is not None else None
    return client.post("/v1/tokens", json=body, headers=headers, environ_base={"REMOTE_ADDR": address})


def _status(client: ApiClient, user: dict, address: str, **kw) -> int:
    return _login(client, user, address, **kw).status_code


def _device_token(client: ApiClient, user: dict, address: str) -> str:
    resp = _login(client, user, address)
    assert resp.status_code == 201, resp.get_json()
    return resp.get_json()["device_token"]


def _attack(client: ApiClient, user: dict, addresses: list[str], per_address: int) -> list[int]:
    return [_status(client, user, a, password="wrong-password") for a in addresses for _ in range(per_address)]


def test_ten_failures_for_one_account_do_not_lock_out_the_others_behind_its_address(login_app):
    """The probe: 10 wrong passwords for one account from a shop's Wi-Fi locked every account behind it out."""
    _, client = login_app()  # the default limits
    victim, neighbour = client.signup(), client.signup()
    statuses = _attack(client, victim, ["10.20.0.1"], 10)
    assert _status(client, neighbour, "10.20.0.1") == 201  # without the fix: 429 for a minute
    assert statuses[:5] == [401] * 5 and statuses[5:] == [429] * 5, statuses  # the guesser at that account stops
    assert _status(client, victim, "10.20.0.1", device=_device_token(client, victim, "10.20.0.9")) == 201


def test_an_account_attacked_from_eleven_addresses_lets_its_trusted_device_in(login_app):
    """The probe: 110 wrong passwords from 11 addresses locked the account out for an hour, owner and all."""
    _, client = login_app()  # the default limits
    owner = client.signup()
    device = _device_token(client, owner, "10.21.0.200")
    _attack(client, owner, [f"10.21.0.{i}" for i in range(11)], 10)
    assert _status(client, owner, "10.21.1.1", device=device) == 201  # without the fix: 429 for an hour
    assert _status(client, owner, "10.21.1.2", cookie=device) == 201


def test_an_account_under_attack_refuses_untrusted_devices_only(login_app):
    """What an untrusted device gets while its account is under attack: 429 until the window passes (OWASP)."""
    _, client = login_app(RATE_LIMIT_LOGIN_ACCOUNT="5 per hour", RATE_LIMIT_LOGIN="2 per minute")
    owner = client.signup()
    device = _device_token(client, owner, "10.22.0.200")
    assert _attack(client, owner, [f"10.22.0.{i}" for i in range(5)], 1) == [401] * 5
    refused = _login(client, owner, "10.22.1.1")  # the right password from a new device
    assert_problem(refused, 429, "rate-limited")
    assert int(refused.headers["Retry-After"]) >= 1
    trusted = _login(client, owner, "10.22.1.1", device=device)
    assert trusted.status_code == 201
    assert _status(client, owner, "10.22.0.0", cookie=trusted.get_json()["device_token"]) == 201  # the new one too
    assert _attack(client, owner, ["10.22.0.0"], 1) == [429]  # the attacker's address is used up...
    assert _status(client, owner, "10.22.0.0", device=device) == 201  # ...and does not refuse a trusted device


def test_a_device_token_of_one_account_does_not_trust_a_device_for_another(login_app):
    _, client = login_app(RATE_LIMIT_LOGIN_ACCOUNT="3 per hour", RATE_LIMIT_LOGIN_DEVICE="2 per hour")
    alice, bob = client.signup(), client.signup()
    alices = _device_token(client, alice, "10.23.0.200")
    statuses = [_status(client, bob, f"10.23.0.{i}", password="wrong-password", device=alices) for i in range(4)]
    assert statuses == [401, 401, 401, 429]  # Bob's limit for untrusted devices, not Alice's device's
    assert _status(client, bob, "10.23.1.1", device=alices) == 429
    assert _status(client, bob, "10.23.1.1", cookie=alices) == 429
    assert _status(client, alice, "10.23.1.1", device=alices) == 201  # Alice's device counted none of them


def test_a_forged_expired_or_tampered_device_token_is_untrusted_never_a_500(login_app):
    app, client = login_app(RATE_LIMIT_LOGIN_ACCOUNT="2 per hour")
    owner, other = client.signup(), client.signup()
    genuine = _device_token(client, owner, "10.24.0.200")
    body, _, signature = genuine.rpartition(".")
    secret = app.extensions["companion"].settings.secret_key
    user_id = genuine.removeprefix("dev_").split(".")[0]
    others = _device_token(client, other, "10.24.0.201")
    untrusted = [
        f"{body}.{signature[:-1]}{'0' if signature[-1] != '0' else '1'}",  # signature tampered with
        f"{body}x.{signature}",  # nonce tampered with
        genuine.replace(user_id, others.removeprefix("dev_").split(".")[0]),  # another account's id, this signature
        others.replace(others.removeprefix("dev_").split(".")[0], user_id),  # this account's id, another's signature
        issue_device_token(secret_key=secret, user_id=user_id, ttl_seconds=60, now=time.time() - 3600),  # expired
        issue_device_token(secret_key="not-the-servers-key", user_id=user_id, ttl_seconds=3600),  # forged
        "",
        "dev_",
        "dev_...",
        "dev_a.b.c.d",
        f"dev_{user_id}.9999999999.n.",
        f"dev_{user_id}.99999999999999999999999999.n.{'f' * 64}",
        "x" * 1000,
        genuine + "é",
    ]
    assert _attack(client, owner, ["10.24.0.1", "10.24.0.2"], 1) == [401, 401]
    for token in untrusted:
        assert _status(client, owner, "10.24.1.1", device=token) == 429, token
        if token.isascii():
            assert _status(client, owner, "10.24.1.1", cookie=token) == 429, token
    fresh = client.signup()  # not under attack: an untrusted device with the right password gets in
    assert all(_status(client, fresh, "10.24.1.2", device=token) == 201 for token in untrusted)
    assert _status(client, owner, "10.24.1.1", device=genuine) == 201


def test_a_stolen_device_tokens_failures_are_limited(login_app):
    """OWASP: a device token is locked out after N failures; from then on it is an untrusted device."""
    _, client = login_app(RATE_LIMIT_LOGIN_DEVICE="3 per hour", RATE_LIMIT_LOGIN_ACCOUNT="5 per hour")
    owner = client.signup()
    stolen = _device_token(client, owner, "10.25.0.200")
    other_device = _device_token(client, owner, "10.25.0.201")
    statuses = [_status(client, owner, f"10.25.0.{i}", password="wrong-password", device=stolen) for i in range(10)]
    assert statuses == [401] * 3 + [401] * 5 + [429] * 2  # its own 3, then the account's 5 for untrusted devices
    assert _status(client, owner, "10.25.1.1", device=stolen) == 429  # no longer trusted
    assert _status(client, owner, "10.25.1.1", device=other_device) == 201  # the owner's other device still is


def test_a_login_answers_a_device_token_and_sets_it_as_a_strict_cookie(login_app):
    _, client = login_app()
    user = client.signup()
    resp = _login(client, user, "10.26.0.1")
    assert resp.status_code == 201
    device = resp.get_json()["device_token"]
    cookie = resp.headers["Set-Cookie"]
    assert cookie.startswith(f"device_token={device};")
    attributes = {part.strip().split("=")[0].lower(): part.strip() for part in cookie.split(";")[1:]}
    assert {"httponly", "secure", "samesite", "path", "max-age"} <= attributes.keys()
    assert attributes["samesite"] == "SameSite=Strict" and attributes["path"] == "Path=/v1/tokens"
