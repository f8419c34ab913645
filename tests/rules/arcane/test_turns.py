"""Chronicles of Arcane — Parts of a Turn: the draw, the phases in order, passing clockwise."""

from __future__ import annotations

from rules.arcane import RULESET
from rules.arcane import rules_text as r
from tests.rules.arcane.helpers import act, new_game, next_turn, refused, started_game, to_phase, types


def test_first_player_no_draw_on_first_turn() -> None:
    """Chronicles of Arcane — Start of Turn A: "The player that starts the game does not draw on their first turn." """
    state = started_game(2, first="p2")
    assert state["turn"]["number"] == 1 and state["turn"]["active_seat"] == "p2"
    refused(state, r.FIRST_PLAYER_NO_DRAW, "draw", "p2")
    assert "draw" not in RULESET.legal_types(state, "p2")
    # Nothing to draw, so the Start of Turn can be left straight away.
    state, _ = act(state, "next_phase", "p2")
    assert state["turn"]["step"] == "action"


def test_first_player_no_draw_only_on_their_first_turn() -> None:
    """Chronicles of Arcane — RULINGS 3: "The first player skips the draw of their first turn only." """
    state = started_game(2)
    state = next_turn(state)  # p1's turn 1 -> p2's turn 2: p2 draws
    assert state["turn"]["active_seat"] == "p2"
    state, events = act(state, "draw", "p2")
    assert events == [{"type": "card_drawn", "seat": "p2", "cards": 1}]
    state = act(state, "pass_turn", "p2")[0]
    assert state["turn"] == {**state["turn"], "active_seat": "p1", "number": 3}
    state, _ = act(state, "draw", "p1")  # the first player draws on their second turn
    assert state["turn"]["drawn"]


def test_start_of_turn_draw_is_one_card() -> None:
    """Chronicles of Arcane — Start of Turn A: "Draw a card." — once, not twice."""
    state = next_turn(started_game(2))
    state, _ = act(state, "draw", "p2")
    refused(state, r.START_DRAW, "draw", "p2")
    assert "draw" not in RULESET.legal_types(state, "p2")


def test_start_of_turn_draw_must_come_before_the_action_phase() -> None:
    """Chronicles of Arcane — Parts of a Turn: "Phases must be completed in order" — the draw comes first."""
    state = next_turn(started_game(2))
    refused(state, r.START_DRAW, "next_phase", "p2")
    refused(state, r.START_DRAW, "pass_turn", "p2")
    assert set(RULESET.legal_types(state, "p2")) >= {"draw"}
    assert not {"next_phase", "pass_turn"} & set(RULESET.legal_types(state, "p2"))
    state, _ = act(state, "draw", "p2")
    state, events = act(state, "next_phase", "p2")
    assert events == [{"type": "phase_changed", "seat": "p2", "from": "start_of_turn", "to": "action"}]


def test_start_of_turn_draw_only_in_the_start_of_turn() -> None:
    """Chronicles of Arcane — Start of Turn A: the turn's draw belongs to the Start of Turn."""
    state = started_game(2)
    state = to_phase(next_turn(state), "action")
    refused(state, r.START_DRAW, "draw", "p2")


def test_empty_deck_is_not_a_loss() -> None:
    """Chronicles of Arcane — Glossary, Deck: a player who runs out of cards plays on (RULINGS 5)."""
    state = next_turn(started_game(2))
    state, events = act(state, "draw", "p2", deck_empty=True)
    assert events[0]["type"] == "draw_skipped" and events[0]["reason"] == "deck_empty"
    assert state["status"] == "active"
    state, _ = act(state, "next_phase", "p2")  # the draw is settled: the turn goes on
    refused(state, r.START_DRAW, "draw", "p2", deck_empty=True)


def test_phase_order_is_start_action_combat_end() -> None:
    """Chronicles of Arcane — Parts of a Turn: "Each player's turn consists of 4 main phases." in order."""
    state = started_game(2)
    seen = [state["turn"]["step"]]
    for _ in range(3):
        state, _ = act(state, "next_phase", "p1")
        seen.append(state["turn"]["step"])
    assert seen == ["start_of_turn", "action", "combat", "end_of_turn"] == list(RULESET.turn_structure)
    refused(state, r.PHASE_ORDER, "next_phase", "p1")
    assert "next_phase" not in RULESET.legal_types(state, "p1")


def test_pass_turn_passes_clockwise_to_the_next_player() -> None:
    """Chronicles of Arcane — End of Turn C: "play passes clockwise to the next player." """
    state = started_game(3, first="p2")
    order = []
    for _ in range(4):
        order.append(state["turn"]["active_seat"])
        state = next_turn(state)
    assert order == ["p2", "p3", "p1", "p2"]
    assert state["turn"]["number"] == 5 and state["turn"]["step"] == "start_of_turn"


def test_pass_turn_from_a_later_phase_completes_the_turn() -> None:
    """Chronicles of Arcane — Combat is optional: the turn may end from the Action Phase."""
    state = to_phase(started_game(2), "action")
    state, events = act(state, "pass_turn", "p1")
    assert types(events) == ["turn_ended", "turn_started"]
    assert events[0]["from"] == "action"
    assert events[1] == {"type": "turn_started", "seat": "p2", "number": 2, "step": "start_of_turn", "draw_due": True}
    # The new turn starts with fresh per-turn counts.
    assert state["turn"]["drawn"] is False and state["turn"]["essences_placed"] == 0


def test_turn_owner_only_the_active_player_runs_the_turn() -> None:
    """Chronicles of Arcane — Parts of a Turn: "Each player's turn consists of 4 main phases." — their own turn."""
    state = started_game(2)
    for type_ in ("next_phase", "pass_turn"):
        violation = refused(state, r.TURN_OWNER, type_, "p2")
        assert "p1's turn" in violation.detail
    refused(next_turn(state), r.TURN_OWNER, "draw", "p1")
    state = to_phase(state, "action")
    refused(state, r.TURN_OWNER, "essence", "p2")
    refused(state, r.TURN_OWNER, "domain_enter", "p2", name="Sunken Citadel")
    assert not {"next_phase", "pass_turn", "essence", "draw"} & set(RULESET.legal_types(state, "p2"))


def test_game_start_the_first_turn_action_begins_the_game() -> None:
    """Chronicles of Arcane — Set-up 5: "The first player starts the game." Mulligans being optional, the first
    turn action is that start: it is the first player's turn 1, with no draw."""
    state = new_game(2)
    refused(state, r.FIRST_PLAYER_NO_DRAW, "draw", "p1")
    refused(state, r.ESSENCE_IN_ACTION_PHASE, "essence", "p1")
    state, events = act(state, "pass_turn", "p1")
    assert types(events) == ["hand_kept", "hand_kept", "game_started", "turn_started", "turn_ended", "turn_started"]
    assert state["turn"]["number"] == 2 and state["turn"]["active_seat"] == "p2"
