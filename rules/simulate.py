"""Bulk simulation for designers and tuning: many seeded engine games between AI seat specs, for any game with
the ``ai`` and ``cards_required`` capabilities.

``simulate(ruleset="achroma", games=…, seats=["ai:hard", "random"], budget_ms=…, seed=…)`` plays every game to
the end with the engine's demo decks, rotating the specs across seats and the decks across games, and reports wins
per spec with Wilson 95 % intervals, draws, the average game length in turns, and per-card statistics (from the
engine's ``cards_played`` hook).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

from rules import registry
from rules.ai import LEVELS, choose_action, hooks_for
from rules.base import CardGame, card_game

Progress = Callable[[int, int], None]


def parse_spec(spec: str) -> str:
    """ "ai:hard" → "hard"; "random", "greedy", "easy"… as they are."""
    level = spec.split(":", 1)[1] if spec.startswith("ai:") else spec
    if level not in LEVELS:
        raise ValueError(f"unknown seat spec {spec!r}")
    return level


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def simulated_engine(ruleset: str) -> CardGame:
    """The engine simulations of ``ruleset`` run on; ``ValueError`` when it has none the AI can play."""
    if not registry.has(ruleset, "engine"):
        raise ValueError(f"no engine for ruleset {ruleset!r}")
    engine = registry.get(ruleset, "engine")
    if not (engine.capabilities.ai and engine.capabilities.cards_required):
        raise ValueError(f"the {ruleset} engine cannot be simulated (no AI or no demo decks)")
    return card_game(engine)


def play_game(
    engine: CardGame,
    *,
    specs: Sequence[str],
    decks: Sequence[str],
    budget_ms: int,
    seed: int,
    max_iterations: int | None = None,
) -> dict[str, Any]:
    """One game; returns the winning seat (or None), turns, and which cards each seat played."""
    deck_lists = [engine.demo_deck(d) for d in decks]
    players = [
        {"name": f"{spec} #{i + 1}", "deck": deck} for i, (spec, deck) in enumerate(zip(specs, deck_lists, strict=True))
    ]
    cards = engine.card_definitions()
    used = {c: cards[c] for deck in deck_lists for c in deck}
    state, _ = engine.setup(players=players, cards=used, seed=seed)
    levels = {f"p{i + 1}": parse_spec(s) for i, s in enumerate(specs)}
    played: dict[str, list[str]] = {s: [] for s in levels}
    cards_played = hooks_for(engine).cards_played
    decisions = 0
    while engine.outcome(state) is None:
        decisions += 1
        sid = engine.to_act(state)[0]
        action = choose_action(
            engine,
            state=state,
            seat=sid,
            level=levels[sid],
            budget_ms=budget_ms,
            seed=seed,
            max_iterations=max_iterations,
        )
        state, events = engine.apply(state, action)
        played[sid] += cards_played(events)
    outcome = engine.outcome(state)
    assert outcome is not None
    winner = outcome.winner if isinstance(outcome.winner, str) else None
    return {
        "winner": winner,
        "turns": state["turn"]["number"],
        "played": played,
        "decks": dict(zip(levels, decks, strict=True)),
        "decisions": decisions,
    }


def simulate(
    *,
    ruleset: str = "achroma",
    games: int,
    seats: list[str],
    budget_ms: int,
    seed: int,
    decks: list[str] | None = None,
    progress: Progress | None = None,
    max_iterations: int | None = None,
    max_decisions: int | None = None,
) -> dict[str, Any]:
    """Play ``games`` games (fewer if ``max_decisions`` is reached first: no game starts after that, and the
    report says how many were played)."""
    engine = simulated_engine(ruleset)
    top = engine.max_players or 6
    if not engine.min_players <= len(seats) <= top:
        raise ValueError(f"between {engine.min_players} and {top} seats")
    for spec in seats:
        parse_spec(spec)
    names = decks or engine.demo_deck_names()
    for name in names:
        engine.demo_deck(name)  # KeyError for a deck the engine does not offer
    wins = dict.fromkeys(seats, 0)
    draws = 0
    turns = 0
    decisions = 0
    played_games = 0
    cards: dict[str, dict[str, int]] = {}
    for g in range(games):
        if max_decisions is not None and decisions >= max_decisions:
            break
        shift = g % len(seats)  # seats swapped across games: every spec sits in every place
        specs = seats[shift:] + seats[:shift]
        game_decks = [names[(g + i) % len(names)] for i in range(len(seats))]
        result = play_game(
            engine, specs=specs, decks=game_decks, budget_ms=budget_ms, seed=seed + g, max_iterations=max_iterations
        )
        turns += result["turns"]
        decisions += result["decisions"]
        played_games += 1
        winner = result["winner"]
        if winner is None:
            draws += 1
        else:
            wins[specs[int(winner[1:]) - 1]] += 1
        for sid, ids in result["played"].items():
            for cid in ids:
                stats = cards.setdefault(cid, {"played": 0, "in_winning_deck": 0, "played_by_winner": 0})
                stats["played"] += 1
                stats["played_by_winner"] += sid == winner
        if winner is not None:
            for cid in set(engine.demo_deck(result["decks"][winner])):
                cards.setdefault(cid, {"played": 0, "in_winning_deck": 0, "played_by_winner": 0})[
                    "in_winning_deck"
                ] += 1
        if progress is not None:
            progress(g + 1, games)
    return {
        "games": played_games,
        "games_asked": games,
        "stopped_at_decision_cap": played_games < games,
        "decisions": decisions,
        "seats": list(seats),
        "wins": wins,
        "win_rates": {
            s: {"rate": wins[s] / played_games if played_games else 0.0, "ci95": list(wilson(wins[s], played_games))}
            for s in seats
        },
        "draws": draws,
        "average_turns": turns / played_games if played_games else 0.0,
        "cards": dict(sorted(cards.items())),
    }
