"""Oversoul turns: the Cycle, Action and Return phases, RANK, ENERGY and the hand limit."""

from __future__ import annotations

from rules.oversoul import RULESET

from .helpers import act, new_game, pass_turn, refused, s, to_step, types


def test_phases_a_turn_is_cycle_then_action_then_return() -> None:
    """Oversoul — 2 Game flow: a turn consists of the Cycle, Action and Return Phases, in order."""
    assert RULESET.turn_structure == ("cycle", "action", "return")
    state = new_game(first="p1")
    assert state["turn"] == {"number": 1, "active_seat": "p1", "step": "cycle"}
    steps = []
    for _ in range(3):
        state, events = act(state, "next_phase", "p1")
        steps.append(state["turn"]["step"])
    assert steps == ["action", "return", "cycle"]
    assert state["turn"] == {"number": 2, "active_seat": "p2", "step": "cycle"}
    assert "turn_passed" in types(events)


def test_phases_only_the_turn_player_moves_to_the_next_phase() -> None:
    """Oversoul — 2 Game flow: the turn player decides to move on to the next phase; the other cannot."""
    state = new_game(first="p1")
    refused(state, "next_phase", "p2", "oversoul.phases")
    assert "next_phase" not in RULESET.legal_types(state, "p2")
    assert "next_phase" in RULESET.legal_types(state, "p1")


def test_turn_pass_the_other_player_begins_a_new_cycle() -> None:
    """Oversoul — 2.3 Return Phase: the turn is passed to the other player and a new cycle begins for them."""
    state = pass_turn(new_game(first="p2"))
    assert state["turn"]["active_seat"] == "p1" and state["turn"]["step"] == "cycle"
    assert s(state, "p1")["cycles"] == 1
    state = pass_turn(state)
    assert state["turn"] == {"number": 3, "active_seat": "p2", "step": "cycle"}
    assert s(state, "p2")["cycles"] == 2


def test_cycle_draw_turn_player_draws_one_card_each_cycle() -> None:
    """Oversoul — 2.1 Cycle Phase: Draw 1 card, on the first cycle too."""
    state = new_game(first="p1")
    assert s(state, "p1")["hand"] == 4 + 1
    before = dict(s(state, "p2"))
    state = pass_turn(state)
    assert s(state, "p2")["hand"] == before["hand"] + 1
    assert s(state, "p2")["deck"] == before["deck"] - 1


def test_rank_up_skipped_on_first_cycle_then_plus_one_to_at_most_five() -> None:
    """Oversoul — 2.1 Cycle Phase / RULINGS 2: RANK starts at I, +1 from the second cycle, at most V."""
    state = new_game(first="p1")
    ranks = {"p1": [s(state, "p1")["rank"]], "p2": []}
    for _ in range(13):
        state = pass_turn(state)
        active = state["turn"]["active_seat"]
        ranks[active].append(s(state, active)["rank"])
    assert ranks["p1"] == [1, 2, 3, 4, 5, 5, 5]
    assert ranks["p2"] == [1, 2, 3, 4, 5, 5, 5]


def test_rank_up_stops_at_five_even_after_a_manual_raise() -> None:
    """Oversoul — 2.1 Cycle Phase: RANK rises until reaching 5; an adjusted RANK V stays V."""
    state = new_game(first="p1")
    state, _ = act(state, "adjust", "p2", target="p2", counter="rank", delta=4, reason="card effect")
    state = pass_turn(state)
    state = pass_turn(state)
    state = pass_turn(state)
    assert s(state, "p2")["rank"] == 5


def test_energy_refresh_leader_energy_equals_rank_every_cycle_first_included() -> None:
    """Oversoul — 2.1 Cycle Phase / RULINGS 2: ENERGY is refreshed to the current RANK each cycle."""
    state = new_game(first="p1")
    assert s(state, "p1")["energy"] == 1
    assert s(state, "p2")["energy"] == 0  # no ENERGY before the player's first cycle
    state, _ = act(state, "spend_energy", "p1", amount=1)
    state = pass_turn(state)
    assert s(state, "p2")["energy"] == 1
    state = pass_turn(state)
    assert s(state, "p1")["energy"] == s(state, "p1")["rank"] == 2
    # Unused ENERGY does not add up: it is refreshed to RANK, not increased by it.
    state = pass_turn(pass_turn(state))
    assert s(state, "p1")["energy"] == 3


def test_hand_limit_is_five_at_the_return_phase() -> None:
    """Oversoul — 2.3 Return Phase: over 5 cards, Return to the bottom of the Deck until the hand is 5."""
    state = to_step(new_game(first="p1"), "action")
    state, _ = act(state, "draw", "p1", amount=2)
    assert s(state, "p1")["hand"] == 7
    deck = s(state, "p1")["deck"]
    state, events = act(state, "next_phase", "p1")
    assert state["turn"]["step"] == "return"
    assert s(state, "p1")["hand"] == 5 and s(state, "p1")["deck"] == deck + 2
    assert next(e for e in events if e["type"] == "hand_limit_returned")["count"] == 2


def test_hand_limit_five_cards_stay_six_go_down_to_five() -> None:
    """Oversoul — 2.3 Return Phase: both sides of the limit: 5 stays, 6 is cut to 5."""
    state = to_step(new_game(first="p1"), "action")
    assert s(state, "p1")["hand"] == 5
    five, events = act(state, "next_phase", "p1")
    assert s(five, "p1")["hand"] == 5 and "hand_limit_returned" not in types(events)
    six, _ = act(state, "draw", "p1")
    six, events = act(six, "next_phase", "p1")
    assert s(six, "p1")["hand"] == 5 and "hand_limit_returned" in types(events)


def test_hand_limit_only_binds_the_turn_player() -> None:
    """Oversoul — 2.3 Return Phase: the limit is the turn player's; the other player's hand may stay above 5."""
    state = new_game(first="p1")
    state, _ = act(state, "draw", "p2", amount=3)
    state = to_step(state, "return")
    assert s(state, "p2")["hand"] == 8


def test_hand_limit_holds_when_the_turn_passes() -> None:
    """Oversoul — 2.3 Return Phase: a card drawn during the Return Phase is returned before the turn passes."""
    state = to_step(new_game(first="p1"), "return")
    state, _ = act(state, "draw", "p1")
    assert s(state, "p1")["hand"] == 6
    state, events = act(state, "next_phase", "p1")
    assert s(state, "p1")["hand"] == 5
    assert types(events)[:2] == ["hand_limit_returned", "turn_passed"]


def test_return_and_draw_once_in_own_return_phase() -> None:
    """Oversoul — 2.3 Return Phase: once, Return 3 cards (1 from the hand) to the Deck to Draw 1."""
    state = new_game(first="p1")
    refused(state, "return_and_draw", "p1", "oversoul.return_and_draw")  # Cycle Phase
    state = to_step(state, "action")
    refused(state, "return_and_draw", "p1", "oversoul.return_and_draw")  # Action Phase
    state = to_step(state, "return")
    refused(state, "return_and_draw", "p2", "oversoul.return_and_draw")  # not p2's turn
    assert "return_and_draw" in RULESET.legal_types(state, "p1")
    hand, deck = s(state, "p1")["hand"], s(state, "p1")["deck"]
    state, events = act(state, "return_and_draw", "p1")
    assert s(state, "p1")["hand"] == hand and s(state, "p1")["deck"] == deck + 2
    assert types(events) == ["returned_cards", "drew"]
    assert "return_and_draw" not in RULESET.legal_types(state, "p1")
    refused(state, "return_and_draw", "p1", "oversoul.return_and_draw")
    # The next turn has its own.
    state = to_step(pass_turn(state), "return")
    act(state, "return_and_draw", "p2")


def test_return_and_draw_needs_a_card_in_hand() -> None:
    """Oversoul — 2.3 Return Phase: 1 of the 3 Returned cards comes from the hand."""
    state = new_game(first="p1")
    state, _ = act(state, "adjust", "p1", target="p1", counter="hand", delta=-5, reason="discarded by an Ability")
    state = to_step(state, "return")
    assert "return_and_draw" not in RULESET.legal_types(state, "p1")
    refused(state, "return_and_draw", "p1", "oversoul.return_and_draw")
