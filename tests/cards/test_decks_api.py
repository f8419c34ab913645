"""Decks as a client sees them: CRUD, text import/export, validation naming each broken rule."""

from __future__ import annotations

from tests.service.test_errors import assert_problem

LEGAL = [
    {"card_id": "tst1-004", "quantity": 37},
    {"card_id": "tst1-001", "quantity": 3, "zone": "main"},
    {"card_id": "tst1-005", "quantity": 1, "zone": "ancient"},
]


def _deck(client, token, cards=LEGAL, **kw):
    body = {"ruleset": "arcane", "name": "Burn", "cards": cards, **kw}
    resp = client.post("/v1/decks", token=token, json=body)
    assert resp.status_code == 201, resp.get_json()
    return resp.get_json()


def test_create_read_list_replace_delete(client, catalog):
    token = client.new_user_token()
    deck = _deck(client, token)
    assert deck["card_count"] == 41 and deck["format"] == "casual"
    assert deck["cards"][0] == {"card_id": "tst1-004", "quantity": 37, "zone": "main", "name": "Ember Essence"}
    assert client.get(f"/v1/decks/{deck['id']}", token=token).get_json()["id"] == deck["id"]
    assert [d["id"] for d in client.get("/v1/decks", token=token).get_json()["items"]] == [deck["id"]]
    body = {"ruleset": "arcane", "name": "Burn v2", "format": "official", "cards": LEGAL[:2]}
    replaced = client.put(f"/v1/decks/{deck['id']}", token=token, json=body).get_json()
    assert replaced["name"] == "Burn v2" and replaced["card_count"] == 40
    # someone else's deck does not exist for them
    other = client.new_user_token()
    assert_problem(client.get(f"/v1/decks/{deck['id']}", token=other), 404, "not-found")
    assert_problem(client.delete(f"/v1/decks/{deck['id']}", token=other), 404, "not-found")
    assert client.delete(f"/v1/decks/{deck['id']}", token=token).status_code == 204
    assert_problem(client.get(f"/v1/decks/{deck['id']}", token=token), 404, "not-found")


def test_list_is_cursor_paginated(client, catalog):
    token = client.new_user_token()
    ids = [_deck(client, token, name=f"d{i}")["id"] for i in range(3)]
    first = client.get("/v1/decks?limit=2", token=token).get_json()
    second = client.get(f"/v1/decks?limit=2&cursor={first['next_cursor']}", token=token).get_json()
    assert [d["id"] for d in first["items"] + second["items"]] == ids and second["next_cursor"] is None


def test_unknown_card_or_zone_is_422(client, catalog):
    token = client.new_user_token()
    bad = [{"card_id": "nope-001", "quantity": 1}, {"card_id": "tst1-001", "quantity": 1, "zone": "leader"}]
    errors = assert_problem(
        client.post("/v1/decks", token=token, json={"ruleset": "arcane", "name": "x", "cards": bad}),
        422,
        "validation-error",
    )["errors"]["json"]["cards"]
    assert set(errors["0"]) == {"card_id"} and set(errors["1"]) == {"zone"}
    wrong_game = {"ruleset": "oversoul", "name": "x", "cards": [{"card_id": "tst1-001", "quantity": 1}]}
    assert_problem(client.post("/v1/decks", token=token, json=wrong_game), 422, "validation-error")


def test_validation_legal_and_each_problem_names_its_rule(client, catalog):
    token = client.new_user_token()
    legal = _deck(client, token)
    assert client.get(f"/v1/decks/{legal['id']}/validation", token=token).get_json() == {
        "legal": True,
        "format": "casual",
        "problems": [],
    }
    cards = [{"card_id": "tst1-004", "quantity": 30}, {"card_id": "tst1-001", "quantity": 5}]
    bad = _deck(client, token, cards=cards)
    report = client.get(f"/v1/decks/{bad['id']}/validation", token=token).get_json()
    assert report["legal"] is False
    by_rule = {p["rule"]["id"]: p for p in report["problems"]}
    assert set(by_rule) == {"arcane.deck.size", "arcane.deck.ancient", "arcane.deck.per_deck"}
    assert by_rule["arcane.deck.per_deck"]["cards"] == ["tst1-001"]
    assert by_rule["arcane.deck.size"]["rule"]["quote"].startswith("Decks have a minimum of 40 cards")


def test_official_format_needs_registered_copies(client, catalog):
    token = client.new_user_token()
    deck = _deck(client, token, format="official")
    report = client.get(f"/v1/decks/{deck['id']}/validation", token=token).get_json()
    assert not report["legal"]
    assert {p["rule"]["id"] for p in report["problems"]} == {"companion.official.registered"}
    assert {c for p in report["problems"] for c in p["cards"]} == {"tst1-001", "tst1-004", "tst1-005"}


def test_text_import_and_export_round_trip(client, catalog):
    token = client.new_user_token()
    text = "37 ember essence\n3 Ashen Whelp\n\nAncient\n1 Old Ember King\n"
    resp = client.post("/v1/decks/import", token=token, json={"ruleset": "arcane", "name": "Txt", "text": text})
    assert resp.status_code == 201, resp.get_json()
    deck = resp.get_json()
    assert client.get(f"/v1/decks/{deck['id']}/validation", token=token).get_json()["legal"] is True
    exported = client.get(f"/v1/decks/{deck['id']}/export", token=token)
    assert exported.mimetype == "text/plain"
    assert exported.get_data(as_text=True) == "Main\n37 Ember Essence\n3 Ashen Whelp\n\nAncient\n1 Old Ember King\n"


def test_text_import_errors_carry_line_numbers(client, catalog):
    token = client.new_user_token()
    text = "3 Ashen Whelp\n2 Nobody Card\nnot a line\n"
    resp = client.post("/v1/decks/import", token=token, json={"ruleset": "arcane", "name": "x", "text": text})
    errors = assert_problem(resp, 422, "validation-error")["errors"]
    assert [e["line"] for e in errors] == [2, 3]
    assert client.get("/v1/decks", token=token).get_json()["items"] == []


def test_writes_need_decks_write(client, catalog):
    token = client.new_user_token()
    key = client.api_key(token, ["cards:read"])
    body = {"ruleset": "arcane", "name": "x", "cards": LEGAL}
    assert_problem(client.post("/v1/decks", token=key, json=body), 403, "insufficient-scope")
