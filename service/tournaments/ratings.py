"""Ratings per user and ruleset (openskill), updated from final tournament matches and archived games.

Only tables where games were played are rated (no byes, intentional draws, double losses or no-shows).
Guests play at the default rating and keep nothing. A result corrected after it was rated is not
re-rated: the history keeps the first. Each match or game rates each user at most once.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import insert, select
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.orm import Session

from rules.tournaments.ratings import Rating, finish_of_match, rate_table
from service.accounts.models import User
from service.games.history import ruleset_for
from service.games.models import Game, GameMember
from service.games.records import meta_of
from service.platform.errors import NotFound
from service.platform.model_base import utcnow
from service.tournaments.models import PlayerRating, RatingChange, Tournament, TournamentMatch, TournamentPlayer


def _apply(
    session: Session, ruleset: str, users: dict[str, str], finish: list[list[str]], source: str, source_id: str
) -> int:
    """Rate one table: ``users`` maps table participants to user ids (guests absent); returns changes made.
    The same statements whatever the table's size (every result at a round's end comes through here): one read of
    the ratings, one of the changes already made, one insert of the changes; the ratings are written at the flush."""
    rows = _locked_ratings(session, ruleset, set(users.values()))
    done = set(
        session.scalars(
            select(RatingChange.user_id).where(
                RatingChange.ruleset == ruleset, RatingChange.source == source, RatingChange.source_id == source_id
            )
        )
    )
    current = {p: Rating(rows[u].mu, rows[u].sigma) for p, u in users.items() if rows[u].tables}
    new = rate_table(current, finish)
    changes: list[dict[str, Any]] = []
    for participant, uid in users.items():
        if uid in done:
            continue
        before = current.get(participant, Rating())
        after = new[participant]
        row = rows[uid]
        row.mu, row.sigma, row.tables, row.updated_at = after.mu, after.sigma, (row.tables or 0) + 1, utcnow()
        changes.append(
            {
                "user_id": uid,
                "ruleset": ruleset,
                "source": source,
                "source_id": source_id,
                "mu_before": before.mu,
                "sigma_before": before.sigma,
                "mu": after.mu,
                "sigma": after.sigma,
                "at": utcnow(),
            }
        )
    if changes:  # one statement (ORM objects would be an INSERT … RETURNING each, for ids nobody reads)
        session.execute(insert(RatingChange), changes)
    return len(changes)


def _locked_ratings(session: Session, ruleset: str, user_ids: set[str]) -> dict[str, PlayerRating]:
    """The users' ratings in this ruleset, locked until the unit of work ends and read as locked: two tables rating
    one user at once (a tournament match and an archived game) each read the same rating and the second write lost
    the first's; for a first rating, both inserted it and the second failed on the key. Locked in user order, so
    that two units rating overlapping tables never wait for each other in a cycle. A user without a rating gets a
    row at the default first (tables 0), inserted unless another unit just did."""
    query = (
        select(PlayerRating)
        .where(PlayerRating.ruleset == ruleset, PlayerRating.user_id.in_(user_ids))
        .order_by(PlayerRating.user_id)
        .with_for_update()
        .execution_options(populate_existing=True)
    )
    rows = {row.user_id: row for row in session.scalars(query)}
    missing = sorted(user_ids - rows.keys())
    if missing:
        dialect = postgresql if session.get_bind().dialect.name == "postgresql" else sqlite
        default, now = Rating(), utcnow()
        values = [
            {"user_id": u, "ruleset": ruleset, "mu": default.mu, "sigma": default.sigma, "tables": 0, "updated_at": now}
            for u in missing
        ]
        made = dialect.insert(PlayerRating).on_conflict_do_nothing().returning(PlayerRating)
        rows.update((row.user_id, row) for row in session.scalars(made, values))  # this unit's rows: locked already
        raced = [u for u in missing if u not in rows]  # inserted by another unit since the read: locked here
        if raced:
            rows.update((row.user_id, row) for row in session.scalars(query.where(PlayerRating.user_id.in_(raced))))
    return rows


def rate_match(session: Session, tournament: Tournament, match: TournamentMatch) -> int:
    result = match.result or {}
    if result.get("outcome") != "played":
        return 0
    users = {}
    for pid in match.players:
        player = session.get(TournamentPlayer, pid)
        if player is not None and player.user_id is not None:
            users[pid] = player.user_id
    if not users:
        return 0
    if match.kind == "pod":
        finish = [list(g) for g in result["placements"]]
    else:
        wins = result["wins"]
        a, b = match.players
        winner = a if wins[a] > wins[b] else b if wins[b] > wins[a] else None
        finish = finish_of_match(match.players, winner)
    return _apply(session, tournament.ruleset, users, finish, "match", match.id)


def rate_game(*, session: Session, game_id: str) -> int:
    """Rate an archived game from its finish (the ruleset's placements: the winners, the players still in, then
    the others, the last out first; winners then everyone else level where the ruleset cannot tell), for the
    seats that joined with an account; nothing when fewer than two seats did. Safe to call again."""
    game = session.get(Game, game_id)
    if game is None or game.status != "finished":
        return 0
    members = session.scalars(select(GameMember).where(GameMember.game_id == game_id, GameMember.role == "player"))
    users = {m.seats[0]: m.user_id for m in members if m.user_id and len(m.seats or []) == 1}
    if len(users) < 2:
        return 0
    return _apply(session, game.ruleset, users, _finish_of_game(game), "game", game_id)


def _finish_of_game(game: Game) -> list[list[str]]:
    if game.final_state is not None:
        outcome = ruleset_for(meta_of(game)).outcome(game.final_state)
        if outcome is not None and outcome.placements:
            return [list(group) for group in outcome.placements]
    seats = [s["seat"] for s in game.seats]
    winner = game.winner
    winners = [winner] if isinstance(winner, str) else list(winner or [])
    return [g for g in (winners, [s for s in seats if s not in winners]) if g]


def ratings_of(*, session: Session, user_id: str, history: int = 50) -> dict[str, Any]:
    if session.get(User, user_id) is None:
        raise NotFound("No such user.")
    current = session.scalars(
        select(PlayerRating).where(PlayerRating.user_id == user_id).order_by(PlayerRating.ruleset)
    )
    changes = session.scalars(
        select(RatingChange).where(RatingChange.user_id == user_id).order_by(RatingChange.id.desc()).limit(history)
    )
    return {
        "user_id": user_id,
        "ratings": [_rating_dict(r) for r in current],
        "history": [
            {
                "ruleset": c.ruleset,
                "source": c.source,
                "source_id": c.source_id,
                "at": c.at,
                "before": {"mu": c.mu_before, "sigma": c.sigma_before},
                "after": {"mu": c.mu, "sigma": c.sigma},
            }
            for c in changes
        ],
    }


def _rating_dict(r: PlayerRating) -> dict[str, Any]:
    return {
        "ruleset": r.ruleset,
        "user_id": r.user_id,
        "mu": r.mu,
        "sigma": r.sigma,
        "ordinal": Rating(r.mu, r.sigma).ordinal,
        "tables": r.tables,
        "updated_at": r.updated_at,
    }


def leaderboard(*, session: Session, ruleset: str, limit: int) -> list[dict[str, Any]]:
    """The ruleset's best-rated users by conservative rating (mu − 3σ)."""
    rows = session.execute(
        select(PlayerRating, User.username)
        .join(User, User.id == PlayerRating.user_id)
        .where(PlayerRating.ruleset == ruleset)
        .order_by((PlayerRating.mu - 3 * PlayerRating.sigma).desc(), PlayerRating.user_id)
        .limit(limit)
    )
    return [{**_rating_dict(r), "username": name} for r, name in rows]
