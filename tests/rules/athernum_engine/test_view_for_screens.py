"""Athernum engine — what the view gives a screen to name the cards it shows: the starting options, the stack."""

from __future__ import annotations

from rules.athernum.engine import ENGINE

from .helpers import CARDS, ID, ILSE, hand, new_game, put, resources, start


def test_each_starting_option_carries_its_card_s_face_for_its_owner_only() -> None:
    """ "At the start of the game, all players select one card with a Victory Token Field from their decks." — each
    option of the seat's own view names its card and shows its Victory Token field and type, so a phone shows the
    choice by name (the options are labels, not instance ids); the other seat still sees no option at all."""
    state = new_game()
    options = ENGINE.view_for(state, "p2")["seats"][1]["start_options"]
    ilse = next(o for o in options if o["card_id"] == ID[ILSE])
    assert ilse["name"] == ILSE and ilse["type"] == CARDS[ID[ILSE]]["type"]
    assert ilse["vt"] == CARDS[ID[ILSE]]["vt_field"] > 0
    assert all(o["option"] and o["name"] for o in options)
    assert "start_options" not in ENGINE.view_for(state, "p1")["seats"][1]


def test_a_card_on_the_stack_is_named_unless_it_is_an_opponent_s_face_down_item() -> None:
    """ "Whenever a player activates an ability or plays a card, an effect stack—called the Stack—is created. This
    allows all players to respond": a card played is on the stack and in no other zone, so its stack item names it
    for everyone who may see it; an item attached face-down is named for its owner only, as its stack item's card id
    already is."""
    state = start()
    resources(state, "p1", "Emberwright Guild", 2)
    rivet = hand(state, "p1", "Rivetsmith")
    state, _ = ENGINE.apply(state, {"type": "play_character", "seat": "p1", "card": rivet})
    for viewer in ("p1", "p2"):
        item = ENGINE.view_for(state, viewer)["stack"][0]
        assert item["card"] == rivet and item["name"] == "Rivetsmith" and item["card_id"] == ID["Rivetsmith"]
    state = start()
    host = put(state, "p1", "Rivetsmith")
    blade = hand(state, "p1", "Tempered Blade")
    move = {"type": "attach_item", "seat": "p1", "card": blade, "to": host, "face_down": True}
    state, _ = ENGINE.apply(state, move)
    assert ENGINE.view_for(state, "p1")["stack"][0]["name"] == "Tempered Blade"
    assert "name" not in ENGINE.view_for(state, "p2")["stack"][0]
