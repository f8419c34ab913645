"""Athernum engine — the registry's conformance suite (``tests/rules/test_conformance.py``), run on the engine before
it is registered: random bodies listed and unlisted, refused ones changing nothing, every view's shape, the game as
the fold of its accepted actions, and no view changing when what its seat has not seen is resampled."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from rules.ai import LEVELS, choose_action
from rules.athernum.engine import AthernumEngine
from rules.demo_sets import demo_set
from tests.rules import test_conformance as conformance

from . import helpers
from .helpers import CARDS


class PlayableCore(AthernumEngine):
    """The engine with every card of the set playable, read straight from the helpers' card table."""

    def card_definitions(self) -> Mapping[str, Mapping[str, Any]]:
        return CARDS

    def demo_decks(self) -> list[dict[str, Any]]:
        decks: list[dict[str, Any]] = demo_set("athernum")["demo_decks"]
        return decks


def test_random_playouts_keep_every_invariant() -> None:
    """The conformance suite's engine playouts (6 games of up to 600 random bodies)."""
    game = PlayableCore()
    conformance._play(game, "athernum-core", conformance.GAMES_PER_ENGINE, conformance.ACTIONS_PER_ENGINE_GAME)


def test_every_action_type_documents_its_rule_and_schema() -> None:
    for action_type in PlayableCore.action_types:
        assert action_type.rule.quote and action_type.description
        assert action_type.json_schema()["properties"]["type"]["const"] == action_type.name


@pytest.mark.parametrize("level", LEVELS)
def test_the_ai_plays_a_legal_move_at_every_level(level: str) -> None:
    """Every AI level picks a listed move, in the starting-card choice and in a Day with a card to play."""
    game = PlayableCore()
    state = helpers.new_game()
    move = choose_action(game, state=state, seat="p1", level=level, budget_ms=5_000, seed=1, max_iterations=30)
    assert move in game.legal_actions(state, "p1")
    state = helpers.start()
    helpers.resources(state, "p1", "Emberwright Guild", 3)
    helpers.hand(state, "p1", "Copper Sentinel")
    move = choose_action(game, state=state, seat="p1", level=level, budget_ms=5_000, seed=2, max_iterations=30)
    assert move in game.legal_actions(state, "p1")
