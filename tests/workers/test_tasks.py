"""Tasks run by a real Celery worker process on the real broker; status through GET /v1/tasks/{id}."""

from __future__ import annotations

import time
from datetime import timedelta

from service.accounts.identity import authenticate
from service.accounts.models import AuthToken
from service.platform.model_base import utcnow
from service.platform.tasks import send_task
from tests.conftest import METRICS_TOKEN
from tests.games.helpers import act, create_game
from tests.service.test_errors import assert_problem


def _wait(client, token, task_id, timeout=20.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        body = client.get(f"/v1/tasks/{task_id}", token=token).get_json()
        if body["state"] in ("SUCCESS", "FAILURE"):
            return body
        time.sleep(0.1)
    raise AssertionError(f"task {task_id} did not finish: {body}")


def test_purge_task_runs_on_the_worker_and_reports_its_result(stack_app, stack_client):
    services = stack_app.extensions["companion"]
    token = stack_client.new_user_token()
    old_user = stack_client.signup()
    old = stack_client.login(old_user["username"], old_user["password"])
    with services.db.session() as session:
        principal = authenticate(session=session, secret_key=services.settings.secret_key, credential=token)
        expired = authenticate(session=session, secret_key=services.settings.secret_key, credential=old)
        session.get(AuthToken, expired.credential_id).expires_at = utcnow() - timedelta(1)
    with stack_app.app_context():
        task_id = send_task("maintenance.purge_expired", owner_id=principal.user_id)
    status = _wait(stack_client, token, task_id)
    assert status["state"] == "SUCCESS" and status["result"]["tokens"] >= 1
    with services.db.session() as session:
        assert session.get(AuthToken, expired.credential_id) is None
    # someone else cannot read it, nor can anyone read an unknown task
    assert_problem(stack_client.get(f"/v1/tasks/{task_id}", token=stack_client.new_user_token()), 404, "not-found")
    assert_problem(stack_client.get("/v1/tasks/nope", token=token), 404, "not-found")


def test_task_counts_reach_the_metrics(stack_app, stack_client):
    with stack_app.app_context():
        task_id = send_task("maintenance.ping")
    result = stack_app.extensions["celery"].AsyncResult(task_id).get(timeout=20)
    assert result == "pong"
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        text = stack_client.get("/metrics", token=METRICS_TOKEN).get_data(as_text=True)
        if 'celery_tasks_total{state="SUCCESS",task="maintenance.ping"}' in text:
            return
        time.sleep(0.1)
    raise AssertionError(text)


def test_tasks_are_not_lost_when_a_worker_dies(stack_app):
    """acks_late + reject_on_worker_lost + prefetch 1: a killed worker's task is delivered again."""
    conf = stack_app.extensions["celery"].conf
    assert conf.task_acks_late and conf.task_reject_on_worker_lost and conf.worker_prefetch_multiplier == 1
    assert conf.task_serializer == "json" and conf.accept_content == ["json"]


def test_a_finished_game_is_archived_then_its_players_rated_by_the_workers(stack_client):
    """Ratings follow a finished game: the archive task sends the rating as its follow-up."""
    owner, alice, bob = (stack_client.new_user_token() for _ in range(3))
    game = create_game(stack_client, owner)
    for token, seat in ((alice, "p1"), (bob, "p2")):
        body = {"join_code": game["join_code"], "seat": seat}
        assert stack_client.post(f"/v1/games/{game['id']}/join", token=token, json=body).status_code == 200
    act(stack_client, bob, game["id"], type="concede", seat="p2")
    alice_id = stack_client.get("/v1/me", token=alice).get_json()["id"]
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        ratings = stack_client.get(f"/v1/ratings/{alice_id}").get_json()["ratings"]
        if ratings:
            break
        time.sleep(0.1)
    assert [(r["ruleset"], r["tables"]) for r in ratings] == [("arcane", 1)]
