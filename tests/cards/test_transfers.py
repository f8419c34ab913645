"""Transfers with history and sale prices, market value (median, minimum count), lost/stolen and counterfeit."""

from __future__ import annotations

from tests.cards.conftest import printed_copies
from tests.service.test_errors import assert_problem


def _owner(client, code):
    user = client.signup()
    token = client.login(user["username"], user["password"])
    assert client.post("/v1/registrations", token=token, json={"code": code}).status_code == 201
    return user["username"], token


def test_offer_accept_moves_ownership_records_history_and_sale(client, catalog, app):
    [(serial, _card_id, code)] = printed_copies(app, {"tst1-006": 1})
    alice, a_tok = _owner(client, code)
    bob = client.signup()
    b_tok = client.login(bob["username"], bob["password"])
    offer = client.post(
        "/v1/transfers",
        token=a_tok,
        json={"serial": serial, "to": bob["username"], "price": {"amount_cents": 1250, "currency": "EUR"}},
    )
    assert offer.status_code == 201, offer.get_json()
    tid = offer.get_json()["id"]
    assert_problem(client.post(f"/v1/transfers/{tid}/accept", token=a_tok), 409, "conflict")  # not the recipient
    accepted = client.post(f"/v1/transfers/{tid}/accept", token=b_tok).get_json()
    assert accepted["status"] == "accepted" and accepted["from"] == alice and accepted["to"] == bob["username"]
    assert [c["serial"] for c in client.get("/v1/copies", token=b_tok).get_json()["items"]] == [serial]
    assert client.get("/v1/copies", token=a_tok).get_json()["items"] == []
    history = client.get(f"/v1/copies/{serial}/history", token=b_tok).get_json()["items"]
    assert [(h["kind"], h["to"]) for h in history] == [("registered", alice), ("transferred", bob["username"])]
    assert "12.50 EUR" in history[1]["note"]
    assert_problem(client.get(f"/v1/copies/{serial}/history", token=a_tok), 404, "not-found")


def test_market_value_is_the_median_of_recent_sales_above_a_minimum_count(client, catalog, app):
    copies = printed_copies(app, {"tst1-002": 3})
    market = f"/v1/cards/{copies[0][1]}/market"
    reader = client.new_user_token()
    for i, (serial, _, code) in enumerate(copies):
        _, tok = _owner(client, code)
        buyer = client.signup()
        price = {"amount_cents": [500, 900, 700][i], "currency": "EUR"}
        tid = client.post(
            "/v1/transfers", token=tok, json={"serial": serial, "to": buyer["username"], "price": price}
        ).get_json()["id"]
        client.post(f"/v1/transfers/{tid}/accept", token=client.login(buyer["username"], buyer["password"]))
        values = client.get(market, token=reader).get_json()["values"]
        if i < 2:
            assert values == [{"currency": "EUR", "sales": i + 1, "median_cents": None}]
    assert client.get(market, token=reader).get_json()["values"] == [
        {"currency": "EUR", "sales": 3, "median_cents": 700}
    ]


def test_stolen_copy_shows_on_verify_blocks_transfer_and_official_play(client, catalog, app):
    [(serial, card_id, code)] = printed_copies(app, {"tst1-001": 1})
    name, tok = _owner(client, code)
    assert client.put(f"/v1/copies/{serial}/visibility", token=tok, json={"owner_public": True}).status_code == 200
    assert client.get(f"/v1/verify/{serial}").get_json()["owner"] == name
    deck = client.post(
        "/v1/decks",
        token=tok,
        json={"ruleset": "arcane", "name": "o", "format": "official", "cards": [{"card_id": card_id, "quantity": 1}]},
    ).get_json()
    official = [
        p
        for p in client.get(f"/v1/decks/{deck['id']}/validation", token=tok).get_json()["problems"]
        if p["rule"]["id"] == "companion.official.registered"
    ]
    assert official == []
    assert client.post(f"/v1/copies/{serial}/report", token=tok, json={"status": "stolen"}).status_code == 200
    verify = client.get(f"/v1/verify/{serial}").get_json()
    assert verify["status"] == "stolen" and verify["genuine"] and not verify["playable_in_official"]
    problems = client.get(f"/v1/decks/{deck['id']}/validation", token=tok).get_json()["problems"]
    assert any(p["rule"]["id"] == "companion.official.registered" and "stolen" in p["detail"] for p in problems)
    other = client.signup()
    assert_problem(
        client.post("/v1/transfers", token=tok, json={"serial": serial, "to": other["username"]}), 409, "conflict"
    )
    assert client.post(f"/v1/copies/{serial}/recover", token=tok).get_json()["status"] == "active"


def test_counterfeit_revoke_shows_on_verify_and_blocks_registration(client, catalog, app):
    [(serial, _, code), (serial2, _, code2)] = printed_copies(app, {"tst1-003": 2})
    _, _tok = _owner(client, code)
    user = client.new_user_token()
    assert_problem(client.post(f"/v1/copies/{serial}/revoke", token=user, json={}), 403, "forbidden")
    assert client.post(f"/v1/copies/{serial2}/revoke", token=catalog, json={"note": "fake batch"}).status_code == 200
    verify = client.get(f"/v1/verify/{serial2}").get_json()
    assert verify["genuine"] is False and verify["status"] == "revoked"
    assert_problem(client.post("/v1/registrations", token=user, json={"code": code2}), 409, "conflict")
