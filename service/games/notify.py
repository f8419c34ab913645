"""What follows a committed game write, wherever it came from: webhook events for the game's members."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from service.games.access import game_tag
from service.games.history import entry_view, ruleset_for
from service.games.models import GameMember
from service.games.play import Written
from service.platform.cache import ProcessCache
from service.platform.db import Database
from service.webhooks import ENDPOINTS_TAG, record
from service.webhooks.models import WebhookEndpoint

HOOKS_CACHE = "game-webhook-users"


def webhook_users(*, db: Database, cache: ProcessCache, game_id: str) -> tuple[str, ...]:
    """The members of this game who have an active webhook endpoint (usually none), from this process's cache:
    the hot path of an action costs no query for it."""

    def load() -> tuple[tuple[str, ...], tuple[str, ...]]:
        with db.read() as session:
            users = session.scalars(
                select(WebhookEndpoint.user_id)
                .join(GameMember, GameMember.user_id == WebhookEndpoint.user_id)
                .where(GameMember.game_id == game_id, WebhookEndpoint.status == "active")
                .distinct()
            )
            return tuple(sorted(users)), (game_tag(game_id), ENDPOINTS_TAG)

    return cache.get_or_load(HOOKS_CACHE, game_id, load) or ()


def _moves(written: Written) -> list[dict]:
    """The entries ``game.action`` tells of: moves (nobody but its creator knows of a game just created)."""
    return [e for e in written.entries if e["type"] != "game_created"]


def has_news(written: Written) -> bool:
    """Whether the write has anything for webhook receivers (a game just created has not: no lookup for it)."""
    return written.finished_now or bool(_moves(written))


def record_game_events(*, session: Session, written: Written, user_ids: tuple[str, ...]) -> list[str]:
    """``game.action`` for each new move (and ``game.finished`` when it ended) to these users' endpoints. A move's
    entry as every reader may see it: a webhook payload leaves for a third party's server, and a member's endpoint
    gets no more of the game than a spectator (their own draws are in their game's view and history)."""
    if not user_ids:
        return []
    game_id = written.record.id
    ruleset = ruleset_for(written.record.meta)
    ids = []
    for entry in _moves(written):
        data = {
            "game_id": game_id,
            "ruleset": written.record.meta["ruleset"],
            "version": written.record.version,
            "entry": entry_view(ruleset, entry),
        }
        ids += record(session=session, user_ids=list(user_ids), type="game.action", data=data)
    if written.finished_now:
        state = written.record.state
        data = {
            "game_id": game_id,
            "ruleset": written.record.meta["ruleset"],
            "version": written.record.version,
            "winner": state.get("winner"),
            "finish_reason": state.get("finish_reason"),
        }
        ids += record(session=session, user_ids=list(user_ids), type="game.finished", data=data)
    return ids
