"""An event's live log: what its streams and its public page follow (pairings, clock, results, penalties…).

Each change adds a numbered entry in the same unit of work as the change (``record``), so a change that rolls back
leaves no entry. Numbers count up per tournament in commit order: taking them is an UPDATE of the tournament's row,
which holds that row until the transaction ends, so two writers to one event are numbered in the order they commit.
They are taken as the unit commits, so the row is held for the commit only. Once the unit of work commits, its
entries are published on the event's Redis channel for the streams of every API process (after the commit: never
while a transaction is open), and every process drops the event's count from its cache (``live_tag``) before the
request answers.

An entry's ``audience`` says who may see it: None for everyone; a list of player ids for the event's staff
and those players only (a penalty is shown to the judges and to the penalised player, nobody else).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import structlog
from flask import current_app, has_app_context
from sqlalchemy import event, insert, select, update
from sqlalchemy.orm import Session
from sqlalchemy.orm.attributes import set_committed_value

from service.models import Tournament, TournamentEvent, TournamentStaff
from service.models.base import rfc3339, utcnow

log = structlog.get_logger("service.tournaments.live")
_UNNUMBERED = "tournament_live_entries_to_number"
_PENDING = "tournament_live_entries_to_publish"


def channel(tournament_id: str) -> str:
    return f"tournament:{{{tournament_id}}}:live"


def live_tag(tournament_id: str) -> str:
    """The tag of what processes cache from the event's live log (its count): dropped at each commit that adds to it."""
    return f"tournament-live:{tournament_id}"


@dataclass(frozen=True)
class _Unnumbered:
    tournament: Tournament
    type: str
    at: datetime
    data: dict[str, Any]
    audience: list[str] | None


def record(
    session: Session, *, tournament: Tournament, type: str, data: dict[str, Any], audience: list[str] | None = None
) -> None:
    """Add an entry to the event's live log: numbered and written as ``session`` commits, published after."""
    unnumbered = session.info.setdefault(_UNNUMBERED, [])
    if not unnumbered:
        event.listen(session, "before_commit", _number_before_commit, once=True)
        event.listen(session, "after_commit", _publish_after_commit, once=True)
        event.listen(session, "after_rollback", _forget, once=True)
    data = json.loads(json.dumps(data, default=_json))
    unnumbered.append(_Unnumbered(tournament, type, utcnow(), data, audience))


def _number_before_commit(session: Session) -> None:
    """Number the unit's entries and write them, last thing before the commit: taking numbers updates the event's
    row, which holds it until the commit, and every other writer to the event waits for it meanwhile (at a round's
    end every table reports at once). Taken earlier, the row was held through the rest of the unit's round trips."""
    by_event: dict[str, list[_Unnumbered]] = {}
    for item in session.info.pop(_UNNUMBERED, []):
        by_event.setdefault(item.tournament.id, []).append(item)
    pending = session.info.setdefault(_PENDING, [])
    for tournament_id, items in by_event.items():
        last = session.execute(
            update(Tournament)
            .where(Tournament.id == tournament_id)
            .values(event_count=Tournament.event_count + len(items))
            .returning(Tournament.event_count)
        ).scalar_one()
        set_committed_value(items[0].tournament, "event_count", last)  # in step, and no UPDATE of its own at the flush
        rows = [
            {"tournament_id": tournament_id, "number": number, "type": item.type, "data": item.data,
             "audience": item.audience, "at": item.at}
            for number, item in enumerate(items, last - len(items) + 1)
        ]  # fmt: skip
        # one statement for all of them (ORM objects would be an INSERT … RETURNING each, for ids nobody reads)
        session.execute(insert(TournamentEvent), rows)
        pending += [entry(tournament_id, r["number"], r["type"], r["at"], r["data"], r["audience"]) for r in rows]


def entry(tournament_id: str, number: int, type: str, at: datetime, data: dict, audience: list[str] | None) -> dict:
    doc: dict[str, Any] = {
        "number": number,
        "type": type,
        "at": rfc3339(at),
        "tournament_id": tournament_id,
        "data": data,
    }
    if audience is not None:
        doc["audience"] = audience
    return doc


def _json(value: Any) -> Any:
    if isinstance(value, datetime):
        return rfc3339(value)
    raise TypeError(f"{type(value).__name__} is not JSON serialisable")


def _publish_after_commit(session: Session) -> None:
    entries = session.info.pop(_PENDING, [])
    if not entries or not has_app_context():
        return
    redis = current_app.extensions["companion"].redis
    by_event: dict[str, list[dict]] = {}
    for e in entries:
        by_event.setdefault(e["tournament_id"], []).append(e)
    try:
        pipe = redis.pipeline(transaction=False)
        for tournament_id, items in by_event.items():
            pipe.publish(channel(tournament_id), json.dumps(items, separators=(",", ":")))
        pipe.execute()
    except Exception as exc:  # the change is committed; streams catch up from the log at their next event
        log.warning("tournament_live_publish_failed", error=str(exc))
    # every process forgets the event's count before this request answers: its next read of the round shows the change
    current_app.extensions["companion"].cache.drop(*(live_tag(t) for t in by_event))


def _forget(session: Session) -> None:
    session.info.pop(_UNNUMBERED, None)
    session.info.pop(_PENDING, None)


def read(session: Session, *, tournament_id: str, after: int, limit: int | None = None) -> list[dict[str, Any]]:
    """Entries numbered after ``after``, oldest first, with their audience (for the caller to filter)."""
    query = (
        select(TournamentEvent)
        .where(TournamentEvent.tournament_id == tournament_id, TournamentEvent.number > after)
        .order_by(TournamentEvent.number)
    )
    if limit is not None:
        query = query.limit(limit)
    return [entry(e.tournament_id, e.number, e.type, e.at, e.data, e.audience) for e in session.scalars(query)]


class Viewer:
    """Who follows an event's log: staff see every entry, a player also their own private ones (penalties),
    anyone else the public ones. Staff rights are checked again whenever a private entry comes by, so a judge
    taken off the staff stops seeing penalties on a stream that is already open."""

    def __init__(self, *, tournament_id: str, user_id: str | None, is_admin: bool, player_id: str | None) -> None:
        self.tournament_id = tournament_id
        self.user_id = user_id
        self.is_admin = is_admin
        self.player_id = player_id

    def sees(self, item: dict[str, Any], session: Session) -> bool:
        audience = item.get("audience")
        if audience is None or (self.player_id is not None and self.player_id in audience):
            return True
        return self.user_id is not None and self._staff(session)

    def _staff(self, session: Session) -> bool:
        if self.is_admin:
            return True
        tournament = session.get(Tournament, self.tournament_id)
        if tournament is None:
            return False
        if tournament.organiser_id == self.user_id:
            return True
        return session.get(TournamentStaff, (self.tournament_id, self.user_id)) is not None
