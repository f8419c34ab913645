"""Results: players report and confirm, staff enter or correct, tracked games decide; penalties adjust them;
then the round moves on.

A result is stored as it stands after the penalties attached to its match (a game loss awards the opponent a
game, a match loss decides the match); the result as reported is kept beside it (``reported``) whenever a
penalty changed it, so the correction can be redone when another penalty arrives. A correction of an earlier
round, once a later Swiss or pod round is paired, marks that round ``stale``: staff then re-pair its tables
that have not started, or keep it (``service.tournaments.stale``).
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from rules.tournaments.match_games import result_problem
from rules.tournaments.penalties import CHANGES_MATCH, ResultRefused, pod_result, two_player_result
from rules.tournaments.standings import games_to_win
from service.accounts.identity import Principal
from service.platform.errors import Conflict, Forbidden, Unprocessable
from service.platform.model_base import utcnow
from service.tournaments import audit, conflicts, live, notify, ratings
from service.tournaments.access import get_tournament, is_staff
from service.tournaments.elimination import winner_from
from service.tournaments.history import ELIMINATION, get_match, match_players, public_result
from service.tournaments.linked_results import LinkedGame, result_from_games
from service.tournaments.models import (
    Tournament,
    TournamentMatch,
    TournamentPenalty,
    TournamentPlayer,
    TournamentRound,
)
from service.tournaments.progress import advance
from service.tournaments.seat_holders import played_by_its_players

STAFF_ONLY = ("double_loss", "no_show")
KEPT = ("source", "reported", "awarded", "penalty", "penalised")  # what the service adds to a reported result


def _invalid(field: str, message: str) -> Unprocessable:
    return Unprocessable(errors={"json": {field: [message]}})


def _two_player(tournament: Tournament, match: TournamentMatch, body: dict[str, Any]) -> dict:
    """A two-player result as reported (a bracket's need for a winner is checked once penalties are applied)."""
    outcome = body.get("outcome") or "played"
    players = match.players
    if outcome in ("intentional_draw", "double_loss"):
        return {"outcome": outcome}
    if outcome == "no_show":
        absent = body.get("absent") or []
        if not absent or not set(absent) <= set(players):
            raise _invalid("absent", "Name the match's players who did not show up.")
        if len(set(absent)) == len(players):
            return {"outcome": "double_loss", "absent": sorted(set(absent))}
        present = next(p for p in players if p not in absent)
        return {
            "outcome": "no_show",
            "absent": list(absent),
            "wins": {present: games_to_win(tournament.best_of)},
            "draws": 0,
        }
    wins = body.get("wins")
    if wins is None:
        raise _invalid("wins", "Give the games each player won (or an outcome, or placements for a pod).")
    if not set(wins) <= set(players):
        raise _invalid("wins", "Only this match's players win games in it.")
    wins = {p: wins.get(p, 0) for p in players}
    draws = body.get("draws") or 0
    # MTR 2.1: "Drawn games do not count toward this goal." (rules.tournaments.match_games)
    if (problem := result_problem(wins, draws, best_of=tournament.best_of)) is not None:
        raise _invalid(*problem)
    if sum(wins.values()) + draws == 0:
        raise _invalid("wins", "No game was played: report an intentional_draw outcome instead.")
    return {"outcome": "played", "wins": wins, "draws": draws}


def _pod(match: TournamentMatch, body: dict[str, Any]) -> dict:
    groups = [[g] if isinstance(g, str) else list(g) for g in body.get("placements") or []]
    absent = list(body.get("absent") or [])
    if absent:
        groups.append(absent)  # no-shows share last place
    flat = [p for g in groups for p in g]
    if sorted(flat) != sorted(match.players) or any(not g for g in groups):
        raise _invalid("placements", "Place every player of the pod exactly once (a list of ids is a tie).")
    outcome = "no_show" if absent else "played"
    return {"outcome": outcome, "placements": groups, **({"absent": absent} if absent else {})}


def normalise(tournament: Tournament, match: TournamentMatch, body: dict[str, Any]) -> dict:
    if match.kind == "pod":
        if body.get("wins") is not None or body.get("outcome") not in (None, "played", "no_show"):
            raise _invalid("placements", "A pod's result is its placements.")
        return _pod(match, body)
    if body.get("placements") is not None:
        raise _invalid("placements", "Placements are for pods; a match reports wins.")
    return _two_player(tournament, match, body)


def attached_penalties(session: Session, match: TournamentMatch) -> list[TournamentPenalty]:
    return list(
        session.scalars(
            select(TournamentPenalty)
            .where(TournamentPenalty.match_id == match.id, TournamentPenalty.penalty.in_(CHANGES_MATCH))
            .order_by(TournamentPenalty.issued_at, TournamentPenalty.id)
        )
    )


def adjusted(
    session: Session, tournament: Tournament, match: TournamentMatch, base: dict[str, Any] | None, *, top_cut: bool
) -> dict[str, Any] | None:
    """The result after the match's penalties (None: it still needs one); 422 when it cannot stand."""
    penalties = attached_penalties(session, match)
    game_losses = [p.player_id for p in penalties if p.penalty == "game_loss"]
    match_losses = [p.player_id for p in penalties if p.penalty != "game_loss"]
    try:
        if match.kind == "pod":
            result = pod_result(match.players, base, losers=game_losses + match_losses)
        else:
            result = two_player_result(
                match.players, base, best_of=tournament.best_of, game_losses=game_losses, match_losses=match_losses
            )
    except ResultRefused as exc:
        raise _invalid("wins", str(exc)) from exc
    if result is None:
        return None
    if penalties and result != base:
        result = {**result, "reported": base, "penalty_ids": [p.id for p in penalties]}
    if top_cut:
        _needs_a_winner(match, result)
    return result


def _needs_a_winner(match: TournamentMatch, result: dict[str, Any]) -> None:
    if winner_from(match.kind, match.players, result) is None:
        field = "placements" if match.kind == "pod" else "wins"
        raise _invalid(field, "A top-cut match needs a winner (a pod: one player alone in first place).")


def report(
    *,
    session: Session,
    principal: Principal,
    tournament_id: str,
    match_id: str,
    body: dict[str, Any],
    game_states: dict[str, LinkedGame] | None = None,
) -> TournamentMatch:
    """A player's report (final once every player has reported the same), or staff's entry or correction,
    or the result of the tracked games linked to the match (``from_game``; the games, read before this unit of
    work, in ``game_states``)."""
    tournament = get_tournament(session, tournament_id)
    match = get_match(session, tournament, match_id, for_update=True)
    players = match_players(session, match)
    seat = _player_of(match, players, principal)
    # a judge who plays this match reports in it as a player: another judge enters or corrects its result
    staff = seat is None and is_staff(session, tournament, principal)
    if not staff and seat is None:
        raise Forbidden("Only the match's players or the event's staff report its result.", code="not-your-match")
    if match.kind == "bye":
        raise Conflict("A bye has no result to report.", code="bye")
    if tournament.status == "finished" and not staff:
        raise Conflict("This tournament has finished.", code="tournament-finished")
    rnd = session.get(TournamentRound, (tournament_id, match.round_number))
    assert rnd is not None
    top_cut = rnd.stage in ELIMINATION
    if body.get("from_game"):
        found = result_from_games(tournament=tournament, match=match, game_states=game_states or {})
        chain_head, links = found.pop("chain_head", None), found.pop("links", match.games)
        base = normalise(tournament, match, found)
        result = adjusted(session, tournament, match, base, top_cut=top_cut)
        assert result is not None  # None only while nothing is reported: the games reported this one
        moves = {game_id: game.moves for game_id, game in (game_states or {}).items()}
        clean = staff or played_by_its_players(session, links=links, moves_of=moves, players=players)
        # set after the penalties' read, so that the match is written once, with its result
        match.chain_head, match.games = chain_head, links
        if clean:
            return finalise(session, tournament, match, rnd, {**result, "source": "game"}, principal)
        # someone else's hands were on a seat: the games' result is this player's report, for the other to confirm
        return players_report(session, tournament, match, rnd, principal, seat, base, result)
    outcome = body.get("outcome")
    if outcome in STAFF_ONLY and not staff:
        if seat is not None and is_staff(session, tournament, principal):
            raise conflicts.refuse(f"record a {outcome.replace('_', ' ')} in it")
        raise Forbidden(f"Only the event's staff record a {outcome.replace('_', ' ')}.", code="staff-only")
    if top_cut and outcome in ("intentional_draw", "double_loss"):
        raise _invalid("outcome", "A top-cut match needs a winner.")
    base = normalise(tournament, match, body)
    result = adjusted(session, tournament, match, base, top_cut=top_cut)
    assert result is not None
    if staff:
        return finalise(session, tournament, match, rnd, {**result, "source": "staff"}, principal)
    return players_report(session, tournament, match, rnd, principal, seat, base, result)


def players_report(
    session: Session,
    tournament: Tournament,
    match: TournamentMatch,
    rnd: TournamentRound,
    principal: Principal | None,
    seat: str | None,
    base: dict[str, Any],
    result: dict[str, Any],
) -> TournamentMatch:
    """One player's word: final once every player of the match has given the same (``principal``: None for a
    guest's word, given with the code on the table's slip)."""
    if match.status == "final":
        if principal is not None and is_staff(session, tournament, principal):
            raise conflicts.refuse("correct its result")
        raise Conflict("This result is final; ask the event's staff to correct it.", code="result-final")
    assert seat is not None
    tournament_id = tournament.id
    reports = {**(match.reports or {}), seat: base}
    match.reports = reports
    match.updated_at = utcnow()
    audit.record(
        session,
        tournament_id=tournament_id,
        actor=principal,
        action="result.reported",
        match_id=match.id,
        player_id=seat,
        result=base,
    )
    if all(reports.get(p) == base for p in match.players):
        return finalise(session, tournament, match, rnd, {**result, "source": "players"}, principal)
    match.status = "disputed" if any(r != base for r in reports.values()) else "reported"
    live.record(
        session,
        tournament=tournament,
        type="result.reported",
        data={
            "match_id": match.id,
            "round": match.round_number,
            "table": match.table,
            "status": match.status,
            "final": False,
        },
    )
    return match


def _player_of(match: TournamentMatch, players: dict[str, TournamentPlayer], principal: Principal) -> str | None:
    for pid in match.players:
        player = players.get(pid)
        if player is not None and player.user_id is not None and player.user_id == principal.user_id:
            return pid
    return None


def reapply_penalties(
    session: Session, tournament: Tournament, match: TournamentMatch, actor: Principal, *, reason: str
) -> None:
    """Redo a match's result after a penalty was attached to it: final at once when the penalty decides it."""
    rnd = session.get(TournamentRound, (tournament.id, match.round_number))
    assert rnd is not None
    base = None
    if match.status == "final" and match.result is not None:
        base = match.result.get("reported") or {k: v for k, v in match.result.items() if k not in KEPT}
    result = adjusted(session, tournament, match, base, top_cut=False)
    if result is None:
        return
    source = (match.result or {}).get("source", "penalty") if match.status == "final" else "penalty"
    finalise(session, tournament, match, rnd, {**result, "source": source}, actor, reason=reason)


def finalise(
    session: Session,
    tournament: Tournament,
    match: TournamentMatch,
    rnd: TournamentRound,
    result: dict[str, Any],
    actor: Principal | None,
    *,
    reason: str | None = None,
) -> TournamentMatch:
    before = match.result if match.status == "final" else None
    if before == result:
        return match
    match.result = result
    match.status = "final"
    match.updated_at = utcnow()
    action = "result.corrected" if before is not None else "result.final"
    audit.record(
        session,
        tournament_id=tournament.id,
        actor=actor,
        action=action,
        match_id=match.id,
        round=match.round_number,
        before=before,
        after=result,
        **({"reason": reason} if reason else {}),
    )
    data = {  # every player and the public follow these: the penalties' detail stays in the audit log
        "match_id": match.id,
        "round": match.round_number,
        "players": list(match.players),
        "result": public_result(result),
        "correction": before is not None,
    }
    notify.emit(
        session, tournament=tournament, type="match.result_reported", data=data, also=["tournament.result_reported"]
    )
    live.record(
        session,
        tournament=tournament,
        type="result.reported",
        data={**data, "table": match.table, "status": "final", "final": True},
    )
    if before is None:
        ratings.rate_match(session, tournament, match)
    if rnd.stage not in ELIMINATION:
        live.record(session, tournament=tournament, type="standings.updated", data={"round": match.round_number})
    if before is not None:
        live.at_commit(
            session,
            tournament=tournament,
            key=("round-stale", tournament.id),
            check=lambda s: _mark_stale(s, tournament, match, actor),
        )
    advance(session, tournament, rnd, actor)
    return match


def _mark_stale(session: Session, tournament: Tournament, match: TournamentMatch, actor: Principal | None) -> None:
    """A correction of an earlier round once the current Swiss or pod round is paired: that round's pairings
    were made from a result that is no longer true. Checked as the unit commits, while the event's row is held
    (``live.at_commit``): two corrections at once each saw the round not stale yet and both marked it; and the
    round's row is then written after the event's, in the order a clock writes them (``locks``)."""
    current = session.scalars(
        select(TournamentRound)
        .join(Tournament, Tournament.id == TournamentRound.tournament_id)
        .where(Tournament.id == tournament.id, TournamentRound.number == Tournament.current_round)
        .execution_options(populate_existing=True)
    ).first()
    if current is None or match.round_number >= current.number or current.stage in ELIMINATION:
        return
    if current.status == "complete" or current.stale_at is not None:
        return
    current.stale_at = utcnow()
    current.stale_reason = f"The result of table {match.table} in round {match.round_number} was corrected."
    audit.record(
        session,
        tournament_id=tournament.id,
        actor=actor,
        action="round.stale",
        round=current.number,
        match_id=match.id,
        reason=current.stale_reason,
    )
    live.record(
        session,
        tournament=tournament,
        type="round.stale",
        data={"round": current.number, "reason": current.stale_reason},
    )
