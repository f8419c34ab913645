"""Accessibility by construction: axe-core (the npm package, injected into the page) on every page of the
app, in light and dark, finds no serious or critical violation. Each page is also saved as a 360×780 screenshot."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.browser.conftest import record_figures, screenshot

AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
BLOCKING = {"serious", "critical"}


def axe_violations(page) -> list[dict]:
    # evaluated by the test harness, outside the page's CSP (which, rightly, lets no other script in)
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.evaluate(AXE.read_text() + "\n;0")
    result = page.evaluate("axe.run(document, { resultTypes: ['violations'] })")
    return [
        {"id": v["id"], "impact": v["impact"], "help": v["help"], "nodes": [n["target"] for n in v["nodes"]][:5]}
        for v in result["violations"]
    ]


@pytest.fixture(scope="module")
def pages_to_check(api, stack):
    """A signed-in user with a table game, a game against the AI and an event: every screen has something on it."""
    password = "correct-horse-battery"
    api.post("/v1/users", json={"username": "axe-user", "email": "axe@example.com", "password": password})
    token = api.post("/v1/tokens", json={"username": "axe-user", "password": password}).json()["token"]
    auth = {"Authorization": f"Bearer {token}"}
    table = api.post(
        "/v1/games",
        headers=auth,
        json={
            "ruleset": "athernum",
            "players": [
                {"name": "Ann", "starting_card": {"name": "Old King", "cost": 3, "vt_field": 4}},
                {"name": "Bob", "starting_card": {"name": "Young Queen", "cost": 2, "vt_field": 5}},
            ],
        },
    ).json()
    engine = api.post(
        "/v1/games",
        headers=auth,
        json={
            "ruleset": "achroma",
            "mode": "engine",
            "players": [
                {"name": "Me", "deck": "draco-skyfire"},
                {"name": "Bot", "deck": "salum-arcana", "ai": {"level": "greedy", "budget_ms": 20}},
            ],
        },
    ).json()
    event = api.post(
        "/v1/tournaments",
        headers=auth,
        json={"ruleset": "arcane", "name": "Axe Open", "format": "swiss", "match": {"best_of": 3}},
    ).json()
    api.post(
        f"/v1/tournaments/{event['id']}/players",
        headers=auth,
        json={"user_id": api.get("/v1/me", headers=auth).json()["id"]},
    )
    for name in ("Gus", "Hana", "Ivo"):
        api.post(f"/v1/tournaments/{event['id']}/players", headers=auth, json={"name": name})
    round_one = api.post(f"/v1/tournaments/{event['id']}/rounds", headers=auth).json()
    table_one = next(m for m in round_one["matches"] if m["kind"] != "bye")
    signed_out = {
        "home-signed-out": "/app/",
        "sign-in": "/app/signin",
        "sign-up": "/app/signup",
        "join": "/app/join",
        "verify-form": "/app/verify",
        "not-found": "/app/nothing-here",
        "slip-report": f"/app/events/{event['id']}/matches/{table_one['id']}/report",
    }
    signed_in = {
        "home": "/app/",
        "new-game": "/app/new",
        "table": f"/app/games/{table['id']}",
        "ai-game": f"/app/games/{engine['id']}",
        "projector": f"/app/games/{table['id']}/projector",
        "cards": "/app/cards",
        "events": "/app/events",
        "event": f"/app/events/{event['id']}",
    }
    return {"user": ("axe-user", password), "signed_out": signed_out, "signed_in": signed_in}


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_page_has_no_serious_or_critical_axe_violation(phones, pages_to_check, scheme):
    page = phones(color_scheme=scheme).page
    found: dict[str, list[dict]] = {}

    def check(name: str, path: str) -> None:
        page.goto(path)
        page.get_by_role("main").wait_for()
        page.get_by_text("Loading").first.wait_for(state="hidden")
        found[name] = axe_violations(page)
        screenshot(page, f"page-{name}-{scheme}")

    for name, path in pages_to_check["signed_out"].items():
        check(name, path)
    username, password = pages_to_check["user"]
    page.goto("/app/signin")
    page.get_by_label("Username").fill(username)
    page.get_by_label("Password").fill(password)
    page.get_by_role("button", name="Sign in").click()
    page.get_by_role("button", name="Sign out").wait_for()
    for name, path in pages_to_check["signed_in"].items():
        check(name, path)
    page.goto("/app/new")
    page.get_by_label("Game").select_option("achroma")
    page.locator('form[data-ruleset="achroma"]').wait_for()  # the chosen game's form, loaded
    page.get_by_role("radio", name="Against the AI (the app deals the cards)").check()
    found["new-game-vs-ai"] = axe_violations(page)

    record_figures(f"axe-{scheme}", {"pages": len(found), "violations": found})
    blocking = {name: [v for v in vs if v["impact"] in BLOCKING] for name, vs in found.items()}
    blocking = {name: vs for name, vs in blocking.items() if vs}
    assert blocking == {}, json.dumps(blocking, indent=1)
