"""Matches played as games tracked by the service: link a game to a match, take the result from its outcome."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import and_, func, select, update
from sqlalchemy.orm import Session
from sqlalchemy.orm.attributes import set_committed_value

from rules.tournaments.match_games import most_games
from service.accounts.identity import Principal
from service.games.access import access_for
from service.games.history import ruleset_for
from service.games.models import Game, GameMember
from service.games.play import Written, create_game
from service.games.records import read_game
from service.games.store import LiveStore
from service.platform.db import Database, affected_rows
from service.platform.errors import Conflict, Forbidden, Unprocessable
from service.platform.model_base import utcnow
from service.platform.settings import Settings
from service.tournaments import audit, seat_holders
from service.tournaments.access import get_tournament, is_staff
from service.tournaments.clock import match_timing
from service.tournaments.history import get_match, match_dict, match_players
from service.tournaments.linked_results import drawn_among, drawn_games
from service.tournaments.models import Tournament, TournamentMatch, TournamentPlayer, TournamentRound


def link_game(
    *,
    session: Session,
    principal: Principal,
    store: LiveStore,
    tournament_id: str,
    match_id: str,
    game_id: str,
    seats: dict[str, str] | None = None,
    drawn: frozenset[str] = frozenset(),
) -> TournamentMatch:
    """Link a tracked game (the caller must be able to read it) to a match: by default the match's players
    sit in seats p1, p2… in match order; ``seats`` maps player ids to seats otherwise. A player links only a game
    whose seats the match's players hold (``seat_holders``); a judge of the event may link the tracker they kept for
    a table, whose result they could enter anyway. ``drawn``: the linked games that ended drawn (``drawn_games``,
    read before this unit of work)."""
    record = read_game(session=session, store=store, game_id=game_id)  # Redis first: no transaction is open yet
    tournament = get_tournament(session, tournament_id)
    match = get_match(session, tournament, match_id, for_update=True)
    players = _may_link(session, tournament, match, principal)
    _ensure_open(match)
    access_for(session=session, game_id=game_id, principal=principal)
    if record.meta["ruleset"] != tournament.ruleset:
        raise Unprocessable(
            errors={"json": {"game_id": [f"A {record.meta['ruleset']} game, not {tournament.ruleset}."]}}
        )
    seats = _seating(match, record.seat_ids, seats)
    if any(p.user_id == principal.user_id for p in players.values()):  # a judge's own tracker for a table is theirs
        seat_holders.ensure_held(session, game_id=game_id, seats=seats, players=players)
    _add_link(
        session, tournament=tournament, match=match, principal=principal, game_id=game_id, seats=seats, drawn=drawn
    )
    return match


def link_game_after_draws(
    *,
    db: Database,
    session: Session,
    principal: Principal,
    store: LiveStore,
    tournament_id: str,
    match_id: str,
    game_id: str,
    seats: dict[str, str] | None = None,
) -> TournamentMatch:
    """``link_game``; when the match has all its best-of's games already, once more, counting its linked games that
    ended drawn (MTR 2.1: "Drawn games do not count toward this goal."). Those are read from Redis, which no open
    unit of work may wait on: the first try is rolled back first. The usual link reads no game."""
    kwargs: dict[str, Any] = {
        "principal": principal,
        "store": store,
        "tournament_id": tournament_id,
        "match_id": match_id,
        "game_id": game_id,
        "seats": seats,
    }
    try:
        return link_game(session=session, **kwargs)
    except Conflict as exc:
        if exc.code != "too-many-games":
            raise
        refused = exc
    session.rollback()
    drawn = drawn_games(db=db, store=store, tournament_id=tournament_id, match_id=match_id)
    if not drawn:
        raise refused
    return link_game(session=session, drawn=drawn, **kwargs)


@dataclass(frozen=True)
class Started:
    """A match's game as ``start_game`` created it, and the match's document with the game linked."""

    written: Written
    match: dict[str, Any]


def start_game(
    *,
    db: Database,
    store: LiveStore,
    settings: Settings,
    principal: Principal,
    tournament_id: str,
    match_id: str,
    seats: dict[str, str] | None = None,
    players: dict[str, dict[str, Any]] | None = None,
    first_player: str | None = None,
) -> Started:
    """Create the match's game and link it in the same unit of work: a tracked game on the event's rules, one seat
    per player (p1, p2… in match order unless ``seats`` maps them), named as the event knows them, with what else
    the ruleset asks of each (``players``: setup fields by player id, e.g. Oversoul's leader). Each player with
    an account holds their seat at once (nothing to pass between phones); the caller owns the game, as the creator
    of any game does, and a caller who plays in it holds their own seat only; guests still join with its code.

    Checked before anything is created, and again in the unit that links it: another phone may have linked a game
    meanwhile, and then this one is not created (Redis' copy is removed). At a round's start every table does this at
    once, and under gevent each round trip waits for the worker's other requests: two reads (the match with its
    event and round, then its players), then one unit of work that writes everything in one flush, the link an
    UPDATE made only if the match is still as read (``_link_as_read``); the answer is built from what these read."""
    with db.read() as session:
        tournament, match, rnd = _match_with_round(session, tournament_id, match_id)
        entries = _may_link(session, tournament, match, principal)
        _ensure_open(match)
        seat_ids = [f"p{n}" for n in range(1, len(match.players) + 1)]
        seating = _seating(match, seat_ids, seats)
        setups = _setups(tournament.ruleset, match, players or {})
    drawn = drawn_among(db, store, tournament, match.games or [], kind=match.kind)  # Redis, once the read is over
    _links_so_far(tournament, match, drawn=drawn)  # the same order of checks as a link's
    order = sorted(seating, key=seating.__getitem__)  # player ids in seat order
    names = {pid: entries[pid].name if pid in entries else pid for pid in order}
    accounts = {entries[pid].user_id: seating[pid] for pid in order if pid in entries}
    seated = {user_id: seat for user_id, seat in accounts.items() if user_id not in (None, principal.user_id)}
    documents: list[dict[str, Any]] = []

    def link_in_unit(session: Session, game: Game) -> None:
        for user_id, seat in seated.items():
            session.add(GameMember(game_id=game.id, user_id=user_id, role="player", seats=[seat]))
        if principal.user_id in accounts:  # a player who starts it holds their own seat, nobody else's
            for row in session.new:
                if isinstance(row, GameMember) and row.game_id == game.id and row.role == "owner":
                    row.seats = [accounts[principal.user_id]]
        linked = _link_as_read(
            session,
            tournament=tournament,
            match=match,
            principal=principal,
            game_id=game.id,
            seats=seating,
            drawn=drawn,
        )
        documents.append(match_dict(linked, names, match_timing(tournament, rnd, linked, utcnow())))

    # a game's seat name is at most 40 characters; an event's player name may be longer
    body = {
        "ruleset": tournament.ruleset,
        "first_player": first_player,
        "players": [{**setups.get(pid, {}), "name": names[pid][:40]} for pid in order],
    }
    try:
        written = create_game(
            db=db, store=store, settings=settings, principal=principal, body=body, in_unit=link_in_unit
        )
    except Unprocessable as exc:  # the ruleset names players by their place in the game: name them by id
        raise Unprocessable(
            exc.detail, errors={"json": _by_player_id(exc.extra["errors"].get("json", {}), order)}
        ) from exc
    return Started(written, documents[0])


def _setups(ruleset: str, match: TournamentMatch, given: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Each player's setup fields, when every key is a player of the match and a field of the ruleset (whose setup
    checks the values, and that each required one is there)."""
    fields = {f.name for f in ruleset_for({"ruleset": ruleset, "mode": "tracker"}).player_fields}
    errors: dict[str, Any] = {}
    for pid, setup in given.items():
        if pid not in match.players:
            errors[pid] = ["Not a player of this match."]
        elif unknown := sorted(set(setup) - fields):
            errors[pid] = {k: [f"Not a player field of {ruleset}."] for k in unknown}
    if errors:
        raise Unprocessable(errors={"json": {"players": errors}})
    return given


def _by_player_id(errors: dict[str, Any], order: list[str]) -> dict[str, Any]:
    """``players.0.leader`` → ``players.<id of the player in p1>.leader``."""

    def rename(key: str) -> str:
        head, _, rest = key.partition(".")
        place, _, field = rest.partition(".")
        if head != "players" or not place.isdigit() or int(place) >= len(order):
            return key
        return ".".join(filter(None, ("players", order[int(place)], field)))

    return {rename(key): value for key, value in errors.items()}


def _match_with_round(
    session: Session, tournament_id: str, match_id: str
) -> tuple[Tournament, TournamentMatch, TournamentRound | None]:
    """A match of this event, with the event and the match's round, in one query."""
    round_of_match = and_(
        TournamentRound.tournament_id == TournamentMatch.tournament_id,
        TournamentRound.number == TournamentMatch.round_number,
    )
    row = session.execute(
        select(Tournament, TournamentMatch, TournamentRound)
        .join(TournamentMatch, TournamentMatch.tournament_id == Tournament.id)
        .outerjoin(TournamentRound, round_of_match)
        .where(Tournament.id == tournament_id, TournamentMatch.id == match_id)
    ).first()
    if row is None:
        get_match(session, get_tournament(session, tournament_id), match_id)  # says which of the two is unknown
    assert row is not None  # the event and the match exist: the line above raised otherwise
    tournament, match, rnd = row
    return tournament, match, rnd


def _may_link(
    session: Session, tournament: Tournament, match: TournamentMatch, principal: Principal
) -> dict[str, TournamentPlayer]:
    """The match's players, when the caller is one of them or the event's staff."""
    players = match_players(session, match)
    mine = any(player.user_id == principal.user_id for player in players.values())
    if not mine and not is_staff(session, tournament, principal):
        raise Forbidden("Only the match's players or the event's staff link a game to it.", code="not-your-match")
    return players


def _ensure_open(match: TournamentMatch) -> None:
    if match.kind == "bye" or match.status == "final":
        raise Conflict("This match has its result already.", code="result-final")


def _links_so_far(
    tournament: Tournament, match: TournamentMatch, *, adding: str | None = None, drawn: frozenset[str] = frozenset()
) -> list[dict[str, Any]]:
    """The match's linked games, when it may take one more (``adding``, when it exists already): as many as its
    best-of, and one more for each linked game that ended drawn (``drawn``; a link made since they were read
    counts as undrawn). MTR 2.1: "Drawn games do not count toward this goal." (``rules.tournaments.match_games``)"""
    _ensure_open(match)
    linked = list(match.games or [])
    if any(g["game_id"] == adding for g in linked):
        raise Conflict("This game is already linked to the match.", code="game-linked")
    draws = sum(g["game_id"] in drawn for g in linked)
    limit = 1 if match.kind == "pod" else min(tournament.best_of + draws, most_games(tournament.best_of))
    if len(linked) >= limit:
        raise Conflict(f"This match takes at most {limit} linked game(s).", code="too-many-games")
    return linked


def _seating(match: TournamentMatch, seat_ids: list[str], seats: dict[str, str] | None) -> dict[str, str]:
    """Player id → seat: ``seats`` as given (every player to one seat of the game), or p1, p2… in match order."""
    if len(seat_ids) != len(match.players):
        raise Unprocessable(
            errors={"json": {"game_id": [f"The game has {len(seat_ids)} seats for {len(match.players)} players."]}}
        )
    seats = seats or dict(zip(match.players, seat_ids, strict=True))
    if sorted(seats) != sorted(match.players) or sorted(seats.values()) != sorted(seat_ids):
        raise Unprocessable(errors={"json": {"seats": ["Map every player of the match to one seat of the game."]}})
    return seats


def _add_link(
    session: Session,
    *,
    tournament: Tournament,
    match: TournamentMatch,
    principal: Principal,
    game_id: str,
    seats: dict[str, str],
    drawn: frozenset[str] = frozenset(),
) -> None:
    # under the match's lock: a link made meanwhile counts
    linked = _links_so_far(tournament, match, adding=game_id, drawn=drawn)
    match.games = [*linked, {"game_id": game_id, "seats": seats}]
    match.updated_at = utcnow()
    _audit_link(session, tournament=tournament, match=match, principal=principal, game_id=game_id, seats=seats)


def _audit_link(
    session: Session,
    *,
    tournament: Tournament,
    match: TournamentMatch,
    principal: Principal,
    game_id: str,
    seats: dict[str, str],
) -> None:
    audit.record(
        session,
        tournament_id=tournament.id,
        actor=principal,
        action="match.game_linked",
        match_id=match.id,
        game_id=game_id,
        seats=seats,
    )


def _link_as_read(
    session: Session,
    *,
    tournament: Tournament,
    match: TournamentMatch,
    principal: Principal,
    game_id: str,
    seats: dict[str, str],
    drawn: frozenset[str],
) -> TournamentMatch:
    """Link a game to ``match`` as it was read before this unit of work (checked then): one UPDATE, which changes the
    row only if the match still has as many linked games and the same status (links are only ever added, and a
    result moves the status on). Otherwise the match changed meanwhile: it is locked, read and checked again. At a
    round's start, locking the match first was one more round trip, and 15% of the start's CPU in the API workers
    (py-spy, 64 tables on PostgreSQL)."""
    games, now = [*(match.games or []), {"game_id": game_id, "seats": seats}], utcnow()
    still_as_read = affected_rows(
        session.execute(
            update(TournamentMatch)
            .where(
                TournamentMatch.id == match.id,
                TournamentMatch.status == match.status,
                func.coalesce(func.json_array_length(TournamentMatch.games), 0) == len(match.games or []),
            )
            .values(games=games, updated_at=now)
            .execution_options(synchronize_session=False)
        )
    )
    if not still_as_read:
        locked = get_match(session, tournament, match.id, for_update=True)
        _add_link(
            session, tournament=tournament, match=locked, principal=principal, game_id=game_id, seats=seats, drawn=drawn
        )
        return locked
    for name, value in (("games", games), ("updated_at", now)):  # the read copy, for the answer: as the row now is
        set_committed_value(match, name, value)
    _audit_link(session, tournament=tournament, match=match, principal=principal, game_id=game_id, seats=seats)
    return match
