"""Chronicles of Arcane — Set-up: starting Life, the first player's dice roll, seats, bad input."""

from __future__ import annotations

import itertools
import json

import pytest

from rules.arcane import EXAMPLE_PLAYERS, RULESET
from rules.base import SetupInvalid
from tests.rules.arcane.helpers import new_game, types


def _players(n: int) -> list[dict[str, str]]:
    return [{"name": f"Player {i}"} for i in range(1, n + 1)]


def test_starting_life_is_25_in_one_versus_one() -> None:
    """Chronicles of Arcane — Set-up 1: "In a 1v1 game, players start with 25 Life." (RULINGS 1)"""
    state = new_game(2)
    assert [s["life"] for s in state["seats"]] == [25, 25]
    assert state["starting_life"] == 25


@pytest.mark.parametrize("count", [3, 4, 6])
def test_starting_life_is_30_with_three_or_more_players(count: int) -> None:
    """Chronicles of Arcane — Set-up 1: "In 3+ player games, players start with 30 Life." (RULINGS 1)"""
    state = new_game(count)
    assert {s["life"] for s in state["seats"]} == {30}


def test_starting_life_event_records_the_start() -> None:
    """Chronicles of Arcane — Set-up 1: the starting Life is recorded in the history."""
    _, events = RULESET.setup(players=_players(3), seed=1, first_player="p2")
    assert events[0] == {"type": "starting_life_set", "life": 30, "players": 3}


def test_seats_follow_the_given_order_with_zeroed_counters() -> None:
    """Chronicles of Arcane — Set-up: seats p1..pN in the order given, no Essences, no mulligans yet."""
    state = new_game(3)
    assert [(s["seat"], s["name"]) for s in state["seats"]] == [("p1", "Avel"), ("p2", "Blackfish"), ("p3", "Hialar")]
    assert all(s["essences"] == 0 and s["mulligans"] == 0 and not s["out"] for s in state["seats"])
    assert state["turn"] == {
        "number": 0,
        "active_seat": "p1",
        "step": "mulligans",
        "drawn": False,
        "essences_placed": 0,
        "bonus_essences": 0,
    }


def test_first_player_roll_highest_roll_goes_first() -> None:
    """Chronicles of Arcane — Set-up 2: "The player that rolls the highest number goes first." """
    for seed in range(40):
        state, events = RULESET.setup(players=_players(4), seed=seed)
        last = state["first_player_rolls"][-1]
        assert state["first_player"] == max(last, key=last.get)
        assert list(last.values()).count(max(last.values())) == 1
        assert all(1 <= roll <= 6 for rolls in state["first_player_rolls"] for roll in rolls.values())
        chosen = next(e for e in events if e["type"] == "first_player_chosen")
        assert chosen["method"] == "dice_roll" and chosen["seat"] == state["first_player"]
        assert state["turn"]["active_seat"] == state["first_player"]
        assert types(events).count("dice_rolled") == len(state["first_player_rolls"])


def test_first_player_ties_reroll_only_the_tied_players() -> None:
    """Chronicles of Arcane — RULINGS 2: "players tied for highest roll again." """
    tied = []
    for seed in range(300):
        state, _ = RULESET.setup(players=_players(4), seed=seed)
        if len(state["first_player_rolls"]) > 1:
            tied.append(state)
    assert tied, "no seed in range produced a tie"
    for state in tied:
        rounds = state["first_player_rolls"]
        for before, after in itertools.pairwise(rounds):
            top = max(before.values())
            assert set(after) == {sid for sid, roll in before.items() if roll == top}
            assert len(after) >= 2


def test_first_player_roll_is_reproducible_from_the_seed() -> None:
    """Chronicles of Arcane — Set-up 2: the roll comes from the game's seed, so setup replays exactly."""
    a = RULESET.setup(players=_players(3), seed=99)
    b = RULESET.setup(players=_players(3), seed=99)
    assert a == b
    assert a[0]["rng_counter"] == len(a[0]["first_player_rolls"])


def test_first_player_given_is_recorded_without_a_roll() -> None:
    """Chronicles of Arcane — Set-up 2: a first player named at creation is recorded as chosen."""
    state, events = RULESET.setup(players=_players(2), seed=1, first_player="p2")
    assert state["first_player"] == "p2" and state["first_player_method"] == "chosen"
    assert "dice_rolled" not in types(events)
    assert state["rng_counter"] == 0


def test_setup_refuses_unknown_first_player() -> None:
    """Chronicles of Arcane — Set-up: the first player must be one of the seats."""
    with pytest.raises(SetupInvalid) as info:
        RULESET.setup(players=_players(2), seed=1, first_player="p3")
    assert "first_player" in info.value.errors


@pytest.mark.parametrize("players", [[], [{"name": "Solo"}]])
def test_setup_needs_at_least_two_players(players: list[dict[str, str]]) -> None:
    """Chronicles of Arcane — How to Win: a game against "your opponent Player(s)" needs two players or more."""
    with pytest.raises(SetupInvalid) as info:
        RULESET.setup(players=players, seed=1)
    assert "players" in info.value.errors


@pytest.mark.parametrize("bad", [{}, {"name": ""}, {"name": "  "}, {"name": 3}, "Avel"])
def test_setup_needs_a_name_for_every_player(bad: object) -> None:
    """Chronicles of Arcane — Set-up: every player has a name (Arcane needs nothing else)."""
    with pytest.raises(SetupInvalid) as info:
        RULESET.setup(players=[{"name": "Avel"}, bad], seed=1)  # type: ignore[list-item]
    assert "players.1.name" in info.value.errors


def test_setup_refuses_unknown_options() -> None:
    """Chronicles of Arcane — Set-up: the game has no options, so a typo is reported rather than ignored."""
    with pytest.raises(SetupInvalid) as info:
        RULESET.setup(players=_players(2), seed=1, options={"starting_life": 40})
    assert "options" in info.value.errors
    RULESET.setup(players=_players(2), seed=1, options={})


def test_example_players_set_up_a_sound_game() -> None:
    """Chronicles of Arcane — EXAMPLE_PLAYERS make valid games from two to four players."""
    for n in range(RULESET.min_players, len(EXAMPLE_PLAYERS) + 1):
        state, events = RULESET.setup(players=EXAMPLE_PLAYERS[:n], seed=n)
        assert RULESET.invariant_violations(state) == []
        json.dumps(state)
        json.dumps(events)
