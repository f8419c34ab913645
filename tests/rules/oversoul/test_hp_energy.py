"""Oversoul leader HP, ENERGY and manual adjustments."""

from __future__ import annotations

import pytest

from rules.base import ActionInvalid
from rules.oversoul import RULESET

from .helpers import act, new_game, pass_turn, refused, s, to_step, types


def test_damage_is_subtracted_from_leader_hp() -> None:
    """Oversoul — 6.3 HP: damage is subtracted from the HP total."""
    state = new_game(first="p1")
    state, events = act(state, "damage", "p1", target="p2", amount=5)
    assert s(state, "p2")["hp"] == 19
    assert events == [{"type": "damaged", "seat": "p1", "target": "p2", "amount": 5, "dealt": 5, "hp": 19}]


def test_damage_reported_in_either_turn_by_either_player() -> None:
    """Oversoul — 10 Timeshift: Abilities can damage on either player's turn, and a leader may pay HP as a cost."""
    state = new_game(first="p1")
    state, _ = act(state, "damage", "p2", target="p1", amount=3)
    state, _ = act(state, "damage", "p1", target="p1", amount=2)
    assert s(state, "p1")["hp"] == 15


def test_leader_defeated_at_zero_hp_the_other_player_wins() -> None:
    """Oversoul — 5.4 Leader: when the leader's HP reaches 0 that player loses (1 HP left plays on)."""
    state = new_game(first="p1")
    alive, _ = act(state, "damage", "p1", target="p2", amount=23)
    assert s(alive, "p2")["hp"] == 1 and alive["status"] == "active"
    dead, events = act(alive, "damage", "p1", target="p2", amount=1)
    assert s(dead, "p2")["hp"] == 0
    assert dead["status"] == "finished" and dead["winner"] == "p1" and dead["finish_reason"] == "leader_hp_zero"
    assert types(events) == ["damaged", "player_lost", "game_finished"]
    assert s(dead, "p2")["out"] is True


def test_leader_defeated_hp_never_goes_below_zero() -> None:
    """Oversoul — 5.4 Leader: more damage than HP leaves the leader at 0, not below."""
    state, events = act(new_game(first="p1"), "damage", "p2", target="p1", amount=999)
    assert s(state, "p1")["hp"] == 0 and events[0]["dealt"] == 20
    outcome = RULESET.outcome(state)
    assert outcome is not None and outcome.winner == "p2"


def test_heal_restores_hp_up_to_the_printed_hp() -> None:
    """Oversoul — 8.7 Heal: points are restored to HP; restoring stops at the leader's printed HP."""
    state, _ = act(new_game(first="p1"), "damage", "p2", target="p1", amount=5)
    partly, events = act(state, "heal", "p1", target="p1", amount=3)
    assert s(partly, "p1")["hp"] == 18 and events[0]["healed"] == 3
    full, events = act(state, "heal", "p2", target="p1", amount=9)
    assert s(full, "p1")["hp"] == 20 and events[0]["healed"] == 5
    again, events = act(full, "heal", "p1", target="p1", amount=1)
    assert s(again, "p1")["hp"] == 20 and events[0]["healed"] == 0


def test_heal_never_lowers_hp_raised_above_printed_hp() -> None:
    """Oversoul — 3.4: HP can be "increased / Healed"; an increase (via adjust) survives a later Heal."""
    state, _ = act(new_game(first="p1"), "adjust", "p1", target="p1", counter="hp", delta=4, reason="HP increase")
    state, _ = act(state, "heal", "p1", target="p1", amount=2)
    assert s(state, "p1")["hp"] == 24


@pytest.mark.parametrize("amount", [0, -1, 1001, "3", None])
def test_damage_and_heal_amounts_must_be_positive_integers(amount: object) -> None:
    """Oversoul — fields: a malformed amount is a field error (422), not a rule matter."""
    state = new_game(first="p1")
    for type_ in ("damage", "heal"):
        with pytest.raises(ActionInvalid):
            RULESET.apply(state, {"type": type_, "seat": "p1", "target": "p2", "amount": amount})


def test_consume_energy_is_spent_never_below_zero() -> None:
    """Oversoul — 4.2 Consumer cards: ENERGY is Consumed from what the leader has; never more than that."""
    state = to_step(new_game(first="p1"), "action")
    state, _ = act(state, "adjust", "p1", target="p1", counter="energy", delta=2, reason="card effect")
    assert s(state, "p1")["energy"] == 3
    refused(state, "spend_energy", "p1", "oversoul.consume_energy", amount=4)
    state, events = act(state, "spend_energy", "p1", amount=3)
    assert s(state, "p1")["energy"] == 0
    assert events == [{"type": "energy_spent", "seat": "p1", "amount": 3, "energy": 0}]
    assert "spend_energy" not in RULESET.legal_types(state, "p1")
    refused(state, "spend_energy", "p1", "oversoul.consume_energy", amount=1)


def test_consume_energy_in_the_opponents_turn() -> None:
    """Oversoul — 4.1: ENERGY can be Generated at any moment (even on your opponent's turn)."""
    state = pass_turn(new_game(first="p2"))  # p1's turn: p2 keeps its leader's ENERGY until its next cycle
    assert state["turn"]["active_seat"] == "p1"
    state, _ = act(state, "spend_energy", "p2", amount=1)
    assert s(state, "p2")["energy"] == 0


def test_adjust_changes_a_counter_with_its_reason() -> None:
    """Oversoul — companion adjust: a counter change with a reason, recorded as such."""
    state, events = act(
        new_game(first="p1"), "adjust", "p2", target="p1", counter="deck", delta=-3, reason="milled by an Ability"
    )
    assert s(state, "p1")["deck"] == 32
    assert events[0] == {
        "type": "adjusted",
        "seat": "p2",
        "target": "p1",
        "counter": "deck",
        "delta": -3,
        "from": 35,
        "to": 32,
        "reason": "milled by an Ability",
    }


@pytest.mark.parametrize(
    ("counter", "ok", "bad"),
    [("rank", 4, 5), ("rank", 0, -1), ("energy", -1, -2), ("hand", -5, -6), ("prepared", 0, -1)],
)
def test_adjust_keeps_counter_limits(counter: str, ok: int, bad: int) -> None:
    """Oversoul — companion adjust: RANK stays within I–V, and no counter goes below 0."""
    state = new_game(first="p1")
    act(state, "adjust", "p1", target="p1", counter=counter, delta=ok, reason="test")
    refused(state, "adjust", "p1", "companion.adjust", target="p1", counter=counter, delta=bad, reason="test")


def test_adjust_hp_to_zero_loses() -> None:
    """Oversoul — 5.4 Leader: a leader brought to 0 HP by a correction loses too."""
    state, events = act(new_game(first="p1"), "adjust", "p1", target="p1", counter="hp", delta=-20, reason="x")
    assert state["winner"] == "p2" and types(events) == ["adjusted", "player_lost", "game_finished"]
    refused(new_game(first="p1"), "adjust", "p1", "companion.adjust", target="p1", counter="hp", delta=-21, reason="x")


def test_adjust_deck_to_zero_is_not_yet_a_loss() -> None:
    """Oversoul — RULINGS 3: the loss comes when a player must draw from the empty deck, not before."""
    state, _ = act(new_game(first="p1"), "adjust", "p1", target="p1", counter="deck", delta=-35, reason="x")
    assert state["status"] == "active" and s(state, "p1")["deck"] == 0
