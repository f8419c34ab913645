"""One-use tickets that let a browser's ``EventSource`` open a game's live stream.

``EventSource`` cannot send an ``Authorization`` header, and a long-lived credential in a URL ends up in logs and
browser history. So a client holding a credential asks for a ticket (``POST /v1/games/{id}/stream-tickets``) and
opens ``…/events?ticket=…``. A ticket opens that one game's events once, within ``STREAM_TICKET_SECONDS``, and
reads only (scope ``games:read``); Redis keeps it under a keyed hash, never as it is.
"""

from __future__ import annotations

import json

import redis

from service.accounts import Principal
from service.errors import Unauthorized
from service.security import keyed_hash, new_secret

PREFIX = "stk"
READ_SCOPE = "games:read"


def _key(secret_key: str, ticket: str) -> str:
    return f"stream-ticket:{keyed_hash(secret_key, ticket)}"


def issue(*, redis: redis.Redis, secret_key: str, principal: Principal, game_id: str, seconds: int) -> str:
    ticket = new_secret(PREFIX)
    holder = {
        "user_id": principal.user_id,
        "username": principal.username,
        "is_admin": principal.is_admin,
        "kind": principal.kind,
        "credential_id": principal.credential_id,
        "game_id": game_id,
    }
    redis.set(_key(secret_key, ticket), json.dumps(holder), ex=seconds)
    return ticket


def redeem(*, redis: redis.Redis, secret_key: str, ticket: str, game_id: str) -> Principal:
    """The caller the ticket was issued to, with read access only; the ticket is spent either way."""
    raw = redis.getdel(_key(secret_key, ticket))  # atomic: two requests cannot both spend one ticket
    if raw is None:
        raise Unauthorized("Unknown, used or expired stream ticket; ask for a new one.")
    holder = json.loads(raw)
    if holder["game_id"] != game_id:
        raise Unauthorized("This stream ticket is for another game.")
    return Principal(
        holder["user_id"],
        holder["username"],
        holder["is_admin"],
        frozenset({READ_SCOPE}),
        holder["kind"],
        holder["credential_id"],
        holder["game_id"] if holder["kind"] == "seat" else None,
    )
