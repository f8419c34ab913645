"""Athernum engine — what the view gives a screen to choose the starting card by."""

from __future__ import annotations

from rules.athernum.engine import ENGINE

from .helpers import CARDS, ID, ILSE, new_game


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
