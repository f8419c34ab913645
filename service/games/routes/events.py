"""A game's history: as a JSON page, or as a live Server-Sent Events stream that resumes."""

from __future__ import annotations

import queue
import threading
from collections.abc import Iterator

from flask import Response
from flask.views import MethodView

from schemas.games import EventArgs, EventListSchema, EventStreamHeaders
from service.accounts.auth import current_principal
from service.games.http import access as http_access
from service.games.http import store
from service.games.records import read_entries, read_game
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
        http_access(game_id, principal)
        record = read_game(session=session, store=store(), game_id=game_id)
        after = args["after"]
        if wants_stream():
            after = resume_after(after)
            keepalive = services().settings.sse_keepalive_seconds
            # each stream holds a lease (429 beyond the caller's cap) and ends with its credential
            if record.archived:  # nothing new will come: the whole rest of the log, then keep-alives
                entries = read_entries(session=session, store=store(), record=record, after=after, limit=2**31)
                return guard().wrap(_archived_stream(entries, keepalive), open_stream(principal))
            return guard().wrap(_stream(store(), broadcaster(), game_id, after, keepalive), open_stream(principal))
        items = read_entries(session=session, store=store(), record=record, after=after, limit=args["limit"])
        next_after = items[-1]["number"] if items and items[-1]["number"] < record.version else None
        return {"items": items, "version": record.version, "next_after": next_after}


def _stream(live: LiveStore, hub: Broadcaster, game_id: str, after: int, keepalive: int) -> Response:
    def frames() -> Iterator[bytes]:
        yield RETRY
        with hub.subscribe(channel(game_id)) as sub:
            last = after
            # subscribed first, then the backlog: whatever is published meanwhile arrives as well
            for entry in live.entries(game_id, after=last):
                yield sse_frame(entry)
                last = entry["number"]
            while True:
                try:
                    item = sub.queue.get(timeout=keepalive)
                except queue.Empty:
                    yield KEEPALIVE
                    continue
                if item != RESYNC:
                    number, frame, _entry = item
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
