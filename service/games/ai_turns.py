"""The AI's moves: decided by the pure search in ``rules.ai``, applied through ``play.act`` — the
same application function a person's move goes through (validation, storage, events, push).

Safe to run twice for one turn: every move is a check-and-set on the version it was decided from, and
each iteration decides from the game as it is now. A worker killed mid-turn leaves the game at its last
committed move; the redelivered task carries on from there, so no move is ever applied twice.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from typing import Any

import structlog

from rules.ai import choose_action
from service.accounts.identity import Principal
from service.games import play
from service.games.access import Access
from service.games.followups import ai_to_move
from service.games.history import ruleset_for
from service.games.play import Written
from service.games.records import GameRecord
from service.games.store import LiveStore
from service.platform.errors import PreconditionFailed, ProblemError
from service.platform.settings import Settings

log = structlog.get_logger("service.games.ai_turns")


def decision_seed(game_seed: int, version: int) -> int:
    """The same game at the same version always seeds the search the same way (a redelivery agrees)."""
    return int.from_bytes(hashlib.sha256(f"{game_seed}:{version}".encode()).digest()[:6], "big")


def ai_principal(level: str) -> Principal:
    return Principal("ai", f"AI ({level})", False, frozenset({"games:write"}), "ai", "ai")


def play_one_decision(
    *, store: LiveStore, settings: Settings, game_id: str, after_each: Callable[[Written], Any]
) -> bool:
    """Decide and play the game's next AI decision; False when the game waits for no AI decision (or the AI's
    move cannot be played, which is logged: the game is left to its people rather than retried forever)."""
    live = store.load(game_id)
    if live is None:
        return False
    record = GameRecord(game_id, live.meta, live.state, live.version, archived=False, chain_head=live.head)
    seat = ai_to_move(record)
    if seat is None:
        return False
    spec = live.meta["ai"][seat]
    action = choose_action(
        ruleset_for(live.meta),
        state=live.state,
        seat=seat,
        level=spec["level"],
        budget_ms=spec["budget_ms"],
        seed=decision_seed(live.state["seed"], live.version),
    )
    access = Access("ai", frozenset(live.meta["ai"]))
    try:
        written = play.act(
            store=store,
            settings=settings,
            principal=ai_principal(spec["level"]),
            access=access,
            game_id=game_id,
            action=action,
            if_match=live.version,
        )
    except PreconditionFailed:
        return True  # a person moved while the AI thought: it thinks again about the game as it is now
    except ProblemError as exc:
        log.error("ai_move_refused", game_id=game_id, seat=seat, action=action, problem=exc.detail)
        return False
    after_each(written)
    return True
