"""Results: players report and confirm, staff enter or correct, tracked games decide; then the round moves on."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from rules.tournaments.standings import games_to_win
from service.accounts import Principal
from service.errors import Conflict, Forbidden, Unprocessable
from service.models import Tournament, TournamentMatch, TournamentPlayer, TournamentRound
from service.models.base import utcnow
from service.tournaments import audit, events, notify, ratings
from service.tournaments.access import get_tournament, is_staff
from service.tournaments.history import get_match, matches_of
from service.tournaments.linked_games import result_from_games

STAFF_ONLY = ("double_loss", "no_show")


def _invalid(field: str, message: str) -> Unprocessable:
    return Unprocessable(errors={"json": {field: [message]}})


def _two_player(tournament: Tournament, match: TournamentMatch, body: dict[str, Any], top_cut: bool) -> dict:
    outcome = body.get("outcome") or "played"
    players = match.players
    if outcome in ("intentional_draw", "double_loss"):
        if top_cut:
            raise _invalid("outcome", "A top-cut match needs a winner.")
        return {"outcome": outcome}
    if outcome == "no_show":
        absent = body.get("absent") or []
        if not absent or not set(absent) <= set(players):
            raise _invalid("absent", "Name the match's players who did not show up.")
        if len(set(absent)) == len(players):
            if top_cut:
                raise _invalid("absent", "A top-cut match needs a winner.")
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
    need = games_to_win(tournament.best_of)
    if any(w > need for w in wins.values()) or sum(wins.values()) + draws > tournament.best_of:
        raise _invalid("wins", f"More games than a best-of-{tournament.best_of} match has.")
    if sum(wins.values()) + draws == 0:
        raise _invalid("wins", "No game was played: report an intentional_draw outcome instead.")
    if top_cut and len(set(wins.values())) == 1:
        raise _invalid("wins", "A top-cut match needs a winner.")
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


def normalise(tournament: Tournament, match: TournamentMatch, body: dict[str, Any], *, top_cut: bool) -> dict:
    if match.kind == "pod":
        if body.get("wins") is not None or body.get("outcome") not in (None, "played", "no_show"):
            raise _invalid("placements", "A pod's result is its placements.")
        return _pod(match, body)
    if body.get("placements") is not None:
        raise _invalid("placements", "Placements are for pods; a match reports wins.")
    return _two_player(tournament, match, body, top_cut)


def report(
    *,
    session: Session,
    principal: Principal,
    tournament_id: str,
    match_id: str,
    body: dict[str, Any],
    game_states: dict[str, dict] | None = None,
) -> TournamentMatch:
    """A player's report (final once every player has reported the same), or staff's entry or correction,
    or the result of the tracked games linked to the match (``from_game``; their states in ``game_states``)."""
    tournament = get_tournament(session, tournament_id)
    match = get_match(session, tournament, match_id)
    staff = is_staff(session, tournament, principal)
    seat = _player_of(session, match, principal)
    if not staff and seat is None:
        raise Forbidden("Only the match's players or the event's staff report its result.", code="not-your-match")
    if match.kind == "bye":
        raise Conflict("A bye has no result to report.", code="bye")
    if tournament.status == "finished" and not staff:
        raise Conflict("This tournament has finished.", code="tournament-finished")
    rnd = session.get(TournamentRound, (tournament_id, match.round_number))
    assert rnd is not None
    top_cut = rnd.stage == "top_cut"
    if body.get("from_game"):
        found = result_from_games(tournament=tournament, match=match, game_states=game_states or {})
        result = {**normalise(tournament, match, found, top_cut=top_cut), "source": "game"}
        return _finalise(session, tournament, match, rnd, result, principal)
    outcome = body.get("outcome")
    if outcome in STAFF_ONLY and not staff:
        raise Forbidden(f"Only the event's staff record a {outcome.replace('_', ' ')}.", code="staff-only")
    result = normalise(tournament, match, body, top_cut=top_cut)
    if staff:
        return _finalise(session, tournament, match, rnd, {**result, "source": "staff"}, principal)
    if match.status == "final":
        raise Conflict("This result is final; ask the event's staff to correct it.", code="result-final")
    assert seat is not None
    reports = {**(match.reports or {}), seat: result}
    match.reports = reports
    match.updated_at = utcnow()
    audit.record(
        session,
        tournament_id=tournament_id,
        actor=principal,
        action="result.reported",
        match_id=match.id,
        player_id=seat,
        result=result,
    )
    if all(reports.get(p) == result for p in match.players):
        return _finalise(session, tournament, match, rnd, {**result, "source": "players"}, principal)
    match.status = "disputed" if any(r != result for r in reports.values()) else "reported"
    return match


def _player_of(session: Session, match: TournamentMatch, principal: Principal) -> str | None:
    for pid in match.players:
        player = session.get(TournamentPlayer, pid)
        if player is not None and player.user_id is not None and player.user_id == principal.user_id:
            return pid
    return None


def _finalise(
    session: Session,
    tournament: Tournament,
    match: TournamentMatch,
    rnd: TournamentRound,
    result: dict[str, Any],
    actor: Principal,
) -> TournamentMatch:
    before = match.result if match.status == "final" else None
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
    )
    notify.emit(
        session,
        tournament=tournament,
        type="match.result_reported",
        data={
            "match_id": match.id,
            "round": match.round_number,
            "players": list(match.players),
            "result": result,
            "correction": before is not None,
        },
    )
    if before is None:
        ratings.rate_match(session, tournament, match)
    _advance(session, tournament, rnd, actor)
    return match


def _advance(session: Session, tournament: Tournament, rnd: TournamentRound, actor: Principal) -> None:
    """Close the round once every table has a final result; finish the event after its last round."""
    if rnd.status == "complete":
        return
    session.flush()
    if any(m.status != "final" for m in matches_of(session, tournament.id, round_number=rnd.number)):
        return
    rnd.status = "complete"
    rnd.completed_at = utcnow()
    audit.record(session, tournament_id=tournament.id, actor=actor, action="round.completed", round=rnd.number)
    last_swiss = rnd.stage != "top_cut" and rnd.number >= (tournament.rounds or 0) and not tournament.top_cut
    final = rnd.stage == "top_cut" and len(rnd.summary.get("tables", [])) == 1
    if last_swiss or final:
        events.finish(session, tournament, actor=actor, reason="last round complete")
