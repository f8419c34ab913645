"""Oversoul setup: players, leaders, deck size, first player and the opening draws."""

from __future__ import annotations

from typing import Any

import pytest

from rules.base import SetupInvalid
from rules.oversoul import EXAMPLE_PLAYERS, RULESET

from .helpers import new_game, s


def _players(hp1: int = 20, hp2: int = 24, **extra: Any) -> list[dict[str, Any]]:
    return [
        {"name": "Ayla", "leader": {"name": "Nova", "hp": hp1}, **extra},
        {"name": "Bram", "leader": {"name": "Solemir", "hp": hp2}},
    ]


def _errors(**kwargs: Any) -> dict[str, list[str]]:
    kwargs.setdefault("seed", 1)
    with pytest.raises(SetupInvalid) as info:
        RULESET.setup(**kwargs)
    return info.value.errors


@pytest.mark.parametrize("count", [0, 1, 3])
def test_players_oversoul_is_a_two_player_game(count: int) -> None:
    """Oversoul — RULINGS 1: a two-player game; other counts cannot start."""
    players = (_players() * 2)[:count]
    assert "players" in _errors(players=players)


def test_players_two_players_start_in_seats_p1_p2_in_given_order() -> None:
    """Oversoul — RULINGS 1: two players take seats p1 and p2 in the order given."""
    state, _ = RULESET.setup(players=_players(), seed=3, first_player="p1")
    assert [(x["seat"], x["name"], x["leader"]) for x in state["seats"]] == [
        ("p1", "Ayla", "Nova"),
        ("p2", "Bram", "Solemir"),
    ]
    assert [x["hp"] for x in state["seats"]] == [20, 24]
    assert RULESET.invariant_violations(state) == []


@pytest.mark.parametrize(
    "leader",
    [
        None,
        {"name": "Nova"},
        {"hp": 20},
        {"name": "", "hp": 20},
        {"name": "Nova", "hp": 0},
        {"name": "Nova", "hp": "20"},
        {"name": "Nova", "hp": True},
        {"name": "Nova", "hp": 20, "rank": 3},
    ],
)
def test_leader_every_player_needs_a_leader_with_name_and_hp(leader: Any) -> None:
    """Oversoul — 5.4 Leader: each player has a Leader with an HP stat (per-player setup `leader`)."""
    players = _players()
    players[1] = {"name": "Bram"} if leader is None else {"name": "Bram", "leader": leader}
    errors = _errors(players=players)
    assert list(errors) == ["players.1.leader"]


def test_players_need_a_name() -> None:
    """Oversoul — setup: a player without a name is refused."""
    players = _players()
    del players[0]["name"]
    assert "players.0.name" in _errors(players=players)


@pytest.mark.parametrize(("size", "ok"), [(29, False), (30, True), (40, True), (41, False), (True, False)])
def test_deck_size_is_30_to_40_cards(size: Any, ok: bool) -> None:
    """Oversoul — 1 Intro: a Deck of 30 to 40 cards (both edges of the range)."""
    players = _players(deck_size=size)
    if ok:
        state, _ = RULESET.setup(players=players, seed=1, first_player="p1")
        assert s(state, "p1")["deck"] + s(state, "p1")["hand"] == size
    else:
        assert list(_errors(players=players, first_player="p1")) == ["players.0.deck_size"]


def test_deck_size_defaults_to_the_largest_legal_deck() -> None:
    """Oversoul — 1 Intro: without a reported size the tracker assumes 40, so it never declares a false deck-out."""
    state = new_game(first="p1")
    assert s(state, "p1")["deck"] + s(state, "p1")["hand"] == 40
    assert s(state, "p2")["deck"] + s(state, "p2")["hand"] == 40


def test_first_player_lowest_hp_player_chooses_who_goes_first() -> None:
    """Oversoul — 2 Game flow: the player with the lowest HP total chooses who goes first."""
    for requested in ("p1", "p2"):
        state, events = RULESET.setup(players=_players(24, 20), seed=5, first_player=requested)
        assert state["turn"]["active_seat"] == requested == state["first_player"]
        chosen = events[0]
        assert chosen == {
            "type": "first_player_chosen",
            "chooser": "p2",
            "seat": requested,
            "method": "chosen",
            "rule": "oversoul.first_player",
        }


def test_first_player_must_name_a_seat() -> None:
    """Oversoul — 2 Game flow: the first player is one of the two seats."""
    assert list(_errors(players=_players(), first_player="p3")) == ["first_player"]


def test_first_player_no_choice_given_is_a_recorded_random_pick() -> None:
    """Oversoul — RULINGS 1: without the chooser's choice the service picks at random and records it."""
    picks = set()
    for seed in range(20):
        state, events = RULESET.setup(players=_players(), seed=seed)
        chosen = events[0]
        assert chosen["method"] == "random" and chosen["reason"] == "no_choice_given" and chosen["chooser"] == "p1"
        assert chosen["seat"] == state["turn"]["active_seat"]
        picks.add(chosen["seat"])
    assert picks == {"p1", "p2"}


def test_first_player_equal_hp_random_pick_stands_in_for_rock_paper_scissors() -> None:
    """Oversoul — RULINGS 1: on equal HP a recorded random pick stands in for rock-paper-scissors.

    Reading: with no lower-HP chooser, a given ``first_player`` is recorded as ``requested`` but the pick decides.
    """
    picks = set()
    for seed in range(20):
        state, events = RULESET.setup(players=_players(22, 22), seed=seed, first_player="p2")
        chosen = events[0]
        assert chosen["method"] == "random" and chosen["reason"] == "equal_hp"
        assert chosen["chooser"] is None and chosen["requested"] == "p2" and chosen["rule"] == "oversoul.players"
        assert chosen["seat"] == state["turn"]["active_seat"]
        picks.add(chosen["seat"])
    assert picks == {"p1", "p2"}


def test_setup_is_reproducible_from_its_seed() -> None:
    """Oversoul — RULINGS 1: the random pick is recorded and replays from the seed."""
    runs = [RULESET.setup(players=_players(22, 22), seed=42) for _ in range(2)]
    assert runs[0] == runs[1]
    assert runs[0][0]["rng_counter"] == 1


def test_opening_draw_first_player_draws_4_second_player_draws_5() -> None:
    """Oversoul — 2 Game flow: the first player Draws 4 cards, the second Draws 5."""
    for first, second in (("p1", "p2"), ("p2", "p1")):
        state, events = RULESET.setup(players=_players(), seed=1, first_player=first)
        draws = {e["seat"]: e["count"] for e in events if e["type"] == "opening_draw"}
        assert draws == {first: 4, second: 5}
        # ...and the first player's first Cycle Phase then draws 1 more.
        assert s(state, first)["hand"] == 5 and s(state, first)["deck"] == 35
        assert s(state, second)["hand"] == 5 and s(state, second)["deck"] == 35


def test_setup_rejects_options() -> None:
    """Oversoul — setup: the game has no options."""
    assert list(_errors(players=_players(), options={"life": 30})) == ["options"]
    state, _ = RULESET.setup(players=_players(), seed=1, options={})
    assert state["status"] == "active"


def test_example_players_start_a_game() -> None:
    """Oversoul — setup: EXAMPLE_PLAYERS are valid, and a given first_player stands (their HPs differ)."""
    assert RULESET.min_players <= len(EXAMPLE_PLAYERS) <= RULESET.max_players
    state, events = RULESET.setup(players=EXAMPLE_PLAYERS, seed=9, first_player="p2")
    assert state["turn"]["active_seat"] == "p2"
    assert events[0]["method"] == "chosen"
    assert RULESET.invariant_violations(state) == []
