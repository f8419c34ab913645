"""The documents of the rounds this process served last, kept as JSON for the rest of the second.

At each pairing every phone of an event reads the round: a 64-match document took several milliseconds of CPU to
build, 128 times within a second. The document shows each table's clock to the second, so it is built again every
second anyway; within the second it is served as built, unless the event's live log moved (``event_count`` counts
up in the same unit of work as a result, a clock change, a re-pairing or a drop), which makes the next read build
it again. A game linked to a match is not on the live log (it would hold the event's row in every table's link at
the round's start): it shows in the round's document from the next second, and at once in the link's answer.
The count is read before the round, so a document is never older than its count.
"""

from __future__ import annotations

import time
from typing import Any

from sqlalchemy.orm import Session

from service.jsonio import dumps
from service.tournaments.access import get_tournament
from service.tournaments.rounds import get_round

ROUNDS_KEPT = 256


class RoundDocuments:
    def __init__(self, *, rounds_kept: int = ROUNDS_KEPT) -> None:
        self._kept: dict[tuple[str, int], tuple[tuple[int, int], bytes]] = {}
        self._max = rounds_kept

    def get(self, *, session: Session, tournament_id: str, number: int) -> bytes:
        """The round's document as JSON (``NotFound`` for an unknown event or a round not paired)."""
        tournament = get_tournament(session, tournament_id)
        stamp = (tournament.event_count, int(time.time()))
        kept = self._kept.get((tournament_id, number))
        if kept is not None and kept[0] == stamp:
            return kept[1]
        document: dict[str, Any] = get_round(session=session, tournament=tournament, number=number)
        body = dumps(document)
        if len(self._kept) >= self._max:
            self._kept.clear()
        self._kept[tournament_id, number] = (stamp, body)
        return body
