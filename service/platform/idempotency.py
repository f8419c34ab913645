"""``Idempotency-Key`` for writes: a retry gets the first response byte for byte and applies nothing twice.

The key is claimed before the write runs, so a concurrent retry sees it in flight (409); a different request under
the same key is refused (422); the first answer is kept for ``IDEMPOTENCY_TTL_SECONDS``; a server error releases the
key so the client may retry. A claim whose request never finished (its process died mid-way, or Redis could not be
reached to keep its answer) lapses after ``IN_FLIGHT_SECONDS``.

The records live in Redis, beside the live games that most idempotent writes change and with the same durability
(``REDIS_APPENDFSYNC``). In SQL they cost every idempotent write two more write transactions: on SQLite the one
writer's lock twice (at a round's start, every table's moves queued on it), on PostgreSQL two more commits.
"""

from __future__ import annotations

import hashlib
import re
import uuid
from collections.abc import Callable
from functools import wraps
from typing import Any

import orjson
import structlog
from flask import Response, current_app, make_response, request
from werkzeug.exceptions import HTTPException

from service.accounts.auth import current_principal
from service.platform.context import app_object, end_db_session, services
from service.platform.errors import Conflict, ProblemError, Unprocessable
from service.platform.redis_client import CONNECTION_LOST, as_bytes
from service.platform.redis_scripts import Script

log = structlog.get_logger("service.platform.idempotency")

HEADER = "Idempotency-Key"
IN_FLIGHT_SECONDS = 300  # longer than any request runs
_PRINTABLE_ASCII = re.compile(r"[\x20-\x7e]+")  # a structured-field string (the IETF draft's key)
_REPLAYED_HEADERS = ("Content-Type", "Location", "ETag")

# KEYS: the record. ARGV: the claim, its lifetime (ms). Nothing if claimed; else the record that holds the key.
_CLAIM = """
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return false end
return redis.call('GET', KEYS[1])
"""
# KEYS: the record. ARGV: our claim, the answer ('' to release), its lifetime (ms). Only over our own claim: one that
# lapsed and was claimed again belongs to another request.
_FINISH = """
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if ARGV[2] == '' then redis.call('DEL', KEYS[1]) else redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) end
return 1
"""


def record_key(principal: str, key: str) -> str:
    """Where a caller's key is kept (hashed: any printable text, of bounded length in Redis)."""
    return f"idem:{principal}:{hashlib.sha256(key.encode()).hexdigest()[:40]}"


def request_hash(method: str, path: str, body: bytes) -> str:
    digest = hashlib.sha256()
    digest.update(method.encode())
    digest.update(b"\0" + path.encode() + b"\0")
    digest.update(body)
    return digest.hexdigest()


def claim_document(hash_: str) -> bytes:
    """A claim as it is stored while its request runs (unique, so that only its request finishes it)."""
    return orjson.dumps({"status": "in_flight", "hash": hash_, "claim": uuid.uuid4().hex})


class _Scripts:
    def __init__(self, client: Any) -> None:
        self.claim = Script(client, _CLAIM)
        self.finish = Script(client, _FINISH)


def _scripts() -> _Scripts:
    return app_object("idempotency_scripts", lambda: _Scripts(services().redis))


def _run_again_if_lost(script: Script, *, keys: list[str], args: list[Any]) -> Any:
    """Both scripts may run twice, so one whose connection failed (it may have run, its answer lost) is sent once
    more: a claim sent again finds its own claim, a finish sent again finds the answer kept and changes nothing."""
    try:
        return script(keys=keys, args=args)
    except CONNECTION_LOST:
        return script(keys=keys, args=args)


def _replay(existing: dict[str, Any], hash_: str) -> Response:
    if existing["hash"] != hash_:
        raise Unprocessable(
            "This Idempotency-Key was used with a different request.",
            errors={"headers": {HEADER: ["Already used with a different request body or URL."]}},
        )
    if existing["status"] != "done":
        raise Conflict("A request with this Idempotency-Key is still being processed.")
    replay = Response(existing["body"], status=existing["code"])
    for name, value in existing["headers"].items():
        replay.headers[name] = value
    replay.headers["Idempotent-Replayed"] = "true"
    return replay


def _answer(hash_: str, response: Response) -> bytes:
    headers = {h: response.headers[h] for h in _REPLAYED_HEADERS if h in response.headers}
    return orjson.dumps(
        {
            "status": "done",
            "hash": hash_,
            "code": response.status_code,
            "headers": headers,
            "body": response.get_data(as_text=True),
        }
    )


def idempotent(view: Callable[..., Any]) -> Callable[..., Any]:
    """Make a write view honour ``Idempotency-Key`` (scoped per authenticated caller)."""

    @wraps(view)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        key = request.headers.get(HEADER)
        if key is None:
            return view(*args, **kwargs)
        if not 1 <= len(key) <= 255 or not _PRINTABLE_ASCII.fullmatch(key):
            raise Unprocessable(errors={"headers": {HEADER: ["Must be 1 to 255 printable ASCII characters."]}})
        principal = current_principal()
        hash_ = request_hash(request.method, request.path, request.get_data(cache=True))
        stored, claim = record_key(principal.user_id, key), claim_document(hash_)
        scripts = _scripts()
        existing = _run_again_if_lost(scripts.claim, keys=[stored], args=[claim, IN_FLIGHT_SECONDS * 1000])
        if existing is not None and as_bytes(existing) != claim:
            return _replay(orjson.loads(existing), hash_)
        try:
            response = make_response(view(*args, **kwargs))
        except (ProblemError, HTTPException) as exc:
            response = make_response(current_app.handle_user_exception(exc))  # the error handlers' Response
        except BaseException:
            end_db_session()
            _finish(scripts, stored=stored, claim=claim, answer=b"", ttl_ms=0)
            raise
        end_db_session()  # what the view did not commit is rolled back before the answer is kept
        answer = b"" if response.status_code >= 500 else _answer(hash_, response)
        _finish(
            scripts,
            stored=stored,
            claim=claim,
            answer=answer,
            ttl_ms=services().settings.idempotency_ttl_seconds * 1000,
        )
        return response

    return wrapper


def _finish(scripts: _Scripts, *, stored: str, claim: bytes, answer: bytes, ttl_ms: int) -> None:
    """Keep the answer (or release the key after a server error). Redis out of reach twice does not change the
    request's own answer: its write was made (or it failed for its own reason). The claim then stands until it lapses,
    and a retry meanwhile is told the request is in progress (409) — never run a second time."""
    try:
        _run_again_if_lost(scripts.finish, keys=[stored], args=[claim, answer, ttl_ms])
    except CONNECTION_LOST as exc:
        log.warning("idempotency_answer_not_kept", error=str(exc), kept=bool(answer))
