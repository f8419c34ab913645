"""Server-Sent Events as our streams speak them: frames, content negotiation, the response, resuming."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import orjson
from flask import Response, request

from schemas.games import MAX_EVENT_NUMBER
from service.platform.errors import BadRequest
from service.platform.numbers import parse_natural

SSE_MEDIA_TYPE = "text/event-stream"
SSE_EVENT_SCHEMA = {
    "type": "object",
    "description": "One Server-Sent Event: `id` is the entry number, `event` its type, `data` the entry as JSON",
    "properties": {
        "id": {"type": "string"},
        "event": {"type": "string"},
        "data": {"type": "string"},
        "retry": {"type": "integer"},
    },
}
SERVER_ONLY = ("audience", "sealed")  # members of a stored entry never sent: who may see it, what only some may
RETRY = b"retry: 2000\n\n"
KEEPALIVE = b": keep-alive\n\n"


def sse_frame(entry: dict[str, Any]) -> bytes:
    """An entry as one SSE event. Who may see it (a tournament entry's ``audience``) and what of it only some readers
    may see (a game entry's ``sealed`` part: the seed, the decks, a drawn card) are the server's business, never
    sent: a stream whose reader may see more renders that reader's view itself."""
    if any(k in entry for k in SERVER_ONLY):
        entry = {k: v for k, v in entry.items() if k not in SERVER_ONLY}
    data = orjson.dumps(entry, option=orjson.OPT_NON_STR_KEYS)
    return b"id: %d\nevent: %s\ndata: %s\n\n" % (entry["number"], entry["type"].encode(), data)


def wants_stream() -> bool:
    """Only a client that names ``text/event-stream`` gets a stream: ``*/*`` (what most HTTP libraries send)
    gets the JSON page, which ends, rather than a stream that never does."""
    accept = request.accept_mimetypes
    named = max((q for value, q in accept if value.lower() == SSE_MEDIA_TYPE), default=0)
    json_named = max((q for value, q in accept if value.lower() == "application/json"), default=0)
    return named > 0 and named >= json_named


def resume_after(default: int) -> int:
    """Where a stream resumes: after ``Last-Event-ID`` when the client reconnects with one."""
    last_id = request.headers.get("Last-Event-ID")
    if not last_id:
        return default
    number = parse_natural(last_id, maximum=MAX_EVENT_NUMBER)  # not str.isdigit: "²" is a digit int() refuses
    if number is None:
        raise BadRequest(f"Last-Event-ID must be an event number from 0 to {MAX_EVENT_NUMBER}.")
    return number


def sse_response(frames: Iterator[bytes]) -> Response:
    response = Response(frames, mimetype=SSE_MEDIA_TYPE)
    response.headers["Cache-Control"] = "no-cache"
    response.headers["X-Accel-Buffering"] = "no"  # let proxies pass each event at once
    return response
