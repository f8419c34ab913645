"""Athernum winning and losing: point superiority, objectives, deck loss, conceding."""

from __future__ import annotations

import pytest

from rules.athernum import RULESET
from rules.base import Outcome, RuleViolation
from rules.common import GAME_OVER_RULE, SEAT_OUT_RULE

from .support import act, new_game, seat_of, step_to, types


def test_point_superiority_wins_when_tokens_exceed_every_reach() -> None:
    """Athernum — How Do You Win?: 'more Victory Tokens than their opponents could possibly reach'."""
    state = new_game()  # pool 9
    state, _ = act(state, "vt_place", "p1", card="Main 1", amount=4)  # 4 vs 0 + 5: not yet
    assert state["status"] == "active"
    state, events = act(state, "vt_place", "p1", card="Main 1", amount=1)  # 5 vs 0 + 4
    assert state["status"] == "finished" and state["winner"] == "p1"
    assert state["finish_reason"] == "point_superiority"
    assert events[-1] == {"type": "game_finished", "winner": "p1", "reason": "point_superiority"}
    assert RULESET.outcome(state) == Outcome("p1", "point_superiority")


def test_point_superiority_equal_to_reach_is_not_enough() -> None:
    """RULINGS Athernum 4 — tokens must exceed an opponent's tokens plus the pool; equal does not win."""
    state = new_game((3, 4, False), (5, 4, False))  # pool 8
    state, _ = act(state, "vt_place", "p1", card="Main 1", amount=4)  # 4 vs 0 + 4
    assert state["status"] == "active" and RULESET.outcome(state) is None


def test_point_superiority_rulebook_three_player_example() -> None:
    """Athernum — How Do You Win?: 11 tokens in all; 5 against 4 and 2 with nothing left wins."""
    state = new_game((1, 5, False), (2, 4, False), (3, 2, False))  # pool 11
    state, _ = act(state, "vt_place", "p2", card="Main 2", amount=4)
    state, _ = act(state, "vt_place", "p3", card="Main 3", amount=2)
    state, _ = act(state, "vt_place", "p1", card="Main 1", amount=4)
    assert state["status"] == "active"  # 4 v 4 + 1
    state, _ = act(state, "vt_place", "p1", card="Main 1", amount=1)
    assert state["winner"] == "p1" and state["finish_reason"] == "point_superiority"


def test_point_superiority_must_beat_every_opponent() -> None:
    """Athernum — How Do You Win?: beating one opponent's reach is not enough while another could reach you."""
    state = new_game((1, 5, False), (2, 5, False), (3, 5, False))  # pool 15
    state, _ = act(state, "vt_place", "p2", card="Main 2", amount=6)
    state, _ = act(state, "vt_place", "p1", card="Main 1", amount=6)  # pool 3: p1 6 vs p2 6+3, p3 0+3
    assert state["status"] == "active"


def test_point_superiority_also_on_an_opponents_turn() -> None:
    """Athernum — How Do You Win?: the win is immediate, also when the tokens come on another player's turn."""
    state = step_to(new_game(), "evening")
    state, _ = act(state, "vt_place", "p2", card="Main 2", amount=5)  # 5 vs 0 + 4
    assert state["winner"] == "p2"


def test_point_superiority_by_the_command_victory_token() -> None:
    """Athernum — Day: a token placed by the Command ability can bring point superiority."""
    state = step_to(new_game(), "day")
    state, _ = act(state, "vt_place", "p1", card="Main 1", amount=4)
    state, events = act(state, "command", "p1", use="victory_token")
    assert state["winner"] == "p1" and types(events)[-1] == "game_finished"


def test_objective_card_with_its_field_full_wins() -> None:
    """Athernum — How Do You Win?: an Objective character with 'at least as many Victory Tokens' as its field."""
    state = new_game((3, 4, False), (5, 5, False))  # pool 9
    state, _ = act(state, "vt_card_enter", "p2", card="Seer", vt_field=2, objective=True)  # pool 11
    state, _ = act(state, "vt_place", "p2", card="Seer", amount=1)
    assert state["status"] == "active"  # one short of the field
    state, _ = act(state, "vt_place", "p2", card="Seer", amount=1)
    assert state["winner"] == "p2" and state["finish_reason"] == "objective"


def test_objective_only_for_cards_with_an_objective_ability() -> None:
    """Athernum — How Do You Win?: a card without an Objective ability does not win by filling its field."""
    state = new_game((3, 4, False), (5, 9, False))  # pool 13
    state, _ = act(state, "vt_place", "p1", card="Main 1", amount=4)
    assert state["status"] == "active"


def test_objective_starting_card_wins_too() -> None:
    """Athernum — How Do You Win?: a main character with an Objective ability wins when its field is reached."""
    state = new_game((3, 3, True), (5, 9, False))  # pool 12
    state, _ = act(state, "vt_place", "p1", card="Main 1", amount=3)
    assert state["winner"] == "p1" and state["finish_reason"] == "objective"


@pytest.mark.parametrize(
    ("objective", "winner", "reason"), [(True, "p2", "objective"), (False, "p1", "point_superiority")]
)
def test_objective_overrides_point_superiority(objective: bool, winner: str, reason: str) -> None:
    """Athernum — the objective 'overrides all others—even if another player theoretically reaches the same
    point total' (RULINGS Athernum 5)."""
    state = new_game((1, 5, False), (2, 2, objective), (3, 2, False))  # pool 9
    state, _ = act(state, "vt_place", "p1", card="Main 1", amount=4)  # 4 vs 0 + 5
    state, _ = act(state, "vt_place", "p3", card="Main 3", amount=2)  # pool 3: 4 vs 0 + 3 but 2 + 3
    assert state["status"] == "active"
    # p2 fills its field; the pool drops to 1, so at the same moment p1's 4 exceeds 2 + 1 for both opponents
    state, _ = act(state, "vt_place", "p2", card="Main 2", amount=2)
    assert state["winner"] == winner and state["finish_reason"] == reason


def test_deck_loss_when_an_effect_draws_from_an_empty_deck() -> None:
    """Athernum — Deck Loss: 'if a player must draw a card but their deck is empty, they lose the game'."""
    state = new_game()
    state, _ = act(state, "adjust", "p2", target="p2", counter="deck", delta=-51, reason="test")  # 2 left
    state, events = act(state, "draw", "p2", amount=2)  # exactly the deck: fine
    assert seat_of(state, "p2")["deck"] == 0 and state["status"] == "active"
    state, events = act(state, "draw", "p2", amount=1)
    assert types(events)[:3] == ["cards_drawn", "deck_out", "seat_out"]
    assert seat_of(state, "p2")["out"] and seat_of(state, "p2")["out_reason"] == "deck_out"
    assert state["winner"] == "p1" and state["finish_reason"] == "last_player_standing"


def test_deck_loss_in_a_three_player_game_the_others_play_on() -> None:
    """Athernum — Deck Loss: the player who decks out loses; with two left the game goes on."""
    state = new_game((1, 3, False), (2, 3, False), (3, 3, False))
    state, _ = act(state, "vt_place", "p1", card="Main 1", amount=2)
    state, _ = act(state, "draw", "p1", amount=60)
    assert state["status"] == "active" and seat_of(state, "p1")["out"]
    assert state["turn"]["active_seat"] == "p2" and state["turn"]["step"] == "morning"
    assert state["vt_pool"] == 9  # p1's tokens left play with its cards
    assert RULESET.legal_types(state, "p1") == []
    with pytest.raises(RuleViolation) as err:
        act(state, "draw", "p1", amount=1)
    assert err.value.rule == SEAT_OUT_RULE


def test_concede_two_players_the_other_wins() -> None:
    """Companion — concede: the player leaves; the last player left wins."""
    state, events = act(new_game(), "concede", "p1")
    assert types(events)[0] == "conceded"
    assert state["winner"] == "p2" and state["finish_reason"] == "last_player_standing"
    with pytest.raises(RuleViolation) as err:
        act(state, "next_phase", "p2")
    assert err.value.rule == GAME_OVER_RULE
    assert RULESET.legal_types(state, "p2") == []


def test_concede_can_bring_point_superiority_to_the_others() -> None:
    """Athernum — Point Superiority is checked against the opponents still in the game."""
    state = new_game((1, 3, False), (2, 3, False), (3, 3, False))  # pool 9
    state, _ = act(state, "vt_place", "p3", card="Main 3", amount=4)
    state, _ = act(state, "vt_place", "p2", card="Main 2", amount=4)  # pool 1
    state, _ = act(state, "vt_place", "p1", card="Main 1", amount=1)  # pool 0; p3 4 vs p2 4: no
    state, _ = act(state, "concede", "p2")  # p2's 4 tokens go back: pool 4
    assert state["status"] == "active"
    assert state["turn"]["active_seat"] == "p1"


def test_concede_by_the_active_player_passes_the_turn() -> None:
    """Companion — concede: when the active player leaves, the next player's turn begins."""
    state = step_to(new_game((1, 3, False), (2, 3, False), (3, 3, False)), "day")
    state, events = act(state, "concede", "p1")
    assert state["turn"]["active_seat"] == "p2" and state["turn"]["number"] == 2
    assert "turn_started" in types(events)
