"""Achroma TRADE: the 6-shard limit over the Start and End steps, the remainder, and bonus trades."""

from __future__ import annotations

import pytest

from rules.achroma import RULESET
from rules.base import ActionInvalid

from .helpers import act, act_events, new_game, shards, to_step


def test_start_step_trade_adds_the_card_shard_value() -> None:
    """Achroma — Start step: TRADE adds the card's Shard Value to your Shard Bank."""
    state, events = act_events(new_game(3), "trade", "p1", value=4)
    assert shards(state, "p1") == 14
    assert events == [
        {
            "type": "traded",
            "seat": "p1",
            "value": 4,
            "gained": 4,
            "bonus": False,
            "step": "start",
            "trade_shards": 4,
            "from": 10,
            "to": 14,
        }
    ]


def test_start_step_trade_limit_is_six_shards() -> None:
    """Achroma — Start step: 6-shard TRADE limit (a 6 fits the limit exactly)."""
    state = act(new_game(3), "trade", "p1", value=6)
    assert shards(state, "p1") == 16
    assert state["this_turn"]["trade_shards"] == 6


def test_trade_limit_covers_start_and_end_steps_combined() -> None:
    """Achroma — Start step: the 6-shard TRADE limit is for the Start and End steps combined."""
    state = act(new_game(3), "trade", "p1", value=4)
    state = to_step(state, "end")
    state, events = act_events(state, "trade", "p1", value=2)  # exactly up to the limit: all of it
    assert events[0]["gained"] == 2 and "rule" not in events[0]
    assert shards(state, "p1") == 16


def test_trade_past_the_limit_gains_only_the_remainder() -> None:
    """Achroma — Start step: traded for 5 already, a card worth more than 1 still trades but gains only 1."""
    state = act(new_game(3), "trade", "p1", value=5)
    state = to_step(state, "end")
    state, events = act_events(state, "trade", "p1", value=4)
    assert events[0]["gained"] == 1 and events[0]["rule"] == "achroma.trade_limit_remainder"
    assert shards(state, "p1") == 16
    assert state["this_turn"]["trade_shards"] == 6


def test_trade_with_the_limit_used_up_gains_nothing() -> None:
    """Achroma — Start step: with the 6-shard limit used, an End step TRADE still discards but gains 0."""
    state = act(new_game(3), "trade", "p1", value=6)
    state = to_step(state, "end")
    state, events = act_events(state, "trade", "p1", value=3)
    assert events[0]["gained"] == 0
    assert shards(state, "p1") == 16
    assert state["this_turn"]["end_step"] == "trade"


def test_bonus_trade_does_not_count_toward_the_trade_limit() -> None:
    """Achroma — Start step: trades from card abilities do not count toward the TRADE limit."""
    state = act(new_game(3), "trade", "p1", value=6)
    state, events = act_events(state, "trade", "p1", value=5, bonus=True)  # same Start step, past the limit
    assert events[0]["gained"] == 5 and events[0]["bonus"] is True
    assert state["this_turn"]["trade_shards"] == 6
    assert shards(state, "p1") == 21
    state = to_step(state, "resolve")
    state = act(state, "trade", "p1", value=2, bonus=True)  # any step of your own turn
    state = to_step(state, "end")
    state = act(state, "trade", "p1", value=3)  # the End step's own TRADE is still there, limit spent
    assert shards(state, "p1") == 23


def test_bonus_trade_does_not_use_the_step_draw_or_trade() -> None:
    """Achroma — Start step: a bonus TRADE leaves the step's one Draw or TRADE available."""
    state = act(new_game(3), "trade", "p1", value=2, bonus=True)
    assert state["this_turn"]["start_step"] is None
    assert state["this_turn"]["trade_shards"] == 0
    assert "draw" in RULESET.legal_types(state, "p1")


def test_trade_limit_renews_each_turn() -> None:
    """Achroma — Start step: the TRADE limit is per turn."""
    from .helpers import end_turn

    state = act(new_game(2, first="p1"), "next_step", "p1")  # 2-player: p1 starts in Main
    state = to_step(state, "end")
    state = act(state, "trade", "p1", value=6)
    state = end_turn(state)
    state = act(state, "trade", "p2", value=6)
    assert state["this_turn"]["trade_shards"] == 6 and shards(state, "p2") == 16


@pytest.mark.parametrize("value", [-1, 7, "3", None, True])
def test_trade_value_is_a_shard_value(value: object) -> None:
    """Achroma — a card's Shard Value is 0..6 (six Shards in the Hex)."""
    with pytest.raises(ActionInvalid):
        RULESET.apply(new_game(3), {"type": "trade", "seat": "p1", "value": value})
