"""The bad-input corpus over every string and integer input of every operation, generated from the OpenAPI
document: for each input (path, query, header, body — nested too), the rest of the request is valid and that one
input gets each bad value in turn. Whatever the document says an input may not hold must be refused with a 4xx
problem; nothing may give a 500. Plus, for every operation with a body: nesting beyond the limit, and NUL.

The corpus: NUL, a lone surrogate, control characters (BEL, ESC, a line feed), a bidirectional override, an
overlong string, the empty string, numbers for strings and strings for numbers, booleans, null, lists, objects;
for integers 0, -1, one past each documented bound, 2³¹, 2⁶³, 10³⁰ and its negative, a fraction.
"""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import quote

import pytest

from tests.security import figures
from tests.security.openapi_walk import Input, Operation, allows, operations
from tests.security.world import World

OPERATIONS = [op for op in operations() if op.inputs() or op.body_schema is not None]
SURROGATE = object()  # a lone surrogate: JSON can carry it ("\ud800"), a URL only as raw bytes


def string_corpus(schema: dict[str, Any]) -> list[Any]:
    overlong = "x" * (schema.get("maxLength", 10_000) + 1)
    return ["\x00", SURROGATE, "a\x07b", "a\x1b[2J", "a\nb", "\u202eevil", overlong, "", 12, 1.5, True, None, [], {}]


def integer_corpus(schema: dict[str, Any]) -> list[Any]:
    values: list[Any] = [0, -1, 2**31, 2**63, 10**30, -(10**30), 1.5, "12", True, None, []]
    if "maximum" in schema:
        values.append(schema["maximum"] + 1)
    if "minimum" in schema:
        values.append(schema["minimum"] - 1)
    return values


def corpus(item: Input) -> list[Any]:
    return integer_corpus(item.schema) if item.kind == "integer" else string_corpus(item.schema)


def _text(value: Any) -> str:
    """How a value travels in a URL or a header: as text."""
    if value is SURROGATE:
        return "\udced\udca0\udc80"  # placeholder, replaced by raw bytes below
    return "" if value is None else json.dumps(value) if isinstance(value, list | dict | bool) else str(value)


def _allowed_as_text(item: Input, value: Any) -> bool:
    """Whether the document allows this value in a path, query or header (where everything is text)."""
    if value is SURROGATE or value is None or isinstance(value, list | dict | bool | float):
        return False if item.kind == "integer" or value is SURROGATE else allows(item.schema, _text(value))
    text = str(value)
    if item.kind == "integer":
        return text.lstrip("-").isdigit() and text.isascii() and allows(item.schema, int(text))
    return allows(item.schema, text)


def _set(body: Any, pointer: tuple[Any, ...], value: Any) -> Any:
    if not pointer:
        return value
    head, rest = pointer[0], pointer[1:]
    if isinstance(head, int):
        body = list(body) if isinstance(body, list) else []
        while len(body) <= head:
            body.append({})
        body[head] = _set(body[head], rest, value)
        return body
    body = dict(body) if isinstance(body, dict) else {}
    body[head] = _set(body.get(head, {}), rest, value)
    return body


def _json(body: Any) -> bytes:
    text = json.dumps(body, default=lambda v: "\ud800" if v is SURROGATE else v)
    return text.encode("utf-8", "surrogatepass") if "\ud800" in text else text.encode()


def _send(world: World, op: Operation, item: Input | None, value: Any, body: Any = None, raw_body: bytes | None = None):
    path = world.path(op.path)
    query = op.minimal_query()
    headers: dict[str, str] = {}
    environ: dict[str, str] = {}
    if item is not None and item.location == "path":
        encoded = "SURROGATE" if value is SURROGATE else quote(_text(value), safe="")
        path = world.path(op.path.replace("{" + item.name + "}", encoded))
        if value is SURROGATE:  # the raw bytes of a lone surrogate, as a server passes them on (WSGI: latin-1)
            environ["PATH_INFO"] = path.replace("SURROGATE", "\xed\xa0\x80")
    elif item is not None and item.location == "query":
        query[item.name] = "%ED%A0%80" if value is SURROGATE else _text(value)
    elif item is not None and item.location == "header":
        headers[item.name] = _text(value).encode("utf-8", "surrogateescape").decode("latin-1")
    if op.body_schema is not None and raw_body is None:
        raw_body = _json(body if body is not None else op.minimal_body())
    if value is SURROGATE and item is not None and item.location == "query":
        path += "?" + "&".join(f"{k}={v if k == item.name else quote(v, safe='')}" for k, v in query.items())
        query = {}
    kwargs: dict[str, Any] = {"data": raw_body, "content_type": "application/json"} if raw_body is not None else {}
    return world.client.request(
        op.method.upper(),
        path,
        token=world.token_for(op),
        headers=headers,
        query_string=query or None,
        environ_overrides=environ,
        **kwargs,
    )


def _judge(op: Operation, label: str, resp, must_refuse: bool) -> list[str]:
    figures.record("bad input: requests", operation=op.id)
    problems = []
    if resp.status_code >= 500 and not (op.id == "GET /v1/ready" and resp.status_code == 503):
        figures.record("bad input: 5xx")
        problems.append(f"{label}: {resp.status_code} {resp.get_data(as_text=True)[:200]}")
    elif must_refuse and resp.status_code < 400:  # (a redirect elsewhere is no refusal either)
        figures.record("bad input: unexpected 2xx")
        problems.append(f"{label}: accepted ({resp.status_code}) though the document refuses it")
    elif resp.status_code >= 400 and resp.content_type != "application/problem+json":
        problems.append(f"{label}: {resp.status_code} is not problem+json")
    return problems


@pytest.mark.parametrize("op", OPERATIONS, ids=[op.id for op in OPERATIONS])
def test_every_input_refuses_what_the_document_refuses_and_nothing_gives_a_500(world: World, op: Operation):
    problems: list[str] = []
    for item in op.inputs():
        for value in corpus(item):
            if item.location == "header" and isinstance(value, str) and ("\n" in value or "\x00" in value):
                continue  # HTTP cannot carry it: no client can send it, no server would pass it on
            label = (
                f"{item.location} {item.name}={_text(value)[:40]!r}"
                if value is not SURROGATE
                else f"{item.name}=\\ud800"
            )
            if item.location == "body":
                must_refuse = value is SURROGATE or not allows(item.schema, value)
                resp = _send(world, op, None, None, body=_set(op.minimal_body(), item.pointer, value))
            else:
                must_refuse = not _allowed_as_text(item, value)
                resp = _send(world, op, item, value)
            problems += _judge(op, label, resp, must_refuse)
    if op.body_schema is not None:
        deep = ("[" * 1000 + "]" * 1000).encode()
        problems += _judge(op, "body nested 1000 deep", _send(world, op, None, None, raw_body=deep), True)
        with_nul = _json({"\x00": "\x00"}) if isinstance(op.minimal_body(), dict) else b'"\\u0000"'
        problems += _judge(op, "body with NUL", _send(world, op, None, None, raw_body=with_nul), True)
        problems += _judge(op, "body not JSON", _send(world, op, None, None, raw_body=b"{nope"), True)
    assert not problems, f"{op.id}:\n" + "\n".join(problems)
