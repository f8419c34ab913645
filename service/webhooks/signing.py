"""Standard Webhooks signatures (https://www.standardwebhooks.com): ``v1,`` + base64 HMAC-SHA256 of
``{webhook-id}.{webhook-timestamp}.{body}`` with the endpoint's secret (``whsec_`` + base64 key)."""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets

SECRET_PREFIX = "whsec_"


def new_secret() -> str:
    return SECRET_PREFIX + base64.b64encode(secrets.token_bytes(32)).decode()


def _key(secret: str) -> bytes:
    return base64.b64decode(secret.removeprefix(SECRET_PREFIX))


def sign(*, secret: str, msg_id: str, timestamp: int, body: bytes) -> str:
    signed = f"{msg_id}.{timestamp}.".encode() + body
    return "v1," + base64.b64encode(hmac.new(_key(secret), signed, hashlib.sha256).digest()).decode()


def headers(*, secret: str, msg_id: str, timestamp: int, body: bytes) -> dict[str, str]:
    return {
        "webhook-id": msg_id,
        "webhook-timestamp": str(timestamp),
        "webhook-signature": sign(secret=secret, msg_id=msg_id, timestamp=timestamp, body=body),
        "content-type": "application/json",
    }


def verify(*, secret: str, headers: dict[str, str], body: bytes, tolerance: int = 300, now: int) -> bool:
    """What a receiver does: a matching signature and a timestamp within ``tolerance`` seconds."""
    try:
        timestamp = int(headers["webhook-timestamp"])
    except (KeyError, ValueError):
        return False
    if abs(now - timestamp) > tolerance:
        return False
    expected = sign(secret=secret, msg_id=headers.get("webhook-id", ""), timestamp=timestamp, body=body)
    return any(hmac.compare_digest(expected, s) for s in headers.get("webhook-signature", "").split())
