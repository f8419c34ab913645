"""What the AI needs from a game, resolved once per game: the contract, plus optional hooks with generic defaults.

The AI plays any game whose capabilities say ``ai`` through ``legal_actions`` (complete bodies), ``to_act``,
``apply`` and ``outcome`` alone. A game makes it stronger, faster or honest by defining any of these methods:

``evaluate(state) -> {seat: value in [0, 1]}``
    How good the position is for each seat; 1 is a sure win. Default: the result once the game is over (1 for a
    winner, 0 for a loser, 0.5 each on a draw), 0.5 for everyone before that — pure Monte Carlo.
``playout_weight(state, action) -> float``
    How much a playout prefers ``action`` (>= 0; 0 never). Default: 1 for every move (uniform random playouts).
``determinize(state, seat, rnd) -> state``
    A state consistent with everything ``seat`` has seen, with all it has not seen resampled from ``rnd`` (other
    hands, deck orders, the future shuffles' seed). Default: the state itself — right only for a game without
    hidden information; a game declaring ``hidden_information`` must define it, or the AI would see through the
    cards (the conformance suite checks it does, and that the sample looks the same from ``seat``'s view).
    It may share unchanged data with ``state`` read-only.
``search_actions(state, seat) -> list[action]``
    The moves the AI weighs: ``legal_actions`` (concessions included) less those that only repeat another move in
    a detail not worth a branch of its own everywhere (the same card played with another way to pay). Default:
    ``legal_actions``.
``apply_trusted(state, action) -> (state, events)``
    ``apply`` for a body taken from ``legal_actions`` (no re-validation), with whatever fast copy the game has.
    Default: ``apply``.
``cards_played(events) -> list[card id]``
    The cards an action's events put into play, for the simulator's per-card statistics. Default: the
    ``card_id`` of every ``card_played`` event.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rules.base import Action, Event, Ruleset, State

HOOKS = ("evaluate", "playout_weight", "determinize", "search_actions", "apply_trusted", "cards_played")


def outcome_values(game: Ruleset, state: State) -> dict[str, float]:
    """Each seat's result when the game is over, 0.5 each before that."""
    seats = [s["seat"] for s in state["seats"]]
    outcome = game.outcome(state)
    if outcome is None or outcome.winner is None:
        return dict.fromkeys(seats, 0.5)
    winners = {outcome.winner} if isinstance(outcome.winner, str) else set(outcome.winner)
    return {s: 1.0 if s in winners else 0.0 for s in seats}


def _uniform(_state: State, _action: Action) -> float:
    return 1.0


def _no_hidden_information(state: State, _seat: str, _rnd: random.Random) -> State:
    return state


def _played(events: list[Event]) -> list[str]:
    return [str(e["card_id"]) for e in events if e.get("type") == "card_played" and "card_id" in e]


@dataclass(frozen=True)
class Hooks:
    """The game's contract methods and hooks as plain callables (no attribute lookups in the search loop)."""

    game: Ruleset
    legal_actions: Callable[[State, str], list[Action]]
    search_actions: Callable[[State, str], list[Action]]
    to_act: Callable[[State], list[str]]
    evaluate: Callable[[State], dict[str, float]]
    playout_weight: Callable[[State, Action], float]
    determinize: Callable[[State, str, random.Random], State]
    apply_trusted: Callable[[State, Action], tuple[State, list[Event]]]
    cards_played: Callable[[list[Event]], list[str]]

    @property
    def name(self) -> str:
        return self.game.id


_CACHE: dict[int, Hooks] = {}


def hooks_for(game: Ruleset) -> Hooks:
    """The game's hooks, each its own method where it defines one, else the generic default."""
    cached = _CACHE.get(id(game))
    if cached is not None and cached.game is game:
        return cached

    def own(name: str, default: Any) -> Any:
        return getattr(game, name, None) or default

    hooks = Hooks(
        game=game,
        legal_actions=game.legal_actions,
        search_actions=own("search_actions", game.legal_actions),
        to_act=game.to_act,
        evaluate=own("evaluate", lambda state: outcome_values(game, state)),
        playout_weight=own("playout_weight", _uniform),
        determinize=own("determinize", _no_hidden_information),
        apply_trusted=own("apply_trusted", game.apply),
        cards_played=own("cards_played", _played),
    )
    _CACHE[id(game)] = hooks
    return hooks
