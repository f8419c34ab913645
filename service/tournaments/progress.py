"""Moving an event on: a round completes once every table has its final result; the event finishes after its
last round (the last Swiss or pod round without a top cut, or the final of a bracket)."""

from __future__ import annotations

from sqlalchemy import exists, select
from sqlalchemy.orm import Session

from service.accounts import Principal
from service.models import Tournament, TournamentMatch, TournamentRound
from service.models.base import utcnow
from service.tournaments import audit, events, live
from service.tournaments.history import ELIMINATION


def advance(
    session: Session,
    tournament: Tournament,
    rnd: TournamentRound,
    actor: Principal | None,
    matches: list[TournamentMatch] | None = None,
) -> None:
    """Close the round once every table has a final result (``matches``: the round's, if already loaded);
    finish the event after its last round."""
    if rnd.status == "complete":
        return
    session.flush()
    # Under PostgreSQL's READ COMMITTED, tables reporting at once each checked the others before any had committed:
    # each saw the rest still open, and the round stayed open for ever (64 results at once: never complete). The
    # event's row, locked here and held to the commit (which takes it anyway, to number the live log), lines the
    # reports up: the last to take it sees every other result committed. SQLite writes one unit at a time already.
    # FOR NO KEY UPDATE, as the log's numbering takes it: a unit's inserts that refer to the event hold a KEY SHARE
    # lock on its row, which a FOR UPDATE waits for, and two reports each waiting for the other's was a deadlock.
    session.execute(select(Tournament.id).where(Tournament.id == tournament.id).with_for_update(key_share=True))
    session.refresh(rnd, ["status"])  # another unit (a staff correction) may have completed it since it was read
    if rnd.status == "complete":
        return
    if matches is None:
        open_table = session.scalar(
            select(
                exists().where(
                    TournamentMatch.tournament_id == tournament.id,
                    TournamentMatch.round_number == rnd.number,
                    TournamentMatch.status != "final",
                )
            )
        )
    else:
        open_table = any(m.status != "final" for m in matches)
    if open_table:
        return
    rnd.status = "complete"
    rnd.completed_at = utcnow()
    audit.record(session, tournament_id=tournament.id, actor=actor, action="round.completed", round=rnd.number)
    live.record(session, tournament=tournament, type="round.completed", data={"round": rnd.number})
    elimination = rnd.stage in ELIMINATION
    last_swiss = not elimination and rnd.number >= (tournament.rounds or 0) and not tournament.top_cut
    final = elimination and rnd.summary.get("final", len(rnd.summary.get("tables", [])) == 1)
    if last_swiss or final:
        events.finish(session, tournament, actor=actor, reason="last round complete")
