"""Creating a game and changing it: one unit of work each — validate, apply the rules, commit, publish.

A write reads the state and version, lets the ruleset apply the action, and commits with a
check-and-set on the version; when another writer got there first it reads again and re-applies
(the action may have become illegal meanwhile, which then is the answer). With ``If-Match`` the
caller asked for exactly that version, so a moved game is a 412 instead.
"""

from __future__ import annotations

import contextlib
import secrets
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from sqlalchemy.orm import Session

from rules.base import ActionInvalid, RuleViolation, SetupInvalid
from service.accounts.identity import Principal
from service.games.access import Access, ensure_controls
from service.games.ai_queue import AiQueue
from service.games.chain import link, seed_commitment
from service.games.engine_setup import seat_setup
from service.games.history import (
    REVEAL,
    action_entry,
    created_entry,
    fold,
    last_undoable,
    reveal_of,
    ruleset_for,
    setup_state,
    undo_entry,
)
from service.games.models import Game, GameMember
from service.games.records import GameRecord, meta_of
from service.games.store import GameGone, LiveGame, LiveStore, VersionConflict
from service.platform.db import Database
from service.platform.durability import UNREACHED, NotReplicated, take_unconfirmed
from service.platform.errors import (
    Conflict,
    Forbidden,
    PreconditionFailed,
    RuleConflict,
    ServiceUnavailable,
    TooManyRequests,
    Unprocessable,
)
from service.platform.model_base import new_id, utcnow
from service.platform.quotas import ensure_room
from service.platform.settings import Settings

JOIN_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I/L: read aloud across a table
BUSY_SECONDS = 10.0  # how long a write keeps retrying a contended game before answering 503
NO_VERSION = -1  # an If-Match header that names no version: it matches none


@dataclass(frozen=True)
class Written:
    """The outcome of a write: the game after it and the entries it appended."""

    record: GameRecord
    entries: list[dict[str, Any]]
    finished_now: bool = False


def live_ttl(settings: Settings) -> int:
    # a safety net only: idle games are archived by the expiry task well before this
    return settings.game_idle_ttl_seconds + 24 * 3600


def new_join_code() -> str:
    return "".join(secrets.choice(JOIN_CODE_ALPHABET) for _ in range(6))


def create_game(
    *,
    db: Database,
    store: LiveStore,
    settings: Settings,
    principal: Principal,
    body: Mapping[str, Any],
    in_unit: Callable[[Session, Game], None] | None = None,
    live_games_cap: int | None = None,
) -> Written:
    """Set the game up, write it to Redis, then record it in SQL in one short unit of work (undoing the Redis
    write if that fails): no transaction is ever open while Redis is called, and nothing in SQL refers to a
    game Redis does not hold. ``in_unit`` writes what else belongs with the game (a match's link) in that unit:
    if it raises, the game is not created. ``live_games_cap``: how many games the caller may have created and not
    finished (429 beyond)."""
    mode = body.get("mode", "tracker")
    ruleset = ruleset_for({"ruleset": body["ruleset"], "mode": mode})
    with db.read() as session:  # decks of the caller's, when an engine plays them
        if live_games_cap is not None:
            ensure_room(
                session,
                counted=Game,
                where=[Game.created_by == principal.user_id, Game.status == "live"],
                limit=live_games_cap,
                what="games in play (finish or abandon one first)",
                code="too-many-live-games",
                status=429,
            )
        seats = seat_setup(session=session, principal=principal, game=ruleset, players=body["players"])
    setup: dict[str, Any] = {
        "players": seats.players,
        "seed": body.get("seed") if body.get("seed") is not None else secrets.randbelow(2**31),
        "first_player": body.get("first_player"),
        "options": dict(body.get("options") or {}),
    }
    if seats.cards is not None:
        setup["cards"] = seats.cards
    ai = seats.ai
    if ruleset.capabilities.ai:
        setup["ai"] = ai  # kept with the setup, so an archived game still knows its AI seats
    try:
        state, effects = setup_state(ruleset, setup)
    except SetupInvalid as exc:
        raise Unprocessable("These players and options cannot start a game.", errors={"json": exc.errors}) from exc
    now = time.time()
    salt = secrets.token_hex(16)  # 128 bits: the commitment says nothing of the seed until the salt is revealed
    game = Game(
        id=new_id("gam"),
        created_at=utcnow(),
        ruleset=body["ruleset"],
        mode=mode,
        created_by=principal.user_id,
        join_code=new_join_code(),
        seats=[{"seat": s["seat"], "name": s["name"]} for s in state["seats"]],
        setup={**setup, "salt": salt, "seed_commitment": seed_commitment(setup["seed"], salt)},  # server-side only
    )
    meta = meta_of(game, ai=ai)
    entry = link(
        created_entry(ruleset=ruleset, setup=setup, salt=salt, effects=effects, by=principal.username, now=now), None
    )
    if ai:
        _reserve_ai_place(store=store, settings=settings, owner=principal.user_id, game_id=game.id)
    try:
        store.create(game_id=game.id, state=state, meta=meta, entries=[entry], now=now, ttl=live_ttl(settings))
        if take_unconfirmed() is not None:
            # no replica confirmed the game (a primary failing over): were it lost, a SQL row would name a game no
            # one holds, counted among its creator's games in play for ever. Undone instead; the retry creates it.
            with contextlib.suppress(*UNREACHED):
                store.delete(game.id)
            raise NotReplicated("The game could not be stored safely just now, and was not created; retry.")
        try:
            with db.session() as session:
                session.add(game)
                session.add(GameMember(game_id=game.id, user_id=principal.user_id, role="owner", seats=[]))
                if in_unit is not None:
                    in_unit(session, game)
        except BaseException:
            store.delete(game.id)  # no half-created game survives a failed commit
            raise
    except BaseException:
        if ai:
            AiQueue(store.redis).release(owner=principal.user_id, game_id=game.id)
        raise
    return Written(GameRecord(game.id, meta, state, 1, archived=False, chain_head=entry["hash"]), [entry])


def _reserve_ai_place(*, store: LiveStore, settings: Settings, owner: str, game_id: str) -> None:
    """An account may have ``AI_GAMES_PER_USER`` games against the AI in progress (each can hold an AI worker)."""

    def still_active(game_ids: list[str]) -> list[bool]:
        return [g is not None and g.state["status"] == "active" for g in store.load_many(game_ids)]

    limit = settings.ai_games_per_user
    if not AiQueue(store.redis).reserve(owner=owner, game_id=game_id, limit=limit, still_active=still_active):
        raise TooManyRequests(
            f"You have {limit} games against the AI in progress; finish or concede one to start another.",
            code="ai-game-limit",
            limit=limit,
        )


def _load_live(store: LiveStore, game_id: str) -> LiveGame:
    live = store.load(game_id)
    if live is None:
        raise Conflict("This game is archived and read-only.", code="game-archived")
    return live


def _check_if_match(if_match: int | None, live: LiveGame) -> None:
    if if_match == NO_VERSION:
        raise PreconditionFailed(
            f'If-Match must name one version, as the ETag gave it (e.g. "{live.version}").',
            current_version=live.version,
        )
    if if_match is not None and live.version != if_match:
        raise PreconditionFailed(
            f"The game is at version {live.version}, not {if_match}.", current_version=live.version
        )


def _commit(
    *,
    store: LiveStore,
    settings: Settings,
    live: LiveGame,
    state: dict[str, Any],
    entry: dict[str, Any],
    now: float,
    if_match: int | None,
) -> Written:
    """Check-and-set the new state and entry on the version read; ``VersionConflict`` (with the game as it is now)
    when another writer got there first."""
    try:
        version = store.append(
            game_id=live.id,
            expected_version=live.version,
            state=state,
            entries=[entry],
            now=now,
            ttl=live_ttl(settings),
            last_activity=live.updated_at,
            meta=live.meta,
        )
    except VersionConflict as exc:
        if if_match is not None:  # the caller asked for exactly the version it read
            raise PreconditionFailed(
                f"The game moved on to version {exc.current} meanwhile.", current_version=exc.current
            ) from exc
        raise
    except GameGone as exc:
        raise Conflict("This game is archived and read-only.", code="game-archived") from exc
    finished = live.state["status"] == "active" and state["status"] != "active"
    record = GameRecord(live.id, live.meta, state, version, archived=False, chain_head=entry.get("hash"))
    return Written(record, [entry], finished)


def _attempts() -> Iterator[int]:
    """Attempt numbers until ``BUSY_SECONDS`` have passed (at least two). No sleep between them: every retry starts
    from the game as the store has it just now (the failed check-and-set returns it), so it loses again only to a
    write made in the millisecond it takes to apply the rules — whereas a retry that slept first would start from a
    copy already behind on a busy game and lose every time (measured: action p99 of seconds under wrk)."""
    deadline = time.monotonic() + BUSY_SECONDS
    attempt = 0
    while attempt < 2 or time.monotonic() < deadline:
        yield attempt
        attempt += 1


def _apply(live: LiveGame, access: Access, action: Mapping[str, Any]) -> tuple[dict[str, Any], list[dict]]:
    seat_ids = [s["seat"] for s in live.state["seats"]]
    ensure_controls(access, str(action.get("seat")), seat_ids)
    if action.get("seat") in live.meta.get("ai", {}) and access.role != "ai":
        raise Forbidden(f"Seat {action['seat']} is played by the AI.", code="ai-seat")
    return ruleset_for(live.meta).apply(live.state, dict(action))


def act(
    *,
    store: LiveStore,
    settings: Settings,
    principal: Principal,
    access: Access,
    game_id: str,
    action: Mapping[str, Any],
    if_match: int | None = None,
    ruling: Mapping[str, Any] | None = None,
) -> Written:
    """Apply a move (``ruling``: a judge's, recorded with it in the entry). It starts from this process's last copy
    of the game when there is one (one round trip: the check-and-set), and from a fresh read otherwise; a refusal is
    only ever given on a fresh read."""
    live = store.recent(game_id) if if_match is None else None
    fresh = live is None
    if live is None:
        live = _load_live(store, game_id)
    for _ in _attempts():
        _check_if_match(if_match, live)
        try:
            state, effects = _apply(live, access, action)
        except (ActionInvalid, RuleViolation) as exc:
            if not fresh:  # the copy may be behind: ask the store before refusing
                live, fresh = _load_live(store, game_id), True
                continue
            if isinstance(exc, ActionInvalid):
                raise Unprocessable("The action has invalid fields.", errors={"json": exc.errors}) from exc
            raise RuleConflict(exc.detail, rule=exc.rule.as_dict()) from exc
        now = time.time()
        clean = {k: v for k, v in action.items() if v is not None}
        entry = action_entry(number=live.version + 1, action=clean, effects=effects, by=principal.username, now=now)
        if ruling:
            entry |= {"ruling": dict(ruling)}
        if live.state["status"] == "active" and state["status"] != "active":
            _reveal(store, game_id, entry)
        entry = link(entry, live.head)
        try:
            return _commit(
                store=store, settings=settings, live=live, state=state, entry=entry, now=now, if_match=if_match
            )
        except VersionConflict as exc:
            live, fresh = (exc.game or _load_live(store, game_id)), True
    raise ServiceUnavailable("The game is too busy right now; retry.", headers={"Retry-After": "1"})


def _reveal(store: LiveStore, game_id: str, entry: dict[str, Any]) -> None:
    """The game ends with this entry: it reveals the seed (and salt) and what else of the setup was sealed, so that
    anyone can check the commitment and replay every shuffle and draw (``service.games.replay``). One read of entry 1,
    once per game. A tracker's undo can reopen a finished game: its seed is spent by then (trackers draw at random
    only while setting up), so nothing to come is told."""
    first = store.entries(game_id, after=0, limit=1)
    reveal = reveal_of(first[0]) if first else None
    if reveal is not None:
        entry[REVEAL] = reveal


def undo(
    *,
    store: LiveStore,
    settings: Settings,
    principal: Principal,
    access: Access,
    game_id: str,
    if_match: int | None = None,
) -> Written:
    for _ in _attempts():
        live = _load_live(store, game_id)
        _check_if_match(if_match, live)
        if not ruleset_for(live.meta).capabilities.undo:
            # e.g. an engine: taking back a draw would show a hidden card and then hide it again
            raise Conflict("Undo is not available in this game: it would reveal hidden cards.", code="no-undo")
        entries = store.entries(game_id, after=0)
        target = last_undoable(entries)
        if target is None:
            raise Conflict("There is no action left to undo.", code="nothing-to-undo")
        seat_ids = [s["seat"] for s in live.state["seats"]]
        ensure_controls(access, target["action"]["seat"], seat_ids)
        if "ruling" in target:  # the seat's holder may not take back what a judge ruled for their seat
            raise Forbidden(
                f"Entry {target['number']} is a judge's ruling: only another ruling changes it.", code="judges-ruling"
            )
        now = time.time()
        entry = link(undo_entry(number=live.version + 1, undone=target, by=principal.username, now=now), live.head)
        state = fold(ruleset_for(live.meta), [*entries, entry])
        try:
            return _commit(
                store=store, settings=settings, live=live, state=state, entry=entry, now=now, if_match=if_match
            )
        except VersionConflict:
            continue
    raise ServiceUnavailable("The game is too busy right now; retry.", headers={"Retry-After": "1"})


def append_entry(
    *, store: LiveStore, settings: Settings, game_id: str, entry_for: Callable[[int, float], dict[str, Any]]
) -> Written:
    """Append an entry that changes no state (``entry_for(number, now)`` makes it) to the game's log, chained."""
    for _ in _attempts():
        live = _load_live(store, game_id)
        now = time.time()
        entry = link(entry_for(live.version + 1, now), live.head)
        try:
            return _commit(
                store=store, settings=settings, live=live, state=live.state, entry=entry, now=now, if_match=None
            )
        except VersionConflict:
            continue
    raise ServiceUnavailable("The game is too busy right now; retry.", headers={"Retry-After": "1"})
