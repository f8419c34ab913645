"""A print run's copies as a stream: drawn from a secret seed, written to the database in bulk, one transaction.

The codes come from a 256-bit seed that exists only in the generating worker's memory, expanded by SHAKE-256 (an
extendable-output function: without the seed its output cannot be told from random bytes). The same seed gives the
same copies, so the rows go to the database in one transaction first, and the secrets are drawn again from the seed
after the commit, for Redis: a writing transaction never waits on Redis (``service.platform.db``), and neither pass
holds more than a block of symbols and the row being written.

The database stores each code's HMAC-SHA256 under the server key, a fast keyed hash and not a slow one on purpose:
a code carries 17 random symbols of 29, 29**17 ≈ 7.1e24 (82.6 bits) to guess, which no hashing speed brings within
reach, and without the server key the stored hashes cannot be tested at all; online guesses are rate-limited and
fail their check symbol 28 times in 29 before any lookup.
"""

from __future__ import annotations

import base64
import hashlib
import itertools
import secrets
from collections.abc import Iterable, Iterator
from typing import Any

from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from service.cards.codes import RANDOM_SYMBOLS, SERIAL_SYMBOLS, check_of_values, symbols_of, values_from
from service.cards.models.registrations import CardCopy
from service.platform.security import keyed_hash

SEED_BYTES = 32
_BLOCK_BYTES = 1 << 16  # the keystream drawn at a time: about 2,200 copies' symbols
BULK_CACHE_KIB = 16 * 1024  # SQLite's page cache while a run's rows go in (a negative cache_size counts KiB)
_IDS_AT_ONCE = 1024
_PER_COPY = SERIAL_SYMBOLS + RANDOM_SYMBOLS
COLUMNS = ("id", "serial", "code_hash", "card_id", "print_run_id", "status", "status_note", "owner_public")
Spec = tuple[str, int]  # (card_id, quantity), in the run's order
Row = tuple[str, str, str, str, str, str, str, bool]


def new_seed() -> bytes:
    return secrets.token_bytes(SEED_BYTES)


def _value_blocks(seed: bytes) -> Iterator[bytes]:
    for counter in itertools.count():
        yield values_from(hashlib.shake_256(seed + counter.to_bytes(8, "big")).digest(_BLOCK_BYTES))


def seeded_copies(seed: bytes, specs: Iterable[Spec]) -> Iterator[tuple[str, str, str]]:
    """(serial, card_id, code) per copy, in the run's order; the same seed gives the same copies."""
    blocks = _value_blocks(seed)
    values, symbols, at = b"", "", 0
    for card_id, quantity in specs:
        for _ in range(quantity):
            if at + _PER_COPY > len(values):
                values, at = values[at:] + next(blocks), 0
                symbols = symbols_of(values)
            body = at + SERIAL_SYMBOLS
            end = at + _PER_COPY
            code = symbols[body:end] + check_of_values(values[body:end])
            yield "S" + symbols[at:body], card_id, code
            at = end


def _copy_ids() -> Iterator[str]:
    """``new_id("cpy")`` in bulk: 12 random bytes make exactly 16 url-safe characters, so one encoding of many
    makes many ids."""
    while True:
        text = base64.urlsafe_b64encode(secrets.token_bytes(12 * _IDS_AT_ONCE)).decode("ascii")
        for at in range(0, len(text), 16):
            yield f"cpy_{text[at : at + 16]}"


def copy_rows(*, seed: bytes, specs: Iterable[Spec], secret_key: str, run_id: str) -> Iterator[Row]:
    """The ``card_copies`` rows (``COLUMNS``) of a run: each code only as its keyed hash."""
    for (serial, card_id, code), copy_id in zip(seeded_copies(seed, specs), _copy_ids(), strict=False):
        yield copy_id, serial, keyed_hash(secret_key, code), card_id, run_id, "active", "", False


def insert_copies(session: Session, rows: Iterable[Row]) -> None:
    """Write the rows in the session's transaction as they come: COPY on PostgreSQL, one executemany on SQLite."""
    connection = session.connection()  # begins the unit of work's transaction (BEGIN IMMEDIATE on SQLite)
    raw: Any = connection.connection.dbapi_connection  # psycopg's or sqlite3's connection: COPY is psycopg's own
    try:
        _insert(raw, connection.dialect.name, rows)
    except connection.dialect.loaded_dbapi.IntegrityError as exc:  # a serial or code met an existing one
        raise IntegrityError(f"bulk insert into {CardCopy.__tablename__}", None, exc) from exc


def _insert(raw: Any, dialect: str, rows: Iterable[Row]) -> None:
    table, columns = CardCopy.__tablename__, ", ".join(COLUMNS)
    if dialect == "postgresql":
        with raw.cursor() as cursor, cursor.copy(f"COPY {table} ({columns}) FROM STDIN") as copy:
            for row in rows:
                copy.write_row(row)
        return
    cursor = raw.cursor()
    (cache_size,) = cursor.execute("PRAGMA cache_size").fetchone()
    # the new rows' keys are random, so their index pages are touched all over: with the default 2 MiB of page cache
    # 100,000 rows took 3.2 s, evicting and reading pages again; with 16 MiB, 1.25 s. The connection's own setting,
    # put back after.
    cursor.execute(f"PRAGMA cache_size={min(int(cache_size), -BULK_CACHE_KIB)}")
    try:  # sqlite3 pulls the rows from the iterator one at a time
        cursor.executemany(f"INSERT INTO {table} ({columns}) VALUES ({', '.join('?' * len(COLUMNS))})", rows)
    finally:
        cursor.execute(f"PRAGMA cache_size={int(cache_size)}")
        cursor.close()
