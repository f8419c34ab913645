"""Standings as the API shows them: the rules' standings with names, and the bracket's finish on top.

Swiss and pod events rank by their rounds' results (late entries' missed rounds included), then a top cut
decides the places of the players in it. A single-elimination event has only its bracket: its record and
tiebreakers come from the bracket's matches, and the bracket decides every place.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from rules.tournaments import standings as rules_standings
from service.tournaments.access import get_tournament
from service.tournaments.elimination import slot_of, winner_of
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
from service.tournaments.models import Tournament, TournamentMatch, TournamentRound


def standings(*, session: Session, tournament_id: str) -> dict[str, Any]:
    tournament = get_tournament(session, tournament_id)
    players = players_of(session, tournament_id)
    rounds = rounds_of(session, tournament_id)
    bracket_only = tournament.format == "single_elimination"
    history = records(results_of(session, tournament_id), rounds, players, elimination=bracket_only)
    rows = [s.as_dict() for s in rules_standings(config_of(tournament), entrants(players), history)]
    people = {p.id: p for p in players}
    for row in rows:
        player = people[row["player_id"]]
        row["name"], row["user_id"] = player.name, player.user_id
        row["disqualified"] = player.disqualified
    cut = [r for r in rounds if r.stage in ELIMINATION]
    if cut:
        matches = matches_of(session, tournament_id, from_round=cut[0].number)
        rows = _with_bracket(rows, tournament, cut, matches)
    return {
        "tournament_id": tournament.id,
        "format": tournament.format,
        "round": tournament.current_round,
        "final": tournament.status == "finished",
        "items": rows,
    }


def _with_bracket(
    rows: list[dict[str, Any]], tournament: Tournament, cut: list[TournamentRound], matches: list[TournamentMatch]
) -> list[dict[str, Any]]:
    """The bracket decides the places of its players: the champion, then whoever went out later, then the
    better place at the table they went out at (a pod's finish), then the better seed."""
    seeds = {p: i + 1 for i, p in enumerate(cut[0].summary["seeds"])}
    out_in: dict[str, int] = {}
    place: dict[str, int] = {}
    champion = None
    for rnd in cut:
        tables = sorted((m for m in matches if m.round_number == rnd.number), key=slot_of)
        for m in tables:
            winner = winner_of(m)
            if winner is None or m.kind == "bye":
                continue
            finish = _finish(m, winner)
            for i, group in enumerate(finish):
                for p in group:
                    if p != winner:
                        out_in[p], place[p] = rnd.number, i + 1
            if rnd.summary.get("final", len(rnd.summary.get("tables", [])) == 1):
                champion = winner
    top = sorted(seeds, key=lambda p: (p != champion, -out_in.get(p, 10**6), place.get(p, 0), seeds[p]))
    by_player = {r["player_id"]: r for r in rows}
    ordered = [by_player[p] for p in top if p in by_player] + [r for r in rows if r["player_id"] not in seeds]
    for i, row in enumerate(ordered, start=1):
        row["rank"] = i
        if row["player_id"] in seeds:
            row["top_cut"] = {
                "seed": seeds[row["player_id"]],
                "out_in_round": out_in.get(row["player_id"]),
                "champion": row["player_id"] == champion,
            }
    return ordered


def _finish(match: TournamentMatch, winner: str) -> list[list[str]]:
    if match.kind == "pod":
        return [list(g) for g in (match.result or {}).get("placements", [])]
    return [[winner], [p for p in match.players if p != winner]]
