"""Device tokens (OWASP's device cookies): proof that a device signed in to an account before.

A device token is ``dev_<user id>.<expiry>.<nonce>.<signature>``, the signature a keyed hash of the rest under the
server key. It is not a credential — it grants nothing by itself — and nothing of it is stored: the server tells a
genuine one by its signature. It only lets a correct password through while others' failed guesses have locked the
account or the address out for untrusted devices; its own failures are limited by its nonce (``login.py``).
"""

from __future__ import annotations

import hmac
import secrets
import time
from dataclasses import dataclass

from service.platform.security import keyed_hash

DEVICE_PREFIX = "dev"
DEVICE_TOKEN_MAX_LENGTH = 200  # a genuine one is about 120 characters
_PURPOSE = "device-token:"  # keyed hashes of other things under the same key never pass for a signature


@dataclass(frozen=True)
class Device:
    """A genuine, unexpired device token: whose device, and the nonce its failures count against."""

    user_id: str
    nonce: str


def issue_device_token(*, secret_key: str, user_id: str, ttl_seconds: int, now: float | None = None) -> str:
    expires = int((time.time() if now is None else now) + ttl_seconds)
    body = f"{DEVICE_PREFIX}_{user_id}.{expires}.{secrets.token_urlsafe(16)}"
    return f"{body}.{keyed_hash(secret_key, _PURPOSE + body)}"


def read_device_token(*, secret_key: str, token: object, now: float | None = None) -> Device | None:
    """The device a token stands for; ``None`` for anything forged, tampered with, expired or malformed."""
    if not isinstance(token, str) or len(token) > DEVICE_TOKEN_MAX_LENGTH or not token.startswith(f"{DEVICE_PREFIX}_"):
        return None
    body, _, signature = token.rpartition(".")
    parts = body[len(DEVICE_PREFIX) + 1 :].split(".")
    if len(parts) != 3 or not signature.isascii():  # compare_digest takes ASCII text only
        return None
    if not hmac.compare_digest(keyed_hash(secret_key, _PURPOSE + body), signature):
        return None
    user_id, expires, nonce = parts
    if not expires.isdigit() or int(expires) <= (time.time() if now is None else now) or not user_id or not nonce:
        return None
    return Device(user_id=user_id, nonce=nonce)
