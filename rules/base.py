"""The contract every game ruleset fulfils, and the plain data types it speaks.

A game state is a plain JSON-serialisable ``dict``; an action is a ``dict`` with at least
``type`` and ``seat``; an event is a ``dict`` with at least ``type``. ``apply`` never mutates
its input: it returns a new state and the events it produced, or raises ``RuleViolation``
naming the rule that forbids the action. Nothing here imports Flask, Redis, SQL or Celery.

Randomness: every random choice draws from ``rng(state)``, a ``random.Random`` seeded from
the game's seed and a counter kept in the state, so a game replays exactly from its seed and
its actions and the state stays small (no Mersenne-Twister blob in Redis).
"""

from __future__ import annotations

import pickle
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol, runtime_checkable

State = dict[str, Any]
Action = dict[str, Any]
Event = dict[str, Any]


@dataclass(frozen=True)
class Rule:
    """A rule as the rulebook states it: where it is, and the sentence that says it."""

    id: str  # stable machine code, e.g. "achroma.trade_limit"
    rulebook: str  # file name under shared/rules, e.g. "achroma-rules.md"
    section: str  # heading path, e.g. "Gameplay › Start step"
    quote: str  # the sentence(s) quoted from the rulebook (or RULINGS.md)

    def as_dict(self) -> dict[str, str]:
        return {"id": self.id, "rulebook": self.rulebook, "section": self.section, "quote": self.quote}


class RuleViolation(Exception):
    """An action the rules forbid. Carries the rule and a human explanation of this case."""

    def __init__(self, rule: Rule, detail: str) -> None:
        super().__init__(f"{rule.id}: {detail}")
        self.rule = rule
        self.detail = detail


class ActionInvalid(Exception):
    """An action whose fields are malformed (missing, wrong type, out of range): not a rule matter."""

    def __init__(self, errors: dict[str, list[str]]) -> None:
        super().__init__(str(errors))
        self.errors = errors


FieldKind = Literal["int", "str", "bool", "seat", "enum"]


@dataclass(frozen=True)
class Field:
    """One field of an action body, declared as data so it can be validated and documented."""

    name: str
    kind: FieldKind
    description: str = ""
    required: bool = True
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[str, ...] = ()  # for kind == "enum"
    max_length: int = 200  # for kind == "str"

    def json_schema(self) -> dict[str, Any]:
        schema: dict[str, Any]
        if self.kind == "int":
            schema = {"type": "integer"}
            if self.minimum is not None:
                schema["minimum"] = self.minimum
            if self.maximum is not None:
                schema["maximum"] = self.maximum
        elif self.kind == "bool":
            schema = {"type": "boolean"}
        elif self.kind == "enum":
            schema = {"type": "string", "enum": list(self.choices)}
        elif self.kind == "seat":
            schema = {"type": "string", "pattern": "^p[1-9][0-9]*$"}
        else:
            schema = {"type": "string", "minLength": 1, "maxLength": self.max_length}
        if self.description:
            schema["description"] = self.description
        return schema


@dataclass(frozen=True)
class ActionType:
    """An action a player may take: its fields, what it does, and the rule it comes from."""

    name: str
    description: str
    rule: Rule
    fields: tuple[Field, ...] = ()

    def json_schema(self) -> dict[str, Any]:
        props: dict[str, Any] = {
            "type": {"type": "string", "const": self.name},
            "seat": {"type": "string", "pattern": "^p[1-9][0-9]*$", "description": "the seat acting"},
        }
        props.update({f.name: f.json_schema() for f in self.fields})
        required = ["type", "seat"] + [f.name for f in self.fields if f.required]
        return {"type": "object", "properties": props, "required": required, "additionalProperties": False}

    def validate(self, action: Mapping[str, Any], seats: Sequence[str]) -> dict[str, Any]:
        """Check an action body's shape; return it normalised or raise ``ActionInvalid``."""
        errors: dict[str, list[str]] = {}
        known = {"type", "seat"} | {f.name for f in self.fields}
        for key in action:
            if key not in known:
                errors.setdefault(key, []).append("Unknown field.")
        clean: dict[str, Any] = {"type": self.name, "seat": action.get("seat")}
        if action.get("seat") not in seats:
            errors.setdefault("seat", []).append(f"Must be one of {', '.join(seats)}.")
        for f in self.fields:
            if f.name not in action or action[f.name] is None:
                if f.required:
                    errors.setdefault(f.name, []).append("Missing data for required field.")
                continue
            problem = _field_problem(f, action[f.name], seats)
            if problem:
                errors.setdefault(f.name, []).append(problem)
            else:
                clean[f.name] = action[f.name]
        if errors:
            raise ActionInvalid(errors)
        return clean


def _field_problem(f: Field, value: Any, seats: Sequence[str]) -> str | None:
    if f.kind == "int":
        if isinstance(value, bool) or not isinstance(value, int):
            return "Not a valid integer."
        if f.minimum is not None and value < f.minimum:
            return f"Must be at least {f.minimum}."
        if f.maximum is not None and value > f.maximum:
            return f"Must be at most {f.maximum}."
    elif f.kind == "bool":
        if not isinstance(value, bool):
            return "Not a valid boolean."
    elif f.kind == "seat":
        if value not in seats:
            return f"Must be one of {', '.join(seats)}."
    elif f.kind == "enum":
        if value not in f.choices:
            return f"Must be one of {', '.join(f.choices)}."
    elif not isinstance(value, str) or not value.strip():
        return "Not a valid string."
    elif len(value) > f.max_length:
        return f"Longer than {f.max_length} characters."
    return None


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


class SetupInvalid(Exception):
    """Setup input that cannot start a game (wrong player count, missing leader...)."""

    def __init__(self, errors: dict[str, list[str]]) -> None:
        super().__init__(str(errors))
        self.errors = errors


@runtime_checkable
class Ruleset(Protocol):
    id: str
    name: str
    min_players: int
    max_players: int | None
    counters: tuple[Counter, ...]
    turn_structure: tuple[str, ...]  # the steps/phases of a turn, in order
    action_types: tuple[ActionType, ...]
    player_fields: tuple[PlayerField, ...]

    def setup(
        self,
        *,
        players: Sequence[Mapping[str, Any]],
        seed: int,
        first_player: str | None = None,
        options: Mapping[str, Any] | None = None,
    ) -> tuple[State, list[Event]]:
        """A new game's state and the events of setting it up (first-player choice, rolls...).

        Raises ``SetupInvalid`` for input no game can start from."""

    def legal_actions(self, state: State, seat: str) -> list[str]:
        """The action type names ``seat`` may attempt now (fields not enumerated in tracker mode)."""

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        """Validate and apply one action. Raises ``ActionInvalid`` or ``RuleViolation``; never mutates."""

    def view_for(self, state: State, seat: str | None) -> dict[str, Any]:
        """What ``seat`` (None: a spectator) may see: status, seats with counters, turn, winner."""

    def outcome(self, state: State) -> Outcome | None:
        """None while the game goes on."""

    def invariant_violations(self, state: State) -> list[str]:
        """Every invariant the state breaks (empty when sound); used by property tests."""


# ---- helpers shared by the rulesets -------------------------------------------------------


def rng(state: State) -> random.Random:
    """The game's next random source. Mutates ``state`` (a fresh copy) by advancing its counter."""
    n = state.get("rng_counter", 0)
    state["rng_counter"] = n + 1
    return random.Random(f"{state['seed']}:{n}")


def clone(state: State) -> State:
    # states are plain JSON-like data: a pickle round trip copies them several times faster than deepcopy
    return pickle.loads(pickle.dumps(state, pickle.HIGHEST_PROTOCOL))


def seat_ids(count: int) -> list[str]:
    return [f"p{i}" for i in range(1, count + 1)]


def find_action_type(action_types: Sequence[ActionType], name: Any) -> ActionType:
    for at in action_types:
        if at.name == name:
            return at
    raise ActionInvalid({"type": [f"Unknown action type; one of {', '.join(a.name for a in action_types)}."]})


@dataclass
class RulesetInfo:
    """The JSON description served at ``GET /v1/rulesets/{id}``."""

    ruleset: Ruleset
    extra: dict[str, Any] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        rs = self.ruleset
        return {
            "id": rs.id,
            "name": rs.name,
            "players": {"min": rs.min_players, "max": rs.max_players},
            "counters": [
                {
                    "name": c.name,
                    "description": c.description,
                    "start": c.start,
                    "per": c.per,
                    "minimum": c.minimum,
                    "maximum": c.maximum,
                }
                for c in rs.counters
            ],
            "turn_structure": list(rs.turn_structure),
            "player_fields": [
                {"name": p.name, "description": p.description, "schema": p.json_schema, "required": p.required}
                for p in rs.player_fields
            ],
            "actions": [
                {
                    "type": a.name,
                    "description": a.description,
                    "rule": a.rule.as_dict(),
                    "schema": a.json_schema(),
                }
                for a in rs.action_types
            ],
            **self.extra,
        }
