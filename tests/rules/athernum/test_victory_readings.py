"""Athernum tracker — the readings it shares with the engine (docs/athernum-rulings.md, "Winning"): which cards count
for point superiority, which card wins by its Objective, and which copy the uniqueness check discards."""

from __future__ import annotations

import pytest

from rules.athernum import RULESET
from rules.athernum import rules_text as R
from rules.base import RuleViolation

from .support import act, new_game, seat_of, step_to, types


def location_game():
    """p1 starts with a location (field 4), p2 with a character (field 5): pool 9."""
    players = [
        {"name": "Cy", "starting_card": {"name": "Long Foundry", "card_type": "location", "vt_field": 4}},
        {"name": "Di", "starting_card": {"name": "Main 2", "cost": 3, "vt_field": 5}},
    ]
    state, _ = RULESET.setup(players=players, seed=3, first_player="p1")
    return state


def test_a_starting_location_s_tokens_count_for_point_superiority() -> None:
    """ "a player wins immediately if all characters they control collectively have collected more Victory Tokens
    than their opponents could possibly reach" — read with "This can be either a character or a location—depending
    on the foundation of your strategy": the tokens on every card with a field count, a location's too."""
    state = location_game()
    state, _ = act(state, "vt_place", "p1", card="Long Foundry", amount=4)  # 4 vs 0 + pool 5
    assert state["status"] == "active"
    state, _ = act(state, "vt_place", "p1", card="Long Foundry", amount=1)  # 5 vs 0 + 4
    assert state["winner"] == "p1" and state["finish_reason"] == "point_superiority"


def test_a_face_down_character_s_tokens_still_count_for_point_superiority() -> None:
    """A face-down card "retains: … Its Victory Token Field and any Victory Tokens on it", so they still count."""
    state = new_game()  # pool 9
    state, _ = act(state, "vt_card_turn", "p1", card="Main 1", face_down=True)
    state, _ = act(state, "vt_place", "p1", card="Main 1", amount=5)  # 5 vs 0 + 4
    assert state["winner"] == "p1" and state["finish_reason"] == "point_superiority"


def test_an_objective_flag_on_a_location_does_not_win_by_objective() -> None:
    """ "If a character with an Objective Ability has collected at least as many Victory Tokens as printed on its
    Victory Token Field, its controller wins the game" — a character: a location's full field wins nothing."""
    state = step_to(new_game((3, 4, False), (5, 9, False)), "day")  # p1's Day, pool 13
    state, _ = act(state, "play_location", "p1", card="Shrine", vt_field=2, objective=True)  # pool 15
    state, _ = act(state, "vt_place", "p1", card="Shrine", amount=2)
    assert state["status"] == "active" and state["winner"] is None


def test_a_face_down_objective_character_wins_once_it_is_face_up() -> None:
    """A face-down card "temporarily loses: … All abilities printed in the card text" — its Objective Ability too —
    so "a character with an Objective Ability" wins only when it is face-up again."""
    state = new_game((3, 4, False), (5, 9, False))  # pool 13
    state, _ = act(state, "vt_card_enter", "p1", card="Seer", vt_field=2, objective=True)  # pool 15
    state, _ = act(state, "vt_card_turn", "p1", card="Seer", face_down=True)
    state, _ = act(state, "vt_place", "p1", card="Seer", amount=2)
    assert state["status"] == "active"
    assert seat_of(state, "p1")["cards"][-1]["face_down"] is True
    state, events = act(state, "vt_card_turn", "p1", card="Seer", face_down=False)
    assert "vt_card_turned" in types(events)
    assert state["winner"] == "p1" and state["finish_reason"] == "objective"


def test_turning_a_card_to_the_side_it_shows_is_refused() -> None:
    """A face-down card "temporarily loses: … All abilities printed in the card text" — turning needs a change."""
    state = new_game()
    with pytest.raises(RuleViolation) as err:
        act(state, "vt_card_turn", "p1", card="Main 1", face_down=False)
    assert err.value.rule == R.FACE_DOWN_ABILITIES


def test_a_copy_entering_by_an_effect_is_the_excess_the_check_discards() -> None:
    """ "If uniqueness rules are violated, excess cards are discarded—for example, if multiple copies of a card with a
    Victory Token field are controlled simultaneously" — the copy "already under your control in play" stays with its
    tokens; the newcomer entered play, so its field joins the pool and stays, and it leaves at once."""
    state = new_game()  # pool 9
    state, _ = act(state, "vt_card_enter", "p1", card="Seer", vt_field=3)  # pool 12
    state, _ = act(state, "vt_place", "p1", card="Seer", amount=2)  # pool 10
    state, events = act(state, "vt_card_enter", "p1", card="seer", vt_field=3, how="effect")
    assert types(events) == ["vt_card_entered", "vt_card_left"]
    assert events[1]["why"] == "uniqueness" and events[1]["rule"] == R.UNIQUENESS_CHECK.id
    seer = [c for c in seat_of(state, "p1")["cards"] if c["card"] == "Seer"]
    assert len(seer) == 1 and seer[0]["tokens"] == 2
    assert (state["vt_pool"], state["vt_total"]) == (13, 15)
    assert RULESET.invariant_violations(state) == []


def test_playing_a_second_copy_stays_refused() -> None:
    """ "you may not play characters with a Victory Token Field if a copy of that character is already under your
    control in play" — a play (the default ``how``) is refused, whatever the State-Based Check would do."""
    state = new_game()
    state, _ = act(state, "vt_card_enter", "p1", card="Seer", vt_field=3)
    with pytest.raises(RuleViolation) as err:
        act(state, "vt_card_enter", "p1", card="Seer", vt_field=3, how="played")
    assert err.value.rule == R.UNIQUE_VT_CARD


def test_a_copy_of_the_main_character_entering_by_an_effect_is_discarded_not_the_main() -> None:
    """ "The main character cannot be discarded" — and it is the copy already in play, so the newcomer goes."""
    state = new_game()
    state, _ = act(state, "vt_place", "p1", card="Main 1", amount=1)
    state, events = act(state, "vt_card_enter", "p1", card="Main 1", vt_field=4, how="effect")
    assert types(events) == ["vt_card_entered", "vt_card_left"]
    main = seat_of(state, "p1")["cards"][0]
    assert main["main"] and main["tokens"] == 1 and len(seat_of(state, "p1")["cards"]) == 1
