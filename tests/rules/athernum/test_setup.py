"""Athernum setup: starting cards, initiative, the starting pool, reproducibility."""

from __future__ import annotations

import json

import pytest

from rules.athernum import EXAMPLE_PLAYERS, RULESET
from rules.base import Ruleset, SetupInvalid

from .support import new_game, player, seat_of


def test_ruleset_satisfies_the_contract() -> None:
    """Contract — RULESET is a rules.base.Ruleset and EXAMPLE_PLAYERS set up a game."""
    assert isinstance(RULESET, Ruleset)
    assert RULESET.id == "athernum" and RULESET.min_players == 2
    assert RULESET.turn_structure == ("morning", "day", "evening", "night")
    for count in range(RULESET.min_players, len(EXAMPLE_PLAYERS) + 1):
        state, events = RULESET.setup(players=EXAMPLE_PLAYERS[:count], seed=3)
        assert RULESET.invariant_violations(state) == []
        json.dumps(state)
        json.dumps(events)


def test_initiative_cheaper_starting_card_goes_first() -> None:
    """Athernum — Who Starts the Game?: the lower initiative (cost) goes first (RULINGS Athernum 1)."""
    state, events = RULESET.setup(players=[player("A", "Big", 6, 4), player("B", "Small", 2, 4)], seed=1)
    assert state["turn"]["active_seat"] == "p2"
    assert state["first_player"] == "p2"
    chosen = next(e for e in events if e["type"] == "first_player_chosen")
    assert chosen == {
        "type": "first_player_chosen",
        "seat": "p2",
        "method": "initiative",
        "initiative": {"p1": 6, "p2": 2},
    }


def test_initiative_cheaper_starting_card_goes_first_among_three() -> None:
    """Athernum — Who Starts the Game?: with three players the single cheapest card goes first."""
    state = new_game((4, 3, False), (3, 3, False), (5, 3, False))
    assert state["turn"]["active_seat"] == "p2"


def test_initiative_tie_is_decided_at_random_and_recorded() -> None:
    """Athernum — Who Starts the Game?: 'In case of a tie, a coin toss … decides' (recorded random pick)."""
    firsts = set()
    for seed in range(40):
        state, events = RULESET.setup(
            players=[player("A", "X", 3, 4), player("B", "Y", 3, 4), player("C", "Z", 9, 4)], seed=seed
        )
        chosen = next(e for e in events if e["type"] == "first_player_chosen")
        assert chosen["method"] == "random" and chosen["tied"] == ["p1", "p2"]
        assert chosen["seat"] == state["turn"]["active_seat"] in ("p1", "p2")
        assert state["rng_counter"] == 1
        firsts.add(chosen["seat"])
    assert firsts == {"p1", "p2"}  # the higher-cost p3 never goes first; both tied seats do


def test_setup_is_reproducible_from_its_seed() -> None:
    """Contract — setup(seed) is deterministic."""
    players = [player("A", "X", 3, 4), player("B", "Y", 3, 4)]
    assert RULESET.setup(players=players, seed=11) == RULESET.setup(players=players, seed=11)


def test_first_player_given_overrides_initiative() -> None:
    """Contract — an explicit first_player is used and recorded as chosen."""
    state, events = RULESET.setup(players=[player("A", "X", 1, 4), player("B", "Y", 9, 4)], seed=1, first_player="p2")
    assert state["turn"]["active_seat"] == "p2"
    assert next(e for e in events if e["type"] == "first_player_chosen")["method"] == "chosen"


def test_pool_begins_with_the_starting_cards_fields() -> None:
    """Athernum — How Is the Pool Formed?: fields of 4 and 5 make a pool of 9 (the rulebook's example)."""
    state, events = RULESET.setup(players=[player("A", "X", 1, 4), player("B", "Y", 2, 5)], seed=1)
    assert state["vt_pool"] == 9
    assert {"type": "vt_pool_formed", "vt_pool": 9} in events


def test_command_tokens_start_at_two_and_deck_after_starting_hand() -> None:
    """Athernum — Game Materials: 'You start with two'; Building Your Deck: 60 cards, less starting card and six."""
    state = new_game()
    for s in state["seats"]:
        assert s["command_tokens"] == 2
        assert s["deck"] == 53
        assert s["victory_tokens"] == 0
    assert state["turn"] == {
        "number": 1,
        "active_seat": "p1",
        "step": "morning",
        "resource_used": False,
        "victory_token_used": False,
        "location_played": False,
    }


def test_starting_card_is_the_main_character() -> None:
    """Athernum — Choosing the Starting Card: the starting card is in play as the main character."""
    state = new_game((3, 4, True), (5, 5, False))
    assert seat_of(state, "p1")["cards"] == [
        {"card": "Main 1", "card_type": "character", "vt_field": 4, "objective": True, "tokens": 0, "main": True}
    ]
    assert RULESET.view_for(state, None)["seats"][0]["main_character"] == "Main 1"


@pytest.mark.parametrize(
    ("players", "key"),
    [
        ([player("A", "X", 1, 4)], "players"),
        ([], "players"),
        ([{"name": "A"}, player("B", "Y", 1, 4)], "players.0.starting_card"),
        ([player("A", "X", -1, 4), player("B", "Y", 1, 4)], "players.0.starting_card"),
        ([player("A", "X", 1, 0), player("B", "Y", 1, 4)], "players.0.starting_card"),
        ([player("A", "X", 1, 4), player("B", "", 1, 4)], "players.1.starting_card"),
        (
            [player("A", "X", 1, 4), {"name": "", "starting_card": player("B", "Y", 1, 4)["starting_card"]}],
            "players.1.name",
        ),
        (
            [player("A", "X", 1, 4), {"name": "B", "starting_card": {"name": "Y", "cost": True, "vt_field": 4}}],
            "players.1.starting_card",
        ),
        (
            [
                player("A", "X", 1, 4),
                {"name": "B", "starting_card": {"name": "Y", "cost": 1, "vt_field": 4, "colour": "red"}},
            ],
            "players.1.starting_card",
        ),
    ],
)
def test_starting_card_setup_is_validated(players: list[dict], key: str) -> None:
    """Athernum — Choosing the Starting Card: every player needs a starting card with a Victory Token field."""
    with pytest.raises(SetupInvalid) as err:
        RULESET.setup(players=players, seed=1)
    assert key in err.value.errors


def test_starting_card_objective_defaults_to_false() -> None:
    """Athernum — Choosing the Starting Card: objective is optional in the setup and defaults to false."""
    players = [{"name": "A", "starting_card": {"name": "X", "cost": 1, "vt_field": 4}}, player("B", "Y", 2, 4)]
    state, _ = RULESET.setup(players=players, seed=1)
    assert seat_of(state, "p1")["cards"][0]["objective"] is False


def test_unknown_first_player_and_options_are_refused() -> None:
    """Contract — first_player must name a seat; Athernum takes no options."""
    players = [player("A", "X", 1, 4), player("B", "Y", 2, 4)]
    with pytest.raises(SetupInvalid) as err:
        RULESET.setup(players=players, seed=1, first_player="p3")
    assert "first_player" in err.value.errors
    with pytest.raises(SetupInvalid) as err:
        RULESET.setup(players=players, seed=1, options={"x": 1})
    assert "options" in err.value.errors
    RULESET.setup(players=players, seed=1, options={})
