"""Achroma endings: out at 0 and skipped, 30 wins at once, the last bank standing, adjust and concede."""

from __future__ import annotations

import pytest

from rules.achroma import RULESET
from rules.base import Outcome, RuleViolation

from .helpers import act, act_events, end_turn, new_game, open_drains, refused, set_shards, shards, to_step


def test_bank_reaching_thirty_wins_at_once() -> None:
    """Achroma — Winning the game: one player reaches 30 Shards (29 plays on, 30 wins)."""
    state = act(to_step(new_game(3), "resolve"), "gain", "p1", amount=19)
    assert shards(state, "p1") == 29 and state["status"] == "active"
    state, events = act_events(state, "gain", "p1", amount=1)
    assert state["status"] == "finished" and state["winner"] == "p1"
    assert events[-1] == {"type": "game_finished", "winner": "p1", "reason": "reached_30_shards"}
    assert RULESET.outcome(state) == Outcome(winner="p1", reason="reached_30_shards")


def test_thirty_by_steal_or_trade_wins_too() -> None:
    """Achroma — Winning the game: any way of reaching 30 Shards wins."""
    state = set_shards(open_drains(), "p1", 28)
    state = act(state, "steal", "p1", target="p2", amount=3)
    assert state["winner"] == "p1" and shards(state, "p1") == 31 and shards(state, "p2") == 7
    state = set_shards(new_game(3), "p1", 25)
    assert act(state, "trade", "p1", value=5)["winner"] == "p1"


def test_thirty_wins_whoever_turn_it_is() -> None:
    """Achroma — RULINGS Achroma 6: a bank that reaches 30 wins at once, whoever's turn it is."""
    state = act(new_game(3), "adjust", "p1", target="p3", counter="shards", delta=20, reason="card effect")
    assert state["winner"] == "p3" and state["finish_reason"] == "reached_30_shards"


def test_bank_at_zero_is_out_of_the_game_and_skipped() -> None:
    """Achroma — Leaving the game: a player whose Shard Bank reaches 0 is out; their turns are skipped."""
    state, events = act_events(open_drains(4), "drain", "p1", target="p2", amount=10)
    assert {"type": "player_out", "seat": "p2", "reason": "bank_empty", "rule": "achroma.out_of_game"} in events
    assert state["status"] == "active"
    assert RULESET.legal_types(state, "p2") == []
    refused(state, "set_prevent", "p2", "companion.seat_out", amount=1)
    state = to_step(state, "end")
    state, events = act_events(state, "pass_turn", "p1")
    assert events == [
        {"type": "turn_passed", "seat": "p1", "to": "p3"},
        {"type": "seat_skipped", "seat": "p2", "reason": "out"},
        {"type": "turn_started", "seat": "p3", "number": 6, "step": "start"},
    ]


def test_last_bank_above_zero_wins() -> None:
    """Achroma — Winning the game: all other players' Shard Banks reduced to 0."""
    state = act(open_drains(3), "drain", "p1", target="p2", amount=10)
    assert state["status"] == "active"
    state, events = act_events(state, "steal", "p1", target="p3", amount=10)
    assert state["status"] == "finished"
    # p1 reaches 20 and p3 is out: the last bank standing.
    assert events[-1] == {"type": "game_finished", "winner": "p1", "reason": "last_bank_standing"}


def test_active_player_going_out_passes_the_turn() -> None:
    """Achroma — Leaving the game: an active player at 0 is out at once and play passes on."""
    state = act(new_game(3), "adjust", "p2", target="p1", counter="shards", delta=-10, reason="misreport fix")
    assert state["seats"][0]["out"] and state["turn"]["active_seat"] == "p2"
    assert state["turn"]["step"] == "start"


def test_concede_leaves_the_game_and_the_others_play_on() -> None:
    """Achroma — concede: the seat leaves; a conceding active player hands the turn on; the last left wins."""
    state, events = act_events(new_game(3), "concede", "p1")
    assert events[0] == {"type": "conceded", "seat": "p1"}
    assert state["turn"]["active_seat"] == "p2" and state["status"] == "active"
    state, events = act_events(state, "concede", "p3")
    assert state["winner"] == "p2" and events[-1]["reason"] == "last_bank_standing"


def test_adjust_is_recorded_and_respects_the_floor() -> None:
    """Achroma — adjust: a manual change with a reason; banks never go below 0."""
    state, events = act_events(new_game(3), "adjust", "p2", target="p3", counter="shards", delta=-4, reason="x")
    assert shards(state, "p3") == 6
    assert events == [
        {
            "type": "adjusted",
            "seat": "p2",
            "target": "p3",
            "counter": "shards",
            "delta": -4,
            "from": 10,
            "to": 6,
            "reason": "x",
        }
    ]
    refused(state, "adjust", "p2", "companion.adjust", target="p3", counter="shards", delta=-7, reason="x")


def test_adjust_cannot_bring_back_a_player_who_is_out() -> None:
    """Achroma — Leaving the game: a player who is out stays out."""
    state = act(new_game(3), "concede", "p3")
    refused(state, "adjust", "p1", "achroma.out_of_game", target="p3", counter="shards", delta=5, reason="x")


@pytest.mark.parametrize(
    "action",
    [
        {"type": "gain", "seat": "p1", "amount": 1},
        {"type": "concede", "seat": "p2"},
        {"type": "adjust", "seat": "p1", "target": "p1", "counter": "shards", "delta": -1, "reason": "x"},
    ],
)
def test_finished_game_refuses_every_action(action: dict) -> None:
    """Achroma — once a game has a winner no further action changes it."""
    state = act(new_game(3), "gain", "p1", amount=20)
    assert state["status"] == "finished"
    with pytest.raises(RuleViolation) as info:
        RULESET.apply(state, action)
    assert info.value.rule.id == "companion.game_over"
    assert RULESET.legal_types(state, "p1") == []
    assert RULESET.invariant_violations(state) == []


def test_turn_passes_past_several_out_seats() -> None:
    """Achroma — Leaving the game: every seat that is out is skipped."""
    state = act(new_game(5), "concede", "p2")
    state = act(state, "concede", "p3")
    state = end_turn(state)
    assert state["turn"]["active_seat"] == "p4"
    state = end_turn(end_turn(state))
    assert state["turn"]["active_seat"] == "p1"
