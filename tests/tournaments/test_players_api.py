"""Players: registration (accounts and guests), check-in, decklists locked at round 1, drops and late entries."""

from __future__ import annotations

from tests.cards.conftest import admin, catalog  # noqa: F401  (fixtures: the test card set)
from tests.service.test_errors import assert_problem
from tests.tournaments.helpers import add_guests, create, pair, play_round, standings, user_id

LEGAL_DECK = [
    {"card_id": "tst1-004", "quantity": 37},
    {"card_id": "tst1-001", "quantity": 3},
    {"card_id": "tst1-005", "quantity": 1, "zone": "ancient"},
]


def test_users_enter_themselves_and_staff_enter_guests(client):
    organiser, player, other = (client.new_user_token() for _ in range(3))
    tid = create(client, organiser)["id"]
    me = client.post(f"/v1/tournaments/{tid}/players", token=player, json={"user_id": user_id(client, player)})
    assert me.status_code == 201
    body = me.get_json()
    assert body["user_id"] == user_id(client, player) and body["checked_in"] is False and body["entered_round"] == 1
    again = client.post(f"/v1/tournaments/{tid}/players", token=player, json={"user_id": user_id(client, player)})
    assert_problem(again, 409, "already-registered")
    # a player may not enter guests or other users; staff may
    assert_problem(
        client.post(f"/v1/tournaments/{tid}/players", token=player, json={"name": "Guest"}), 403, "staff-only"
    )
    resp = client.post(f"/v1/tournaments/{tid}/players", token=player, json={"user_id": user_id(client, other)})
    assert_problem(resp, 403, "not-tournament-staff")
    guest = add_guests(client, organiser, tid, ["Guest <b>"])[0]
    assert guest["user_id"] is None and guest["checked_in"] is True  # staff enter players at the desk
    assert_problem(client.post(f"/v1/tournaments/{tid}/players", token=organiser, json={}), 422, "validation-error")
    listed = client.get(f"/v1/tournaments/{tid}/players").get_json()["items"]
    assert [p["name"] for p in listed] == [body["name"], "Guest <b>"]


def test_check_in_and_round_one_withdraws_players_who_did_not(client):
    organiser, early, late, stranger = (client.new_user_token() for _ in range(4))
    tid = create(client, organiser)["id"]
    add_guests(client, organiser, tid, ["G1"])
    ids = {}
    for tok in (early, late):
        ids[tok] = client.post(
            f"/v1/tournaments/{tid}/players", token=tok, json={"user_id": user_id(client, tok)}
        ).get_json()["id"]
    assert_problem(
        client.post(f"/v1/tournaments/{tid}/players/{ids[early]}/check-in", token=stranger),
        403,
        "not-your-registration",
    )
    checked = client.post(f"/v1/tournaments/{tid}/players/{ids[early]}/check-in", token=early)
    assert checked.status_code == 200 and checked.get_json()["checked_in"] is True
    round_one = pair(client, organiser, tid)
    paired = {p["id"] for m in round_one["matches"] for p in m["players"]}
    assert ids[early] in paired and ids[late] not in paired
    assert ids[late] not in [p["id"] for p in client.get(f"/v1/tournaments/{tid}/players").get_json()["items"]]
    assert_problem(
        client.post(f"/v1/tournaments/{tid}/players/{ids[early]}/check-in", token=early), 409, "check-in-closed"
    )


def test_round_one_needs_two_checked_in_players(client):
    organiser = client.new_user_token()
    tid = create(client, organiser)["id"]
    add_guests(client, organiser, tid, ["Solo"])
    assert_problem(client.post(f"/v1/tournaments/{tid}/rounds", token=organiser), 409, "not-enough-players")


def test_a_dropped_player_is_never_paired_again_but_stays_in_the_standings(client):
    organiser, player = client.new_user_token(), client.new_user_token()
    tid = create(client, organiser, rounds=3)["id"]
    add_guests(client, organiser, tid, ["A", "B", "C"])
    me = client.post(f"/v1/tournaments/{tid}/players", token=organiser, json={"user_id": user_id(client, player)})
    mine = me.get_json()["id"]
    play_round(client, organiser, tid, pair(client, organiser, tid))
    assert_problem(
        client.delete(f"/v1/tournaments/{tid}/players/{mine}", token=client.new_user_token()),
        403,
        "not-your-registration",
    )
    assert client.delete(f"/v1/tournaments/{tid}/players/{mine}", token=player).status_code == 204
    assert_problem(client.delete(f"/v1/tournaments/{tid}/players/{mine}", token=organiser), 409, "already-dropped")
    round_two = pair(client, organiser, tid)
    assert mine not in {p["id"] for m in round_two["matches"] for p in m["players"]}
    row = next(r for r in standings(client, tid) if r["player_id"] == mine)
    assert row["dropped"] is True and sum(row["record"].values()) == 1
    audit = client.get(f"/v1/tournaments/{tid}/audit", token=organiser).get_json()["items"]
    assert {"action": "player.dropped", "data": {"player_id": mine, "after_round": 1}}.items() <= {
        k: v for k, v in next(a for a in audit if a["action"] == "player.dropped").items()
    }.items()


def test_withdrawing_before_round_one_removes_the_entry(client):
    organiser = client.new_user_token()
    tid = create(client, organiser)["id"]
    guest = add_guests(client, organiser, tid, ["A"])[0]
    assert client.delete(f"/v1/tournaments/{tid}/players/{guest['id']}", token=organiser).status_code == 204
    assert client.get(f"/v1/tournaments/{tid}/players").get_json()["items"] == []


def test_a_late_entry_is_paired_from_the_next_round_with_a_loss_for_the_round_missed(client):
    organiser = client.new_user_token()
    tid = create(client, organiser, rounds=3)["id"]
    add_guests(client, organiser, tid, ["A", "B", "C", "D"])
    round_one = pair(client, organiser, tid)
    late = add_guests(client, organiser, tid, ["Latecomer"])[0]
    assert late["entered_round"] == 2 and late["checked_in"] is True
    assert late["missed_rounds"] == [1] and late["missed_round_result"] == "loss"
    play_round(client, organiser, tid, round_one)
    row = next(r for r in standings(client, tid) if r["player_id"] == late["id"])
    assert row["points"] == 0 and row["record"] == {"wins": 0, "losses": 1, "draws": 0, "byes": 0}
    assert row["tiebreakers"]["mw"] == 0.33  # a missed round counts in MW% (floored at 33 %)
    round_two = pair(client, organiser, tid)
    seated = {p["id"] for m in round_two["matches"] for p in m["players"]}
    assert late["id"] in seated and len(seated) == 5
    bye = next(m for m in round_two["matches"] if m["kind"] == "bye")
    assert bye["players"][0]["id"] == late["id"]  # the lowest-ranked player without a bye: on 0 points


def test_decklists_are_validated_and_lock_when_round_one_starts(client, catalog):  # noqa: F811
    organiser, player, other = (client.new_user_token() for _ in range(3))
    tid = create(client, organiser, deck_format="casual")["id"]
    pid = client.post(
        f"/v1/tournaments/{tid}/players", token=organiser, json={"user_id": user_id(client, player)}
    ).get_json()["id"]
    add_guests(client, organiser, tid, ["Guest"])
    legal = client.post("/v1/decks", token=player, json={"ruleset": "arcane", "name": "Burn", "cards": LEGAL_DECK})
    short = client.post("/v1/decks", token=player, json={"ruleset": "arcane", "name": "Short", "cards": LEGAL_DECK[1:]})
    url = f"/v1/tournaments/{tid}/players/{pid}/deck"
    illegal = assert_problem(
        client.post(url, token=player, json={"deck_id": short.get_json()["id"]}), 422, "illegal-deck"
    )
    assert "arcane.deck.size" in {p["rule"]["id"] for p in illegal["problems"]}
    assert_problem(client.post(url, token=other, json={"deck_id": legal.get_json()["id"]}), 409, "not-your-deck")
    ok = client.post(url, token=player, json={"deck_id": legal.get_json()["id"]})
    assert ok.status_code == 200 and ok.get_json()["legal"] is True
    round_one = pair(client, organiser, tid)
    assert round_one["summary"]["missing_decklists"] != [] and pid not in round_one["summary"]["missing_decklists"]
    me = next(p for p in client.get(f"/v1/tournaments/{tid}/players").get_json()["items"] if p["id"] == pid)
    assert me["deck_submitted"] and me["decklist_locked"]
    assert_problem(client.post(url, token=player, json={"deck_id": legal.get_json()["id"]}), 409, "decklists-locked")


def test_an_official_event_needs_registered_cards(client, catalog):  # noqa: F811
    organiser, player = client.new_user_token(), client.new_user_token()
    tid = create(client, organiser, deck_format="official")["id"]
    pid = client.post(
        f"/v1/tournaments/{tid}/players", token=organiser, json={"user_id": user_id(client, player)}
    ).get_json()["id"]
    deck = client.post("/v1/decks", token=player, json={"ruleset": "arcane", "name": "B", "cards": LEGAL_DECK})
    resp = client.post(
        f"/v1/tournaments/{tid}/players/{pid}/deck", token=player, json={"deck_id": deck.get_json()["id"]}
    )
    assert {p["rule"]["id"] for p in assert_problem(resp, 422, "illegal-deck")["problems"]} == {
        "companion.official.registered"
    }


def test_staff_see_the_locked_decklist_not_later_edits(client, catalog):  # noqa: F811
    """Deck checks: the organiser reads a player's decklist as it was locked at round 1, whatever the player edits
    afterwards; the player reads their own; other players may not; a player without one gets 404."""
    organiser, player, other = (client.new_user_token() for _ in range(3))
    tid = create(client, organiser, deck_format="casual")["id"]
    players_url = f"/v1/tournaments/{tid}/players"
    pid, other_pid = (
        client.post(players_url, token=organiser, json={"user_id": user_id(client, t)}).get_json()["id"]
        for t in (player, other)
    )
    deck = client.post("/v1/decks", token=player, json={"ruleset": "arcane", "name": "Burn", "cards": LEGAL_DECK})
    deck_id = deck.get_json()["id"]
    url = f"/v1/tournaments/{tid}/players/{pid}/deck"
    assert client.post(url, token=player, json={"deck_id": deck_id}).status_code == 200
    before = client.get(url, token=organiser).get_json()
    assert before["locked"] is False and before["card_count"] == 41 and before["deck_id"] == deck_id
    pair(client, organiser, tid)
    edited = [{"card_id": "tst1-004", "quantity": 38}, *LEGAL_DECK[1:]]
    put = client.put(f"/v1/decks/{deck_id}", token=player, json={"ruleset": "arcane", "name": "Burn", "cards": edited})
    assert put.status_code == 200
    for token in (organiser, player):
        locked = client.get(url, token=token)
        assert locked.status_code == 200
        body = locked.get_json()
        assert body["locked"] is True and body["card_count"] == 41
        assert {"tst1-004": 37}.items() <= {c["card_id"]: c["quantity"] for c in body["cards"]}.items()
        assert all(c["name"] for c in body["cards"])
    assert_problem(client.get(url, token=other), 403, "not-your-registration")
    assert_problem(client.get(f"/v1/tournaments/{tid}/players/{other_pid}/deck", token=organiser), 404, "no-decklist")
    assert client.get(url).status_code == 401
