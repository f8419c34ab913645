"""Registration by scratch-off code, verification, brute-force limits, and the one-winner race."""

from __future__ import annotations

import json
import threading

from prometheus_client import REGISTRY
from sqlalchemy import select

from service.accounts import identity as accounts
from service.accounts.identity import Principal
from service.cards import codes, registrations
from service.cards.imports import import_set
from service.cards.models.registrations import CardCopy, OwnershipEvent, PrintRun
from service.cards.set_files import parse_json
from service.platform.db import Database
from service.platform.errors import Conflict
from service.platform.security import keyed_hash
from tests.cards.conftest import ARCANE_SET, printed_copies
from tests.service.test_errors import assert_problem


def _register(client, token, code):
    return client.post("/v1/registrations", token=token, json={"code": code})


def _wrong_code() -> str:
    """A well-formed code (valid check character) that no card has."""
    return codes.display(codes.new_code())


def test_register_then_verify(client, catalog, app):
    (serial, card_id, code), _ = printed_copies(app, {"tst1-001": 2})
    token = client.new_user_token()
    before = client.get(f"/v1/verify/{serial}").get_json()
    assert before["genuine"] and not before["registered"] and before["owner"] is None
    resp = _register(client, token, code.lower())
    assert resp.status_code == 201, resp.get_json()
    assert resp.get_json()["serial"] == serial and resp.get_json()["card"]["id"] == card_id
    assert _register(client, token, code).status_code == 200  # already yours: no change
    after = client.get(f"/v1/verify/{serial}").get_json()
    assert after["registered"] and after["status"] == "active" and after["owner"] is None
    assert client.get("/v1/copies", token=token).get_json()["items"][0]["serial"] == serial


def test_someone_elses_code_is_409_and_a_wrong_one_404(client, catalog, app):
    [(_, _, code)] = printed_copies(app, {"tst1-002": 1})
    assert _register(client, client.new_user_token(), code).status_code == 201
    assert_problem(_register(client, client.new_user_token(), code), 409, "conflict")
    problem = assert_problem(_register(client, client.new_user_token(), _wrong_code()), 404, "not-found")
    assert problem["detail"] == "No card has this code."


def test_a_typo_is_caught_by_the_check_character_before_any_lookup(client, catalog, app):
    [(_, _, code)] = printed_copies(app, {"tst1-002": 1})
    typo = ("2" if code[0] != "2" else "3") + code[1:]
    problem = assert_problem(_register(client, client.new_user_token(), typo), 422, "validation-error")
    assert "typo" in problem["errors"]["json"]["code"][0]


def test_unknown_serial_is_not_genuine(client):
    body = client.get("/v1/verify/SNOTAREAL01").get_json()
    assert body["genuine"] is False and body["status"] == "unknown"


def _failures(reason: str) -> float:
    return REGISTRY.get_sample_value("card_registration_failures_total", {"reason": reason}) or 0.0


def test_failed_attempts_are_limited_per_account_with_retry_after(client, catalog, app):
    token = client.new_user_token()
    before = _failures("unknown")
    for _ in range(10):
        assert _register(client, token, _wrong_code()).status_code == 404
    assert _failures("unknown") - before == 10
    blocked = _register(client, token, _wrong_code())
    assert_problem(blocked, 429, "rate-limited")
    assert int(blocked.headers["Retry-After"]) >= 1
    # another account from another address is not blocked by this one's failures
    other = client.new_user_token()
    resp = client.post(
        "/v1/registrations", token=other, json={"code": _wrong_code()}, environ_base={"REMOTE_ADDR": "10.9.8.7"}
    )
    assert resp.status_code == 404


def test_failed_attempts_are_limited_per_address_across_accounts(client, catalog, app):
    env = {"REMOTE_ADDR": "10.1.2.3"}
    for i in range(10):
        token = client.new_user_token()
        resp = client.post("/v1/registrations", token=token, json={"code": _wrong_code()}, environ_base=env)
        assert resp.status_code == 404, i
    resp = client.post(
        "/v1/registrations", token=client.new_user_token(), json={"code": _wrong_code()}, environ_base=env
    )
    assert_problem(resp, 429, "rate-limited")


def test_successes_do_not_count_towards_the_limit(client, catalog, app):
    copies = printed_copies(app, {"tst1-003": 12})
    token = client.new_user_token()
    for _, _, code in copies:
        assert _register(client, token, code).status_code == 201


def _race(db: Database, users: list[Principal], code: str) -> list[str]:
    barrier = threading.Barrier(len(users))
    results: list[str] = []

    def redeem(principal: Principal) -> None:
        session = db.write_sessions()
        try:
            barrier.wait()
            registrations.register(session=session, secret_key="k", principal=principal, code=code)
            session.commit()
            results.append("won")
        except Conflict:
            results.append("lost")
        finally:
            session.close()

    threads = [threading.Thread(target=redeem, args=(p,)) for p in users]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    return results


def test_two_users_redeem_one_code_at_once_exactly_one_wins(database_url):
    """The race, on the real database (SQLite and PostgreSQL): two threads, one barrier, one code — five times."""
    db = Database(database_url)
    with db.session() as session:
        import_set(session=session, parsed=parse_json(json.dumps(ARCANE_SET)))
        session.add(PrintRun(id="prn_race", cards=[], total=5, status="ready"))
    users = []
    with db.session() as session:
        for i in range(2):
            u = accounts.create_user(session=session, username=f"racer{i}", email=f"r{i}@ex.com", password="p" * 12)
            users.append(Principal(u.id, u.username, False, frozenset(), "token", f"tok{i}"))
    for attempt in range(5):
        code = codes.new_code()
        with db.session() as session:
            session.add(
                CardCopy(
                    serial=f"SRACE{attempt}",
                    code_hash=keyed_hash("k", code),
                    card_id="tst1-001",
                    print_run_id="prn_race",
                )
            )
        assert sorted(_race(db, users, code)) == ["lost", "won"]
        with db.session() as session:
            copy = session.scalars(select(CardCopy).where(CardCopy.serial == f"SRACE{attempt}")).one()
            events = session.scalars(select(OwnershipEvent).where(OwnershipEvent.copy_id == copy.id)).all()
            assert copy.owner_id in {u.user_id for u in users} and len(events) == 1
    db.dispose()
