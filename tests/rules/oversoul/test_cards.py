"""Oversoul cards as the tracker sees them: Activate, Prepare and Draw."""

from __future__ import annotations

from rules.oversoul import RULESET

from .helpers import act, new_game, pass_turn, refused, s, to_step, types

CONSUME_1 = {"energy_type": "consume", "rank": 1}
GENERATE_1 = {"energy_type": "generate", "rank": 1}


def test_activate_from_hand_only_in_own_action_phase() -> None:
    """Oversoul — 8.7 Activate: playing a card from the hand happens during the own Action Phase."""
    state = new_game(first="p1")
    refused(state, "activate", "p1", "oversoul.activate", **CONSUME_1)  # Cycle Phase
    state = to_step(state, "action")
    refused(state, "activate", "p2", "oversoul.activate", **CONSUME_1)  # p1's turn
    state, events = act(state, "activate", "p1", **CONSUME_1)
    assert s(state, "p1")["hand"] == 4
    assert events[0]["type"] == "activated" and events[0]["source"] == "hand"
    state = to_step(state, "return")
    refused(state, "activate", "p1", "oversoul.activate", **CONSUME_1)  # Return Phase


def test_quick_event_activated_from_hand_at_any_time() -> None:
    """Oversoul — 7.2 Event roles: QUICK Events are Activated from the hand at any time, even in the opponent's turn."""
    state = new_game(first="p1")
    state, events = act(state, "activate", "p2", quick=True, **CONSUME_1)  # p1's Cycle Phase
    assert s(state, "p2")["hand"] == 4 and events[0]["quick"] is True
    state = to_step(state, "return")
    act(state, "activate", "p1", quick=True, **CONSUME_1)


def test_quick_not_generate_there_are_no_plus_quick_events() -> None:
    """Oversoul — 7.2 Event roles: there are no Generate/+QUICK Events."""
    state = to_step(new_game(first="p1"), "action")
    refused(state, "activate", "p1", "oversoul.quick_not_generate", quick=True, **GENERATE_1)


def test_activate_needs_a_card_in_hand() -> None:
    """Oversoul — 8.7 Activate: a card is played from the hand, so the hand cannot be empty."""
    state = to_step(new_game(first="p1"), "action")
    state, _ = act(state, "adjust", "p1", target="p1", counter="hand", delta=-5, reason="discards")
    assert "activate" not in RULESET.legal_types(state, "p1")
    refused(state, "activate", "p1", "oversoul.activate", **CONSUME_1)
    refused(state, "activate", "p1", "oversoul.activate", quick=True, **CONSUME_1)


def test_rank_limit_card_rank_cannot_exceed_leader_rank() -> None:
    """Oversoul — 4 ENERGY and RANK: to Enter a RANK III card the leader must be at least RANK III."""
    state = to_step(new_game(first="p1"), "action")
    refused(state, "activate", "p1", "oversoul.rank_limit", energy_type="consume", rank=2)
    refused(state, "activate", "p1", "oversoul.rank_limit", energy_type="generate", rank=2)
    state, _ = act(state, "adjust", "p1", target="p1", counter="rank", delta=2, reason="card effect")
    act(state, "activate", "p1", energy_type="consume", rank=3)
    refused(state, "activate", "p1", "oversoul.rank_limit", energy_type="consume", rank=4)


def test_generator_limit_one_plus_card_each_turn() -> None:
    """Oversoul — 4.1 Generator cards: only 1 +card can be Activated each turn; -cards have no such limit."""
    state = to_step(new_game(first="p1"), "action")
    state, _ = act(state, "activate", "p1", **GENERATE_1)
    refused(state, "activate", "p1", "oversoul.generator_limit", **GENERATE_1)
    state, _ = act(state, "activate", "p1", **CONSUME_1)
    state, _ = act(state, "activate", "p1", **CONSUME_1)
    # The next turn allows another.
    state = to_step(pass_turn(pass_turn(state)), "action")
    act(state, "activate", "p1", **GENERATE_1)


def test_generator_activation_costs_no_energy() -> None:
    """Oversoul — 4.1 Generator cards: a +card is placed so long as its RANK fits; it Consumes no ENERGY."""
    state = to_step(new_game(first="p1"), "action")
    refused(state, "activate", "p1", "oversoul.generator_activation", leader_energy=1, **GENERATE_1)


def test_consume_energy_activation_takes_leader_energy() -> None:
    """Oversoul — 4.2 Consumer cards: the cost is Consumed from the leader's ENERGY (and Activated +cards)."""
    state = to_step(new_game(first="p1"), "action")
    refused(state, "activate", "p1", "oversoul.consume_energy", leader_energy=2, **CONSUME_1)
    state, events = act(state, "activate", "p1", leader_energy=1, **CONSUME_1)
    assert s(state, "p1")["energy"] == 0 and events[0]["leader_energy"] == 1
    # The rest of a cost may come from Generated +cards, which the tracker does not count.
    act(state, "activate", "p1", **CONSUME_1)


def test_prepare_in_own_action_phase_consumes_one_energy() -> None:
    """Oversoul — 3.4 Preparing: in the Action Phase the turn player Prepares a card from hand for 1 ENERGY."""
    state = new_game(first="p1")
    refused(state, "prepare", "p1", "oversoul.prepare")  # Cycle Phase
    state = to_step(state, "action")
    refused(state, "prepare", "p2", "oversoul.prepare")  # not p2's turn
    state, events = act(state, "prepare", "p1")
    assert (s(state, "p1")["hand"], s(state, "p1")["prepared"], s(state, "p1")["energy"]) == (4, 1, 0)
    assert events[0]["paid_from"] == "leader"
    refused(state, "prepare", "p1", "oversoul.prepare")  # no leader ENERGY left
    state, _ = act(state, "prepare", "p1", paid_from="card")  # a Generated +card pays instead
    assert (s(state, "p1")["hand"], s(state, "p1")["prepared"], s(state, "p1")["energy"]) == (3, 2, 0)


def test_prepare_needs_a_card_in_hand() -> None:
    """Oversoul — 3.4 Preparing: the Prepared card comes from the hand."""
    state = to_step(new_game(first="p1"), "action")
    state, _ = act(state, "adjust", "p1", target="p1", counter="hand", delta=-5, reason="discards")
    assert "prepare" not in RULESET.legal_types(state, "p1")
    refused(state, "prepare", "p1", "oversoul.prepare", paid_from="card")


def test_prepared_wait_no_activation_the_turn_it_was_prepared() -> None:
    """Oversoul — 3.4 Preparing: not Activated the turn it was Prepared, but from the next turn, either player's."""
    state = to_step(new_game(first="p1"), "action")
    refused(state, "activate", "p1", "oversoul.activate", source="prepared", **CONSUME_1)  # none Prepared
    state, _ = act(state, "prepare", "p1")
    refused(state, "activate", "p1", "oversoul.prepared_wait", source="prepared", **CONSUME_1)
    state = to_step(state, "return")
    refused(state, "activate", "p1", "oversoul.prepared_wait", source="prepared", **CONSUME_1)
    state = pass_turn(state)  # p2's Cycle Phase: p1 may flip it up now
    assert "activate" in RULESET.legal_types(state, "p1")
    state, events = act(state, "activate", "p1", source="prepared", **CONSUME_1)
    assert s(state, "p1")["prepared"] == 0 and s(state, "p1")["hand"] == 4
    assert events[0]["source"] == "prepared"


def test_prepared_wait_older_prepared_cards_stay_usable() -> None:
    """Oversoul — 3.4 Preparing: a card Prepared last turn may be Activated even after another is Prepared now."""
    state = to_step(new_game(first="p1"), "action")
    state, _ = act(state, "prepare", "p1")
    state = to_step(pass_turn(pass_turn(state)), "action")
    state, _ = act(state, "prepare", "p1")
    state, _ = act(state, "activate", "p1", source="prepared", **CONSUME_1)
    refused(state, "activate", "p1", "oversoul.prepared_wait", source="prepared", **CONSUME_1)


def test_draw_adds_cards_from_deck_to_hand() -> None:
    """Oversoul — 8.7 Draw: add the top card of the Deck to the hand, in either turn."""
    state = new_game(first="p1")
    state, events = act(state, "draw", "p2")
    assert (s(state, "p2")["hand"], s(state, "p2")["deck"]) == (6, 34)
    state, _ = act(state, "draw", "p2", amount=3)
    assert (s(state, "p2")["hand"], s(state, "p2")["deck"]) == (9, 31)
    assert events == [{"type": "drew", "seat": "p2", "count": 1, "cause": "effect", "hand": 6, "deck": 34}]


def test_deck_out_drawing_from_an_empty_deck_loses() -> None:
    """Oversoul — RULINGS 3: a player who must draw from an empty deck loses; drawing the last card does not."""
    state, _ = act(new_game(first="p1"), "adjust", "p1", target="p2", counter="deck", delta=-34, reason="milled")
    last, _ = act(state, "draw", "p2")
    assert last["status"] == "active" and s(last, "p2")["deck"] == 0
    lost, events = act(last, "draw", "p2")
    assert lost["winner"] == "p1" and lost["finish_reason"] == "deck_out"
    assert types(events) == ["player_lost", "game_finished"]
    # Drawing 3 with 1 left takes the 1, then loses.
    short, events = act(state, "draw", "p2", amount=3)
    assert short["finish_reason"] == "deck_out"
    assert types(events) == ["drew", "player_lost", "game_finished"] and events[0]["count"] == 1


def test_deck_out_in_the_cycle_draw() -> None:
    """Oversoul — RULINGS 3 / 2.1 Cycle Phase: the Cycle Phase draw from an empty deck loses."""
    state, _ = act(new_game(first="p1"), "adjust", "p2", target="p2", counter="deck", delta=-35, reason="milled")
    state = to_step(state, "return")
    state, events = act(state, "next_phase", "p1")
    assert state["status"] == "finished" and state["winner"] == "p1" and state["finish_reason"] == "deck_out"
    assert "rank_increased" not in types(events) and "energy_refreshed" not in types(events)
