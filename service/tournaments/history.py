"""An event's SQL rows as the plain records ``rules.tournaments`` works on, and match documents."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from rules.tournaments import Entrant, EventConfig, MatchRecord, Points
from rules.tournaments.records import MatchKind
from service.platform.errors import NotFound
from service.tournaments.models import Tournament, TournamentMatch, TournamentPlayer, TournamentRound

ELIMINATION = ("top_cut", "bracket")  # round stages played as single elimination, outside the standings
# a late entry's missed rounds, as records
MISSED_KINDS: dict[str, MatchKind] = {"loss": "loss", "draw": "draw", "bye": "bye"}


def config_of(tournament: Tournament) -> EventConfig:
    pts = tournament.points
    points = Points(win=pts["win"], draw=pts["draw"], loss=pts["loss"], placements=tuple(pts["placements"]))
    return EventConfig(
        ruleset=tournament.ruleset,
        format="pods" if tournament.format == "pods" else "swiss",
        best_of=tournament.best_of,
        points=points,
        pod_size=tournament.pod_size or 4,
        seed=tournament.seed,
    )


def players_of(session: Session, tournament_id: str) -> list[TournamentPlayer]:
    return list(
        session.scalars(
            select(TournamentPlayer)
            .where(TournamentPlayer.tournament_id == tournament_id)
            .order_by(TournamentPlayer.created_at, TournamentPlayer.id)
        )
    )


def rounds_of(session: Session, tournament_id: str) -> list[TournamentRound]:
    return list(
        session.scalars(
            select(TournamentRound)
            .where(TournamentRound.tournament_id == tournament_id)
            .order_by(TournamentRound.number)
        )
    )


def matches_of(
    session: Session, tournament_id: str, *, round_number: int | None = None, from_round: int | None = None
) -> list[TournamentMatch]:
    query = select(TournamentMatch).where(TournamentMatch.tournament_id == tournament_id)
    if round_number is not None:
        query = query.where(TournamentMatch.round_number == round_number)
    if from_round is not None:
        query = query.where(TournamentMatch.round_number >= from_round)
    return list(
        session.scalars(
            query.order_by(TournamentMatch.round_number, TournamentMatch.table.is_(None), TournamentMatch.table)
        )
    )


def results_of(session: Session, tournament_id: str, *, before_round: int | None = None) -> list[Any]:
    """Every table's outcome as light rows (round, kind, players, status, result): what standings and pairing
    read, without loading whole matches (a 4,096-player event has 2,048 tables a round)."""
    query = select(
        TournamentMatch.round_number,
        TournamentMatch.kind,
        TournamentMatch.players,
        TournamentMatch.status,
        TournamentMatch.result,
    ).where(TournamentMatch.tournament_id == tournament_id)
    if before_round is not None:
        query = query.where(TournamentMatch.round_number < before_round)
    return list(session.execute(query))


def match_players(session: Session, match: TournamentMatch) -> dict[str, TournamentPlayer]:
    """The match's players by id: those this unit of work holds already, the others in one query (each round trip
    of a busy worker waits for its other requests' turns)."""
    found: dict[str, TournamentPlayer] = {}
    for pid in match.players:
        held = session.identity_map.get(session.identity_key(TournamentPlayer, pid))
        if held is not None:
            found[pid] = held
    missing = [pid for pid in match.players if pid not in found]
    if missing:
        found.update(
            (p.id, p) for p in session.scalars(select(TournamentPlayer).where(TournamentPlayer.id.in_(missing)))
        )
    return found


def names_of(session: Session, tournament_id: str) -> dict[str, str]:
    """Every player's name by id (one match's come from ``match_players``)."""
    query = select(TournamentPlayer.id, TournamentPlayer.name).where(TournamentPlayer.tournament_id == tournament_id)
    return {pid: name for pid, name in session.execute(query)}


def get_match(session: Session, tournament: Tournament, match_id: str, *, for_update: bool = False) -> TournamentMatch:
    """A match of this event; ``for_update``: locked until the unit of work ends (PostgreSQL), for a write that
    reads what it changes (reports, linked games, extensions)."""
    match = session.get(TournamentMatch, match_id, with_for_update=for_update)
    if match is None or match.tournament_id != tournament.id:
        raise NotFound("No such match in this tournament.")
    return match


def entrants(players: list[TournamentPlayer], *, round_number: int | None = None) -> list[Entrant]:
    """Every player (for standings), or those entered by ``round_number`` (for its pairing)."""
    return [
        Entrant(p.id, dropped=p.dropped_after is not None)
        for p in players
        if round_number is None or p.entered_round <= round_number
    ]


def record_of(match: Any) -> MatchRecord | None:
    """A final result as a ``MatchRecord`` (None while it has none)."""
    if match.status != "final" or match.result is None:
        return None
    players = tuple(match.players)
    if match.kind == "bye":
        return MatchRecord(match.round_number, players, "bye")
    result = match.result
    if match.kind == "pod":
        placements = tuple(tuple(group) for group in result["placements"])
        return MatchRecord(match.round_number, players, "pod", placements=placements)
    outcome = result["outcome"]
    if outcome in ("intentional_draw", "double_loss"):
        return MatchRecord(match.round_number, players, outcome)
    return MatchRecord(match.round_number, players, "played", wins=dict(result["wins"]), draws=result["draws"])


def records(
    matches: list[Any],
    rounds: list[TournamentRound],
    players: list[TournamentPlayer],
    *,
    before_round: int | None = None,
    elimination: bool = False,
) -> list[MatchRecord]:
    """Final results of the Swiss or pod rounds (a top cut never enters the standings), with the rounds late
    entries missed; ``elimination``: the bracket rounds instead (a single-elimination event's record)."""
    cut = {r.number for r in rounds if r.stage in ELIMINATION}
    out = []
    for m in matches:
        if (m.round_number in cut) != elimination or (before_round is not None and m.round_number >= before_round):
            continue
        rec = record_of(m)
        if rec is not None:
            out.append(rec)
    if elimination:
        return out
    for p in players:
        kind = MISSED_KINDS.get(p.missed_result or "")
        if kind is None:
            continue
        for number in range(1, p.entered_round):
            if number not in cut and (before_round is None or number < before_round):
                out.append(MatchRecord(number, (p.id,), kind))
    return out


# what a penalty adds to a result: the event's staff see it, the public documents and streams do not
PENALTY_DETAIL = ("reported", "penalty_ids", "awarded", "penalty", "penalised")


def public_result(result: dict[str, Any] | None) -> dict[str, Any] | None:
    """A result as everyone may see it: the score and its outcome stand; which penalties made it, whose, and what
    was reported before them are left out."""
    if result is None:
        return None
    return {k: v for k, v in result.items() if k not in PENALTY_DETAIL}


def match_dict(
    match: TournamentMatch,
    names: dict[str, str],
    timing: dict[str, Any] | None = None,
    *,
    private: bool = False,
) -> dict[str, Any]:
    """A match as the API shows it; ``timing``: its clock (extension minutes, ends_at, remaining seconds);
    ``private``: with the penalties' detail in its result (for the event's staff)."""
    timing = timing or {"extension_minutes": 0, "ends_at": None, "remaining_seconds": None}
    return {
        "id": match.id,
        "round": match.round_number,
        "table": match.table,
        "kind": match.kind,
        "players": [{"id": p, "name": names.get(p, "")} for p in match.players],
        "status": match.status,
        "result": match.result if private else public_result(match.result),
        "reported_by": sorted(match.reports or {}),
        "games": match.games or [],
        "chain_head": match.chain_head,
        "extensions": match.extensions or [],
        **timing,
        "explanation": match.explanation,
        "updated_at": match.updated_at,
    }
