"""A match's result from its linked tracked games: the games as the result needs them (read before the unit of
work, which must not wait on Redis), the games that ended drawn, and the result they decide."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy.orm import Session

from rules.tournaments.standings import games_to_win
from service.games.history import ruleset_for
from service.games.records import GameRecord, read_entries, read_game
from service.games.store import LiveStore
from service.platform.db import Database
from service.platform.errors import Conflict
from service.tournaments import seat_holders
from service.tournaments.models import Tournament, TournamentMatch


def drawn_games(*, db: Database, store: LiveStore, tournament_id: str, match_id: str) -> frozenset[str]:
    """The match's linked games that ended drawn, read before the unit of work that links one more (Redis)."""
    with db.read() as session:
        match = session.get(TournamentMatch, match_id)
        tournament = session.get(Tournament, tournament_id)
        if match is None or tournament is None or match.tournament_id != tournament_id:
            return frozenset()  # the link itself says which is unknown
    return drawn_among(db, store, tournament, match.games or [], kind=match.kind)


def drawn_among(
    db: Database, store: LiveStore, tournament: Tournament, links: list[dict[str, Any]], *, kind: str
) -> frozenset[str]:
    """The linked games that finished without one winner; read only once the match has its best-of's games (below
    that the count allows one more anyway), so the usual link reads no game."""
    if kind == "pod" or len(links) < tournament.best_of:
        return frozenset()
    drawn = set()
    for link in links:
        with db.read() as session:
            state = read_game(session=session, store=store, game_id=link["game_id"]).state
        if state.get("status") == "finished" and len(_winners(state)) != 1:
            drawn.add(link["game_id"])
    return frozenset(drawn)


def _winners(state: dict[str, Any]) -> list[str]:
    winner = state.get("winner")
    return [winner] if isinstance(winner, str) else list(winner or [])


@dataclass(frozen=True)
class LinkedGame:
    """A linked game as its result needs it: its state, its meta (which rules it runs on) and its log's chain head."""

    state: dict[str, Any]
    meta: dict[str, Any]
    chain_head: str | None
    moves: seat_holders.Moves = ()


def linked_game_states(*, db: Database, store: LiveStore, tournament_id: str, match_id: str) -> dict[str, LinkedGame]:
    """The games linked to a match, read before the unit of work that records the result (which must not wait on
    Redis): SQL for the links, then Redis (or the archive) for each game and the last entry of its log."""
    with db.read() as session:
        match = session.get(TournamentMatch, match_id)
        links = list(match.games or []) if match is not None and match.tournament_id == tournament_id else []
    games = {}
    for link in links:
        with db.read() as session:
            record = read_game(session=session, store=store, game_id=link["game_id"])
            moves = seat_holders.moves(session, store, record)
            games[link["game_id"]] = LinkedGame(record.state, record.meta, chain_head(session, store, record), moves)
    return games


def chain_head(session: Session, store: LiveStore, record: GameRecord) -> str | None:
    """The hash of the game's last history entry: the head of its hash chain (None for a log without one)."""
    last = read_entries(session=session, store=store, record=record, after=max(record.version - 1, 0), limit=1)
    head = last[-1].get("hash") if last else None
    return head if isinstance(head, str) else None


def _finish(game: LinkedGame, by_seat: dict[str, str], winners: list[str], players: list[str]) -> list[list[str]]:
    outcome = ruleset_for(game.meta).outcome(game.state)
    if outcome is not None and outcome.placements:
        return [[by_seat[seat] for seat in group] for group in outcome.placements]
    rest = [p for p in players if p not in winners]
    return [g for g in (winners, rest) if g]


def result_from_games(
    *, tournament: Tournament, match: TournamentMatch, game_states: dict[str, LinkedGame]
) -> dict[str, Any]:
    """The match's result as the linked games decided it: games won (a game without one winner is a drawn game),
    or, for a pod, its finish in the order the tracker knows (the ruleset's placements: the winner, the players
    still in, then the others, the last out first; winner-then-the-rest if the ruleset cannot tell). With it,
    the chain head of each game's log (``links``) and of the deciding one (``chain_head``), so that a later
    dispute can show the logs were not edited since."""
    if not match.games:
        raise Conflict("No tracked game is linked to this match.", code="no-linked-game")
    wins = {p: 0 for p in match.players}
    draws = 0
    links = []
    for link in match.games:
        game = game_states.get(link["game_id"])
        if game is None:
            raise Conflict("The games linked to this match changed meanwhile; retry.", code="games-changed")
        state = game.state
        if state.get("status") != "finished":
            raise Conflict(f"Game {link['game_id']} has not finished yet.", code="game-not-finished")
        links.append({**link, "chain_head": game.chain_head})
        by_seat = {seat: player for player, seat in link["seats"].items()}
        winners = [by_seat[w] for w in _winners(state)]
        if match.kind == "pod":
            return {
                "placements": _finish(game, by_seat, winners, match.players),
                "links": links,
                "chain_head": links[-1]["chain_head"],
            }
        if len(winners) == 1:
            wins[winners[0]] += 1
        else:
            draws += 1
    # a guard against a report made too early, not the match's end: with best_of games played (drawn ones too) and
    # nobody at the wins it needs, time may have been called; a later game linked plays on (MTR 2.1)
    if max(wins.values()) < games_to_win(tournament.best_of) and sum(wins.values()) + draws < tournament.best_of:
        raise Conflict("The linked games do not decide the match yet; link the next game.", code="match-undecided")
    return {"wins": wins, "draws": draws, "links": links, "chain_head": links[-1]["chain_head"]}
