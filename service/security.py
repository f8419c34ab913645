"""Secrets: password hashing (argon2id), random credentials, and keyed hashes for lookup."""

from __future__ import annotations

import hmac
import secrets

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError

# OWASP's argon2id recommendation: 19 MiB of memory, 2 iterations, 1 degree of parallelism
_hasher = PasswordHasher(memory_cost=19 * 1024, time_cost=2, parallelism=1, hash_len=32, salt_len=16)
# Verified against when the user does not exist, so a login takes as long either way
_DUMMY_HASH = _hasher.hash("not-a-real-password")


def hash_password(password: str) -> str:
    return _hasher.hash(password)


def verify_password(password_hash: str | None, password: str) -> bool:
    try:
        return _hasher.verify(password_hash or _DUMMY_HASH, password) and password_hash is not None
    except (VerifyMismatchError, VerificationError, InvalidHashError):
        return False


def new_secret(prefix: str, nbytes: int = 32) -> str:
    """A bearer credential: a readable type prefix and ``nbytes`` of randomness."""
    return f"{prefix}_{secrets.token_urlsafe(nbytes)}"


def keyed_hash(secret_key: str, value: str) -> str:
    """HMAC-SHA256: what we store instead of a token, key or code; useless without the server key."""
    return hmac.digest(secret_key.encode(), value.encode(), "sha256").hex()  # one call into OpenSSL
