"""Standings as the API shows them: the rules' standings with names, and the top cut's finish on top."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from rules.tournaments import standings as rules_standings
from service.models import TournamentMatch, TournamentRound
from service.tournaments.access import get_tournament
from service.tournaments.history import config_of, entrants, matches_of, players_of, records, rounds_of


def standings(*, session: Session, tournament_id: str) -> dict[str, Any]:
    tournament = get_tournament(session, tournament_id)
    players = players_of(session, tournament_id)
    rounds = rounds_of(session, tournament_id)
    matches = matches_of(session, tournament_id)
    rows = [s.as_dict() for s in rules_standings(config_of(tournament), entrants(players), records(matches, rounds))]
    people = {p.id: p for p in players}
    for row in rows:
        player = people[row["player_id"]]
        row["name"], row["user_id"] = player.name, player.user_id
    cut = [r for r in rounds if r.stage == "top_cut"]
    if cut:
        rows = _with_top_cut(rows, cut, matches)
    return {
        "tournament_id": tournament.id,
        "format": tournament.format,
        "round": tournament.current_round,
        "final": tournament.status == "finished",
        "items": rows,
    }


def _with_top_cut(rows: list[dict[str, Any]], cut: list[TournamentRound], matches: list[TournamentMatch]) -> list:
    """The cut decides the top places: the champion, then who went out later, then by seed."""
    seeds = {p: i + 1 for i, p in enumerate(cut[0].summary["seeds"])}
    out_in: dict[str, int] = {}
    champion = None
    for rnd in cut:
        for m in matches:
            if m.round_number != rnd.number or m.status != "final" or not m.result:
                continue
            wins = m.result.get("wins", {})
            winner = max(m.players, key=lambda p: wins.get(p, 0))
            out_in[next(p for p in m.players if p != winner)] = rnd.number
            if len(rnd.summary.get("tables", [])) == 1:
                champion = winner
    top = sorted(seeds, key=lambda p: (p != champion, -out_in.get(p, 10**6), seeds[p]))
    by_player = {r["player_id"]: r for r in rows}
    ordered = [by_player[p] for p in top] + [r for r in rows if r["player_id"] not in seeds]
    for i, row in enumerate(ordered, start=1):
        row["rank"] = i
        if row["player_id"] in seeds:
            row["top_cut"] = {
                "seed": seeds[row["player_id"]],
                "out_in_round": out_in.get(row["player_id"]),
                "champion": row["player_id"] == champion,
            }
    return ordered
