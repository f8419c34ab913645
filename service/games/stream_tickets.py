"""One-use tickets that let a browser's ``EventSource`` open a game's live stream.

``EventSource`` cannot send an ``Authorization`` header, and a long-lived credential in a URL ends up in logs and
browser history. So a client holding a credential asks for a ticket (``POST /v1/games/{id}/stream-tickets``) and
opens ``…/events?ticket=…``. A ticket opens that one game's events once, within ``STREAM_TICKET_SECONDS``, and
reads only (scope ``games:read``); Redis keeps it under a keyed hash, never as it is. A ticket is only as good as
the credential it was issued to: redeeming it looks that credential up again, so a ticket of a token revoked or
expired since opens nothing.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace

import redis

from service.accounts.identity import Principal
from service.platform.errors import Unauthorized
from service.platform.security import keyed_hash, new_secret

PREFIX = "stk"
READ_SCOPE = "games:read"


def _key(secret_key: str, ticket: str) -> str:
    return f"stream-ticket:{keyed_hash(secret_key, ticket)}"


@dataclass(frozen=True)
class Holder:
    """Whom a ticket was issued to: the credential (as its keyed hash and kind, so that a redemption looks it up
    again and a revoked one is refused) and the game it opens."""

    credential_id: str
    digest: str
    kind: str
    game_id: str


def issue(
    *,
    redis: redis.Redis,
    secret_key: str,
    principal: Principal,
    credential_ref: tuple[str, str],
    game_id: str,
    seconds: int,
) -> str:
    ticket = new_secret(PREFIX)
    digest, kind = credential_ref
    holder = {"credential_id": principal.credential_id, "digest": digest, "kind": kind, "game_id": game_id}
    redis.set(_key(secret_key, ticket), json.dumps(holder), ex=seconds)
    return ticket


def redeem(*, redis: redis.Redis, secret_key: str, ticket: str, game_id: str) -> Holder:
    """Whom the ticket was issued to; the ticket is spent either way. The caller checks that the credential
    still stands."""
    raw = redis.getdel(_key(secret_key, ticket))  # atomic: two requests cannot both spend one ticket
    if raw is None:
        raise Unauthorized("Unknown, used or expired stream ticket; ask for a new one.")
    holder = json.loads(raw)
    if holder.get("game_id") != game_id or "digest" not in holder:
        raise Unauthorized(
            "This stream ticket is for another game."
            if "digest" in holder
            else "Unknown, used or expired stream ticket; ask for a new one."
        )
    return Holder(holder["credential_id"], holder["digest"], holder["kind"], holder["game_id"])


def read_only(principal: Principal) -> Principal:
    """The ticket's caller as a ticket lets them act: reading that game's events, nothing more."""
    return replace(principal, scopes=frozenset({READ_SCOPE}) & principal.scopes)
