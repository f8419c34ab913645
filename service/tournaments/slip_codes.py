"""The codes on a round's printed slips: a per-table code that lets the table's guests report its result, and the
staff's print key that puts those codes on the slips page.

Both are derived from the server's secret key, not stored: a table's code is an HMAC of the event and match ids
(6 characters of an alphabet without 0/O or 1/I, 30 bits; wrong codes are rate-limited per address and per match,
so guessing one takes years), so it opens that match alone. The print key signs the event, the round and when it
expires: the slips page is a plain link a browser opens without the app's bearer credential, and only staff get
the key (``POST …/slips-link``). It expires so that a link kept in a history or a log stops printing codes.
"""

from __future__ import annotations

import hashlib
import hmac
from datetime import UTC, datetime, timedelta

CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6
PRINT_KEY_TTL = timedelta(hours=12)


def _mac(secret_key: str, message: str) -> bytes:
    return hmac.new(secret_key.encode(), message.encode(), hashlib.sha256).digest()


def slip_code(secret_key: str, tournament_id: str, match_id: str) -> str:
    digest = _mac(secret_key, f"slip-code:{tournament_id}:{match_id}")
    return "".join(CODE_ALPHABET[b % len(CODE_ALPHABET)] for b in digest[:CODE_LENGTH])


def normalise_code(code: str) -> str:
    """A code as people type it (lower case, spaces, a dash) in the form it is printed."""
    return code.strip().upper().replace("-", "").replace(" ", "")


def is_slip_code(secret_key: str, tournament_id: str, match_id: str, code: str) -> bool:
    expected = slip_code(secret_key, tournament_id, match_id)
    return hmac.compare_digest(normalise_code(code).encode(), expected.encode())


def print_key(secret_key: str, tournament_id: str, number: int, now: datetime) -> tuple[str, datetime]:
    """A key for round ``number``'s slips with their codes, and when it expires."""
    expires = int((now + PRINT_KEY_TTL).timestamp())
    mac = _mac(secret_key, f"slips:{tournament_id}:{number}:{expires}").hex()[:32]
    return f"{expires}.{mac}", datetime.fromtimestamp(expires, UTC)


def is_print_key(secret_key: str, tournament_id: str, number: int, key: str, now: datetime) -> bool:
    expires_text, _, mac = key.partition(".")
    if not expires_text.isascii() or not expires_text.isdigit() or len(expires_text) > 12:
        return False
    expected = _mac(secret_key, f"slips:{tournament_id}:{number}:{int(expires_text)}").hex()[:32]
    return hmac.compare_digest(mac.encode(), expected.encode()) and int(expires_text) > now.timestamp()
