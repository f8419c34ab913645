"""Single-elimination rounds: the bracket of a single-elimination event, and the top cut after Swiss or pod
rounds (a two-player bracket, or semi-final pods and a final table).

The first elimination round fixes the seeds (in its summary); each later round pairs the winners of the one
before, in bracket slot order. A player who dropped is not carried through the bracket: a match that pairs
them is recorded at once as a no-show for them.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from rules.tournaments import POD_BOUNDS, Pairing, cut_size, pair_pod_cut, pair_top_cut, pod_cut_size, tie_keys
from rules.tournaments.bracket import bracket_size, round_name, seed_by_rating
from rules.tournaments.event import top_cut_seeds
from rules.tournaments.ratings import Rating
from rules.tournaments.standings import games_to_win
from service.platform.errors import Conflict
from service.tournaments.history import (
    ELIMINATION,
    config_of,
    entrants,
    matches_of,
    public_result,
    records,
    results_of,
)
from service.tournaments.models import PlayerRating, Tournament, TournamentMatch, TournamentPlayer, TournamentRound


def stage_of(tournament: Tournament) -> str:
    return "bracket" if tournament.format == "single_elimination" else "top_cut"


def winner_of(match: TournamentMatch) -> str | None:
    """Who goes through a final table: see ``winner_from``."""
    if match.status != "final":
        return None
    return winner_from(match.kind, match.players, match.result or {})


def winner_from(kind: str, players: list[str], result: dict[str, Any]) -> str | None:
    """A bye's player, a pod's outright first place, the player with more games won (None: nobody alone)."""
    if kind == "bye":
        return players[0]
    if kind == "pod":
        first = (result.get("placements") or [[]])[0]
        return first[0] if len(first) == 1 else None
    wins = result.get("wins") or {}
    best = max(players, key=lambda p: wins.get(p, 0))
    return best if sum(wins.get(p, 0) == wins.get(best, 0) for p in players) == 1 else None


def slot_of(match: TournamentMatch) -> int:
    return int((match.explanation or {}).get("slot", match.table or 0))


def pair(
    session: Session, tournament: Tournament, players: list[TournamentPlayer], rounds: list[TournamentRound]
) -> tuple[list[Pairing], dict[str, Any]]:
    """The next elimination round's tables and the round's summary (seeds, bracket size, name, final)."""
    done = [r for r in rounds if r.stage in ELIMINATION]
    pods = tournament.format == "pods"
    if not done:
        seeds = _seeds(session, tournament, players, rounds)
        if not seeds:
            raise Conflict("Too few players remain for a top cut.", code="no-top-cut")
        pairings = (
            pair_pod_cut(seeds, tournament.pod_size or 4, None)
            if pods
            else pair_top_cut(seeds, len(seeds), None, stage=stage_of(tournament))
        )
        size = len(seeds)
    else:
        seeds = list(done[0].summary["seeds"])
        last = sorted(matches_of(session, tournament.id, round_number=done[-1].number), key=slot_of)
        winners = [winner for m in last if (winner := winner_of(m)) is not None]
        if len(winners) < len(last):
            raise Conflict("The last bracket round has a table without a winner.", code="round-in-progress")
        pairings = (
            pair_pod_cut(seeds, tournament.pod_size or 4, winners)
            if pods
            else pair_top_cut(seeds, len(seeds), winners, stage=stage_of(tournament))
        )
        size = len(winners)
    final = any(p.explanation.get("final") for p in pairings)
    name = "final" if final else ("semi-final" if pods else round_name(bracket_size(size)))
    return pairings, {"size": len(seeds), "seeds": seeds, "name": name, "final": final}


def _seeds(
    session: Session, tournament: Tournament, players: list[TournamentPlayer], rounds: list[TournamentRound]
) -> list[str]:
    active = [p for p in players if p.dropped_after is None]
    if tournament.format == "single_elimination":
        ordinals = _ordinals(session, tournament.ruleset, active)
        keys = tie_keys([p.id for p in players], seed=tournament.seed, salt="bracket")
        return seed_by_rating([p.id for p in active], ordinals, keys) if len(active) >= 2 else []
    history = records(results_of(session, tournament.id), rounds, players)
    seeds = top_cut_seeds(config_of(tournament), entrants(players), history)
    if tournament.format == "pods":
        smallest, largest = POD_BOUNDS[tournament.ruleset]
        size = pod_cut_size(tournament.top_cut, len(seeds), tournament.pod_size or 4, smallest, largest)
    else:
        size = cut_size(tournament.top_cut, len(seeds))
    return seeds[:size]


def _ordinals(session: Session, ruleset: str, players: list[TournamentPlayer]) -> dict[str, float]:
    by_user = {p.user_id: p.id for p in players if p.user_id}
    rows = session.scalars(
        select(PlayerRating).where(PlayerRating.ruleset == ruleset, PlayerRating.user_id.in_(list(by_user)))
    )
    return {by_user[r.user_id]: Rating(r.mu, r.sigma).ordinal for r in rows}


def forfeits(tournament: Tournament, kind: str, players: list[str], dropped: set[str]) -> dict[str, Any] | None:
    """The result of an elimination table that pairs players who have dropped: they do not show."""
    gone = [p for p in players if p in dropped]
    if not gone or kind == "bye":
        return None
    present = [p for p in players if p not in dropped] or [players[0]]  # all gone: the best seed
    absent = [p for p in players if p not in present]
    if kind == "pod":
        return {
            "outcome": "no_show",
            "placements": [[p] for p in present] + [absent],
            "absent": absent,
            "source": "drop",
        }
    return {
        "outcome": "no_show",
        "absent": absent,
        "wins": {present[0]: games_to_win(tournament.best_of)},
        "draws": 0,
        "source": "drop",
    }


def bracket(
    tournament: Tournament, rounds: list[TournamentRound], matches: list[TournamentMatch], names: dict[str, str]
) -> dict[str, Any]:
    """The elimination rounds so far, table by table in bracket order, with seeds and winners."""
    cut = [r for r in rounds if r.stage in ELIMINATION]
    seeds = list(cut[0].summary.get("seeds", [])) if cut else []
    seed_of = {p: i + 1 for i, p in enumerate(seeds)}
    out = []
    for rnd in cut:
        tables = sorted((m for m in matches if m.round_number == rnd.number), key=slot_of)
        out.append(
            {
                "number": rnd.number,
                "name": rnd.summary.get("name"),
                "status": rnd.status,
                "matches": [
                    {
                        "id": m.id,
                        "players": list(m.players),
                        "winner": winner_of(m),
                        "slot": slot_of(m),
                        "table": m.table,
                        "bye": m.kind == "bye",
                        "status": m.status,
                        "names": [names.get(p, "") for p in m.players],
                        "seeds": [seed_of.get(p) for p in m.players],
                        "result": public_result(m.result),
                    }
                    for m in tables
                ],
            }
        )
    size = len(seeds)
    if tournament.format == "pods":
        total = (1 if size <= (tournament.pod_size or 4) else 2) if size else 0
    else:
        total = bracket_size(size).bit_length() - 1 if size else 0
    champion = (
        winner_of(next(m for m in matches if m.round_number == cut[-1].number))
        if cut and cut[-1].summary.get("final")
        else None
    )
    return {
        "format": tournament.format,
        "size": size,
        "seeds": seeds,
        "rounds_total": total,
        "champion": champion,
        "rounds": out,
    }
