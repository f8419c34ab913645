"""Athernum engine — the AI hooks with card abilities: the moves the search weighs and the playout weights."""

from __future__ import annotations

from rules.athernum.engine import ENGINE
from rules.athernum.engine.evaluate import move_weight, search_actions

from .card_helpers import hold_location
from .helpers import hand, main, put, start


def test_the_search_weighs_one_discard_per_cost_and_items_attached_the_way_they_work() -> None:
    """Crossroads Market: "Once per turn, you may discard a card to draw a card." — one body for the search, not one a
    card in hand; a Reveal item ("Reveal this item: …") is weighed face-down, an Equip one face-up."""
    state = start()
    market = hold_location(state, "p1", "Crossroads Market")
    horn, blade = hand(state, "p1", "Hunting Horn"), hand(state, "p1", "Tempered Blade")
    listed = ENGINE.legal_actions(state, "p1")
    weighed = search_actions(state, "p1")
    assert len([a for a in listed if a["type"] == "activate" and a["card"] == market]) > 1
    assert len([a for a in weighed if a["type"] == "activate" and a["card"] == market]) == 1
    attach = {(a["card"], a["face_down"]) for a in weighed if a["type"] == "attach_item"}
    assert (horn, True) in attach and (horn, False) not in attach
    assert (blade, False) in attach and (blade, True) not in attach
    assert all(a in listed for a in weighed)


def test_playouts_aim_harm_at_opponents_and_help_at_their_own() -> None:
    """Stormcaller Adept: "Command — Spend one Command Token: deal 2 damage to a character." — a playout prefers an
    opposing target."""
    state = start()
    adept = put(state, "p1", "Stormcaller Adept")
    mine = {"type": "activate", "seat": "p1", "card": adept, "ability": 0, "target": main(state, "p1")}
    theirs = {**mine, "target": main(state, "p2")}
    assert move_weight(state, theirs) > move_weight(state, mine)
    assert move_weight(state, {"type": "choose", "seat": "p1", "option": "no"}) < move_weight(
        state, {"type": "choose", "seat": "p1", "option": "yes"}
    )
