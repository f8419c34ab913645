"""A game's history: as a JSON page, or as a live Server-Sent Events stream that resumes."""

from __future__ import annotations

import queue
import threading
from collections.abc import Iterator

from flask import Response, request
from flask.views import MethodView

from schemas.games import MAX_EVENT_NUMBER, EventArgs, EventListSchema, EventStreamHeaders
from service.api import Blueprint
from service.auth import current_principal
from service.context import db_session, services
from service.errors import BadRequest
from service.games.broadcast import RESYNC, Broadcaster, sse_frame
from service.games.http import access as http_access
from service.games.http import broadcaster, store
from service.games.records import read_entries, read_game
from service.games.store import LiveStore
from service.numbers import parse_natural
from service.stream_guard import guard, open_stream

blp = Blueprint(
    "game_events",
    __name__,
    url_prefix="/v1/games",
    description="The ordered history of a game, and its live stream (SSE).",
)
SSE_MEDIA_TYPE = "text/event-stream"
SSE_EVENT_SCHEMA = {
    "type": "object",
    "description": "One Server-Sent Event: `id` is the entry number, `event` its type, `data` the entry as JSON",
    "properties": {"id": {"type": "string"}, "event": {"type": "string"}, "data": {"type": "string"},
                   "retry": {"type": "integer"}},
}  # fmt: skip


@blp.route("/<string:game_id>/events")
class GameEvents(MethodView):
    @blp.auth("games:read", seat_tokens=True, stream_ticket=True)
    @blp.arguments(EventArgs, location="query")
    @blp.arguments(EventStreamHeaders, location="headers")
    @blp.response(200, EventListSchema, description="JSON, or with `Accept: text/event-stream` an SSE stream")
    @blp.errors(400, 404, 429)
    @blp.doc(
        responses={"200": {"description": "The history as JSON, or the live stream as Server-Sent Events", "content": {
            "application/json": {"schema": EventListSchema},
            SSE_MEDIA_TYPE: {"schema": SSE_EVENT_SCHEMA},
        }}},
    )  # fmt: skip
    def get(self, args: dict, headers: dict, game_id: str):
        """Entries numbered after `after`, in order. With `Accept: text/event-stream`, the stream sends them
        and then every new one as it happens (`id:` is the entry number; reconnect with `Last-Event-ID`)."""
        session = db_session()
        principal = current_principal()
        http_access(game_id, principal)
        record = read_game(session=session, store=store(), game_id=game_id)
        after = args["after"]
        if _wants_stream():
            last_id = headers["last_event_id"]
            if last_id:
                after = _event_number(last_id)
            keepalive = services().settings.sse_keepalive_seconds
            # each stream holds a lease (429 beyond the caller's cap) and ends with its credential
            if record.archived:  # nothing new will come: the whole rest of the log, then keep-alives
                entries = read_entries(session=session, store=store(), record=record, after=after, limit=2**31)
                return guard().wrap(_archived_stream(entries, keepalive), open_stream(principal))
            return guard().wrap(_stream(store(), broadcaster(), game_id, after, keepalive), open_stream(principal))
        items = read_entries(session=session, store=store(), record=record, after=after, limit=args["limit"])
        next_after = items[-1]["number"] if items and items[-1]["number"] < record.version else None
        return {"items": items, "version": record.version, "next_after": next_after}


def _event_number(header: str) -> int:
    """``Last-Event-ID`` as an entry number (a huge one used to open a stream that then broke on Redis)."""
    number = parse_natural(header, maximum=MAX_EVENT_NUMBER)
    if number is None:
        raise BadRequest(f"Last-Event-ID must be an event number from 0 to {MAX_EVENT_NUMBER}.")
    return number


def _wants_stream() -> bool:
    """Only a client that names ``text/event-stream`` gets the endless stream: ``*/*`` (curl's and most HTTP
    libraries' default) gets JSON, so a naive client never hangs on it."""
    accept = request.accept_mimetypes
    named = {value for value, quality in accept if quality > 0}
    if SSE_MEDIA_TYPE not in named:
        return False
    return accept.best_match([SSE_MEDIA_TYPE, "application/json"]) == SSE_MEDIA_TYPE


def _stream(live: LiveStore, hub: Broadcaster, game_id: str, after: int, keepalive: int) -> Response:
    def frames() -> Iterator[bytes]:
        yield b"retry: 2000\n\n"
        with hub.subscribe(game_id) as sub:
            last = after
            # subscribed first, then the backlog: whatever is published meanwhile arrives as well
            for entry in live.entries(game_id, after=last):
                yield sse_frame(entry)
                last = entry["number"]
            while True:
                try:
                    item = sub.queue.get(timeout=keepalive)
                except queue.Empty:
                    yield b": keep-alive\n\n"
                    continue
                if item == RESYNC:
                    item = None
                else:
                    number, frame = item
                    if number <= last:
                        continue  # already sent from the backlog
                    if number == last + 1:
                        yield frame
                        last = number
                        continue
                # a gap (missed message, reconnect): read what is missing from the log
                for entry in live.entries(game_id, after=last):
                    yield sse_frame(entry)
                    last = entry["number"]

    return _sse_response(frames())


def _archived_stream(entries: list[dict], keepalive: int) -> Response:
    def frames() -> Iterator[bytes]:
        yield b"retry: 2000\n\n"
        for entry in entries:
            yield sse_frame(entry)
        while True:
            threading.Event().wait(keepalive)
            yield b": keep-alive\n\n"

    return _sse_response(frames())


def _sse_response(frames: Iterator[bytes]) -> Response:
    response = Response(frames, mimetype=SSE_MEDIA_TYPE)
    response.headers["Cache-Control"] = "no-cache"
    response.headers["X-Accel-Buffering"] = "no"  # let proxies pass each event at once
    return response
