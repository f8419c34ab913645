"""Rounds: pair the next one (starting the event, or the top cut), re-pair the current one, read one."""

from __future__ import annotations

from typing import Any

from sqlalchemy import delete
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from rules.tournaments import Pairing, cut_size, pair_round, pair_top_cut, top_cut_seeds
from service.accounts import Principal
from service.errors import Conflict, NotFound
from service.models import Tournament, TournamentMatch, TournamentPlayer, TournamentRound
from service.tournaments import audit, events, notify
from service.tournaments.access import get_tournament, require_staff
from service.tournaments.history import config_of, entrants, match_dict, matches_of, players_of, records, rounds_of
from service.tournaments.registration import lock_decklists


def get_round(*, session: Session, tournament_id: str, number: int) -> dict[str, Any]:
    get_tournament(session, tournament_id)
    rnd = session.get(TournamentRound, (tournament_id, number))
    if rnd is None:
        raise NotFound("This round has not been paired.")
    return round_dict(session, rnd)


def round_dict(session: Session, rnd: TournamentRound) -> dict[str, Any]:
    names = {p.id: p.name for p in players_of(session, rnd.tournament_id)}
    return {
        "number": rnd.number,
        "stage": rnd.stage,
        "status": rnd.status,
        "pairings_made": rnd.pairings_made,
        "paired_at": rnd.paired_at,
        "completed_at": rnd.completed_at,
        "summary": rnd.summary,
        "matches": [match_dict(m, names) for m in matches_of(session, rnd.tournament_id, round_number=rnd.number)],
    }


def pair_next(*, session: Session, principal: Principal, tournament_id: str) -> TournamentRound:
    """Pair the next round: round 1 starts the event, after the last Swiss round comes the top cut."""
    tournament = get_tournament(session, tournament_id, for_update=True)
    require_staff(session, tournament, principal)
    if tournament.status == "finished":
        raise Conflict("This tournament has finished.", code="tournament-finished")
    rounds = rounds_of(session, tournament_id)
    if rounds and rounds[-1].status != "complete":
        raise Conflict(f"Round {rounds[-1].number} still has matches without a final result.", code="round-in-progress")
    players = players_of(session, tournament_id)
    if tournament.status == "registration":
        players = _start(session, tournament, players, principal)
    number = tournament.current_round + 1
    if tournament.status == "running" and tournament.current_round >= (tournament.rounds or 0):
        if not tournament.top_cut:
            raise Conflict("Every round has been played.", code="rounds-complete")
        tournament.status = "top_cut"
    rnd = _pair(session, tournament, players, rounds, number)
    try:
        session.flush()
    except IntegrityError as exc:  # another scorekeeper paired this round at the same moment
        session.rollback()
        raise Conflict("This round was paired by someone else just now.", code="round-in-progress") from exc
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
    _announce(session, tournament, rnd)
    return rnd


def _start(
    session: Session, tournament: Tournament, players: list[TournamentPlayer], principal: Principal
) -> list[TournamentPlayer]:
    """Round 1: players who did not check in are withdrawn, the rounds are fixed, the event runs."""
    present = [p for p in players if p.checked_in]
    if len(present) < 2:
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
    return present


def _pair(
    session: Session,
    tournament: Tournament,
    players: list[TournamentPlayer],
    rounds: list[TournamentRound],
    number: int,
) -> TournamentRound:
    matches = matches_of(session, tournament.id)
    if tournament.status == "top_cut":
        pairings, summary = _top_cut(tournament, players, matches, rounds)
        stage = "top_cut"
    else:
        config = config_of(tournament)
        pairings = pair_round(
            config,
            entrants(players, round_number=number),
            records(matches, rounds, before_round=number),
            round_number=number,
        )
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
    _store_matches(session, tournament, number, pairings, stage)
    return rnd


def _top_cut(
    tournament: Tournament,
    players: list[TournamentPlayer],
    matches: list[TournamentMatch],
    rounds: list[TournamentRound],
) -> tuple[list[Pairing], dict[str, Any]]:
    cut_rounds = [r for r in rounds if r.stage == "top_cut"]
    if not cut_rounds:
        seeds = top_cut_seeds(config_of(tournament), entrants(players), records(matches, rounds))
        size = cut_size(tournament.top_cut, len(seeds))
        if size == 0:
            raise Conflict("Too few players remain for a top cut.", code="no-top-cut")
        seeds = seeds[:size]
        return pair_top_cut(seeds, size, None), {"size": size, "seeds": seeds}
    last = cut_rounds[-1]
    seeds = list(cut_rounds[0].summary["seeds"])
    winners = [_winner(m) for m in matches if m.round_number == last.number]
    return pair_top_cut(seeds, len(seeds), winners), {"size": len(seeds), "seeds": seeds}


def _winner(match: TournamentMatch) -> str:
    wins = (match.result or {}).get("wins", {})
    return max(match.players, key=lambda p: wins.get(p, 0))


def _store_matches(session: Session, tournament: Tournament, number: int, pairings: list[Pairing], stage: str) -> None:
    for pairing in pairings:
        kind = "bye" if pairing.bye else "pod" if stage == "pods" else "match"
        session.add(
            TournamentMatch(
                tournament_id=tournament.id,
                round_number=number,
                table=pairing.table,
                kind=kind,
                players=list(pairing.players),
                status="final" if pairing.bye else "pending",
                result={"outcome": "bye", "source": "pairing"} if pairing.bye else None,
                explanation=pairing.explanation,
                reports={},
                games=[],
            )
        )


def _announce(session: Session, tournament: Tournament, rnd: TournamentRound) -> None:
    session.flush()
    doc = round_dict(session, rnd)
    matches = [{"id": m["id"], "table": m["table"], "players": [p["id"] for p in m["players"]]} for m in doc["matches"]]
    notify.emit(
        session,
        tournament=tournament,
        type="tournament.round_paired",
        data={"round": rnd.number, "stage": rnd.stage, "matches": matches},
    )


def repair(*, session: Session, principal: Principal, tournament_id: str, number: int) -> TournamentRound:
    """Pair the current round again, taking in late entries and drops made since it was paired. Only before
    any result is entered; the same history and players give the same pairings (the event's seed)."""
    tournament = get_tournament(session, tournament_id, for_update=True)
    require_staff(session, tournament, principal)
    rnd = session.get(TournamentRound, (tournament_id, number))
    if rnd is None or number != tournament.current_round:
        raise Conflict("Only the current round can be paired again.", code="not-current-round")
    if rnd.stage == "top_cut":
        raise Conflict("The top cut is seeded by the standings; it is never re-paired.", code="top-cut-seeded")
    current = matches_of(session, tournament_id, round_number=number)
    if any(m.kind != "bye" and (m.status != "pending" or m.reports or m.games) for m in current):
        raise Conflict("Results have been entered in this round; correct them instead.", code="results-entered")
    players = players_of(session, tournament_id)
    for p in players:
        if p.entered_round == number + 1:  # entered during this round: plays it now
            p.entered_round = number
        if p.dropped_after == number:  # dropped during this round: no longer in it
            p.dropped_after = number - 1
    session.execute(
        delete(TournamentMatch).where(
            TournamentMatch.tournament_id == tournament_id, TournamentMatch.round_number == number
        )
    )
    before = rnd.pairings_made
    session.delete(rnd)
    session.flush()
    rounds = [r for r in rounds_of(session, tournament_id) if r.number < number]
    new = _pair(session, tournament, players, rounds, number)
    new.pairings_made = before + 1
    audit.record(
        session,
        tournament_id=tournament_id,
        actor=principal,
        action="round.repaired",
        round=number,
        pairings_made=new.pairings_made,
    )
    _announce(session, tournament, new)
    return new
