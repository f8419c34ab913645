"""``Idempotency-Key`` for writes: a retry gets the first response byte for byte and applies nothing twice.

The key is claimed before the write runs, so a concurrent retry sees it in flight (409); a different request under
the same key is refused (422); the first answer is kept for ``IDEMPOTENCY_TTL_SECONDS``; a server error releases the
key so the client may retry — unless the request's write was made and no replica was known to hold it
(``service.platform.durability``): that record keeps the write's proof, and a retry settles it. A claim whose
request never finished (its process died mid-way, or Redis could not be reached to keep its answer) lapses after
``IN_FLIGHT_SECONDS``.

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
from service.platform.durability import Proof, not_safe_response, settle, unconfirmed
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
            record = orjson.loads(existing)
            if record["status"] != "unconfirmed" or record["hash"] != hash_:
                return _replay(record, hash_)
            settled = _settle(scripts, stored=stored, record=record, kept=as_bytes(existing), claim=claim)
            if settled is not None:
                return settled
        ttl_ms = services().settings.idempotency_ttl_seconds * 1000
        try:
            response = make_response(view(*args, **kwargs))
        except (ProblemError, HTTPException) as exc:
            response = make_response(current_app.handle_user_exception(exc))  # the error handlers' Response
        except BaseException:
            end_db_session()
            proof = unconfirmed()
            kept = b"" if proof is None else _unconfirmed(hash_, proof, None)
            _finish(scripts, stored=stored, claim=claim, answer=kept, ttl_ms=ttl_ms)
            raise
        end_db_session()  # what the view did not commit is rolled back before the answer is kept
        proof = unconfirmed()
        if proof is not None:  # written, not yet safe: kept with its proof, for a retry to settle
            answer = _unconfirmed(hash_, proof, response if response.status_code < 500 else None)
            _finish(scripts, stored=stored, claim=claim, answer=answer, ttl_ms=ttl_ms)
            return not_safe_response()
        answer = b"" if response.status_code >= 500 else _answer(hash_, response)
        _finish(scripts, stored=stored, claim=claim, answer=answer, ttl_ms=ttl_ms)
        return response

    return wrapper


def _unconfirmed(hash_: str, proof: Proof, response: Response | None) -> bytes:
    """The record of a request whose write no replica was known to hold: its proof, and its answer when it had one
    (none when the request failed with the write's outcome unknown)."""
    answer = None if response is None else orjson.loads(_answer(hash_, response))
    return orjson.dumps({"status": "unconfirmed", "hash": hash_, "proof": proof.as_dict(), "answer": answer})


def _settle(scripts: _Scripts, *, stored: str, record: dict[str, Any], kept: bytes, claim: bytes) -> Response | None:
    """A retry of a request whose write was not known safe (``service.platform.durability``): the write is safe now —
    its answer, kept from then on (or 409 when it had none: the write is in the game's log); still on the primary alone
    — 503 again; lost with its primary — None, and the key is this request's to play again."""
    svc = services()
    replicas, timeout_ms = svc.settings.redis_wait_replicas, svc.settings.redis_wait_timeout_ms
    state = settle(svc.redis, Proof(**record["proof"]), replicas=max(replicas, 1), timeout_ms=timeout_ms)
    if state == "unsafe":
        return not_safe_response()
    if state == "lost":
        taken = _run_again_if_lost(scripts.finish, keys=[stored], args=[kept, claim, IN_FLIGHT_SECONDS * 1000])
        if not taken:  # another retry settled it first
            raise Conflict("A request with this Idempotency-Key is still being processed.")
        return None
    if record["answer"] is None:
        raise Conflict(
            "This request was applied (its outcome could not be told then); read the resource for its result.",
            code="already-applied",
        )
    done = orjson.dumps(record["answer"])
    _finish(scripts, stored=stored, claim=kept, answer=done, ttl_ms=svc.settings.idempotency_ttl_seconds * 1000)
    return _replay(record["answer"], record["hash"])


def _finish(scripts: _Scripts, *, stored: str, claim: bytes, answer: bytes, ttl_ms: int) -> None:
    """Keep the answer (or release the key after a server error). Redis out of reach twice does not change the
    request's own answer: its write was made (or it failed for its own reason). The claim then stands until it lapses,
    and a retry meanwhile is told the request is in progress (409) — never run a second time."""
    try:
        _run_again_if_lost(scripts.finish, keys=[stored], args=[claim, answer, ttl_ms])
    except CONNECTION_LOST as exc:
        log.warning("idempotency_answer_not_kept", error=str(exc), kept=bool(answer))
