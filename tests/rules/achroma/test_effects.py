"""Achroma Achroma effects: Gain, Drain, Steal against one opponent, the first-turn lock, and Prevent."""

from __future__ import annotations

import pytest

from rules.achroma import RULESET
from rules.base import ActionInvalid

from .helpers import act, act_events, end_turn, new_game, open_drains, refused, set_shards, shards, to_step


def test_gain_adds_to_your_bank() -> None:
    """Achroma — Resolve step: [+1] means you Gain that many Shards in your Shard Bank."""
    state, events = act_events(to_step(new_game(3), "resolve"), "gain", "p1", amount=3)
    assert shards(state, "p1") == 13
    assert events == [{"type": "gained", "seat": "p1", "amount": 3, "from": 10, "to": 13}]


def test_gain_is_allowed_in_any_step_of_your_turn() -> None:
    """Achroma — ACTION: effects resolve right after a Deploy, so a Gain fits any step of your own turn."""
    state = act(new_game(3), "gain", "p1", amount=1)
    assert shards(state, "p1") == 11


def test_drain_takes_from_one_opponent() -> None:
    """Achroma — Resolve step: [-1] means you Drain that many Shards from another player of your choice."""
    state, events = act_events(open_drains(), "drain", "p1", target="p3", amount=3)
    assert [shards(state, s) for s in ("p1", "p2", "p3")] == [10, 10, 7]
    assert events == [
        {
            "type": "drained",
            "seat": "p1",
            "target": "p3",
            "amount": 3,
            "prevented": 0,
            "lost": 3,
            "target_from": 10,
            "target_to": 7,
        }
    ]


def test_steal_moves_shards_between_banks() -> None:
    """Achroma — Resolve step: [±1] means you Steal that many Shards from another player of your choice."""
    state, events = act_events(open_drains(), "steal", "p1", target="p2", amount=2)
    assert [shards(state, s) for s in ("p1", "p2", "p3")] == [12, 8, 10]
    assert events[0]["type"] == "stole" and events[0]["lost"] == 2 and events[0]["to"] == 12


def test_steal_never_takes_more_than_the_target_has() -> None:
    """Achroma — RULINGS Achroma 1: a Steal larger than the bank takes what is there and gives exactly that."""
    state = set_shards(open_drains(), "p2", 2)
    state, events = act_events(state, "steal", "p1", target="p2", amount=5)
    assert shards(state, "p1") == 12 and shards(state, "p2") == 0
    assert events[0]["lost"] == 2
    assert state["seats"][1]["out"]


def test_drain_never_takes_a_bank_below_zero() -> None:
    """Achroma — RULINGS Achroma 1: a Drain larger than the bank empties it, no further."""
    state = set_shards(open_drains(), "p3", 1)
    state = act(state, "drain", "p1", target="p3", amount=4)
    assert shards(state, "p3") == 0 and state["seats"][2]["out"]


@pytest.mark.parametrize("verb", ["drain", "steal"])
def test_drain_and_steal_target_another_player(verb: str) -> None:
    """Achroma — Resolve step: Drain and Steal are from *another* player's Shard Bank."""
    refused(open_drains(), verb, "p1", f"achroma.{verb}", target="p1", amount=1)


@pytest.mark.parametrize("verb", ["drain", "steal"])
def test_drain_and_steal_target_a_player_still_in_the_game(verb: str) -> None:
    """Achroma — Leaving the game: a player whose bank reached 0 is out and no longer a target."""
    state = act(open_drains(4), "drain", "p1", target="p4", amount=10)
    assert state["seats"][3]["out"]
    refused(state, verb, "p1", "achroma.out_of_game", target="p4", amount=1)


@pytest.mark.parametrize("verb", ["drain", "steal"])
def test_no_drain_or_steal_until_every_other_player_has_had_a_first_turn(verb: str) -> None:
    """Achroma — Resolve step: no Drain or Steal until everyone else has had their first turn (both sides)."""
    state = to_step(new_game(3), "resolve")
    err = refused(state, verb, "p1", "achroma.no_drain_before_first_turns", target="p2", amount=1)
    assert "p2, p3" in err.detail
    assert verb not in RULESET.legal_types(state, "p1")
    state = to_step(end_turn(state), "resolve")  # p2: p3 has not had a turn yet
    refused(state, verb, "p2", "achroma.no_drain_before_first_turns", target="p1", amount=1)
    state = to_step(end_turn(state), "resolve")  # p3: p1 and p2 have both had a turn
    assert verb in RULESET.legal_types(state, "p3")
    state = act(state, verb, "p3", target="p1", amount=1)
    assert shards(state, "p1") == 9


def test_first_turn_lock_counts_only_players_still_in_the_game() -> None:
    """Achroma — RULINGS Achroma 3: every other player *still in the game* has started a turn."""
    state = act(new_game(3), "concede", "p3")
    state = to_step(end_turn(state), "resolve")  # p2's first turn; p1 has had one, p3 is out
    state = act(state, "drain", "p2", target="p1", amount=1)
    assert shards(state, "p1") == 9


def test_two_player_second_player_may_drain_on_their_first_turn() -> None:
    """Achroma — Resolve step: in a two-player game the first player has had a turn when the second starts."""
    state = new_game(2)
    refused(to_step(state, "resolve"), "drain", "p1", "achroma.no_drain_before_first_turns", target="p2", amount=1)
    state = to_step(end_turn(state), "resolve")
    assert shards(act(state, "drain", "p2", target="p1", amount=2), "p1") == 8


def test_prevent_stops_shards_leaving_the_bank() -> None:
    """Achroma — PREVENT X: shards blocked from leaving your Shard Bank through opposing Drain and Steal."""
    state = act(open_drains(), "set_prevent", "p2", amount=2)
    state, events = act_events(state, "steal", "p1", target="p2", amount=3)
    assert events[0]["prevented"] == 2 and events[0]["lost"] == 1
    assert shards(state, "p1") == 11 and shards(state, "p2") == 9  # the stealer gets only what was lost


def test_prevent_is_once_per_player_turn() -> None:
    """Achroma — PREVENT X: once per player turn — a budget the turn's Drains and Steals use up (RULINGS 2)."""
    state = act(open_drains(), "set_prevent", "p2", amount=2)
    state, events = act_events(state, "drain", "p1", target="p2", amount=1)
    assert events[0]["prevented"] == 1 and shards(state, "p2") == 10
    state, events = act_events(state, "drain", "p1", target="p2", amount=2)
    assert events[0]["prevented"] == 1 and events[0]["lost"] == 1
    state, events = act_events(state, "drain", "p1", target="p2", amount=2)
    assert events[0]["prevented"] == 0 and shards(state, "p2") == 7
    assert RULESET.view_for(state, None)["seats"][1]["prevent_left"] == 0


def test_prevent_renews_when_the_next_turn_starts() -> None:
    """Achroma — RULINGS Achroma 2: the Prevent budget renews when the next player's turn starts."""
    state = act(open_drains(), "set_prevent", "p3", amount=2)
    state = act(state, "drain", "p1", target="p3", amount=2)
    assert shards(state, "p3") == 10
    state = to_step(end_turn(state), "resolve")
    assert RULESET.view_for(state, None)["seats"][2]["prevent_left"] == 2
    state = act(state, "drain", "p2", target="p3", amount=3)
    assert shards(state, "p3") == 9


def test_prevent_lowered_mid_turn_keeps_what_was_used() -> None:
    """Achroma — PREVENT X: a Prevent that shrinks mid-turn (card Erased) leaves only what is unused."""
    state = act(open_drains(), "set_prevent", "p2", amount=3)
    state = act(state, "drain", "p1", target="p2", amount=2)
    state = act(state, "set_prevent", "p2", amount=1)
    state, events = act_events(state, "drain", "p1", target="p2", amount=2)
    assert events[0]["prevented"] == 0 and shards(state, "p2") == 8


@pytest.mark.parametrize("amount", [-1, 31, "2"])
def test_set_prevent_amount_is_bounded(amount: object) -> None:
    """Achroma — set_prevent takes a total Prevent of 0..30."""
    with pytest.raises(ActionInvalid):
        RULESET.apply(new_game(3), {"type": "set_prevent", "seat": "p2", "amount": amount})


@pytest.mark.parametrize("verb", ["drain", "steal"])
@pytest.mark.parametrize("amount", [0, 31])
def test_drain_and_steal_amount_is_bounded(verb: str, amount: int) -> None:
    """Achroma — a Drain or Steal is of at least 1 shard, against one named seat."""
    with pytest.raises(ActionInvalid):
        RULESET.apply(open_drains(), {"type": verb, "seat": "p1", "target": "p2", "amount": amount})
    with pytest.raises(ActionInvalid):
        RULESET.apply(open_drains(), {"type": verb, "seat": "p1", "target": "p9", "amount": 1})
