"""An endpoint deleted by its owner while other units of work use it, on PostgreSQL: an event recorded for it, a
PATCH of it, a delivery attempt logged against it. Each test holds one unit at the moment that matters, waits
until the other waits on a lock (or has finished without waiting), then lets the first go on."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from sqlalchemy import event, func, select
from sqlalchemy.orm import Session

from service.accounts.identity import Principal
from service.webhooks import endpoints, record
from service.webhooks.dispatch import Outcome, _record_attempt
from service.webhooks.models import WebhookDelivery
from tests.support.client import ApiClient
from tests.support.pg_locks import lock_wait_seen
from tests.support.webhooks import PUBLIC_URL, register_webhook

pytestmark = pytest.mark.parametrize(
    "database_url", [pytest.param("postgres", marks=pytest.mark.postgres)], indirect=True
)
WAIT = 20.0  # seconds: the longest any step waits for the other unit


def _owner(client: ApiClient) -> tuple[str, Principal]:
    token = client.new_user_token()
    me = client.get("/v1/me", token=token).get_json()
    return token, Principal(me["id"], me["username"], False, frozenset({"webhooks:manage"}), "token", "tok-owner")


def _delete(db: Any, principal: Principal, endpoint_id: str) -> None:
    """The DELETE endpoint's unit of work."""
    with db.session() as session:
        endpoints.delete_endpoint(session=session, principal=principal, endpoint_id=endpoint_id)


def _run(*targets: Any) -> None:
    threads = [threading.Thread(target=t) for t in targets]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert not any(t.is_alive() for t in threads), "a unit of work never finished"


def _errors(outcome: dict[str, Any]) -> dict[str, str]:
    """What failed, as the database said it (for the assertion's message)."""
    failed = {k: getattr(v, "orig", v) for k, v in outcome.items() if isinstance(v, BaseException)}
    return {k: f"{type(v).__module__}.{type(v).__name__}: {v}" for k, v in failed.items()}


def _deliveries(db: Any, ids: list[str]) -> int:
    with db.read() as session:
        return session.scalar(select(func.count()).select_from(WebhookDelivery).where(WebhookDelivery.id.in_(ids)))


def test_an_endpoint_deleted_while_an_event_is_recorded_for_it_waits_and_takes_the_deliveries(db_app):
    """Webhooks — an endpoint deleted while another unit of work records an event for it (between reading the
    endpoints and inserting the deliveries): the delete waits for that unit, which commits, then removes the endpoint
    and the new deliveries with it. Were the endpoints read without a lock, the
    delete would go through first and the unit recording fail on the foreign key (IntegrityError: a 500 for a game
    move or a transfer already made)."""
    client = ApiClient(db_app.test_client())
    token, principal = _owner(client)
    endpoint = register_webhook(client, token, PUBLIC_URL, ["card.registered"])
    db = db_app.extensions["companion"].db
    read, deleted = threading.Event(), threading.Event()
    outcome: dict[str, Any] = {}

    def recorder() -> None:
        def hold(_session: Session, _context: Any, _instances: Any) -> None:
            read.set()  # the endpoints are read, the deliveries not yet inserted
            outcome["delete_waited"] = lock_wait_seen(db, seconds=WAIT, unless=deleted)

        try:
            with db_app.app_context(), db.session() as session:
                event.listen(session, "before_flush", hold, once=True)
                outcome["ids"] = record(
                    session=session, user_ids=[principal.user_id], type="card.registered", data={"card": "c1"}
                )
        except BaseException as exc:
            outcome["record_error"] = exc
        finally:
            read.set()

    def deleter() -> None:
        read.wait(WAIT)
        try:
            _delete(db, principal, endpoint["id"])
        except BaseException as exc:
            outcome["delete_error"] = exc
        finally:
            deleted.set()

    _run(recorder, deleter)
    assert _errors(outcome) == {}
    assert outcome["delete_waited"] is True
    assert len(outcome["ids"]) == 1
    assert _deliveries(db, outcome["ids"]) == 0  # cascaded with the endpoint
    assert client.get(f"/v1/webhooks/{endpoint['id']}", token=token).status_code == 404


def test_an_endpoint_paused_while_it_is_deleted_is_404_never_500(db_app):
    """Webhooks — PATCH of an endpoint while its owner's DELETE of it is not yet committed: the PATCH waits for the
    delete, then answers 404. Without the lock, it would read the row, write it after the delete committed
    and find it gone (StaleDataError: a 500)."""
    client = ApiClient(db_app.test_client())
    token, principal = _owner(client)
    endpoint = register_webhook(client, token, PUBLIC_URL, ["card.registered"])
    db = db_app.extensions["companion"].db
    holding, patched = threading.Event(), threading.Event()
    outcome: dict[str, Any] = {}

    def deleter() -> None:
        try:
            with db.session() as session:
                endpoints.delete_endpoint(session=session, principal=principal, endpoint_id=endpoint["id"])
                session.flush()  # deleted, not yet committed: the row's lock is held
                holding.set()
                outcome["patch_waited"] = lock_wait_seen(db, seconds=WAIT, unless=patched)
        except BaseException as exc:
            outcome["delete_error"] = exc
        finally:
            holding.set()

    def patcher() -> None:
        holding.wait(WAIT)
        try:
            outcome["patch"] = client.patch(f"/v1/webhooks/{endpoint['id']}", token=token, json={"active": False})
        finally:
            patched.set()

    _run(deleter, patcher)
    assert _errors(outcome) == {}
    resp = outcome["patch"]
    assert resp.status_code == 404, resp.get_json()
    assert resp.get_json()["detail"] == "No such webhook endpoint."
    assert outcome["patch_waited"] is True


def test_an_attempt_logged_while_its_endpoint_is_deleted_does_not_deadlock(db_app):
    """Webhooks — a worker logs a failed attempt while the owner deletes the endpoint: both finish, one after the
    other (the attempt, then the delete, which takes the delivery with it). An attempt that locked the delivery,
    then the endpoint, would deadlock with a DELETE, which locks the endpoint, then its deliveries by cascade:
    PostgreSQL would fail one of them."""
    client = ApiClient(db_app.test_client())
    token, principal = _owner(client)
    endpoint = register_webhook(client, token, PUBLIC_URL, ["card.registered"])
    db = db_app.extensions["companion"].db
    settings = db_app.extensions["companion"].settings
    with db_app.app_context(), db.session() as session:
        [delivery_id] = record(session=session, user_ids=[principal.user_id], type="card.registered", data={})
    failed = {"at": "2026-01-01T00:00:00Z", "status_code": 500, "error": "HTTP 500", "ms": 3.0}
    holding, deleted = threading.Event(), threading.Event()
    outcome: dict[str, Any] = {}

    def worker() -> None:
        def hold(conn: Any, _cursor: Any, _statement: str, _params: Any, _context: Any, _many: bool) -> None:
            # before the first statement after the unit took its first row lock (its transaction id is assigned then)
            if (
                holding.is_set()
                or conn.connection.dbapi_connection.execute("SELECT txid_current_if_assigned()").fetchone()[0] is None
            ):
                return
            holding.set()
            outcome["delete_waited"] = lock_wait_seen(db, seconds=WAIT, unless=deleted)

        try:
            with db.session() as session:
                event.listen(session.connection(), "before_cursor_execute", hold)
                outcome["attempt"] = _record_attempt(
                    session, settings, delivery_id=delivery_id, endpoint_id=endpoint["id"], ok=False, entry=failed
                )
        except BaseException as exc:
            outcome["attempt_error"] = exc
        finally:
            holding.set()

    def deleter() -> None:
        holding.wait(WAIT)
        try:
            _delete(db, principal, endpoint["id"])
        except BaseException as exc:
            outcome["delete_error"] = exc
        finally:
            deleted.set()

    _run(worker, deleter)
    assert _errors(outcome) == {}
    assert outcome["delete_waited"] is True
    assert outcome["attempt"] == Outcome("retry", settings.webhook_retry_base_seconds)
    assert _deliveries(db, [delivery_id]) == 0
    assert client.get(f"/v1/webhooks/{endpoint['id']}", token=token).status_code == 404
