"""Athernum engine — registered with the service: the registry serves it, and a player who leaves while the starting
cards are being chosen does not hold the others up."""

from __future__ import annotations

from rules import registry
from rules.athernum.engine import ENGINE

from .helpers import ILSE, ORSA, choose_start, new_game, seat


def test_the_registry_serves_the_athernum_engine() -> None:
    """Every card-level engine is one line of ``rules.registry``; Athernum's plays every demo deck of its set."""
    assert registry.has("athernum", "engine") and registry.get("athernum", "engine") is ENGINE
    assert ENGINE in registry.engines()
    assert len(ENGINE.demo_deck_names()) >= 4


def test_a_seat_that_concedes_before_choosing_does_not_hold_the_game_up() -> None:
    """ "At the start of the game, all players select one card with a Victory Token Field from their decks": all the
    players still in the game; the game begins once the others have chosen, and a card chosen by a seat that then
    leaves goes back to its deck."""
    state = new_game([ENGINE.demo_deck("foundry-guild"), ENGINE.demo_deck("mistveil-hunt")] * 2, first="p2")
    state, _ = ENGINE.apply(state, choose_start(state, "p4", ILSE))
    state, _ = ENGINE.apply(state, {"type": "concede", "seat": "p4"})
    state, _ = ENGINE.apply(state, {"type": "concede", "seat": "p1"})
    assert seat(state, "p4")["start"] is None and len(seat(state, "p4")["deck"]) == 60
    state, _ = ENGINE.apply(state, choose_start(state, "p2", ILSE))
    state, _ = ENGINE.apply(state, choose_start(state, "p3", ORSA))
    assert state["phase"] == "play" and ENGINE.to_act(state) == ["p2"]
    assert ENGINE.invariant_violations(state) == []
