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
    assert events == [{"type": "hand_kept", "seat": "p2", "mulligans": 2, "hand_size": 5, "implied": False}]


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
    assert RULESET.legal_types(state, "p2") == ["life", "adjust", "concede"]


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
    assert RULESET.legal_types(state, "p2") == ["life", "mulligan", "keep", "adjust", "concede"]
    act(state, "mulligan", "p2")


def test_mulligans_are_optional_the_first_turn_action_means_the_others_kept() -> None:
    """Chronicles of Arcane — Set-up 4: "Players may optionally Mulligan": nobody has to report keep. The first
    player's first turn action begins the game, and every player still deciding keeps the hand they hold."""
    state = new_game(3, first="p2")
    state, _ = act(state, "mulligan", "p3")
    state, _ = act(state, "keep", "p1")
    assert "next_phase" in RULESET.legal_types(state, "p2") and "keep" in RULESET.legal_types(state, "p2")
    state, events = act(state, "next_phase", "p2")
    assert events[:4] == [
        {"type": "hand_kept", "seat": "p2", "mulligans": 0, "hand_size": 7, "implied": True},
        {"type": "hand_kept", "seat": "p3", "mulligans": 1, "hand_size": 6, "implied": True},
        {"type": "game_started", "seat": "p2"},
        {"type": "turn_started", "seat": "p2", "number": 1, "step": "start_of_turn", "draw_due": False},
    ]
    assert events[4]["type"] == "phase_changed" and state["turn"]["step"] == "action"
    refused(state, r.MULLIGAN_BEFORE_START, "mulligan", "p3")


def test_a_life_change_during_set_up_begins_the_game() -> None:
    """Chronicles of Arcane — a Trap "can be played at any time": reported before anyone said keep, it begins the
    game (all keep their hands), then the Life changes."""
    state, events = act(new_game(2, first="p1"), "life", "p2", target="p1", delta=-2)
    assert types(events) == ["hand_kept", "hand_kept", "game_started", "turn_started", "life_changed"]
    assert seat_of(state, "p1")["life"] == 23 and state["turn"]["number"] == 1


def test_a_refused_turn_action_leaves_set_up_as_it_was() -> None:
    """A turn action the rules refuse (a non-starting player's phase change) does not begin the game."""
    state = new_game(2, first="p1")
    refused(state, r.TURN_OWNER, "next_phase", "p2")
    refused(state, r.FIRST_PLAYER_NO_DRAW, "draw", "p1")
    assert state["turn"]["number"] == 0
