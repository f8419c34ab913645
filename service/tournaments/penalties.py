"""Penalties: judges issue them by the book (``rules.tournaments.penalties``); players see their own.

Where a penalty lands: a game loss or a match loss goes to the player's match in the current round while it
has no final result; once that match is over (or the player has a bye, or no round is under way) it goes
to their next match, attached when that match is paired (the usual policy between matches). A match loss
in a match already over corrects its result. A disqualification is a match loss in the match in progress
(finished matches stand) and drops the player from every later round. Each penalty is in the audit log,
on the event's live stream for staff and the penalised player, and sent as ``tournament.penalty_issued``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from rules.tournaments.penalties import CHANGES_MATCH, infraction, infractions, suggested_penalty
from service.accounts.identity import Principal
from service.platform.errors import Conflict, Forbidden, Unprocessable
from service.tournaments import audit, conflicts, live, notify
from service.tournaments.access import get_player, get_tournament, is_staff, require_staff
from service.tournaments.history import matches_of
from service.tournaments.locks import lock_event, lock_matches
from service.tournaments.models import Tournament, TournamentMatch, TournamentPenalty, TournamentPlayer
from service.tournaments.results import reapply_penalties


def penalty_dict(p: TournamentPenalty, *, suggested: str | None = None) -> dict[str, Any]:
    doc = {
        "id": p.id,
        "player_id": p.player_id,
        "round": p.round,
        "infraction": p.infraction,
        "penalty": p.penalty,
        "notes": p.notes,
        "issued_by": p.issued_by,
        "issued_at": p.issued_at,
        "match_id": p.match_id,
    }
    if suggested is not None:
        doc["suggested_penalty"] = suggested
    return doc


def infraction_list(*, session: Session, tournament_id: str) -> dict[str, Any]:
    tournament = get_tournament(session, tournament_id)
    return {"enforcement": tournament.enforcement, "items": infractions(tournament.enforcement)}


def _current_match(session: Session, tournament: Tournament, player_id: str) -> TournamentMatch | None:
    if tournament.current_round == 0:
        return None
    return next(
        (
            m
            for m in matches_of(session, tournament.id, round_number=tournament.current_round)
            if player_id in m.players
        ),
        None,
    )


def issue(
    *,
    session: Session,
    principal: Principal,
    tournament_id: str,
    player_id: str,
    infraction_code: str,
    penalty: str,
    notes: str,
) -> dict[str, Any]:
    tournament = get_tournament(session, tournament_id)
    require_staff(session, tournament, principal)
    if penalty in CHANGES_MATCH:
        match = _locked_current_match(session, tournament, player_id)
    else:
        match = None
        lock_event(session, tournament)
    if tournament.status == "finished":
        raise Conflict("This tournament has finished.", code="tournament-finished")
    player = get_player(session, tournament, player_id)
    conflicts.refuse_self(player, principal)
    current = match if penalty in CHANGES_MATCH else _current_match(session, tournament, player_id)
    conflicts.refuse_own_match(session, current, principal, what="penalise a player of it")
    if player.disqualified:
        raise Conflict("This player has been disqualified already.", code="already-disqualified")
    if infraction(tournament.enforcement, infraction_code) is None:
        raise Unprocessable(
            errors={
                "json": {
                    "infraction": [f"Not an infraction at {tournament.enforcement} enforcement; see GET …/infractions."]
                }
            }
        )
    earlier = (
        session.scalar(
            select(func.count())
            .select_from(TournamentPenalty)
            .where(TournamentPenalty.player_id == player.id, TournamentPenalty.infraction == infraction_code)
        )
        or 0
    )
    row = TournamentPenalty(
        tournament_id=tournament.id,
        player_id=player.id,
        round=tournament.current_round,
        infraction=infraction_code,
        penalty=penalty,
        notes=notes,
        issued_by=principal.user_id,
    )
    session.add(row)
    session.flush()
    applies = _lands_on(match, penalty)
    if applies is not None:
        row.match_id = applies.id
        session.flush()
    if penalty == "disqualification":
        _disqualify(session, tournament, player, principal)
    suggested = suggested_penalty(tournament.enforcement, infraction_code, earlier=earlier)
    doc = penalty_dict(row, suggested=suggested)
    doc["earlier"] = earlier
    audit.record(
        session,
        tournament_id=tournament.id,
        actor=principal,
        action="penalty.issued",
        **{k: v for k, v in doc.items() if k not in ("issued_at", "issued_by")},
    )
    live.record(session, tournament=tournament, type="penalty.issued", data=doc, audience=[player.id])
    notify.emit(session, tournament=tournament, type="tournament.penalty_issued", data=doc, players=[player.id])
    if applies is not None:
        reapply_penalties(session, tournament, applies, principal, reason=f"{penalty} ({infraction_code})")
    return doc


def _locked_current_match(session: Session, tournament: Tournament, player_id: str) -> TournamentMatch | None:
    """The player's current match, and then the event's row, locked in the order a result takes them (``locks``).
    The match is found again once the event's row is held: a round paired in between has a new one."""
    seen = _current_match(session, tournament, player_id)
    locked = {m.id for m in lock_matches(session, [seen.id] if seen else [])}
    lock_event(session, tournament)
    match = _current_match(session, tournament, player_id)
    if match is not None and match.id not in locked:
        lock_matches(session, [match.id])
    return match


def _lands_on(match: TournamentMatch | None, penalty: str) -> TournamentMatch | None:
    """The match a penalty changes now: the current one while it is not over; for a match loss, also one
    that is over (its result is corrected); None: the penalty waits for the next match (or changes none)."""
    if match is None or match.kind == "bye":
        return None
    if match.status != "final":
        return match
    return match if penalty == "match_loss" else None


def _disqualify(session: Session, tournament: Tournament, player: TournamentPlayer, actor: Principal) -> None:
    player.disqualified = True
    if player.dropped_after is None:
        player.dropped_after = tournament.current_round
    audit.record(
        session,
        tournament_id=tournament.id,
        actor=actor,
        action="player.disqualified",
        player_id=player.id,
        after_round=player.dropped_after,
    )
    live.record(
        session,
        tournament=tournament,
        type="player.dropped",
        data={"player_id": player.id, "after_round": player.dropped_after},
    )


def attach_pending(session: Session, tournament: Tournament, matches: Sequence[Any], actor: Principal) -> None:
    """Give newly paired matches the game and match losses waiting for their players' next match."""
    waiting = list(
        session.scalars(
            select(TournamentPenalty)
            .where(
                TournamentPenalty.tournament_id == tournament.id,
                TournamentPenalty.match_id.is_(None),
                TournamentPenalty.penalty.in_(("game_loss", "match_loss")),
            )
            .order_by(TournamentPenalty.issued_at, TournamentPenalty.id)
        )
    )
    if not waiting:
        return
    by_player = {p: m.id for m in matches if m.kind != "bye" for p in m.players}
    touched: list[str] = []
    for penalty in waiting:
        match_id = by_player.get(penalty.player_id)
        if match_id is not None:
            penalty.match_id = match_id
            touched.append(match_id)
    session.flush()
    for match_id in dict.fromkeys(touched):
        match = session.get(TournamentMatch, match_id)
        assert match is not None
        reapply_penalties(session, tournament, match, actor, reason="penalty carried from an earlier round")


def detach(session: Session, match_ids: list[str]) -> None:
    """Matches about to be paired again: their penalties wait for the players' new matches."""
    if not match_ids:
        return
    for penalty in session.scalars(select(TournamentPenalty).where(TournamentPenalty.match_id.in_(match_ids))):
        penalty.match_id = None


def list_penalties(*, session: Session, principal: Principal, tournament_id: str) -> list[dict[str, Any]]:
    """Every penalty for the event's staff; a player's own for a player; nobody else's business."""
    tournament = get_tournament(session, tournament_id)
    query = select(TournamentPenalty).where(TournamentPenalty.tournament_id == tournament.id)
    if not is_staff(session, tournament, principal):
        mine = session.scalar(
            select(TournamentPlayer.id).where(
                TournamentPlayer.tournament_id == tournament.id, TournamentPlayer.user_id == principal.user_id
            )
        )
        if mine is None:
            raise Forbidden("Only the event's staff and its players see penalties.", code="not-in-tournament")
        query = query.where(TournamentPenalty.player_id == mine)
    rows = session.scalars(query.order_by(TournamentPenalty.issued_at, TournamentPenalty.id))
    return [penalty_dict(p) for p in rows]
