"""A print run through the real Celery worker: 202 with a task, progress, secrets downloadable once."""

from __future__ import annotations

import time

from tests.cards.conftest import ARCANE_SET, admin_token, import_doc
from tests.service.test_errors import assert_problem


def _wait(client, token, task_id, timeout=30.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        body = client.get(f"/v1/tasks/{task_id}", token=token).get_json()
        if body["state"] in ("SUCCESS", "FAILURE"):
            return body
        time.sleep(0.1)
    raise AssertionError(body)


def test_print_run_generates_copies_and_hands_out_secrets_once(stack_app, stack_client):
    client = stack_client
    admin = admin_token(stack_app, client)
    import_doc(client, admin, ARCANE_SET)
    resp = client.post(
        "/v1/print-runs",
        token=admin,
        json={"cards": [{"card_id": "tst1-001", "quantity": 3}, {"card_id": "tst1-006", "quantity": 2}]},
    )
    assert resp.status_code == 202, resp.get_json()
    run = resp.get_json()
    status = _wait(client, admin, run["task_id"])
    assert status["state"] == "SUCCESS" and status["result"]["copies"] == 5
    assert client.get(f"/v1/print-runs/{run['id']}", token=admin).get_json()["status"] == "ready"
    csv_resp = client.get(f"/v1/print-runs/{run['id']}/codes.csv", token=admin)
    assert csv_resp.status_code == 200 and csv_resp.mimetype == "text/csv"
    rows = [line.split(",") for line in csv_resp.get_data(as_text=True).strip().splitlines()]
    assert rows[0] == ["serial", "card_id", "code"] and len(rows) == 6
    assert_problem(client.get(f"/v1/print-runs/{run['id']}/codes.csv", token=admin), 410, "gone")
    sheet = client.get(f"/v1/print-runs/{run['id']}/sheet.html", token=admin).get_data(as_text=True)
    assert sheet.count("<svg") == 10 and rows[1][2] in sheet and f"/v1/verify/{rows[1][0]}" not in sheet[:0]
    assert_problem(client.get(f"/v1/print-runs/{run['id']}/sheet.html", token=admin), 410, "gone")
    # the codes register
    user = client.new_user_token()
    assert client.post("/v1/registrations", token=user, json={"code": rows[1][2]}).status_code == 201


def test_print_runs_are_admin_only_and_check_cards(stack_app, stack_client):
    client = stack_client
    user = client.new_user_token()
    assert_problem(
        client.post("/v1/print-runs", token=user, json={"cards": [{"card_id": "x", "quantity": 1}]}), 403, "forbidden"
    )
    admin = admin_token(stack_app, client)
    resp = client.post("/v1/print-runs", token=admin, json={"cards": [{"card_id": "nope-1", "quantity": 1}]})
    assert_problem(resp, 422, "validation-error")
