"""Webhook deliveries through a real Celery worker to a local receiver: signed, retried, logged, disabled."""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from service.webhooks.signing import verify
from tests.games.helpers import act, create_game
from tests.support.servers import free_port
from tests.support.webhooks import deliveries, register_webhook


class Receiver:
    """A local HTTP endpoint that fails the first ``fail_first`` attempts of each delivery, then answers 204."""

    def __init__(self, fail_first: int = 0) -> None:
        self.requests: list[tuple[dict[str, str], bytes]] = []
        self.fail_first = fail_first
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers["Content-Length"]))
                headers = {k.lower(): v for k, v in self.headers.items()}
                receiver.requests.append((headers, body))
                seen = sum(1 for h, _ in receiver.requests if h["webhook-id"] == headers["webhook-id"])
                failing = seen <= receiver.fail_first
                self.send_response(500 if failing else 204)
                self.end_headers()

            def log_message(self, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", free_port()), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/hook"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def wait_for(self, count: int, timeout: float = 30) -> None:
        deadline = time.monotonic() + timeout
        while len(self.requests) < count and time.monotonic() < deadline:
            time.sleep(0.05)
        assert len(self.requests) >= count, f"{len(self.requests)} of {count} requests arrived"


@pytest.mark.slow
def test_a_receiver_that_fails_twice_gets_the_event_signed_on_the_third_attempt(stack_client):
    client = stack_client
    receiver = Receiver(fail_first=2)
    token = client.new_user_token()
    endpoint = register_webhook(client, token, receiver.url, ["game.action", "game.finished"])
    assert endpoint["secret"].startswith("whsec_")
    assert "secret" not in client.get(f"/v1/webhooks/{endpoint['id']}", token=token).get_json()
    game = create_game(client, token)
    act(client, token, game["id"], type="concede", seat="p1")  # an action that also ends the game
    receiver.wait_for(6)  # game.action and game.finished: 2 failures + 1 success each
    time.sleep(0.3)
    ids = [h["webhook-id"] for h, _ in receiver.requests]
    bodies = {h["webhook-id"]: json.loads(b) for h, b in receiver.requests}
    for headers, body in receiver.requests:
        assert verify(secret=endpoint["secret"], headers=headers, body=body, now=int(time.time()))
    action_id = next(i for i, b in bodies.items() if b["type"] == "game.action")
    assert ids.count(action_id) == 3  # the same webhook-id on every attempt
    assert bodies[action_id]["data"]["entry"]["action"]["type"] == "concede"
    finished = next(b for b in bodies.values() if b["type"] == "game.finished")
    assert finished["data"]["winner"] == "p2"
    log = {d["id"]: d for d in deliveries(client, token, endpoint["id"])}
    assert log[action_id]["status"] == "succeeded"
    assert [a.get("status_code") for a in log[action_id]["attempts"]] == [500, 500, 204]
    redo = client.post(f"/v1/webhooks/{endpoint['id']}/deliveries/{action_id}/redeliver", token=token)
    assert redo.status_code == 202
    receiver.wait_for(7)
    assert receiver.requests[-1][0]["webhook-id"] == action_id


@pytest.mark.slow
def test_an_endpoint_that_keeps_failing_is_disabled_and_can_be_re_enabled(stack_client):
    client = stack_client
    receiver = Receiver(fail_first=10**6)
    token = client.new_user_token()
    endpoint = register_webhook(client, token, receiver.url, ["game.action"])
    game = create_game(client, token)
    for _ in range(2):  # 2 deliveries × 3 attempts ≥ 5 failures in a row
        act(client, token, game["id"], type="adjust", seat="p1", target="p1", counter="life", delta=1, reason="r")
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        state = client.get(f"/v1/webhooks/{endpoint['id']}", token=token).get_json()
        if state["status"] == "disabled":
            break
        time.sleep(0.1)
    assert state["status"] == "disabled" and "in a row" in state["disabled_reason"]
    # the two deliveries run in parallel workers: an attempt already past the status check when the endpoint was
    # disabled still goes out; wait until both deliveries have ended before counting
    while time.monotonic() < deadline:
        if all(d["status"] == "failed" for d in deliveries(client, token, endpoint["id"])):
            break
        time.sleep(0.1)
    assert [d["status"] for d in deliveries(client, token, endpoint["id"])] == ["failed", "failed"]
    sent = len(receiver.requests)
    act(client, token, game["id"], type="adjust", seat="p1", target="p1", counter="life", delta=1, reason="r")
    time.sleep(1)
    assert len(receiver.requests) == sent  # nothing goes to a disabled endpoint
    resumed = client.patch(f"/v1/webhooks/{endpoint['id']}", token=token, json={"active": True}).get_json()
    assert resumed["status"] == "active" and resumed["consecutive_failures"] == 0


def test_webhooks_are_private_to_their_owner(client):
    owner, other = client.new_user_token(), client.new_user_token()
    resp = client.get("/v1/webhooks", token=owner)
    assert resp.status_code == 200 and resp.get_json()["items"] == []
    assert client.get("/v1/webhooks/whk_nope", token=other).status_code == 404


def test_registering_and_transferring_a_card_record_events_for_the_owners_endpoints(app, client):
    from sqlalchemy import select

    from service.webhooks import record
    from service.webhooks.models import WebhookDelivery

    token = client.new_user_token()
    me = client.get("/v1/me", token=token).get_json()
    with app.app_context():
        svc = app.extensions["companion"]
        with svc.db.session() as session:
            assert record(session=session, user_ids=[me["id"]], type="card.registered", data={"x": 1}) == []
    resp = client.post(
        "/v1/webhooks", token=token, json={"url": "https://93.184.215.14/hook", "event_types": ["card.registered"]}
    )
    assert resp.status_code == 201
    with app.app_context():
        with svc.db.session() as session:
            from datetime import UTC, datetime

            ids = record(
                session=session,
                user_ids=[me["id"]],
                type="card.registered",
                data={"at": datetime(2026, 1, 2, tzinfo=UTC)},
            )
            session.rollback()  # nothing is sent, nothing kept, for a unit of work that fails
        with svc.db.session() as session:
            assert ids and session.scalars(select(WebhookDelivery)).all() == []


def test_one_record_under_several_types_reaches_each_endpoint_by_its_own_subscriptions(app, client):
    """A result is recorded as ``match.result_reported`` and ``tournament.result_reported`` in one call: every
    endpoint gets a delivery for each type it subscribed to, with its own type in the payload."""
    from sqlalchemy import select

    from service.webhooks import record
    from service.webhooks.models import WebhookDelivery

    token = client.new_user_token()
    me = client.get("/v1/me", token=token).get_json()
    both = register_webhook(
        client, token, "https://93.184.215.14/both", ["match.result_reported", "tournament.result_reported"]
    )
    older = register_webhook(client, token, "https://93.184.215.14/older", ["match.result_reported"])
    with app.app_context(), app.extensions["companion"].db.session() as session:
        ids = record(
            session=session,
            user_ids=[me["id"]],
            type="match.result_reported",
            data={"match_id": "m1"},
            also=["tournament.result_reported"],
        )
        assert len(ids) == 3
        made = {
            (d.endpoint_id, d.event_type, d.payload["type"], d.payload["data"]["match_id"])
            for d in session.scalars(select(WebhookDelivery).where(WebhookDelivery.id.in_(ids)))
        }
        session.rollback()
    assert made == {
        (both["id"], "match.result_reported", "match.result_reported", "m1"),
        (both["id"], "tournament.result_reported", "tournament.result_reported", "m1"),
        (older["id"], "match.result_reported", "match.result_reported", "m1"),
    }
