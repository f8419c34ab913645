"""An event's live log: what its streams and its public page follow (pairings, clock, results, penalties…).

Each change adds a numbered entry in the same unit of work as the change (``record``), so a change that rolls back
leaves no entry. Numbers count up per tournament in commit order: taking them is an UPDATE of the tournament's row,
which holds that row until the transaction ends, so two writers to one event are numbered in the order they commit.
They are taken as the unit commits, after its own writes are flushed, so the row is held for the numbering and the
commit only: on PostgreSQL every writer to the event queues for it (at a round's end, every table at once), and
each round trip made while holding it is one more wait for all of them. A check that must see every unit committed
to the event before its own (``at_commit``: is every table of the round final?) runs there too. Once the unit of
work commits, its entries are published on the event's Redis channel for the streams of every API process (after
the commit: never while a transaction is open), and every process drops the event's count from its cache
(``live_tag``) before the request answers.

An entry's ``audience`` says who may see it: None for everyone; a list of player ids for the event's staff
and those players only (a penalty is shown to the judges and to the penalised player, nobody else).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import structlog
from flask import current_app, has_app_context
from sqlalchemy import event, insert, select, update
from sqlalchemy.orm import Session
from sqlalchemy.orm.attributes import set_committed_value

from service.platform.model_base import rfc3339, utcnow
from service.platform.subscription_node import publish_live
from service.tournaments.models import Tournament, TournamentEvent, TournamentStaff

log = structlog.get_logger("service.tournaments.live")
_UNNUMBERED = "tournament_live_entries_to_number"
_CHECKS = "tournament_live_checks_at_commit"
_PENDING = "tournament_live_entries_to_publish"
_LISTENING = "tournament_live_listening"


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
    _listen(session)
    data = json.loads(json.dumps(data, default=_json))
    session.info.setdefault(_UNNUMBERED, []).append(_Unnumbered(tournament, type, utcnow(), data, audience))


def at_commit(session: Session, *, tournament: Tournament, key: Any, check: Callable[[Session], None]) -> None:
    """Run ``check(session)`` as ``session`` commits, while the event's row is held: it then sees every unit of work
    that wrote to the event and committed before this one, and every unit after it sees this one's writes. Under
    READ COMMITTED two units that each check the other's rows before either commits see each other's old state
    (write skew: two last results, each seeing the other table open, and the round never completes). ``check`` may
    write and record entries; one check per ``key``."""
    _listen(session)
    session.info.setdefault(_CHECKS, {}).setdefault(key, (tournament, check))


def _listen(session: Session) -> None:
    if not session.info.get(_LISTENING):
        session.info[_LISTENING] = True
        event.listen(session, "before_commit", _number_before_commit, once=True)
        event.listen(session, "after_commit", _publish_after_commit, once=True)
        event.listen(session, "after_rollback", _forget, once=True)


def _number_before_commit(session: Session) -> None:
    """Number the unit's entries and write them, last thing before the commit, and run its checks (``at_commit``).
    Taking numbers updates the event's row, which holds it until the commit, and every other writer to the event
    waits for it meanwhile: the unit's own writes are flushed first, so that the row is held for the numbering, the
    entries' one INSERT and the commit (and a check's query), not for the rest of the unit's round trips. The
    entries a check records are numbered in a second pass, and written in the same INSERT."""
    session.flush()
    held: set[str] = set()
    rows: list[dict[str, Any]] = []
    while session.info.get(_UNNUMBERED) or session.info.get(_CHECKS):
        rows += _number(session, session.info.pop(_UNNUMBERED, []), held)
        for tournament, check in session.info.pop(_CHECKS, {}).values():
            if tournament.id not in held:  # nothing of its own to number: hold the row as numbering would
                session.execute(
                    select(Tournament.id).where(Tournament.id == tournament.id).with_for_update(key_share=True)
                )
                held.add(tournament.id)
            check(session)
    if rows:
        # one statement for all of them (ORM objects would be an INSERT … RETURNING each, for ids nobody reads)
        session.execute(insert(TournamentEvent), rows)
        session.info.setdefault(_PENDING, []).extend(
            entry(r["tournament_id"], r["number"], r["type"], r["at"], r["data"], r["audience"]) for r in rows
        )


def _number(session: Session, unnumbered: list[_Unnumbered], held: set[str]) -> list[dict[str, Any]]:
    """Numbers for these entries, taken from their events' rows (which this unit then holds): their rows to write."""
    by_event: dict[str, list[_Unnumbered]] = {}
    for item in unnumbered:
        by_event.setdefault(item.tournament.id, []).append(item)
    rows: list[dict[str, Any]] = []
    for tournament_id, items in by_event.items():
        last = session.execute(
            update(Tournament)
            .where(Tournament.id == tournament_id)
            .values(event_count=Tournament.event_count + len(items))
            .returning(Tournament.event_count)
        ).scalar_one()
        held.add(tournament_id)
        set_committed_value(items[0].tournament, "event_count", last)  # in step, and no UPDATE of its own at the flush
        rows += [
            {
                "tournament_id": tournament_id,
                "number": number,
                "type": item.type,
                "data": item.data,
                "audience": item.audience,
                "at": item.at,
            }
            for number, item in enumerate(items, last - len(items) + 1)
        ]
    return rows


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
    session.info.pop(_LISTENING, None)
    entries = session.info.pop(_PENDING, [])
    if not entries or not has_app_context():
        return
    redis = current_app.extensions["companion"].redis
    by_event: dict[str, list[dict]] = {}
    for e in entries:
        by_event.setdefault(e["tournament_id"], []).append(e)
    try:
        for tournament_id, items in by_event.items():  # one by one: a cluster's pipeline takes no PUBLISH
            publish_live(redis, channel(tournament_id), json.dumps(items, separators=(",", ":")))
    except Exception as exc:  # the change is committed; streams catch up from the log at their next event
        log.warning("tournament_live_publish_failed", error=str(exc))
    # every process forgets the event's count before this request answers: its next read of the round shows the change
    current_app.extensions["companion"].cache.drop(*(live_tag(t) for t in by_event))


def _forget(session: Session) -> None:
    for key in (_UNNUMBERED, _CHECKS, _PENDING, _LISTENING):
        session.info.pop(key, None)


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
