"""What text a request may carry: the one place where every string field of every request body, query string
and header schema is checked (finding 5 of the outside probe, SECURITY.md).

Every string that arrives must be valid Unicode (no lone surrogate such as ``\\ud800``: it cannot be encoded,
stored or sent on), and must not carry control characters where they make no sense:

- ``line`` (the default): names, ids, codes, titles, search terms: no control character at all (C0, DEL,
  C1), no line or paragraph separator, and no bidirectional override or isolate (U+202A–U+202E,
  U+2066–U+2069), which can make a name display as another ("Trojan Source", CVE-2021-42574); no invisible
  format character either (Unicode category Cf: U+FEFF, zero-width spaces, bidi marks, tags), except a zero-width
  joiner between two emoji (a family, a profession); and no run of more than ``MAX_COMBINING`` combining marks
  on one letter (text stacked up over its neighbours' lines).
- Every string but a secret is NFC-normalised as it is read, so ``é`` typed as one character or as ``e`` and an
  accent is one name (uniqueness compares skeletons as well: ``schemas/confusables.py``).
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
MAX_COMBINING = 4  # combining marks on one base letter (Vietnamese and pointed Hebrew need fewer)
ZWJ = "\u200d"
_EMOJI_MODIFIERS = ("\ufe0f", "\U0001f3fb", "\U0001f3fc", "\U0001f3fd", "\U0001f3fe", "\U0001f3ff")
# the same rules as JSON Schema patterns (ECMA-262), for the OpenAPI document: the format characters of the Basic
# Multilingual Plane are listed (the joiner aside: it is allowed between emoji); the rest is checked by the server
PATTERNS = {
    "line": "^[^\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u0600-\\u0605\\u061c\\u06dd\\u070f\\u0890\\u0891"
    "\\u08e2\\u180e\\u200b\\u200c\\u200e\\u200f\\u2028\\u2029\\u202a-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff"
    "\\ufff9-\\ufffb]*$",
    "multiline": "^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]*$",
}


def problem(value: str, kind: str = "line") -> str | None:
    """Why ``value`` is not acceptable text of this kind, or None."""
    found = FORBIDDEN[kind].search(value)
    if found is None:
        return _invisible(value) if kind == "line" else None
    char = found.group()
    code = f"U+{ord(char):04X}"
    if "\ud800" <= char <= "\udfff":
        return f"Text must be valid Unicode: a lone surrogate ({code}) is not a character."
    name = unicodedata.name(char, "")
    label = f"The character {name}" if name else "A control character"
    return f"{label} ({code}) is not allowed in this field."


def _is_emoji(char: str) -> bool:
    return unicodedata.category(char) == "So"


def _invisible(value: str) -> str | None:
    """A format character (but a joiner inside an emoji sequence), or a pile of combining marks."""
    marks = 0
    for i, char in enumerate(value):
        category = unicodedata.category(char)
        marks = marks + 1 if category in ("Mn", "Me") else 0
        if marks > MAX_COMBINING:
            return f"At most {MAX_COMBINING} combining marks may follow one letter."
        if category != "Cf" or (char == ZWJ and _joins_emoji(value, i)):
            continue
        name = unicodedata.name(char, "a format character")
        return f"The invisible character {name} (U+{ord(char):04X}) is not allowed in this field."
    return None


def _joins_emoji(value: str, i: int) -> bool:
    before = value[:i].rstrip("".join(_EMOJI_MODIFIERS))
    return bool(before) and _is_emoji(before[-1]) and i + 1 < len(value) and _is_emoji(value[i + 1])


def _nfc_on_read(field: ma.fields.String) -> None:
    """Make the field NFC-normalise what it reads, before its validators see it (once per field object)."""
    if getattr(field, "_reads_nfc", False):
        return
    read = field._deserialize

    def deserialize(value: Any, attr: str | None, data: Any, **kwargs: Any) -> Any:
        out = read(value, attr, data, **kwargs)
        return unicodedata.normalize("NFC", out) if isinstance(out, str) else out

    field._deserialize = deserialize  # type: ignore[method-assign]
    field._reads_nfc = True  # type: ignore[attr-defined]


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
        if kind != "secret":  # a password is checked as it was first set
            _nfc_on_read(field)
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
