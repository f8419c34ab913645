"""The one contract every game fulfils — a tracker ruleset and a card-level engine alike — and its data types.

A game is looked up by ruleset id and mode in ``rules.registry`` (``registry.get("achroma", "engine")``). In
``tracker`` mode the players report what happened at the table and the game checks it against the rulebook; in
``engine`` mode the game holds everything (decks, hands, the board) and each seat sees only its own view. Both are
plain objects satisfying the ``Ruleset`` protocol below, over plain data:

- A *state* is a JSON-serialisable ``dict`` (at least ``ruleset``, ``seed``, ``rng_counter``, ``status``
  ``"active"|"finished"``, ``winner``, ``finish_reason``, ``seats`` — each with ``seat`` ``"p1"``… — and ``turn``
  with ``number``, ``active_seat`` and ``step``).
- An *action* is a ``dict`` with ``type``, ``seat`` and its type's fields (``rules.action_types``); an *event* is a
  ``dict`` with at least ``type``. An event's ``private`` member (a drawn card) is for the seat it names only
  (``rules.visibility`` says what of a game's record each reader may see); the rest of an event is for everyone.

The methods:

``setup(*, players, seed, first_player=None, options=None, cards=None) -> (state, events)``
    A new game. ``players`` are dicts with ``name`` and the game's ``player_fields``; when the game declares
    ``cards_required``, each player also has ``deck`` (a list of card ids, one per copy, zones in the game's zone
    order) and ``cards`` maps every id used to its definition (stored with the game, so a later erratum never
    changes a replay). A game that needs no cards refuses them. Raises ``SetupInvalid``.
``legal_actions(state, seat) -> list[action]``
    What ``seat`` may do now: complete bodies that ``apply`` accepts as they are, or templates whose ``"$free"``
    member is a JSON Schema of the fields left to fill in (see ``rules.action_types``). With the
    ``legal_actions_exhaustive`` capability, every item is a complete body and the list is every legal move.
``to_act(state) -> list[seat]``
    The seats the game waits for (several while opening hands are decided at once; none once it is over).
``apply(state, action) -> (state, events)``
    Validate and apply one action; never mutates ``state``. Raises ``ActionInvalid`` (malformed body) or
    ``RuleViolation`` (naming the rule that forbids it), and then nothing has changed.
``view_for(state, seat) -> dict``
    The only way a state leaves ``rules/`` towards a player: everything ``seat`` (None: a spectator) may see, with
    ``status``, ``winner``, ``seats`` and ``turn``. With ``hidden_information`` it differs from seat to seat.
``outcome(state) -> Outcome | None``
    None while the game goes on; else the winner(s), the reason, and the ``placements``: every seat in finishing
    order (ties grouped), from the step each seat went out at (``rules.common.mark_out``).
``invariant_violations(state) -> list[str]``
    Every invariant the state breaks (empty when sound); the property and conformance tests call it.

And what it *can do* — the service asks these, never which game it is (``Capabilities``): ``undo``,
``hidden_information``, ``cards_required``, ``ai``, ``legal_actions_exhaustive``.

A game with ``cards_required`` also offers ``demo_decks()`` and ``card_definitions()`` (``rules.engine.Engine``
provides both from ``rules/sets/<ruleset>.json``). A game with ``ai`` is played by ``rules.ai`` through this
contract alone; the optional hooks that make the AI stronger or honest (``evaluate``, ``playout_weight``,
``determinize``, ``apply_trusted``, ``cards_played``) are described in ``rules.ai.hooks``.

Randomness: every random choice draws from ``rng(state)``, a ``random.Random`` seeded from the game's seed and a
counter kept in the state, so a game replays exactly from its seed and its actions. Nothing in ``rules/`` imports
Flask, Redis, SQL or Celery.
"""

from __future__ import annotations

import pickle
import random
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any, Literal, Protocol, runtime_checkable

from rules.action_types import FREE, ActionType, Field, FieldKind, find_action_type, is_template, template
from rules.errors import ActionInvalid, Rule, RuleViolation, SetupInvalid

State = dict[str, Any]
Action = dict[str, Any]
Event = dict[str, Any]
Mode = Literal["tracker", "engine"]

__all__ = [
    "FREE",
    "TRACKER_CAPABILITIES",
    "Action",
    "ActionInvalid",
    "ActionType",
    "Capabilities",
    "CardGame",
    "Counter",
    "Event",
    "Field",
    "FieldKind",
    "Mode",
    "Outcome",
    "PlayerField",
    "Rule",
    "RuleViolation",
    "Ruleset",
    "SetupInvalid",
    "State",
    "card_game",
    "clone",
    "find_action_type",
    "is_template",
    "outcome_of",
    "rng",
    "seat_ids",
    "template",
]


@dataclass(frozen=True)
class Capabilities:
    """What a game can do, declared as data: the service, the schemas and the tests branch on these alone."""

    undo: bool  # an accepted action may be taken back (nothing hidden is revealed by replaying without it)
    hidden_information: bool  # view_for differs from seat to seat (hands, decks)
    cards_required: bool  # each player brings a deck; setup takes card definitions; demo decks are offered
    ai: bool  # rules.ai can play any seat (AI seats in POST /v1/games, simulations)
    legal_actions_exhaustive: bool  # legal_actions lists every legal move as a complete body (no templates)

    def as_dict(self) -> dict[str, bool]:
        return asdict(self)


TRACKER_CAPABILITIES = Capabilities(
    undo=True, hidden_information=False, cards_required=False, ai=False, legal_actions_exhaustive=False
)


@dataclass(frozen=True)
class Counter:
    """A number the companion tracks: per seat or for the whole game."""

    name: str
    description: str
    start: int | str  # a number, or a description such as "leader HP" when it depends on setup
    per: Literal["seat", "game"] = "seat"
    minimum: int | None = 0
    maximum: int | None = None


@dataclass(frozen=True)
class PlayerField:
    """Per-player setup a ruleset needs in ``POST /v1/games`` (e.g. Oversoul's leader)."""

    name: str
    description: str
    json_schema: dict[str, Any]
    required: bool = True


@dataclass(frozen=True)
class Outcome:
    winner: str | list[str] | None  # one seat, several (shared win), or None (draw / no winner)
    reason: str
    # every seat in finishing order, a group of several seats being a tie: the winners, then the seats still in
    # the game when it ended, then the others in reverse order of going out (empty: the ruleset cannot tell).
    # Added later, so it stays out of equality: comparing who won and why means what it always meant.
    placements: tuple[tuple[str, ...], ...] = field(default=(), compare=False)


@runtime_checkable
class Ruleset(Protocol):
    """One game in one mode: a tracker ruleset or a card-level engine (the module docstring is the contract)."""

    # Read-only: a ruleset may hold these as class constants or narrow them (an engine's ``max_players`` is an int).
    @property
    def id(self) -> str: ...  # the ruleset id: "achroma", "arcane"...
    @property
    def mode(self) -> Mode: ...
    @property
    def name(self) -> str: ...
    @property
    def min_players(self) -> int: ...
    @property
    def max_players(self) -> int | None: ...
    @property
    def capabilities(self) -> Capabilities: ...
    @property
    def counters(self) -> tuple[Counter, ...]: ...
    @property
    def turn_structure(self) -> tuple[str, ...]: ...  # the steps/phases of a turn, in order
    @property
    def action_types(self) -> tuple[ActionType, ...]: ...
    @property
    def player_fields(self) -> tuple[PlayerField, ...]: ...  # beyond name (and deck/ai, which capabilities imply)

    def setup(
        self,
        *,
        players: Sequence[Mapping[str, Any]],
        seed: int,
        first_player: str | None = None,
        options: Mapping[str, Any] | None = None,
        cards: Mapping[str, Mapping[str, Any]] | None = None,
    ) -> tuple[State, list[Event]]: ...

    def legal_actions(self, state: State, seat: str) -> list[Action]: ...

    def to_act(self, state: State) -> list[str]: ...

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]: ...

    def view_for(self, state: State, seat: str | None) -> dict[str, Any]: ...

    def outcome(self, state: State) -> Outcome | None: ...

    def invariant_violations(self, state: State) -> list[str]: ...


@runtime_checkable
class CardGame(Ruleset, Protocol):
    """A game declaring ``cards_required``: the cards it has rules for and its demo decks."""

    def card_definitions(self) -> Mapping[str, Mapping[str, Any]]: ...

    def demo_decks(self) -> list[dict[str, Any]]: ...

    def demo_deck(self, name: str) -> list[str]: ...

    def demo_deck_names(self) -> list[str]: ...


def card_game(game: Ruleset) -> CardGame:
    """``game`` seen as a ``CardGame``; ``TypeError`` when it does not declare (and provide) cards."""
    if not game.capabilities.cards_required or not isinstance(game, CardGame):
        raise TypeError(f"{game.id} in {game.mode} mode takes no cards")
    return game


# ---- helpers shared by the games ------------------------------------------------------------------------------


def rng(state: State) -> random.Random:
    """The game's next random source. Mutates ``state`` (a fresh copy) by advancing its counter."""
    n = state.get("rng_counter", 0)
    state["rng_counter"] = n + 1
    return random.Random(f"{state['seed']}:{n}")


def clone(state: State) -> State:
    # states are plain JSON-like data: a pickle round trip copies them several times faster than deepcopy
    copy: State = pickle.loads(pickle.dumps(state, pickle.HIGHEST_PROTOCOL))
    return copy


def seat_ids(count: int) -> list[str]:
    return [f"p{i}" for i in range(1, count + 1)]


def outcome_of(state: State) -> Outcome | None:
    """The outcome every game stores the same way: None while ``status`` is active; with the finish order."""
    if state["status"] == "active":
        return None
    return Outcome(winner=state["winner"], reason=state["finish_reason"], placements=finish_order(state))


def finish_order(state: State) -> tuple[tuple[str, ...], ...]:
    """A finished game's seats in finishing order, tied seats grouped: the winners; then the seats still in the
    game when it ended (they tie: nobody put them out); then those who went out, the last out first (each seat
    records the step it went out at: ``rules.common.mark_out``). A seat out before steps were recorded (an older
    game) ties with the others of unknown order, last."""
    if state["status"] == "active":
        return ()
    winner = state.get("winner")
    winners = [winner] if isinstance(winner, str) else list(winner or [])
    others = [s for s in state["seats"] if s["seat"] not in winners]
    groups = [tuple(winners), tuple(s["seat"] for s in others if not s.get("out"))]
    steps = sorted({s["out_step"] for s in others if s.get("out") and s.get("out_step")}, reverse=True)
    groups += [tuple(s["seat"] for s in others if s.get("out") and s.get("out_step") == step) for step in steps]
    groups.append(tuple(s["seat"] for s in others if s.get("out") and not s.get("out_step")))
    return tuple(g for g in groups if g)
