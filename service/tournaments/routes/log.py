"""A tournament's live log: as a JSON page, or as a Server-Sent Events stream that resumes (like a game's).

Public: anyone may follow an event; penalties reach only the event's staff and the penalised player.
"""

from __future__ import annotations

import queue
from collections.abc import Iterator

from flask import Response, request
from flask.views import MethodView
from sqlalchemy import select
from sqlalchemy.orm import Session

from schemas.games import EventStreamHeaders
from schemas.tournament_live import LiveEventArgs, LiveEventListSchema
from service.accounts.auth import current_principal
from service.accounts.identity import Principal
from service.platform.api import Blueprint
from service.platform.context import db_session, services
from service.platform.db import Database
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
from service.tournaments import live
from service.tournaments.access import get_tournament
from service.tournaments.models import TournamentPlayer

blp = Blueprint(
    "tournament_events",
    __name__,
    url_prefix="/v1/tournaments",
    description="An event's live log (pairings, clock, results, penalties…), and its live stream (SSE).",
)


@blp.route("/<string:tournament_id>/events")
class TournamentEvents(MethodView):
    @blp.auth_optional()
    @blp.arguments(LiveEventArgs, location="query")
    @blp.arguments(EventStreamHeaders, location="headers")
    @blp.response(200, LiveEventListSchema, description="JSON, or with `Accept: text/event-stream` an SSE stream")
    @blp.errors(400, 404, 422, 429)
    @blp.doc(
        responses={
            "200": {
                "description": "The log as JSON, or the live stream as Server-Sent Events",
                "content": {
                    "application/json": {"schema": LiveEventListSchema},
                    SSE_MEDIA_TYPE: {"schema": SSE_EVENT_SCHEMA},
                },
            }
        },
    )
    def get(self, args: dict, _headers: dict, tournament_id: str):
        """Entries numbered after `after`, in order: pairings posted, clock changes, extensions, results,
        standings updated, entries and drops, stale rounds, penalties (to the event's staff and the penalised
        player only). With `Accept: text/event-stream` (and only then: `*/*` gets JSON) the stream sends them and
        then every new one as it happens (`id:` is the entry number; reconnect with `Last-Event-ID`). Public."""
        session = db_session()
        tournament = get_tournament(session, tournament_id)
        principal = current_principal(required=False)
        viewer = _viewer(session, tournament_id, principal)
        if wants_stream():
            after = resume_after(args["after"])
            keepalive = services().settings.sse_keepalive_seconds
            response = _stream(services().db, broadcaster(), viewer, after, keepalive)
            if principal is None:  # a spectator's stream holds a lease of its address's (a generous cap)
                return guard().wrap(response, guard().open_anonymous(address=request.remote_addr or "unknown"))
            # a signed-in follower's stream holds a lease (429 beyond the cap) and ends with its credential
            return guard().wrap(response, open_stream(principal))
        raw = live.read(session, tournament_id=tournament_id, after=args["after"], limit=args["limit"])
        items = [e for e in raw if viewer.sees(e, session)]
        more = len(raw) == args["limit"] and raw[-1]["number"] < tournament.event_count
        return {
            "items": [{k: v for k, v in e.items() if k != "audience"} for e in items],
            "last": tournament.event_count,
            "next_after": raw[-1]["number"] if more else None,
        }


def _viewer(session: Session, tournament_id: str, principal: Principal | None) -> live.Viewer:
    if principal is None or not principal.is_user:
        return live.Viewer(tournament_id=tournament_id, user_id=None, is_admin=False, player_id=None)
    player_id = session.scalar(
        select(TournamentPlayer.id).where(
            TournamentPlayer.tournament_id == tournament_id, TournamentPlayer.user_id == principal.user_id
        )
    )
    return live.Viewer(
        tournament_id=tournament_id, user_id=principal.user_id, is_admin=principal.is_admin, player_id=player_id
    )


def _stream(db: Database, hub: Broadcaster, viewer: live.Viewer, after: int, keepalive: int) -> Response:
    """Subscribed first, then the backlog from the log: whatever is published meanwhile arrives as well. Each
    read of the log is its own short session: a stream never holds a transaction while it waits."""
    tournament_id = viewer.tournament_id

    def backlog(last: int) -> tuple[list[bytes], int]:
        with db.read() as session:
            entries = live.read(session, tournament_id=tournament_id, after=last)
            frames = [sse_frame(e) for e in entries if viewer.sees(e, session)]
        return frames, entries[-1]["number"] if entries else last

    def sees(entry: dict) -> bool:
        if entry.get("audience") is None:
            return True
        with db.read() as session:
            return viewer.sees(entry, session)

    def frames() -> Iterator[bytes]:
        with hub.subscribe(live.channel(tournament_id)) as sub:
            yield RETRY  # once subscribed: a client that has read this misses nothing published after
            sent, last = backlog(after)
            yield from sent
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
                        if sees(entry):
                            yield frame
                        last = number
                        continue
                # a gap (entries committed in another order than published, a reconnect): read the log
                sent, last = backlog(last)
                yield from sent

    return sse_response(frames())
