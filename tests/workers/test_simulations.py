"""Bulk simulations: the CLI's JSON report, and POST /v1/simulations run by a real worker with progress."""

from __future__ import annotations

import json
import subprocess
import sys
import time

import pytest

from rules import registry

# a ruleset without an engine, while one is left (else one that does not exist at all)
NO_ENGINE = next((r for r in registry.RULESET_IDS if not registry.has(r, "engine")), "chess")


def test_companion_simulate_json_reports_games_wins_and_win_rates():
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "service.cli",
            "simulate",
            "--games",
            "2",
            "--seats",
            "greedy,random",
            "--budget-ms",
            "10",
            "--seed",
            "4",
            "--json",
        ],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    report = json.loads(out.stdout)
    assert report["games"] == 2 and sum(report["wins"].values()) + report["draws"] == 2
    assert set(report["win_rates"]) == {"greedy", "random"}
    low, high = report["win_rates"]["greedy"]["ci95"]
    assert 0 <= low <= report["win_rates"]["greedy"]["rate"] <= high <= 1


@pytest.mark.slow
def test_a_simulation_runs_on_the_worker_and_reports_through_the_task(stack_client):
    token = stack_client.new_user_token()
    resp = stack_client.post(
        "/v1/simulations", token=token, json={"games": 2, "seats": ["greedy", "random"], "budget_ms": 10, "seed": 9}
    )
    assert resp.status_code == 202, resp.get_json()
    task_id = resp.get_json()["task_id"]
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        status = stack_client.get(f"/v1/tasks/{task_id}", token=token).get_json()
        if status["state"] in ("SUCCESS", "FAILURE"):
            break
        time.sleep(0.2)
    assert status["state"] == "SUCCESS", status
    assert status["result"]["games"] == 2 and set(status["result"]["win_rates"]) == {"greedy", "random"}
    other = stack_client.new_user_token()
    assert stack_client.get(f"/v1/tasks/{task_id}", token=other).status_code == 404


def test_simulation_input_is_checked(client):
    token = client.new_user_token()
    for body, field in (
        ({"games": 0, "seats": ["random", "greedy"]}, "games"),
        ({"games": 1, "seats": ["random", "random"]}, "seats"),
        ({"games": 1, "seats": ["random", "ai:genius"]}, "seats"),
        ({"games": 1, "seats": ["random", "greedy"], "ruleset": NO_ENGINE}, "ruleset"),
        ({"games": 1, "seats": ["random", "greedy"], "decks": ["nope"]}, "decks"),
        ({"games": 1, "seats": ["random", "greedy"], "decks": ["rift-and-ruin"]}, "decks"),
    ):
        bad = client.post("/v1/simulations", token=token, json=body)
        assert bad.status_code == 422 and field in bad.get_json()["errors"]["json"]


def test_companion_simulate_takes_a_ruleset_with_an_engine():
    """`companion simulate --ruleset X` runs X's engine; a ruleset without one is refused with a clear message."""
    ok = subprocess.run(
        [
            sys.executable,
            "-m",
            "service.cli",
            "simulate",
            "--ruleset",
            "achroma",
            "--games",
            "1",
            "--seats",
            "random,greedy",
            "--budget-ms",
            "10",
            "--decks",
            "norso-frostholds",
            "--json",
        ],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    assert json.loads(ok.stdout)["games"] == 1
    refused = subprocess.run(
        [sys.executable, "-m", "service.cli", "simulate", "--ruleset", NO_ENGINE, "--games", "1", "--json"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert refused.returncode == 2 and f"no engine for ruleset '{NO_ENGINE}'" in refused.stderr


@pytest.mark.slow
def test_simulation_limits_one_running_simulation_per_account(stack_client):
    """Simulation limits: a second simulation while the account's first runs is a 429 naming the running task; once
    it has ended, the next one is accepted."""
    token = stack_client.new_user_token()
    body = {"games": 3, "seats": ["greedy", "random"], "budget_ms": 10, "seed": 2}
    first = stack_client.post("/v1/simulations", token=token, json=body)
    assert first.status_code == 202, first.get_json()
    task_id = first.get_json()["task_id"]
    second = stack_client.post("/v1/simulations", token=token, json=body)
    if stack_client.get(f"/v1/tasks/{task_id}", token=token).get_json()["state"] not in ("SUCCESS", "FAILURE"):
        assert second.status_code == 429, second.get_json()
        assert second.get_json()["code"] == "simulation-running" and second.get_json()["task_id"] == task_id
    other = stack_client.new_user_token()  # another account is not held up
    assert stack_client.post("/v1/simulations", token=other, json=body).status_code == 202
    deadline = time.monotonic() + 120
    while stack_client.get(f"/v1/tasks/{task_id}", token=token).get_json()["state"] not in ("SUCCESS", "FAILURE"):
        assert time.monotonic() < deadline
        time.sleep(0.2)
    assert stack_client.post("/v1/simulations", token=token, json=body).status_code == 202


def test_simulation_limits_a_decision_cap_stops_starting_games():
    """Simulation limits: no game starts once the decision cap is reached, and the report says so."""
    from rules.simulate import simulate

    report = simulate(ruleset="achroma", games=50, seats=["random", "greedy"], budget_ms=5, seed=3, max_decisions=10)
    assert report["games"] == 1 and report["games_asked"] == 50 and report["stopped_at_decision_cap"] is True
    assert report["decisions"] >= 10
