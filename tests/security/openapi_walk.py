"""The OpenAPI document as the abuse suite walks it: every operation, a minimal valid request for each, and every
string and integer input (path, query, header, body — nested ones too) with the constraints the document states.

Nothing here is listed by hand: a new endpoint or field joins the suite by being in the document.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from service.openapi import openapi_dict

METHODS = ("get", "post", "put", "patch", "delete")


@cache
def document() -> dict[str, Any]:
    return openapi_dict()


def resolve(schema: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[1]
        schema = document()["components"]["schemas"][name]
    return schema


@dataclass(frozen=True)
class Input:
    """One string or integer the client chooses: where it goes and the schema the document gives it."""

    location: str  # path | query | header | body
    name: str  # parameter name, or the body pointer as a tuple joined by "."
    pointer: tuple[Any, ...]  # for body inputs: keys and list indexes from the body's root
    schema: dict[str, Any]

    @property
    def kind(self) -> str:
        return self.schema.get("type", "string")


@dataclass
class Operation:
    method: str
    path: str
    spec: dict[str, Any]
    parameters: list[dict[str, Any]] = field(default_factory=list)
    body_schema: dict[str, Any] | None = None

    @property
    def id(self) -> str:
        return f"{self.method.upper()} {self.path}"

    @property
    def security(self) -> list[dict[str, Any]] | None:
        return self.spec.get("security")

    @property
    def requires_credential(self) -> bool:
        security = self.security
        return bool(security and {} not in security)

    @property
    def scope(self) -> str | None:
        return self.spec.get("x-required-scope")

    def minimal_body(self) -> Any:
        return minimal(self.body_schema) if self.body_schema is not None else None

    def minimal_query(self) -> dict[str, str]:
        return {
            p["name"]: _as_text(minimal(p["schema"]))
            for p in self.parameters
            if p["in"] == "query" and p.get("required")
        }

    def inputs(self) -> list[Input]:
        found = [
            Input(p["in"], p["name"], (), resolve(p["schema"]))
            for p in self.parameters
            if p["in"] in ("path", "query", "header") and _leaf(resolve(p["schema"]))
        ]
        if self.body_schema is not None:
            found += [Input("body", ".".join(map(str, ptr)), ptr, s) for ptr, s in _body_leaves(self.body_schema, ())]
        return found


def operations() -> list[Operation]:
    found = []
    for path, item in document()["paths"].items():
        shared = item.get("parameters", [])
        for method in METHODS:
            if method not in item:
                continue
            spec = item[method]
            params = shared + spec.get("parameters", [])
            body = spec.get("requestBody", {}).get("content", {}).get("application/json", {}).get("schema")
            found.append(Operation(method, path, spec, params, resolve(body) if body else None))
    return found


def _leaf(schema: dict[str, Any]) -> bool:
    return schema.get("type") in ("string", "integer")


def _body_leaves(schema: dict[str, Any], pointer: tuple[Any, ...], depth: int = 0) -> list[tuple[tuple, dict]]:
    schema = resolve(schema)
    if depth > 6:
        return []
    if _leaf(schema):
        return [(pointer, schema)]
    if schema.get("type") == "object" or "properties" in schema:
        leaves = []
        for name, sub in schema.get("properties", {}).items():
            if not resolve(sub).get("readOnly"):
                leaves += _body_leaves(sub, (*pointer, name), depth + 1)
        return leaves
    if schema.get("type") == "array" and "items" in schema:
        return _body_leaves(schema["items"], (*pointer, 0), depth + 1)
    return []


def minimal(schema: dict[str, Any]) -> Any:
    """A small instance the schema accepts (required members only; the first enum value; the shortest string)."""
    schema = resolve(schema)
    if "default" in schema and schema["default"] is not None:
        return schema["default"]
    if "enum" in schema:
        return schema["enum"][0]
    kind = schema.get("type")
    if kind == "object" or "properties" in schema:
        props = schema.get("properties", {})
        return {name: minimal(props[name]) for name in schema.get("required", []) if name in props}
    if kind == "array":
        return [minimal(schema["items"]) for _ in range(schema.get("minItems", 0))]
    if kind == "integer":
        return max(schema.get("minimum", 1), min(1, schema.get("maximum", 1)))
    if kind == "number":
        return schema.get("minimum", 1)
    if kind == "boolean":
        return True
    if kind == "string":
        return _minimal_string(schema)
    return {}


_KNOWN_PATTERNS = {r"^p[1-9][0-9]?$": "p1"}


def _minimal_string(schema: dict[str, Any]) -> str:
    fmt = schema.get("format")
    if fmt == "email":
        return "someone@example.com"
    if fmt in ("url", "uri"):
        return "https://example.com/hook"
    if fmt == "date":
        return "2026-01-01"
    if fmt == "date-time":
        return "2026-01-01T00:00:00Z"
    pattern = schema.get("pattern", "")
    if pattern in _KNOWN_PATTERNS:
        return _KNOWN_PATTERNS[pattern]
    return "a" * max(1, schema.get("minLength", 1))


def _as_text(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def allows(schema: dict[str, Any], value: Any) -> bool:
    """Whether the document says ``value`` is acceptable for an input with this (leaf) schema."""
    schema = resolve(schema)
    if value is None:
        return bool(schema.get("nullable"))
    if "enum" in schema:
        return value in schema["enum"]
    kind = schema.get("type")
    if kind == "integer":
        if isinstance(value, bool) or not isinstance(value, int):
            return False
        return schema.get("minimum", -(2**63)) <= value <= schema.get("maximum", 2**63 - 1)
    if kind == "string":
        if not isinstance(value, str):
            return False
        if not schema.get("minLength", 0) <= len(value) <= schema.get("maxLength", 10**9):
            return False
        pattern = schema.get("pattern")
        return pattern is None or re.search(pattern, value) is not None
    return True
