"""Helpers for card tests: an admin, small fixture sets (never the demo files' exact contents)."""

from __future__ import annotations

import copy
import json
import uuid
from typing import Any

import pytest

from service.accounts import identity as accounts

ARCANE_SET: dict[str, Any] = {
    "set": {"code": "TST1", "name": "Test Set One", "ruleset": "arcane", "released": "2026-01-10"},
    "cards": [
        {
            "id": "tst1-001",
            "number": "001",
            "name": "Ashen Whelp",
            "type": "creature",
            "rarity": "common",
            "text": "Haste.",
            "essence": "fire",
            "tribe": "Drakes",
            "traits": ["Haste"],
            "cost": 1,
            "per_deck": 4,
            "ap": 1,
            "hp": 1,
            "keywords": ["HASTE"],
        },
        {
            "id": "tst1-002",
            "number": "002",
            "name": "Brine Golem",
            "type": "creature",
            "rarity": "uncommon",
            "text": "Taunt.",
            "essence": "water",
            "traits": ["Taunt"],
            "cost": 4,
            "per_deck": 2,
            "ap": 2,
            "hp": 6,
            "keywords": ["TAUNT"],
        },
        {
            "id": "tst1-003",
            "number": "003",
            "name": "Cinder Rain",
            "type": "spell",
            "rarity": "common",
            "text": "Deal 2 damage to each creature.",
            "essence": "fire",
            "cost": 3,
            "per_deck": 3,
        },
        {
            "id": "tst1-004",
            "number": "004",
            "name": "Ember Essence",
            "type": "essence",
            "rarity": "common",
            "text": "Exhaust: generate 1 Fire Essence.",
            "essence": "fire",
        },
        {
            "id": "tst1-005",
            "number": "005",
            "name": "Old Ember King",
            "type": "ancient",
            "rarity": "legendary",
            "text": "Creatures you control with Haste get +1 AP.",
            "essence": "fire",
            "ancient": True,
            "cost": 0,
            "per_deck": 1,
            "ap": 5,
            "hp": 10,
        },
        {
            "id": "tst1-006",
            "number": "006",
            "name": "Drifting Lantern",
            "type": "artifact",
            "rarity": "rare",
            "text": "When Drifting Lantern enters, draw a card.",
            "essence": "neutral",
            "cost": 2,
            "per_deck": 2,
            "hp": 2,
            "errata": [
                {"date": "2026-03-01", "text": "When Drifting Lantern enters, draw two cards.", "note": "buffed"}
            ],
        },
    ],
}


def arcane_set(**set_overrides: Any) -> dict[str, Any]:
    doc = copy.deepcopy(ARCANE_SET)
    doc["set"].update(set_overrides)
    return doc


def admin_token(app, client) -> str:
    name = f"adm{uuid.uuid4().hex[:8]}"
    with app.extensions["companion"].db.session() as session:
        accounts.create_user(
            session=session, username=name, email=f"{name}@example.com", password="admin-password-1", is_admin=True
        )
    return client.login(name, "admin-password-1")


def import_doc(client, token: str, doc: dict[str, Any] | str, fmt: str = "json"):
    content = doc if isinstance(doc, str) else json.dumps(doc)
    return client.post("/v1/card-imports", token=token, json={"format": fmt, "content": content})


@pytest.fixture
def admin(app, client) -> str:
    return admin_token(app, client)


@pytest.fixture
def catalog(client, admin) -> str:
    """The fixture set imported; returns the admin token."""
    resp = import_doc(client, admin, ARCANE_SET)
    assert resp.status_code == 201, resp.get_json()
    return admin


def printed_copies(app, card_counts: dict[str, int]) -> list[tuple[str, str, str]]:
    """Run a print run in-process (no worker); (serial, card_id, code) per copy, from the one-time CSV."""
    from service.cards import print_run_secrets, print_runs
    from service.cards.models.registrations import PrintRun

    svc = app.extensions["companion"]
    with svc.db.session() as session:
        cards = [{"card_id": c, "quantity": n} for c, n in card_counts.items()]
        run = PrintRun(cards=cards, total=sum(card_counts.values()))
        session.add(run)
        session.flush()
        run_id = run.id
    print_runs.generate(db=svc.db, redis_client=svc.redis, secret_key=svc.settings.secret_key, run_id=run_id)
    return list(print_run_secrets.stored_rows(svc.redis, run_id))
