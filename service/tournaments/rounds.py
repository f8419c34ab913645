"""Rounds: pair the next one (starting the event, a top cut or the next bracket round), re-pair the current
one before its results, read one."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import delete, insert
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from rules.tournaments import Pairing, pair_round
from service.accounts.identity import Principal
from service.platform.errors import Conflict, NotFound
from service.platform.model_base import new_id, utcnow
from service.tournaments import audit, elimination, events, live, notify, penalties
from service.tournaments.access import get_tournament, require_staff
from service.tournaments.documents import round_dict
from service.tournaments.history import (
    ELIMINATION,
    config_of,
    entrants,
    matches_of,
    players_of,
    records,
    results_of,
    rounds_of,
)
from service.tournaments.locks import lock_round_then_event
from service.tournaments.models import Tournament, TournamentMatch, TournamentPlayer, TournamentRound
from service.tournaments.progress import advance
from service.tournaments.registration import lock_decklists


def get_round(
    *, session: Session, number: int, tournament_id: str | None = None, tournament: Tournament | None = None
) -> dict[str, Any]:
    """A round's document (the event given by its id, or as already read)."""
    if tournament is None:
        assert tournament_id is not None
        tournament = get_tournament(session, tournament_id)
    rnd = session.get(TournamentRound, (tournament.id, number)) if number < 2**31 else None
    if rnd is None:
        raise NotFound("This round has not been paired.")
    return round_dict(session, tournament, rnd)


def pair_next(*, session: Session, principal: Principal, tournament_id: str) -> TournamentRound:
    """Pair the next round: round 1 starts the event, after the last Swiss round comes the top cut, after a
    bracket round the next one."""
    tournament = get_tournament(session, tournament_id, for_update=True)
    require_staff(session, tournament, principal)
    if tournament.status == "finished":
        raise Conflict("This tournament has finished.", code="tournament-finished")
    rounds = rounds_of(session, tournament_id)
    if rounds and rounds[-1].status != "complete":
        raise Conflict(f"Round {rounds[-1].number} still has matches without a final result.", code="round-in-progress")
    if rounds and rounds[-1].stale_at is not None:
        raise Conflict(
            f"Round {rounds[-1].number} is stale: re-pair it or keep it (POST …/rounds/{rounds[-1].number}/stale).",
            code="round-stale",
        )
    players = players_of(session, tournament_id)
    if tournament.status == "registration":
        players = _start(session, tournament, players, principal)
    number = tournament.current_round + 1
    swiss_over = tournament.status == "running" and tournament.current_round >= (tournament.rounds or 0)
    if swiss_over and tournament.format != "single_elimination":
        if not tournament.top_cut:
            raise Conflict("Every round has been played.", code="rounds-complete")
        tournament.status = "top_cut"
    rnd, stored = _pair(session, tournament, players, rounds, number)
    tournament.current_round = number
    audit.record(
        session,
        tournament_id=tournament_id,
        actor=principal,
        action="round.paired",
        round=number,
        stage=rnd.stage,
        tables=len(rnd.summary.get("tables", [])),
    )
    announce(session, tournament, rnd, principal, stored)
    return rnd


def _start(
    session: Session, tournament: Tournament, players: list[TournamentPlayer], principal: Principal
) -> list[TournamentPlayer]:
    """Round 1: players who did not check in are withdrawn, the rounds are fixed, the event runs."""
    present = [p for p in players if p.checked_in]
    if len([p for p in present if p.dropped_after is None]) < 2:
        raise Conflict("At least two checked-in players are needed to start.", code="not-enough-players")
    for p in players:
        if not p.checked_in:
            session.delete(p)
            audit.record(
                session,
                tournament_id=tournament.id,
                actor=principal,
                action="player.not_checked_in",
                player_id=p.id,
                name=p.name,
            )
    tournament.rounds = events.planned_rounds(tournament, len(present))
    tournament.status = "running"
    audit.record(
        session,
        tournament_id=tournament.id,
        actor=principal,
        action="tournament.started",
        players=len(present),
        rounds=tournament.rounds,
    )
    live.record(
        session,
        tournament=tournament,
        type="tournament.started",
        data={"players": len(present), "rounds": tournament.rounds},
    )
    return present


def _pair(
    session: Session,
    tournament: Tournament,
    players: list[TournamentPlayer],
    rounds: list[TournamentRound],
    number: int,
) -> tuple[TournamentRound, list[Seated]]:
    if tournament.format == "single_elimination" or tournament.status == "top_cut":
        pairings, summary = elimination.pair(session, tournament, players, rounds)
        stage = elimination.stage_of(tournament)
    else:
        pairings = swiss_or_pods(tournament, players, results_of(session, tournament.id), rounds, number)
        stage = tournament.format
        summary = {"active_players": sum(len(p.players) for p in pairings)}
    if not pairings:
        raise Conflict("No active players are left to pair.", code="no-active-players")
    paired = {pid for p in pairings for pid in p.players}
    missing = lock_decklists(session, tournament, [p for p in players if p.id in paired])
    if tournament.deck_format is not None:
        summary["missing_decklists"] = missing
    summary["tables"] = [p.table for p in pairings if p.table is not None]
    rnd = TournamentRound(tournament_id=tournament.id, number=number, stage=stage, summary=summary)
    session.add(rnd)
    try:
        session.flush()
    except IntegrityError as exc:  # another scorekeeper paired this round at the same moment
        session.rollback()
        raise Conflict("This round was paired by someone else just now.", code="round-in-progress") from exc
    return rnd, store_matches(session, tournament, rnd, pairings, players)


def swiss_or_pods(
    tournament: Tournament,
    players: list[TournamentPlayer],
    matches: list[Any],
    rounds: list[TournamentRound],
    number: int,
    *,
    only: set[str] | None = None,
) -> list[Pairing]:
    """Round ``number``'s Swiss or pod pairings from the results before it (``only``: pair just these players)."""
    field = [e for e in entrants(players, round_number=number) if only is None or e.id in only]
    return pair_round(
        config_of(tournament), field, records(matches, rounds, players, before_round=number), round_number=number
    )


@dataclass(frozen=True)
class Seated:
    """A table just stored: what announcing the round needs, without loading 2,048 matches back as objects."""

    id: str
    table: int | None
    kind: str
    players: list[str]
    status: str


def store_matches(
    session: Session,
    tournament: Tournament,
    rnd: TournamentRound,
    pairings: list[Pairing],
    players: list[TournamentPlayer],
) -> list[Seated]:
    """Seat the pairings (one bulk insert); in a bracket, a player who dropped forfeits at once."""
    dropped = {p.id for p in players if p.dropped_after is not None}
    now = utcnow()
    rows = []
    for pairing in pairings:
        kind = "bye" if pairing.bye else "pod" if tournament.format == "pods" else "match"
        row: dict[str, Any] = {
            "id": new_id("tmt"),
            "tournament_id": tournament.id,
            "round_number": rnd.number,
            "table": pairing.table,
            "kind": kind,
            "players": list(pairing.players),
            "status": "final" if pairing.bye else "pending",
            "result": {"outcome": "bye", "source": "pairing"} if pairing.bye else None,
            "explanation": pairing.explanation,
            "reports": {},
            "games": [],
            "extensions": [],
            "updated_at": now,
        }
        if rnd.stage in ELIMINATION and (forfeit := elimination.forfeits(tournament, kind, row["players"], dropped)):
            row["status"], row["result"] = "final", forfeit
        rows.append(row)
    if rows:
        session.execute(insert(TournamentMatch), rows)
    return [Seated(r["id"], r["table"], r["kind"], r["players"], r["status"]) for r in rows]


def announce(
    session: Session,
    tournament: Tournament,
    rnd: TournamentRound,
    actor: Principal,
    stored: Sequence[Seated | TournamentMatch] | None = None,
) -> None:
    """Tell webhooks and the live stream about the pairings (``stored``: the whole round's matches, when the
    caller has them), then attach the penalties waiting for the players' next match; a round whose every
    table is decided (byes, forfeits) completes at once."""
    session.flush()
    if stored is None:
        stored = matches_of(session, tournament.id, round_number=rnd.number)
    else:
        stored = sorted(stored, key=lambda m: (m.table is None, m.table or 0))
    matches = [{"id": m.id, "table": m.table, "players": list(m.players)} for m in stored]
    data = {"round": rnd.number, "stage": rnd.stage, "pairings_made": rnd.pairings_made, "matches": matches}
    notify.emit(session, tournament=tournament, type="tournament.round_paired", data=data)
    live.record(session, tournament=tournament, type="round.paired", data=data)
    penalties.attach_pending(session, tournament, stored, actor)
    advance(session, tournament, rnd, actor)


def repair(*, session: Session, principal: Principal, tournament_id: str, number: int) -> TournamentRound:
    """Pair the current round again, taking in late entries and drops made since it was paired. Only before
    any result is entered; the same history and players give the same pairings (the event's seed)."""
    tournament = get_tournament(session, tournament_id)
    require_staff(session, tournament, principal)
    current = lock_round_then_event(session, tournament, number)
    rnd = session.get(TournamentRound, (tournament_id, number))
    if rnd is None or number != tournament.current_round:
        raise Conflict("Only the current round can be paired again.", code="not-current-round")
    if rnd.stage in ELIMINATION:
        raise Conflict("A bracket is seeded; it is never re-paired.", code="top-cut-seeded")
    if any(started(m) for m in current):
        raise Conflict("Results have been entered in this round; correct them instead.", code="results-entered")
    players = players_of(session, tournament_id)
    for p in players:
        if p.entered_round == number + 1:  # entered during this round: plays it now
            p.entered_round = number
        if p.dropped_after == number and not p.disqualified:  # dropped during this round: no longer in it
            p.dropped_after = number - 1
    penalties.detach(session, [m.id for m in current])
    session.execute(
        delete(TournamentMatch).where(
            TournamentMatch.tournament_id == tournament_id, TournamentMatch.round_number == number
        )
    )
    before = rnd.pairings_made
    clock = (rnd.clock_minutes, rnd.clock_started_at, rnd.clock_paused_at, rnd.clock_paused_seconds, rnd.clock_ended_at)
    session.delete(rnd)
    session.flush()
    rounds = [r for r in rounds_of(session, tournament_id) if r.number < number]
    new, stored = _pair(session, tournament, players, rounds, number)
    new.pairings_made = before + 1
    new.clock_minutes, new.clock_started_at, new.clock_paused_at, new.clock_paused_seconds, new.clock_ended_at = clock
    audit.record(
        session,
        tournament_id=tournament_id,
        actor=principal,
        action="round.repaired",
        round=number,
        pairings_made=new.pairings_made,
    )
    announce(session, tournament, new, principal, stored)
    return new


def started(match: TournamentMatch) -> bool:
    """A table has started once anything happened at it: a report, a result, a linked game, an extension."""
    if match.kind == "bye":
        return False
    return match.status != "pending" or bool(match.reports) or bool(match.games) or bool(match.extensions)
