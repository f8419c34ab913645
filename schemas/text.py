"""What text a request may carry: the one place where every string field of every request body, query string
and header schema is checked (finding 5 of the outside probe, SECURITY.md).

Every string that arrives must be valid Unicode (no lone surrogate such as ``\\ud800``: it cannot be encoded,
stored or sent on), and must not carry control characters where they make no sense:

- ``line`` (the default): names, ids, codes, titles, search terms: no control character at all (C0, DEL,
  C1), no line or paragraph separator, and no bidirectional override or isolate (U+202A–U+202E,
  U+2066–U+2069), which can make a name display as another ("Trojan Source", CVE-2021-42574).
- ``multiline`` (fields whose metadata says ``{"text": "multiline"}``: rules text, a deck list, a card file):
  tab, line feed and carriage return allowed; every other control character refused.
- ``secret`` (``{"text": "secret"}``: a password being checked at login): valid Unicode, no NUL; nothing
  else is refused, so a password accepted once always works.

Free-form members (``Dict``/``Raw`` fields, unknown fields a schema includes) get the ``line`` rule on every
key and string inside them. The rule is published in the OpenAPI document as the field's ``pattern``, so
clients and fuzzers know it. NUL, lone surrogates and nesting depth are refused even earlier, when a body is
parsed (``service/platform/jsonio.py``).
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

import marshmallow as ma

_SURROGATE = "\ud800-\udfff"
_BIDI = "\u202a-\u202e\u2066-\u2069"
_LINE_FORBIDDEN = re.compile(f"[\x00-\x1f\x7f-\x9f\u2028\u2029{_BIDI}{_SURROGATE}]")
_MULTILINE_FORBIDDEN = re.compile(f"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f{_SURROGATE}]")
_SECRET_FORBIDDEN = re.compile(f"[\x00{_SURROGATE}]")
FORBIDDEN = {"line": _LINE_FORBIDDEN, "multiline": _MULTILINE_FORBIDDEN, "secret": _SECRET_FORBIDDEN}
# the same rules as JSON Schema patterns (ECMA-262), for the OpenAPI document
PATTERNS = {
    "line": "^[^\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069]*$",
    "multiline": "^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]*$",
}


def problem(value: str, kind: str = "line") -> str | None:
    """Why ``value`` is not acceptable text of this kind, or None."""
    found = FORBIDDEN[kind].search(value)
    if found is None:
        return None
    char = found.group()
    code = f"U+{ord(char):04X}"
    if "\ud800" <= char <= "\udfff":
        return f"Text must be valid Unicode: a lone surrogate ({code}) is not a character."
    name = unicodedata.name(char, "")
    label = f"The character {name}" if name else "A control character"
    return f"{label} ({code}) is not allowed in this field."


class TextRule(ma.validate.Validator):
    """The field's text rule as a marshmallow validator."""

    def __init__(self, kind: str) -> None:
        self.kind = kind

    def __call__(self, value: Any) -> Any:
        if isinstance(value, str):
            reason = problem(value, self.kind)
            if reason:
                raise ma.ValidationError(reason)
        return value


def check_free_form(value: Any) -> None:
    """The ``line`` rule on every key and string of a free-form JSON value (iteratively: depth is bounded by the
    body parser, but a schema never recurses on caller data)."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            reason = problem(item)
            if reason:
                raise ma.ValidationError(reason)
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list | tuple):
            stack.extend(item)


def _documented(field: ma.fields.Field[Any]) -> bool:
    """Whether the field's own validators already pin its text down (an enum or a pattern)."""
    return any(isinstance(v, ma.validate.OneOf | ma.validate.Regexp) for v in field.validators)


def guard(field: ma.fields.Field[Any]) -> None:
    """Give one request field (and the fields inside it) its text rule, and document it."""
    if isinstance(field, ma.fields.String):
        kind = field.metadata.get("text", "line")
        if not any(isinstance(v, TextRule) for v in field.validators):
            field.validators.append(TextRule(kind))
        # Every bound copy is documented, not only the first: a schema's copies may share their validators, and
        # which copy the OpenAPI document meets first depended on the order modules were imported.
        if kind in PATTERNS and not _documented(field) and "pattern" not in field.metadata:
            field.metadata = {**field.metadata, "pattern": PATTERNS[kind]}
    elif isinstance(field, ma.fields.List):
        guard(field.inner)
    elif isinstance(field, ma.fields.Tuple):
        for inner in field.tuple_fields:
            guard(inner)
    elif isinstance(field, ma.fields.Mapping) and field.key_field is not None and field.value_field is not None:
        guard(field.key_field)
        guard(field.value_field)
    elif isinstance(field, ma.fields.Mapping | ma.fields.Raw) and check_free_form not in field.validators:
        field.validators.append(check_free_form)


class RequestSchema(ma.Schema):
    """The base of every schema that reads what a client sends: each string field gets its text rule when it
    is bound, and unknown members a schema includes are checked as free-form values."""

    def on_bind_field(self, field_name: str, field_obj: ma.fields.Field[Any]) -> None:
        guard(field_obj)

    @ma.post_load(pass_original=True)
    def _included_members(self, data: Any, original: Any, **_kw: Any) -> Any:
        if self.unknown == ma.INCLUDE and isinstance(data, dict):
            extra = {k: v for k, v in data.items() if k not in self.load_fields}
            if extra:
                try:
                    check_free_form(extra)
                except ma.ValidationError as exc:
                    key = next(k for k in extra if _fails(k, extra[k]))
                    raise ma.ValidationError({key: exc.messages}) from None
        return data


def _fails(key: str, value: Any) -> bool:
    try:
        check_free_form({key: value})
    except ma.ValidationError:
        return True
    return False
