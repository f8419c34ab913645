"""Achroma turn structure: the four steps, Draw or TRADE in Start and End, passing the turn, acting in turn."""

from __future__ import annotations

import pytest

from rules.achroma import RULESET

from .helpers import act, act_events, end_turn, new_game, refused, to_step


def test_steps_are_completed_in_order() -> None:
    """Achroma — Gameplay: four steps that must be completed in order (Start → Main → Resolve → End)."""
    state = new_game(3)
    seen = [state["turn"]["step"]]
    for _ in range(3):
        state, events = act_events(state, "next_step", "p1")
        assert events == [{"type": "step_changed", "seat": "p1", "from": seen[-1], "to": state["turn"]["step"]}]
        seen.append(state["turn"]["step"])
    assert seen == ["start", "main", "resolve", "end"]


def test_end_step_is_the_last_step() -> None:
    """Achroma — Pass turn: after the End step the turn is passed, not stepped on."""
    state = to_step(new_game(3), "end")
    refused(state, "next_step", "p1", "achroma.pass_turn")
    assert "next_step" not in RULESET.legal_types(state, "p1")
    assert "pass_turn" in RULESET.legal_types(state, "p1")


@pytest.mark.parametrize("step", ["start", "main", "resolve"])
def test_pass_turn_only_after_the_end_step(step: str) -> None:
    """Achroma — Pass turn: the turn is over after the End step (not before it)."""
    state = to_step(new_game(3), step)
    refused(state, "pass_turn", "p1", "achroma.step_order")
    assert "pass_turn" not in RULESET.legal_types(state, "p1")


def test_pass_turn_goes_clockwise_and_renews_the_turn() -> None:
    """Achroma — Gameplay: play is passed clockwise to the next player, whose turn starts at the Start step."""
    state = to_step(new_game(3), "end")
    state, events = act_events(state, "pass_turn", "p1")
    assert events == [
        {"type": "turn_passed", "seat": "p1", "to": "p2"},
        {"type": "turn_started", "seat": "p2", "number": 2, "step": "start"},
    ]
    assert state["this_turn"] == {"start_step": None, "end_step": None, "trade_shards": 0, "deploys": 0}
    state = end_turn(end_turn(state))
    assert state["turn"] == {"number": 4, "active_seat": "p1", "step": "start"}


@pytest.mark.parametrize(
    "action",
    [
        {"type": "draw"},
        {"type": "trade", "value": 2},
        {"type": "deploy", "card_type": "action", "cost": 1},
        {"type": "gain", "amount": 1},
        {"type": "next_step"},
        {"type": "pass_turn"},
        {"type": "drain", "target": "p1", "amount": 1},
        {"type": "steal", "target": "p1", "amount": 1},
    ],
)
def test_active_player_only_acts_in_their_turn(action: dict) -> None:
    """Achroma — Gameplay: only the active player takes the steps of their turn."""
    state = new_game(3)
    fields = {k: v for k, v in action.items() if k != "type"}
    refused(state, action["type"], "p2", "achroma.active_player", **fields)


@pytest.mark.parametrize("first", ["draw", "trade"])
@pytest.mark.parametrize("second", ["draw", "trade"])
def test_start_step_allows_one_draw_or_trade(first: str, second: str) -> None:
    """Achroma — Start step: you may do one of the following: Draw or TRADE (one, not both, not twice)."""
    fields = {"draw": {}, "trade": {"value": 1}}
    state = new_game(3)
    assert "draw" in RULESET.legal_types(state, "p1")
    state = act(state, first, "p1", **fields[first])
    assert state["this_turn"]["start_step"] == first
    refused(state, second, "p1", "achroma.start_step_draw_or_trade", **fields[second])
    assert "draw" not in RULESET.legal_types(state, "p1")


@pytest.mark.parametrize("first", ["draw", "trade"])
@pytest.mark.parametrize("second", ["draw", "trade"])
def test_end_step_allows_one_draw_or_trade(first: str, second: str) -> None:
    """Achroma — End step: you can Draw or TRADE, just like in the Start step (once)."""
    fields = {"draw": {}, "trade": {"value": 1}}
    state = act(new_game(3), "draw", "p1")
    state = to_step(state, "end")
    state, events = act_events(state, first, "p1", **fields[first])
    assert events[0]["step"] == "end"
    assert state["this_turn"] == {**state["this_turn"], "start_step": "draw", "end_step": first}
    refused(state, second, "p1", "achroma.end_step_draw_or_trade", **fields[second])


@pytest.mark.parametrize("step", ["main", "resolve"])
def test_draw_and_trade_only_in_start_and_end_steps(step: str) -> None:
    """Achroma — Start/End step: the turn's Draw or TRADE belongs to the Start and End steps."""
    state = to_step(new_game(3), step)
    refused(state, "draw", "p1", "achroma.start_step_draw_or_trade")
    refused(state, "trade", "p1", "achroma.start_step_draw_or_trade", value=2)
    assert "draw" not in RULESET.legal_types(state, "p1")


def test_skipping_the_start_step_choice_is_allowed() -> None:
    """Achroma — Start step: you *may* Draw or TRADE (e.g. with an empty Palette you skip the Start step)."""
    state = act(new_game(3), "next_step", "p1")
    assert state["turn"]["step"] == "main"
    assert state["this_turn"]["start_step"] is None


def test_other_seats_may_set_prevent_adjust_and_concede_out_of_turn() -> None:
    """Achroma — tracker: Prevent, corrections and conceding are not tied to a turn (nor is a Gain from DISPOSE used
    as a Reaction; a Drain or Steal too once every other player has had a turn)."""
    state = new_game(3)
    assert RULESET.legal_types(state, "p2") == ["gain", "set_prevent", "adjust", "concede"]
    state = act(state, "set_prevent", "p2", amount=2)
    assert state["seats"][1]["prevent"] == 2
