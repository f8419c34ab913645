"""The documents of the rounds this process served last, kept as JSON for the rest of the second.

At each pairing every phone of an event reads the round: a 64-match document took several milliseconds of CPU to
build, 128 times within a second. The document shows each table's clock to the second, so it is built again every
second anyway; within the second it is served as built, unless the event's live log moved (``event_count`` counts
up in the same unit of work as a result, a clock change, a re-pairing or a drop), which makes the next read build
it again. A game linked to a match is not on the live log (it would hold the event's row in every table's link at
the round's start): it shows in the round's document from the next second, and at once in the link's answer.
The count is read before the round, so a document is never older than its count.

The event's count comes from this process's cache (``service.platform.cache``), dropped in every process when a unit
of work
that added to the live log commits (``service.tournaments.live``), before that request answers: a phone reading
the round costs no round trip to the database while the log has not moved. At the turn of a second every phone of
the event that asks finds the document out of date at once; one request of this process builds it while the others
wait for that build (its round trips would otherwise be repeated by each of them), then take it. They wait without
a pooled connection: the requests a build keeps waiting must not hold the pool's connections.
"""

from __future__ import annotations

import threading
import time
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from service.platform.cache import ProcessCache
from service.platform.errors import NotFound
from service.platform.jsonio import dumps
from service.tournaments.access import get_tournament
from service.tournaments.live import live_tag
from service.tournaments.models import Tournament
from service.tournaments.rounds import get_round

ROUNDS_KEPT = 256

Stamp = tuple[int, int]  # the event's count, the second


class RoundDocuments:
    def __init__(self, *, cache: ProcessCache, rounds_kept: int = ROUNDS_KEPT) -> None:
        self._cache = cache
        self._kept: dict[tuple[str, int], tuple[Stamp, bytes]] = {}
        self._building: dict[tuple[str, int], threading.Lock] = {}
        self._max = rounds_kept

    def get(self, *, session: Session, tournament_id: str, number: int) -> bytes:
        """The round's document as JSON (``NotFound`` for an unknown event or a round not paired)."""
        key = (tournament_id, number)
        count = event_count(self._cache, session, tournament_id)
        wanted = (count, int(time.time()))
        body = self._fresh(key, wanted)
        if body is not None:
            return body
        session.rollback()  # wait without holding a pooled connection (the build checks one out again)
        with self._building.setdefault(key, threading.Lock()):
            body = self._fresh(key, wanted)  # built by the request this one waited for
            if body is not None:
                return body
            tournament = get_tournament(session, tournament_id)
            stamp = (tournament.event_count, int(time.time()))
            document: dict[str, Any] = get_round(session=session, tournament=tournament, number=number)
            body = dumps(document)
            if len(self._kept) >= self._max:
                self._kept.clear()
                self._building.clear()  # a lock held now stays with its holder
            self._kept[key] = (stamp, body)
            return body

    def _fresh(self, key: tuple[str, int], wanted: Stamp) -> bytes | None:
        """The kept document, if it was built from this count or a later one, in this second or a later one."""
        kept = self._kept.get(key)
        if kept is not None and kept[0][0] >= wanted[0] and kept[0][1] >= wanted[1]:
            return kept[1]
        return None


def event_count(cache: ProcessCache, session: Session, tournament_id: str) -> int:
    """The number of the event's last live entry, as this process's cache has it (``NotFound``: no such event)."""

    def load() -> tuple[int, tuple[str, ...]] | None:
        count = session.scalar(select(Tournament.event_count).where(Tournament.id == tournament_id))
        return None if count is None else (count, (live_tag(tournament_id),))

    count = cache.get_or_load("event-count", tournament_id, load)
    if count is None:
        raise NotFound("No such tournament.")
    return count
