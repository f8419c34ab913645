"""One seeded random-playout conformance suite over every game the registry knows — every tracker ruleset and every
engine (in the manner of OpenSpiel's), so a new engine is covered as soon as it has its registry entry.

For each game, many games of random actions — listed and unlisted, legal and illegal alike — checking after each
one: a refused action changes nothing; the state stays JSON-serialisable and sound; every seat's view has the
contract's shape; listed actions are accepted (complete bodies as they are, templates once their free fields are
filled in); the game is the fold of its accepted actions (replaying them from the same seed gives the same state);
and with hidden information, no view changes when everything its seat has not seen is resampled.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from rules import registry
from rules.ai import LEVELS, choose_action, hooks_for
from rules.base import FREE, ActionInvalid, CardGame, Field, Ruleset, RuleViolation, is_template
from rules.decks import check as deck_check
from rules.decks.problem import DeckCard

GAMES = {f"{g.id}-{g.mode}": g for g in registry.games()}
ENGINES = [k for k, g in GAMES.items() if g.mode == "engine"]
AI_GAMES = [k for k, g in GAMES.items() if g.capabilities.ai]
GAMES_PER_TRACKER, ACTIONS_PER_TRACKER_GAME = 40, 120
GAMES_PER_ENGINE, ACTIONS_PER_ENGINE_GAME = 6, 600
WORDS = ["Sky Whale", "Ember Guard", "x"]


# ---- players and random bodies ------------------------------------------------------------------------------------


def _players(game: Ruleset, n: int, rnd: random.Random) -> tuple[list[dict], dict | None]:
    """``n`` players the game can start with, and the card definitions when it takes cards."""
    if game.capabilities.cards_required:
        assert isinstance(game, CardGame)
        names = game.demo_deck_names()
        decks = [game.demo_deck(names[(i + rnd.randrange(len(names))) % len(names)]) for i in range(n)]
        cards = game.card_definitions()
        return [{"name": f"P{i + 1}", "deck": d} for i, d in enumerate(decks)], {c: cards[c] for d in decks for c in d}
    module = __import__(f"rules.{game.id}", fromlist=["EXAMPLE_PLAYERS"])
    return copy.deepcopy(module.EXAMPLE_PLAYERS[:n]), None


def _player_counts(game: Ruleset) -> list[int]:
    top = game.max_players or 4
    if not game.capabilities.cards_required:
        top = min(top, len(__import__(f"rules.{game.id}", fromlist=["EXAMPLE_PLAYERS"]).EXAMPLE_PLAYERS))
    return list(range(game.min_players, min(top, 4) + 1))


def _field_value(f: Field, seats: list[str], rnd: random.Random) -> Any:
    if f.kind == "int":
        lo = f.minimum if f.minimum is not None else -10
        hi = f.maximum if f.maximum is not None else 10
        lo, hi = max(lo, -12), min(hi, 12)  # the interesting range
        return rnd.randint(lo, hi) if lo <= hi else lo
    if f.kind == "seat":
        return rnd.choice(seats)
    if f.kind == "enum":
        return rnd.choice(f.choices)
    if f.kind == "bool":
        return rnd.random() < 0.5
    if f.kind == "str_list":
        return rnd.sample(WORDS, rnd.randrange(min(3, len(WORDS)) + 1))
    return rnd.choice(WORDS)


def _schema_value(schema: dict[str, Any], rnd: random.Random) -> Any:
    """A random value valid under one property schema of a template's ``$free``."""
    if "enum" in schema:
        return rnd.choice(schema["enum"])
    if schema["type"] == "integer":
        lo, hi = schema.get("minimum", -10), schema.get("maximum", 10)
        lo, hi = max(lo, -12), min(hi, 12)
        return rnd.randint(lo, hi) if lo <= hi else lo
    if schema["type"] == "boolean":
        return rnd.random() < 0.5
    return rnd.choice([*WORDS, f"Card {rnd.randrange(10_000)}"])  # a name free text may still take


def fill(item: dict[str, Any], rnd: random.Random) -> dict[str, Any]:
    """A body from a legal-action item: a template's free fields filled (optional ones half the time)."""
    if not is_template(item):
        return dict(item)
    body = {k: v for k, v in item.items() if k != FREE}
    free = item[FREE]
    for name, schema in free["properties"].items():
        if name in free["required"] or rnd.random() < 0.5:
            body[name] = _schema_value(schema, rnd)
    return body


def _random_body(game: Ruleset, state: dict, rnd: random.Random) -> dict[str, Any]:
    """Mostly a listed action of a seat the game waits for; else anything at all, for anyone."""
    seats = [s["seat"] for s in state["seats"]]
    waiting = game.to_act(state)
    if rnd.random() < 0.85:
        pool = [(s, item) for s in (waiting if rnd.random() < 0.9 else seats) for item in game.legal_actions(state, s)]
        pool = [p for p in pool if p[1]["type"] != "concede"] or pool
        if pool:
            return fill(rnd.choice(pool)[1], rnd)
    action_type = rnd.choice(game.action_types)
    body: dict[str, Any] = {"type": action_type.name, "seat": rnd.choice(seats)}
    for f in action_type.fields:
        if f.required or rnd.random() < 0.5:
            body[f.name] = _field_value(f, seats, rnd)
    return body


# ---- the checks after each action ---------------------------------------------------------------------------------


def _check_views(game: Ruleset, state: dict, rnd: random.Random) -> None:
    for seat in [None, *[s["seat"] for s in state["seats"]]]:
        view = game.view_for(state, seat)
        assert {"status", "winner", "seats", "turn"} <= set(view)
        assert {"number", "active_seat", "step"} <= set(view["turn"])
        json.dumps(view)
        if game.capabilities.hidden_information and rnd.random() < 0.2:
            # everything this viewer has not seen, resampled: its view must not change
            sample = hooks_for(game).determinize(state, seat, random.Random(rnd.random()))
            assert game.view_for(sample, seat) == view, f"{seat}'s view shows something it has not seen"


def _check_listed_actions_are_accepted(game: Ruleset, state: dict, rnd: random.Random) -> int:
    checked = 0
    for seat in [s["seat"] for s in state["seats"]]:
        for item in game.legal_actions(state, seat):
            assert item["seat"] == seat
            if game.capabilities.legal_actions_exhaustive:
                assert not is_template(item), item
                game.apply(state, item)  # raises if refused
                checked += 1
                continue
            for _ in range(100):  # some filling of the free fields is accepted
                try:
                    game.apply(state, fill(item, rnd))
                except (RuleViolation, ActionInvalid):
                    continue
                checked += 1
                break
            else:
                raise AssertionError(f"no filling of the listed {item} was accepted")
    return checked


def _play(game: Ruleset, key: str, games: int, actions: int) -> None:
    listed_checked = 0
    for number in range(games):
        rnd = random.Random(f"{key}:{number}")
        n = rnd.choice(_player_counts(game))
        seed = rnd.randrange(2**31)
        players, cards = _players(game, n, random.Random(seed))
        state, _ = game.setup(players=players, seed=seed, cards=cards)
        again, _ = game.setup(players=players, seed=seed, cards=cards)
        assert state == again, "setup is not deterministic for a seed"
        assert game.invariant_violations(state) == []
        accepted: list[dict] = []
        for step in range(actions):
            if game.outcome(state) is not None:
                break
            assert game.to_act(state), "an active game waits for nobody"
            if step % 15 == 0:
                listed_checked += _check_listed_actions_are_accepted(game, state, rnd)
            action = _random_body(game, state, rnd)
            before = copy.deepcopy(state)
            try:
                state, events = game.apply(state, action)
            except (RuleViolation, ActionInvalid):
                assert state == before, f"a refused {action} changed the state"
                continue
            assert before != state or events, f"{action} was accepted but did nothing and said nothing"
            accepted.append(action)
            json.dumps(state)
            assert game.invariant_violations(state) == [], (action, game.invariant_violations(state))
            _check_views(game, state, rnd)
        replay, _ = game.setup(players=players, seed=seed, cards=cards)
        for action in accepted:
            replay, _ = game.apply(replay, action)
        assert replay == state, "the state is not the fold of its accepted actions"
        outcome = game.outcome(state)
        assert (outcome is None) == (state["status"] == "active")
        if outcome is not None:
            assert game.to_act(state) == [] and all(game.legal_actions(state, s["seat"]) == [] for s in state["seats"])
    assert listed_checked > 0


# ---- the tests ----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("key", sorted(GAMES))
def test_random_playouts_keep_every_invariant(key: str) -> None:
    game = GAMES[key]
    if game.mode == "engine":
        _play(game, key, GAMES_PER_ENGINE, ACTIONS_PER_ENGINE_GAME)
    else:
        _play(game, key, GAMES_PER_TRACKER, ACTIONS_PER_TRACKER_GAME)


@pytest.mark.parametrize("key", sorted(GAMES))
def test_the_game_declares_the_contract(key: str) -> None:
    """The registry entry is what it says it is, and its capabilities are consistent with what it provides."""
    game = GAMES[key]
    assert isinstance(game, Ruleset) and key == f"{game.id}-{game.mode}" and game.id in registry.RULESET_IDS
    assert game.min_players >= 1 and (game.max_players is None or game.max_players >= game.min_players)
    caps = game.capabilities
    if caps.ai:
        assert caps.legal_actions_exhaustive, "the AI needs complete bodies to choose from"
    if caps.hidden_information:
        assert callable(getattr(game, "determinize", None)), "the AI would see through hidden cards"
    if caps.cards_required:
        assert isinstance(game, CardGame)


@pytest.mark.parametrize("key", sorted(GAMES))
def test_every_action_type_documents_its_rule_and_schema(key: str) -> None:
    game = GAMES[key]
    names = [a.name for a in game.action_types]
    assert len(names) == len(set(names)) and "concede" in names
    if game.mode == "tracker":
        assert "adjust" in names
    for action_type in game.action_types:
        assert action_type.description and action_type.rule.quote and action_type.rule.rulebook
        schema = action_type.json_schema()
        assert schema["required"][:2] == ["type", "seat"] and FREE not in schema["properties"]
        json.dumps(schema)


@pytest.mark.parametrize("key", ENGINES)
def test_every_demo_deck_is_legal_and_playable(key: str) -> None:
    """A demo deck is a deck a player could build: legal under the game's construction rules (rules/decks/), and
    made only of cards the engine has rules for."""
    game = GAMES[key]
    assert isinstance(game, CardGame)
    decks, cards = game.demo_decks(), game.card_definitions()
    assert decks
    for deck in decks:
        entries = [DeckCard(cards[e["card_id"]], e["quantity"], e.get("zone", "main")) for e in deck["cards"]]
        assert deck_check(game.id, entries) == [], deck["name"]
        assert set(game.demo_deck(deck["name"])) <= set(cards)


@pytest.mark.parametrize("key", AI_GAMES)
@pytest.mark.parametrize("level", LEVELS)
def test_the_ai_plays_a_legal_move_at_every_level(key: str, level: str) -> None:
    game = GAMES[key]
    rnd = random.Random(key)
    players, cards = _players(game, game.min_players, rnd)
    state, _ = game.setup(players=players, seed=3, cards=cards)
    for step in range(12):
        if game.outcome(state) is not None:
            break
        seat = game.to_act(state)[0]
        action = choose_action(game, state=state, seat=seat, level=level, budget_ms=30, seed=step, max_iterations=6)
        assert action in game.legal_actions(state, seat)
        state, _ = game.apply(state, action)
