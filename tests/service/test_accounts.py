"""Accounts and session tokens through the API."""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy import select, update

from service.accounts.models import AuthToken, User
from service.platform.model_base import utcnow
from tests.service.test_errors import assert_problem


def test_signup_returns_the_account_without_password(client):
    resp = client.post(
        "/v1/users", json={"username": "alice", "email": "Alice@Example.com", "password": "amber-lantern-41"}
    )
    assert resp.status_code == 201
    body = resp.get_json()
    assert body["username"] == "alice" and body["email"] == "alice@example.com"
    assert "password" not in body and "password_hash" not in body
    assert body["id"].startswith("usr_") and body["is_admin"] is False


def test_password_is_stored_as_argon2id_with_owasp_parameters(app, client):
    client.signup("bob")
    with app.extensions["companion"].db.session() as session:
        stored = session.scalars(select(User).where(User.username == "bob")).one().password_hash
    assert stored.startswith("$argon2id$")
    assert "m=19456,t=2,p=1" in stored


def test_duplicate_username_or_email_is_409(client):
    client.signup("carol")
    dup_name = client.post(
        "/v1/users", json={"username": "CAROL", "email": "other@example.com", "password": "quiet-orchard-88"}
    )
    assert assert_problem(dup_name, 409, "conflict")["field"] == "username"
    dup_mail = client.post(
        "/v1/users", json={"username": "carol2", "email": "carol@example.com", "password": "quiet-orchard-88"}
    )
    assert assert_problem(dup_mail, 409, "conflict")["field"] == "email"


def test_short_password_is_422(client):
    resp = client.post("/v1/users", json={"username": "dave", "email": "d@example.com", "password": "short"})
    assert "password" in assert_problem(resp, 422, "validation-error")["errors"]["json"]


def test_login_issues_an_expiring_token(client):
    user = client.signup()
    resp = client.post("/v1/tokens", json={"username": user["username"], "password": user["password"]})
    assert resp.status_code == 201
    body = resp.get_json()
    assert body["token"].startswith("tok_") and body["expires_at"].endswith("+00:00")


def test_wrong_password_and_unknown_user_are_the_same_401(client):
    user = client.signup()
    wrong = client.post("/v1/tokens", json={"username": user["username"], "password": "wrong-password"})
    unknown = client.post("/v1/tokens", json={"username": "nobody-here", "password": "wrong-password"})
    assert (
        assert_problem(wrong, 401, "unauthorized")["detail"] == assert_problem(unknown, 401, "unauthorized")["detail"]
    )


def test_token_is_stored_only_as_a_hash(app, client):
    token = client.new_user_token()
    with app.extensions["companion"].db.session() as session:
        hashes = session.scalars(select(AuthToken.token_hash)).all()
    assert token not in hashes and all(len(h) == 64 for h in hashes)


def test_me_needs_a_token_and_says_who_i_am(client):
    user = client.signup()
    token = client.login(user["username"], user["password"])
    assert_problem(client.get("/v1/me"), 401, "unauthorized")
    me = client.get("/v1/me", token=token).get_json()
    assert me["username"] == user["username"] and me["auth"]["kind"] == "token"
    assert "admin" not in me["auth"]["scopes"]


def test_logout_revokes_the_token(client):
    token = client.new_user_token()
    assert client.delete("/v1/tokens/current", token=token).status_code == 204
    assert "revoked" in assert_problem(client.get("/v1/me", token=token), 401, "unauthorized")["detail"]


def test_expired_token_is_refused(app, client):
    token = client.new_user_token()
    with app.extensions["companion"].db.session() as session:
        session.execute(update(AuthToken).values(expires_at=utcnow() - timedelta(seconds=1)))
    assert "expired" in assert_problem(client.get("/v1/me", token=token), 401, "unauthorized")["detail"]


def test_malformed_authorization_header_is_401(client):
    assert_problem(client.get("/v1/me", headers={"Authorization": "Basic abc"}), 401, "unauthorized")
    assert_problem(client.get("/v1/me", headers={"Authorization": "Bearer "}), 401, "unauthorized")
