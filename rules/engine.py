"""The base of a card-level engine: what the contract asks of every engine beyond its rules, written once.

An engine is a package ``rules/<game>/engine/`` exposing one object that subclasses ``Engine`` and implements the
``rules.base.Ruleset`` methods (``setup``, ``legal_actions``, ``to_act``, ``apply``, ``view_for``,
``invariant_violations``), plus one line in ``rules.registry.ENTRIES``. From this base it gets the declared
capabilities, ``outcome``, and its cards and demo decks from ``rules/sets/<ruleset>.json``: a card is playable in
the engine when its definition there carries ``effects`` (an empty list for a card without abilities), and every
demo deck made only of such cards is offered at ``GET /v1/rulesets/{id}/demo-decks`` for engine games. The service
then offers engine mode, deck checks, hidden views, AI seats and simulations with no other change; the AI's
optional hooks are listed in ``rules.ai.hooks``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from rules.base import Action, Capabilities, Event, Mode, Outcome, SetupInvalid, State, outcome_of
from rules.demo_sets import demo_set

ENGINE_CAPABILITIES = Capabilities(
    undo=False,  # taking back a draw would show a hidden card and hide it again
    hidden_information=True,
    cards_required=True,
    ai=True,
    legal_actions_exhaustive=True,
)


class Engine:
    """A ruleset in engine mode: the service holds the whole game and each seat sees only its own view."""

    mode: ClassVar[Mode] = "engine"
    capabilities: ClassVar[Capabilities] = ENGINE_CAPABILITIES
    id: str
    name: str
    # the engine's own modules, which the contract's setup, legal_actions and to_act below delegate to
    _setup: ClassVar[Callable[..., tuple[State, list[Event]]]]
    _legal_actions: ClassVar[Callable[[State, str], list[Action]]]
    _to_act: ClassVar[Callable[[State], list[str]]]

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
        return type(self)._setup(players, cards, seed, first_player, options)

    def legal_actions(self, state: State, seat: str) -> list[Action]:
        return type(self)._legal_actions(state, seat)

    def to_act(self, state: State) -> list[str]:
        return type(self)._to_act(state)

    def outcome(self, state: State) -> Outcome | None:
        return outcome_of(state)

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
