"""A game's history: as a JSON page, or as a live Server-Sent Events stream that resumes. Either way each reader is
served their view of each entry (``service.games.history.entry_view``), never the entry as stored."""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable, Iterator
from typing import Any

from flask import Response
from flask.views import MethodView

from schemas.games import EventArgs, EventListSchema, EventStreamHeaders
from service.accounts.auth import current_principal
from service.games.history import SEALED
from service.games.http import access as http_access
from service.games.http import store
from service.games.records import GameRecord, entry_views, read_entries, read_game, reader_seats
from service.games.store import LiveStore, channel
from service.platform.api import Blueprint
from service.platform.context import db_session, services
from service.platform.stream_guard import guard, open_stream
from service.platform.streams.broadcast import RESYNC, Broadcaster, broadcaster
from service.platform.streams.sse import (
    KEEPALIVE,
    RETRY,
    SSE_EVENT_SCHEMA,
    SSE_MEDIA_TYPE,
    resume_after,
    sse_frame,
    sse_response,
    wants_stream,
)

blp = Blueprint(
    "game_events",
    __name__,
    url_prefix="/v1/games",
    description="The ordered history of a game, and its live stream (SSE).",
)


@blp.route("/<string:game_id>/events")
class GameEvents(MethodView):
    @blp.auth("games:read", seat_tokens=True, stream_ticket=True)
    @blp.arguments(EventArgs, location="query")
    @blp.arguments(EventStreamHeaders, location="headers")
    @blp.response(200, EventListSchema, description="JSON, or with `Accept: text/event-stream` an SSE stream")
    @blp.errors(400, 404, 429)
    @blp.doc(
        responses={
            "200": {
                "description": "The history as JSON, or the live stream as Server-Sent Events",
                "content": {
                    "application/json": {"schema": EventListSchema},
                    SSE_MEDIA_TYPE: {"schema": SSE_EVENT_SCHEMA},
                },
            }
        },
    )
    def get(self, args: dict, _headers: dict, game_id: str):
        """Entries numbered after `after`, in order. With `Accept: text/event-stream`, the stream sends them
        and then every new one as it happens (`id:` is the entry number; reconnect with `Last-Event-ID`).
        Any other `Accept` (`*/*` included) gets the JSON page."""
        session = db_session()
        principal = current_principal()
        caller = http_access(game_id, principal)
        record = read_game(session=session, store=store(), game_id=game_id)
        seats = reader_seats(caller, record)  # the log as this caller may read it: theirs, no one else's
        after = args["after"]
        if wants_stream():
            after = resume_after(after)
            keepalive = services().settings.sse_keepalive_seconds
            # each stream holds a lease (429 beyond the caller's cap) and ends with its credential
            if record.archived:  # nothing new will come: the whole rest of the log, then keep-alives
                entries = read_entries(session=session, store=store(), record=record, after=after, limit=2**31)
                views = entry_views(record, entries, seats)
                return guard().wrap(_archived_stream(views, keepalive), open_stream(principal))
            stream = _stream(store(), broadcaster(), record, seats, after, keepalive)
            return guard().wrap(stream, open_stream(principal))
        entries = read_entries(session=session, store=store(), record=record, after=after, limit=args["limit"])
        items = entry_views(record, entries, seats)
        next_after = items[-1]["number"] if items and items[-1]["number"] < record.version else None
        return {"items": items, "version": record.version, "next_after": next_after}


View = Callable[[dict[str, Any]], dict[str, Any]]


def _viewer(record: GameRecord, seats: tuple[str, ...]) -> View:
    def view(entry: dict[str, Any]) -> dict[str, Any]:
        return entry_views(record, [entry], seats)[0]

    return view


def _stream(
    live: LiveStore, hub: Broadcaster, record: GameRecord, seats: tuple[str, ...], after: int, keepalive: int
) -> Response:
    """The hub renders each published entry once per process, as every reader may see it (``sse_frame`` never
    renders a sealed part); a stream whose reader may see more of an entry (their own draws) renders its own."""
    game_id, view = record.id, _viewer(record, seats)

    def frame_of(entry: dict[str, Any], public_frame: bytes) -> bytes:
        return sse_frame(view(entry)) if seats and SEALED in entry else public_frame

    def frames() -> Iterator[bytes]:
        yield RETRY
        with hub.subscribe(channel(game_id)) as sub:
            last = after
            # subscribed first, then the backlog: whatever is published meanwhile arrives as well
            for entry in live.entries(game_id, after=last):
                yield sse_frame(view(entry))
                last = entry["number"]
            while True:
                try:
                    item = sub.queue.get(timeout=keepalive)
                except queue.Empty:
                    yield KEEPALIVE
                    continue
                if item != RESYNC:
                    number, frame, entry = item
                    if number <= last:
                        continue  # already sent from the backlog
                    if number == last + 1:
                        yield frame_of(entry, frame)
                        last = number
                        continue
                # a gap (missed message, reconnect): read what is missing from the log
                for entry in live.entries(game_id, after=last):
                    yield sse_frame(view(entry))
                    last = entry["number"]

    return sse_response(frames())


def _archived_stream(entries: list[dict], keepalive: int) -> Response:
    def frames() -> Iterator[bytes]:
        yield RETRY
        for entry in entries:
            yield sse_frame(entry)
        while True:
            threading.Event().wait(keepalive)
            yield KEEPALIVE

    return sse_response(frames())
