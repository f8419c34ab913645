"""Moving an event on: a round completes once every table has its final result; the event finishes after its
last round (the last Swiss or pod round without a top cut, or the final of a bracket)."""

from __future__ import annotations

from sqlalchemy import exists, select
from sqlalchemy.orm import Session
from sqlalchemy.orm.attributes import set_committed_value

from service.accounts.identity import Principal
from service.platform.model_base import utcnow
from service.tournaments import audit, events, live
from service.tournaments.history import ELIMINATION
from service.tournaments.models import Tournament, TournamentMatch, TournamentRound


def advance(
    session: Session,
    tournament: Tournament,
    rnd: TournamentRound,
    actor: Principal | None,
) -> None:
    """Close the round once every table has a final result; finish the event after its last round. Checked as the
    unit of work commits, while the event's row is held (``live.at_commit``): tables reporting at once each checked
    the others before any had committed, under PostgreSQL's READ COMMITTED, and each saw the rest still open (64
    results at once: the round never completed). Held at the commit, the row lines the reports up for the check and
    the commit only: the last to take it sees every other result committed. SQLite writes one unit at a time."""
    if rnd.status == "complete":
        return
    live.at_commit(
        session,
        tournament=tournament,
        key=("round-complete", tournament.id, rnd.number),
        check=lambda s: _complete_if_done(s, tournament, rnd, actor),
    )


def _complete_if_done(session: Session, tournament: Tournament, rnd: TournamentRound, actor: Principal | None) -> None:
    open_tables = exists().where(
        TournamentMatch.tournament_id == tournament.id,
        TournamentMatch.round_number == rnd.number,
        TournamentMatch.status != "final",
    )
    # one round trip, made while the row is held: the round's status now (a staff correction may have completed
    # it since it was read) and whether a table is still open (this unit's own writes, flushed, included)
    status, open_table = session.execute(
        select(TournamentRound.status, open_tables).where(
            TournamentRound.tournament_id == tournament.id, TournamentRound.number == rnd.number
        )
    ).one()
    set_committed_value(rnd, "status", status)
    if status == "complete" or open_table:
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
