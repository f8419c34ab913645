"""The base of a card-level engine: the contract written once, so that each engine states only what is its own.

An engine is a package ``rules/<game>/engine/`` laid out the same way in every game::

    actions.py      ACTION_TYPES: the action types, as data
    state.py        setup and the helpers that read and change a state
    legal.py        legal_actions, to_act, and diagnose (which rule a refused body breaks)
    transition.py   apply_trusted: one listed action on a fast copy, then everything automatic that follows
    view.py         view_for: all the hiding, seat by seat
    invariants.py   invariant_violations
    hidden.py       determinize; evaluate.py (or policy.py) the AI's values and move_weight
    engine.py       the ``Engine`` subclass naming those functions, and ``ENGINE``

and one line in ``rules.registry.ENTRIES``. The subclass declares its metadata (``id``, ``name``, counters...) and
names its functions as static methods (``legal_actions = staticmethod(legal.legal_actions)``), so that the AI's
search calls them with no extra layer. From this base it gets ``setup`` (refusing a game without card
definitions), ``apply`` (check the body's shape, refuse what ``legal_actions`` does not list, quoting the rule
``diagnose`` picks, then ``apply_trusted``), ``outcome``, ``cards_played``, the declared capabilities, and its cards
and demo decks from ``rules/sets/<ruleset>.json``: a card is playable in the engine when its definition there
carries ``effects`` (an empty list for a card without abilities), and every demo deck made only of such cards is
offered at ``GET /v1/rulesets/{id}/demo-decks`` for engine games. The service then offers engine mode, deck checks,
hidden views, AI seats and simulations with no other change; the AI's hooks are described in ``rules.ai.hooks``.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from rules.base import (
    Action,
    ActionInvalid,
    ActionType,
    Capabilities,
    Counter,
    Event,
    Mode,
    Outcome,
    PlayerField,
    RuleViolation,
    SetupInvalid,
    State,
    find_action_type,
    outcome_of,
)
from rules.common import ensure_active, ensure_in_game, seat_names
from rules.demo_sets import demo_set

ENGINE_CAPABILITIES = Capabilities(
    undo=False,  # taking back a draw would show a hidden card and hide it again
    hidden_information=True,
    cards_required=True,
    ai=True,
    legal_actions_exhaustive=True,
)
NOT_AN_OBJECT = "Must be an object."


class Engine(ABC):
    """A ruleset in engine mode: the service holds the whole game and each seat sees only its own view."""

    mode: ClassVar[Mode] = "engine"
    capabilities: ClassVar[Capabilities] = ENGINE_CAPABILITIES
    id: str
    name: str
    min_players: int
    max_players: int | None
    counters: tuple[Counter, ...]
    turn_structure: tuple[str, ...]
    action_types: tuple[ActionType, ...]
    player_fields: tuple[PlayerField, ...] = ()  # a name, a deck and (for an AI seat) a level: nothing else
    played_event: ClassVar[str]  # the event whose ``card_id`` is a card put into play (``cards_played``)

    # ---- what an engine supplies: its own modules' functions, called by position (their parameters' names vary) --

    @abstractmethod
    def new_game(
        self,
        players: Sequence[Mapping[str, Any]],
        cards: Mapping[str, Mapping[str, Any]],
        seed: int,
        first_player: str | None,
        options: Mapping[str, Any] | None,
        /,
    ) -> tuple[State, list[Event]]:
        """A new game (``setup`` has made sure the card definitions are there); raises ``SetupInvalid``."""

    @abstractmethod
    def legal_actions(self, state: State, seat: str, /) -> list[Action]:
        """Every legal move of ``seat``, each a complete body (the ``legal_actions_exhaustive`` capability)."""

    @abstractmethod
    def to_act(self, state: State, /) -> list[str]:
        """The seats the game waits for."""

    @abstractmethod
    def diagnose(self, state: State, action: Action, /) -> RuleViolation:
        """The most telling rule a well-formed body missing from ``legal_actions`` breaks, once the base has found
        the game on and the seat still in it."""

    @abstractmethod
    def apply_trusted(self, state: State, action: Action, /) -> tuple[State, list[Event]]:
        """``apply`` for a body taken from ``legal_actions`` (the AI's search): no re-validation."""

    @abstractmethod
    def view_for(self, state: State, seat: str | None, /) -> dict[str, Any]:
        """Everything ``seat`` (None: a spectator) may see."""

    @abstractmethod
    def invariant_violations(self, state: State, /) -> list[str]:
        """Every invariant the state breaks (empty when sound)."""

    @abstractmethod
    def evaluate(self, state: State, /) -> dict[str, float]:
        """The AI's value of the position for each seat, in [0, 1] (``rules.ai.hooks``)."""

    @abstractmethod
    def playout_weight(self, state: State, action: Action, /) -> float:
        """How much a playout prefers ``action`` (``rules.ai.hooks``)."""

    @abstractmethod
    def determinize(self, state: State, seat: str | None, rnd: random.Random, /) -> State:
        """A state consistent with all ``seat`` has seen, the rest resampled from ``rnd`` (``rules.ai.hooks``)."""

    def canonical(self, state: State, action: Action, /) -> Action:
        """The body as ``legal_actions`` would list the same move, when a game accepts several spellings of it (any
        copy of a hand card, say). Default: the body as it is."""
        return action

    # ---- the contract, written once --------------------------------------------------------------------------------

    def setup(
        self,
        *,
        players: Sequence[Mapping[str, Any]],
        seed: int,
        first_player: str | None = None,
        options: Mapping[str, Any] | None = None,
        cards: Mapping[str, Mapping[str, Any]] | None = None,
    ) -> tuple[State, list[Event]]:
        if cards is None:
            raise SetupInvalid({"cards": ["The engine needs the definitions of the cards in the players' decks."]})
        return self.new_game(players, cards, seed, first_player, options)

    def apply(self, state: State, action: Mapping[str, Any]) -> tuple[State, list[Event]]:
        """Validate and apply one action; raises ``ActionInvalid`` or ``RuleViolation``; never mutates ``state``.
        ``legal_actions`` is the one judge: a body it does not list (nor its ``canonical`` spelling) is refused."""
        clean = self.validate_shape(action, seat_names(state))
        allowed = self.legal_actions(state, clean["seat"])
        if clean not in allowed and self.canonical(state, clean) not in allowed:
            ensure_active(state)
            ensure_in_game(state, clean["seat"])
            raise self.diagnose(state, clean)
        return self.apply_trusted(state, clean)

    def validate_shape(self, action: object, seats: Sequence[str]) -> Action:
        """The body normalised (absent optional fields dropped) or ``ActionInvalid``."""
        if not isinstance(action, Mapping):
            raise ActionInvalid({"body": [NOT_AN_OBJECT]})
        action_type = find_action_type(self.action_types, action.get("type"))
        return action_type.validate({k: v for k, v in action.items() if v is not None}, seats)

    def outcome(self, state: State) -> Outcome | None:
        return outcome_of(state)

    def cards_played(self, events: list[Event]) -> list[str]:
        """The cards an action's events put into play (the simulator's per-card statistics)."""
        return [e["card_id"] for e in events if e["type"] == self.played_event]

    # ---- cards and demo decks ----------------------------------------------------------------------------------

    def card_definitions(self) -> Mapping[str, Mapping[str, Any]]:
        """Every card this engine has rules for, by id (the set's cards that carry ``effects``)."""
        return {c["id"]: c for c in demo_set(self.id)["cards"] if c.get("effects") is not None}

    def demo_decks(self) -> list[dict[str, Any]]:
        """The demo decks playable in this engine: ``name``, ``description`` and ``cards`` (card_id, quantity,
        zone), in the set's order."""
        known = self.card_definitions()
        return [
            deck
            for deck in demo_set(self.id).get("demo_decks", [])
            if all(entry["card_id"] in known for entry in deck["cards"])
        ]

    def demo_deck(self, name: str) -> list[str]:
        """A demo deck as the card ids a player's ``deck`` lists (one per copy); ``KeyError`` for an unknown one."""
        for deck in self.demo_decks():
            if deck["name"] == name:
                return deck_card_ids(deck["cards"])
        raise KeyError(name)

    def demo_deck_names(self) -> list[str]:
        return [d["name"] for d in self.demo_decks()]


def deck_card_ids(entries: Sequence[Mapping[str, Any]], zones: Sequence[str] = ()) -> list[str]:
    """Deck entries (``card_id``, ``quantity``, ``zone``) as one card id per copy: zone by zone in the order of
    ``zones`` (a zone not listed last), entries in their order within a zone."""
    rank = {z: i for i, z in enumerate(zones)}
    ordered = sorted(entries, key=lambda e: rank.get(e.get("zone") or "main", len(rank)))
    return [str(e["card_id"]) for e in ordered for _ in range(int(e["quantity"]))]


def copy_data(obj: Any) -> Any:
    """A deep copy of plain data (dicts, lists and immutable leaves): the fallback of the engines' fast copies."""
    if isinstance(obj, dict):
        return {k: copy_data(v) for k, v in obj.items()}
    if isinstance(obj, list):
        return [copy_data(v) for v in obj]
    return obj
