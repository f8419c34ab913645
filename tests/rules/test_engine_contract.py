"""What every card-level engine gets from ``rules.engine.Engine``: one ``apply`` that refuses a body the same way in
every game (the shape first, then the game being on and the seat in it, then the engine's own diagnosis), and one
place the AI finds each engine's own functions."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from rules import registry
from rules.ai import hooks_for
from rules.base import ActionInvalid, CardGame, RuleViolation, State, card_game
from rules.common import GAME_OVER_RULE, SEAT_OUT_RULE
from rules.engine import Engine

ENGINES = {g.id: card_game(g) for g in registry.engines()}


def _start(game: CardGame, seats: int, seed: int = 7) -> State:
    names = game.demo_deck_names()
    decks = [game.demo_deck(names[i % len(names)]) for i in range(seats)]
    cards = game.card_definitions()
    players = [{"name": f"P{i}", "deck": d} for i, d in enumerate(decks, 1)]
    state, _ = game.setup(players=players, seed=seed, cards={c: cards[c] for d in decks for c in d})
    return state


def _refused(game: CardGame, state: State, body: Any) -> Exception:
    before = copy.deepcopy(state)
    with pytest.raises((ActionInvalid, RuleViolation)) as caught:
        game.apply(state, body)
    assert state == before  # a refusal changes nothing
    return caught.value


@pytest.mark.parametrize("ruleset", ENGINES)
def test_each_engine_is_an_engine_whose_functions_the_ai_calls_directly(ruleset: str) -> None:
    game = ENGINES[ruleset]
    assert isinstance(game, Engine)
    hooks = hooks_for(game)
    assert hooks.legal_actions is type(game).__dict__["legal_actions"].__func__
    moves = type(game).__dict__.get("search_actions") or type(game).__dict__["legal_actions"]  # what the AI weighs
    assert hooks.search_actions is moves.__func__
    assert hooks.apply_trusted is type(game).__dict__["apply_trusted"].__func__
    assert hooks.determinize is type(game).__dict__["determinize"].__func__


def test_an_engine_missing_one_of_its_functions_cannot_be_made() -> None:
    class Unfinished(Engine):
        id = "unfinished"

    with pytest.raises(TypeError, match="abstract"):
        Unfinished()  # type: ignore[abstract]


@pytest.mark.parametrize("ruleset", ENGINES)
@pytest.mark.parametrize(
    ("body", "field"),
    [([1], "body"), ("concede", "body"), ({"type": "fly", "seat": "p1"}, "type"), ({"type": "concede"}, "seat")],
)
def test_a_malformed_body_is_refused_alike_in_every_engine(ruleset: str, body: Any, field: str) -> None:
    game = ENGINES[ruleset]
    refusal = _refused(game, _start(game, 2), body)
    assert isinstance(refusal, ActionInvalid) and field in refusal.errors


@pytest.mark.parametrize("ruleset", ENGINES)
def test_an_unlisted_body_is_refused_with_the_rule_the_engine_names(ruleset: str) -> None:
    game = ENGINES[ruleset]
    state = _start(game, 2)
    waiting = game.to_act(state)[0]
    listed = game.legal_actions(state, waiting)
    bare = [{"type": a.name, "seat": waiting} for a in game.action_types if not any(f.required for f in a.fields)]
    body = next(b for b in bare if b not in listed)
    refusal = _refused(game, state, body)
    assert isinstance(refusal, RuleViolation) and refusal.rule.id.startswith(f"{ruleset}.")


@pytest.mark.parametrize("ruleset", ENGINES)
def test_a_finished_game_refuses_every_body_as_over(ruleset: str) -> None:
    game = ENGINES[ruleset]
    state, _ = game.apply(_start(game, 2), {"type": "concede", "seat": "p1"})
    assert game.outcome(state) is not None
    for body in ({"type": "concede", "seat": "p2"}, *game.legal_actions(_start(game, 2), "p2")[:3]):
        refusal = _refused(game, state, body)
        assert isinstance(refusal, RuleViolation) and refusal.rule == GAME_OVER_RULE


@pytest.mark.parametrize("ruleset", [g.id for g in ENGINES.values() if (g.max_players or 3) >= 3])
def test_a_seat_out_of_the_game_is_refused_as_out(ruleset: str) -> None:
    game = ENGINES[ruleset]
    state, _ = game.apply(_start(game, 3), {"type": "concede", "seat": "p3"})
    assert game.outcome(state) is None
    refusal = _refused(game, state, {"type": "concede", "seat": "p3"})
    assert isinstance(refusal, RuleViolation) and refusal.rule == SEAT_OUT_RULE


@pytest.mark.parametrize("ruleset", ENGINES)
def test_apply_is_apply_trusted_for_every_listed_body(ruleset: str) -> None:
    game = ENGINES[ruleset]
    assert isinstance(game, Engine)
    rnd = random.Random(3)
    state = _start(game, 2, seed=3)
    for _ in range(60):
        waiting = game.to_act(state)
        if not waiting:
            break
        listed = [a for a in game.legal_actions(state, rnd.choice(waiting)) if a["type"] != "concede"]
        if not listed:
            break
        body = rnd.choice(listed)
        applied = game.apply(state, body)
        assert applied == game.apply_trusted(state, body)
        state = applied[0]
