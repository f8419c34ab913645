"""A print run's secrets in Redis: the codes CSV as a list of chunks, written and read a chunk at a time.

Every key carries the run's hash tag (``print_run:{id}:…``), so on a Redis Cluster they share one slot and RENAME
and COPY between them work. The chunks are written under a partial key and renamed into place when complete: a
download never sees half a run. A download reads from its own copy of the list, deleted when it has been read; the
second of a run's two downloads renames the list instead of copying it, so the run's secrets are gone from Redis as
soon as both downloads have begun.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Callable, Iterable, Iterator

import redis

from service.cards.codes import display
from service.platform import csv_safe
from service.platform.errors import ProblemError

SECRETS_TTL = 7 * 24 * 3600
DOWNLOAD_TTL = 3600  # a download's copy outlives the download only if its process died while streaming it
CHUNK_ROWS = 5000  # about 210 KiB of CSV per list element
HEADER = "serial,card_id,code\r\n"


class Gone(ProblemError):
    status, code, title = 410, "gone", "Gone"


def secrets_key(run_id: str) -> str:
    return f"print_run:{{{run_id}}}:secrets"


def _partial_key(run_id: str) -> str:
    return f"print_run:{{{run_id}}}:secrets:partial"


def _download_key(run_id: str, download: str) -> str:
    return f"print_run:{{{run_id}}}:download:{download}"


def _card_cell(card_id: str) -> str:
    """The card's CSV cell, quoted and neutralised as ``csv_safe`` does (serials and codes need neither)."""
    out = io.StringIO()
    csv_safe.writer(out).writerow([card_id])
    return out.getvalue().removesuffix("\r\n")


def _csv_chunks(copies: Iterable[tuple[str, str, str]]) -> Iterator[tuple[str, int]]:
    cells: dict[str, str] = {}
    lines: list[str] = []
    for serial, card_id, code in copies:
        cell = cells.get(card_id) or cells.setdefault(card_id, _card_cell(card_id))
        lines.append(f"{serial},{cell},{display(code)}\r\n")
        if len(lines) >= CHUNK_ROWS:
            yield "".join(lines), len(lines)
            lines.clear()
    if lines:
        yield "".join(lines), len(lines)


def store(
    redis_client: redis.Redis,
    run_id: str,
    copies: Iterable[tuple[str, str, str]],
    *,
    progress: Callable[[int], None] | None = None,
) -> int:
    """Write the run's secrets chunk by chunk, then put them in place at once; how many copies were written."""
    partial = _partial_key(run_id)
    redis_client.delete(partial)
    redis_client.rpush(partial, HEADER)
    redis_client.expire(partial, SECRETS_TTL)  # a worker that dies mid-way leaves nothing for long
    done = 0
    for text, rows in _csv_chunks(copies):
        redis_client.rpush(partial, text)
        done += rows
        if progress:
            progress(done)
    redis_client.rename(partial, secrets_key(run_id))  # keeps the partial key's TTL, renewed here
    redis_client.expire(secrets_key(run_id), SECRETS_TTL)
    return done


def discard(redis_client: redis.Redis, run_id: str) -> None:
    redis_client.delete(_partial_key(run_id), secrets_key(run_id))


def take(redis_client: redis.Redis, run_id: str, *, download: str, last: bool) -> Iterator[str]:
    """The secrets CSV for one download, chunk by chunk; ``last`` when the run's other download was claimed too."""
    own = _download_key(run_id, download)
    try:
        if last:
            redis_client.rename(secrets_key(run_id), own)
        elif not redis_client.copy(secrets_key(run_id), own, replace=True):
            raise Gone("The secret codes of this run have expired.")
    except redis.ResponseError as exc:  # RENAME of a key that does not exist
        raise Gone("The secret codes of this run have expired.") from exc
    redis_client.expire(own, DOWNLOAD_TTL)
    return _read_and_delete(redis_client, own)


def _read_and_delete(redis_client: redis.Redis, key: str) -> Iterator[str]:
    try:
        if redis_client.type(key) in ("string", b"string"):  # one value: how runs were stored before chunking
            yield _text(redis_client.get(key))
            return
        for index in range(int(redis_client.llen(key))):
            yield _text(redis_client.lindex(key, index))
    finally:
        redis_client.delete(key)


def _text(value: object) -> str:
    if value is None:
        raise Gone("The secret codes of this run have expired.")
    return value.decode() if isinstance(value, bytes) else str(value)


def rows(chunks: Iterable[str]) -> Iterator[tuple[str, str, str]]:
    """(serial, card_id, code) per copy, from the CSV chunks."""
    reader = csv.reader(line for chunk in chunks for line in chunk.splitlines())
    next(reader, None)  # the header
    for row in reader:
        yield row[0], row[1], row[2]


def stored_rows(redis_client: redis.Redis, run_id: str) -> Iterator[tuple[str, str, str]]:
    """The stored secrets without taking a download (tests and benchmarks)."""
    key = secrets_key(run_id)
    return rows(_text(redis_client.lindex(key, i)) for i in range(int(redis_client.llen(key))))
