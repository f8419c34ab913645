"""Stale rounds: a result of an earlier round corrected after the current one was paired leaves that round's
pairings resting on a result that is no longer true. Staff decide, with a reason the audit log keeps:

- ``keep``: the pairings stand (players are already playing; the next round uses the corrected result);
- ``repair``: the tables that have not started are paired again from the corrected standings, among their
  own players (with late entries made during the round, without players who dropped during it); tables that
  have started keep their players and their table numbers, the re-paired ones take the freed numbers.

Until staff decide, the next round cannot be paired.
"""

from __future__ import annotations

from dataclasses import replace

from sqlalchemy import delete
from sqlalchemy.orm import Session

from rules.tournaments import Pairing
from service.accounts.identity import Principal
from service.platform.errors import Conflict
from service.tournaments import audit, live, penalties
from service.tournaments.access import get_tournament, require_staff
from service.tournaments.history import players_of, results_of, rounds_of
from service.tournaments.locks import lock_round_then_event
from service.tournaments.models import TournamentMatch, TournamentRound
from service.tournaments.rounds import announce, started, store_matches, swiss_or_pods


def resolve(
    *, session: Session, principal: Principal, tournament_id: str, number: int, decision: str, reason: str
) -> TournamentRound:
    tournament = get_tournament(session, tournament_id)
    require_staff(session, tournament, principal)
    current = lock_round_then_event(session, tournament, number)  # a repair deletes the tables not started
    rnd = session.get(TournamentRound, (tournament_id, number))
    if rnd is None or rnd.stale_at is None:
        raise Conflict("This round is not stale.", code="not-stale")
    was = rnd.stale_reason
    if decision == "keep":
        rnd.stale_at = rnd.stale_reason = None
        audit.record(
            session,
            tournament_id=tournament_id,
            actor=principal,
            action="round.stale_kept",
            round=number,
            reason=reason,
            stale_reason=was,
        )
        live.record(
            session,
            tournament=tournament,
            type="round.stale_resolved",
            data={"round": number, "decision": "keep", "reason": reason},
        )
        return rnd
    redo = [m for m in current if not started(m)]
    if not redo or rnd.status == "complete":
        raise Conflict("Every table of this round has started: keep the round.", code="nothing-to-repair")
    players = players_of(session, tournament_id)
    seated = {p for m in redo for p in m.players}
    for p in players:
        if p.entered_round == number + 1:  # entered during this round: plays it now
            p.entered_round = number
            seated.add(p.id)
        if p.id in seated and p.dropped_after == number and not p.disqualified:  # dropped during it: out
            p.dropped_after = number - 1
    freed = sorted(m.table for m in redo if m.table is not None)
    replaced = [m.id for m in redo]
    penalties.detach(session, replaced)
    session.execute(delete(TournamentMatch).where(TournamentMatch.id.in_(replaced)))
    session.flush()
    kept = [m for m in current if m.id not in set(replaced)]
    history = results_of(session, tournament_id, before_round=number)
    rounds = [r for r in rounds_of(session, tournament_id) if r.number < number]
    pairings = swiss_or_pods(tournament, players, history, rounds, number, only=seated)
    pairings = _renumber(pairings, freed, start=max((m.table or 0 for m in current), default=0) + 1)
    store_matches(session, tournament, rnd, pairings, players)
    rnd.pairings_made += 1
    rnd.stale_at = rnd.stale_reason = None
    rnd.summary = {
        **rnd.summary,
        "tables": sorted(m.table for m in kept if m.table) + [p.table for p in pairings if p.table is not None],
    }
    audit.record(
        session,
        tournament_id=tournament_id,
        actor=principal,
        action="round.stale_repaired",
        round=number,
        reason=reason,
        stale_reason=was,
        replaced=replaced,
        kept=[m.id for m in kept],
    )
    live.record(
        session,
        tournament=tournament,
        type="round.stale_resolved",
        data={"round": number, "decision": "repair", "reason": reason},
    )
    announce(session, tournament, rnd, principal)
    return rnd


def _renumber(pairings: list[Pairing], freed: list[int], *, start: int) -> list[Pairing]:
    """The re-paired tables take the freed table numbers in order, then new ones after every other table."""
    numbers = iter([*freed, *range(start, start + len(pairings))])
    return [p if p.table is None else replace(p, table=next(numbers)) for p in pairings]
