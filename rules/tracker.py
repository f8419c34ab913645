"""The base every tracker ruleset builds on: the contract's boilerplate, written once.

A tracker is laid out the same way in every game package::

    rules/<game>/actions.py      the action types and counters, as data
    rules/<game>/handlers.py     HANDLERS: what each action does to a state copy (checks first, then changes)
    rules/<game>/state.py        setup and the helpers that read and change a state
    rules/<game>/invariants.py   invariant_violations: everything a sound state satisfies
    rules/<game>/rules_text.py   the rules quoted from the rulebook
    rules/<game>/ruleset.py      the Tracker subclass: which action types are legal now, and the view

``Tracker.apply`` does what every game did by itself before: refuse a body that is not an object, find the action
type, validate the fields, check that the game is on and the seat still in it, copy the state, dispatch to the
handler, then run the game's after-action checks (``after_action``: a bank at 30 wins, the victory check...).

Opening-hand decisions (a mulligan, Oversoul's hand replacement) are recordable but never required: the first action
that is neither such a decision nor an ``adjust`` or ``concede`` closes the opening, and every player who had not
decided is recorded as having kept (``close_opening``), before that action applies.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from rules.base import (
    TRACKER_CAPABILITIES,
    Action,
    ActionInvalid,
    ActionType,
    Capabilities,
    Counter,
    Event,
    Mode,
    Outcome,
    PlayerField,
    SetupInvalid,
    State,
    clone,
    find_action_type,
    outcome_of,
    template,
)
from rules.common import ensure_active, ensure_in_game

Handler = Callable[[State, dict[str, Any]], list[Event]]
NOT_AN_OBJECT = "An action is an object with a type and a seat."
# Actions that neither record an opening decision nor begin play: a correction, and leaving the game.
OPENING_NEUTRAL = ("adjust", "concede")


class Tracker:
    """A ruleset in tracker mode: players report what happened, the tracker checks it and keeps the counters."""

    mode: ClassVar[Mode] = "tracker"
    capabilities: ClassVar[Capabilities] = TRACKER_CAPABILITIES
    id: str
    name: str
    min_players: int
    max_players: int | None
    counters: tuple[Counter, ...]
    turn_structure: tuple[str, ...]
    action_types: tuple[ActionType, ...]
    player_fields: tuple[PlayerField, ...] = ()
    handlers: Mapping[str, Handler]

    # ---- what a game supplies ----------------------------------------------------------------------------------

    def new_game(
        self,
        players: Sequence[Mapping[str, Any]],
        seed: int,
        first_player: str | None,
        options: Mapping[str, Any] | None,
    ) -> tuple[State, list[Event]]:
        raise NotImplementedError

    def legal_types(self, state: State, seat: str) -> list[str]:
        """The action type names ``seat`` may attempt now, in declaration order."""
        raise NotImplementedError

    def view_for(self, state: State, seat: str | None) -> dict[str, Any]:
        raise NotImplementedError

    def invariant_violations(self, state: State) -> list[str]:
        raise NotImplementedError

    def after_action(self, state: State) -> list[Event]:
        """Checks after every accepted action, whoever acted (a win that counts immediately...)."""
        return []

    def narrow(self, state: State, seat: str, action_type: ActionType) -> dict[str, dict[str, Any]]:
        """Tighter schemas for the free fields of a legal template (the seat's own cards, say; ``const`` fixes one)."""
        return {}

    # ---- opening decisions (mulligans, hand replacements): recordable, never required -----------------------------

    opening_decisions: ClassVar[tuple[str, ...]] = ()  # the action types that record an opening-hand decision

    def opening_open(self, state: State) -> bool:
        """True while opening-hand decisions may still be recorded (before the first turn action)."""
        return False

    def close_opening(self, state: State) -> list[Event]:
        """The first turn action is made: every player who has not decided kept their hand (recorded as implied)."""
        return []

    def after_opening(self, state: State) -> State:
        """``state`` as it is once the opening is closed: what turn actions are legal in (a copy when it changes)."""
        if not self.opening_open(state):
            return state
        preview = clone(state)
        self.close_opening(preview)
        return preview

    # ---- the contract --------------------------------------------------------------------------------------------

    def setup(
        self,
        *,
        players: Sequence[Mapping[str, Any]],
        seed: int,
        first_player: str | None = None,
        options: Mapping[str, Any] | None = None,
        cards: Mapping[str, Mapping[str, Any]] | None = None,
    ) -> tuple[State, list[Event]]:
        if cards is not None:
            raise SetupInvalid({"cards": ["A tracker keeps counters and takes no card definitions."]})
        return self.new_game(players, seed, first_player, options)

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        if not isinstance(action, Mapping):
            raise ActionInvalid({"_schema": [NOT_AN_OBJECT]})
        action_type = find_action_type(self.action_types, action.get("type"))
        clean = action_type.validate(action, [s["seat"] for s in state["seats"]])
        ensure_active(state)
        ensure_in_game(state, clean["seat"])
        new = clone(state)
        events: list[Event] = []
        if action_type.name not in (*self.opening_decisions, *OPENING_NEUTRAL) and self.opening_open(new):
            events += self.close_opening(new)
        events += self.handlers[action_type.name](new, clean)
        events += self.after_action(new)
        return new, events

    def legal_actions(self, state: State, seat: str) -> list[Action]:
        """One body or template per legal action type (a tracker cannot enumerate what only the table knows)."""
        in_game = [s["seat"] for s in state["seats"] if not s.get("out")]
        by_name = {a.name: a for a in self.action_types}
        return [
            template(by_name[name], seat, narrow=self.narrow(state, seat, by_name[name]), seats=in_game)
            for name in self.legal_types(state, seat)
        ]

    def to_act(self, state: State) -> list[str]:
        """The seat whose turn it is: the one the table waits for (anyone may still report adjust or concede)."""
        if state["status"] != "active":
            return []
        return [state["turn"]["active_seat"]]

    def outcome(self, state: State) -> Outcome | None:
        return outcome_of(state)
