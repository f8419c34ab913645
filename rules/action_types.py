"""How a game declares its actions as data: fields, action types, validation, and legal-action templates.

An action body is a ``dict`` with ``type``, ``seat`` and the fields of its type. ``ActionType.validate`` checks a
body's shape (not its legality: that is the game's ``apply``) and ``ActionType.json_schema`` documents it.

**Templates.** ``legal_actions`` lists complete bodies where it can. Where a field is free — an amount only the
table knows, a card name the tracker cannot see — it lists a *template*: the body with the fields it can fix, plus
one reserved member, ``"$free"``, holding a JSON Schema (``{"type": "object", "properties": {...},
"required": [...]}``) of the fields left to fill in. A UI builds a form from that schema; the body to post is the
template without ``"$free"`` plus values valid under it. ``"$free"`` can never be a field name, so a body and a
template are told apart by that member alone (``is_template``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from rules.errors import ActionInvalid, Rule

FREE = "$free"
SEAT_PATTERN = "^p[1-9][0-9]*$"

FieldKind = Literal["int", "str", "bool", "seat", "enum", "counts", "str_list"]


@dataclass(frozen=True)
class Field:
    """One field of an action body, declared as data so it can be validated and documented."""

    name: str
    kind: FieldKind
    description: str = ""
    required: bool = True
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[str, ...] = ()  # for kind == "enum"; the keys a "counts" object may have
    max_length: int = 200  # for kind == "str" (and each item of a "str_list")
    max_items: int = 8  # for kind == "str_list": distinct strings, in any order

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
        elif self.kind == "counts":
            count: dict[str, Any] = {"type": "integer", "minimum": self.minimum or 0}
            if self.maximum is not None:
                count["maximum"] = self.maximum
            schema = {
                "type": "object",
                "properties": {key: count for key in self.choices},
                "additionalProperties": False,
                "minProperties": 1,
            }
        elif self.kind == "str_list":
            item = {"type": "string", "minLength": 1, "maxLength": self.max_length}
            schema = {"type": "array", "items": item, "maxItems": self.max_items, "uniqueItems": True}
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
    elif f.kind == "counts":
        return _counts_problem(f, value)
    elif f.kind == "str_list":
        return _list_problem(f, value)
    elif not isinstance(value, str) or not value.strip():
        return "Not a valid string."
    elif len(value) > f.max_length:
        return f"Longer than {f.max_length} characters."
    return None


def _counts_problem(f: Field, value: Any) -> str | None:
    """An object of whole numbers keyed by ``f.choices`` (a payment by Essence type, say)."""
    if not isinstance(value, Mapping) or not value:
        return f"Must be an object with some of the keys {', '.join(f.choices)}."
    for key, n in value.items():
        if key not in f.choices:
            return f"Unknown key {str(key)[:20]!r}; the keys are {', '.join(f.choices)}."
        if isinstance(n, bool) or not isinstance(n, int):
            return f"{key}: not a valid integer."
        if n < (f.minimum or 0) or (f.maximum is not None and n > f.maximum):
            return f"{key}: must be from {f.minimum or 0} to {f.maximum}."
    return None


def _list_problem(f: Field, value: Any) -> str | None:
    if not isinstance(value, list):
        return "Not a valid list."
    if len(value) > f.max_items:
        return f"At most {f.max_items} items."
    if any(not isinstance(v, str) or not v.strip() or len(v) > f.max_length for v in value):
        return f"Each item must be a string of 1 to {f.max_length} characters."
    if len(set(value)) != len(value):
        return "Items must be distinct."
    return None


def find_action_type(action_types: Sequence[ActionType], name: Any) -> ActionType:
    for at in action_types:
        if at.name == name:
            return at
    raise ActionInvalid({"type": [f"Unknown action type; one of {', '.join(a.name for a in action_types)}."]})


# ---- templates ---------------------------------------------------------------------------------------------------


def is_template(item: Mapping[str, Any]) -> bool:
    """True for a legal-action template (fields left to fill in), False for a complete body."""
    return FREE in item


def template(
    action_type: ActionType,
    seat: str,
    *,
    fixed: Mapping[str, Any] | None = None,
    narrow: Mapping[str, Mapping[str, Any]] | None = None,
    seats: Iterable[str] = (),
) -> dict[str, Any]:
    """A legal action of ``action_type`` for ``seat``: a complete body when every field is ``fixed`` (or the type
    has none), else a template whose ``"$free"`` schema lists the other fields. ``narrow`` tightens a free field's
    schema (e.g. ``{"card": {"enum": [...]}}``; ``{"const": value}`` fixes it); seat fields are narrowed to
    ``seats`` when given."""
    fixed = dict(fixed or {})
    for name, schema in (narrow or {}).items():
        if "const" in schema:
            fixed[name] = schema["const"]
    body: dict[str, Any] = {"type": action_type.name, "seat": seat, **fixed}
    free = [f for f in action_type.fields if f.name not in fixed]
    if not free:
        return body
    seat_choices = sorted(seats)
    properties: dict[str, Any] = {}
    for f in free:
        schema = f.json_schema()
        if f.kind == "seat" and seat_choices:
            schema = {**schema, "enum": seat_choices}
        properties[f.name] = {**schema, **(narrow or {}).get(f.name, {})}
    body[FREE] = {
        "type": "object",
        "properties": properties,
        "required": [f.name for f in free if f.required],
        "additionalProperties": False,
    }
    return body
