"""Chronicles of Arcane — Mulligans: before the game begins, as many as a hand of 7 allows."""

from __future__ import annotations

from rules.arcane import RULESET
from rules.arcane import rules_text as r
from tests.rules.arcane.helpers import act, new_game, refused, seat_of, started_game, types


def test_mulligan_return_x_cards_where_x_is_the_number_of_mulligans() -> None:
    """Chronicles of Arcane — Mulligans 3: "Return X cards to your deck, where X is your number of Mulligans." """
    state = new_game(2)
    state, events = act(state, "mulligan", "p2")
    assert events == [{"type": "mulligan_taken", "seat": "p2", "mulligans": 1, "draw": 7, "return_cards": 1}]
    state, events = act(state, "mulligan", "p2")
    assert events[0]["return_cards"] == 2
    state, events = act(state, "keep", "p2")
    assert events == [{"type": "hand_kept", "seat": "p2", "mulligans": 2, "hand_size": 5}]


def test_mulligan_as_many_times_up_to_a_whole_hand() -> None:
    """Chronicles of Arcane — Mulligans: "A player can Mulligan as many times as they want" — the 7th returns the
    whole hand of 7, so it is the last one possible; an 8th is refused."""
    state = new_game(2)
    for n in range(1, 8):
        state, events = act(state, "mulligan", "p1")
        assert events[0]["mulligans"] == n
    assert seat_of(state, "p1")["mulligans"] == 7
    assert "mulligan" not in RULESET.legal_types(state, "p1")
    refused(state, r.MULLIGAN_RETURN, "mulligan", "p1")
    state, events = act(state, "keep", "p1")
    assert events[0]["hand_size"] == 0


def test_mulligan_not_after_keeping() -> None:
    """Chronicles of Arcane — Mulligans: a kept hand is final."""
    state, _ = act(new_game(3), "keep", "p2")
    refused(state, r.MULLIGAN, "mulligan", "p2")
    refused(state, r.MULLIGAN, "keep", "p2")
    assert RULESET.legal_types(state, "p2") == ["adjust", "concede"]


def test_mulligan_before_start_only() -> None:
    """Chronicles of Arcane — Glossary, Mulligan: "before the game begins" — not once turn 1 has started."""
    state = started_game(2)
    refused(state, r.MULLIGAN_BEFORE_START, "mulligan", "p2")
    refused(state, r.MULLIGAN_BEFORE_START, "keep", "p1")


def test_game_start_when_every_player_has_kept() -> None:
    """Chronicles of Arcane — Set-up 5: "The first player starts the game." once everyone has kept a hand."""
    state = new_game(3, first="p2")
    state, events = act(state, "keep", "p2")
    assert state["turn"]["step"] == "mulligans"
    state, _ = act(state, "mulligan", "p1")
    state, _ = act(state, "keep", "p1")
    assert state["turn"]["number"] == 0
    state, events = act(state, "keep", "p3")
    assert types(events) == ["hand_kept", "game_started", "turn_started"]
    assert state["turn"]["number"] == 1 and state["turn"]["active_seat"] == "p2"
    assert state["turn"]["step"] == "start_of_turn"


def test_mulligan_players_decide_in_any_order() -> None:
    """Chronicles of Arcane — Set-up 4: "Players may optionally Mulligan" — any player, not only the first."""
    state = new_game(2, first="p1")
    assert RULESET.legal_types(state, "p2") == ["mulligan", "keep", "adjust", "concede"]
    act(state, "mulligan", "p2")
