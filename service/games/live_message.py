"""What a write to a live game publishes on the game's channel (``game:{id}:live``), in the script that makes it.

``{"version":N,"active":true|false,"updated_at":T,"state":{…},"entries":[…]}``: the entries are for the streams;
the game as written is for every API process that holds a copy of it (``LiveStore``), so that none has to read it
again. The header comes first, in this exact form, so that a process can tell the version and whether the game is
still active from the first bytes, without parsing the state: every process hears every write, and most of them
never need the game before the next write replaces it. A deletion publishes ``[]``.
"""

from __future__ import annotations

from typing import Any

import orjson

_START = b'{"version":'
_ACTIVE = b'"active":true,'
_ENDED = b'"active":false,'


def message(*, version: int, active: bool, updated_at: float, state: bytes, entries: list[bytes]) -> bytes:
    return b'{"version":%d,%s"updated_at":%s,"state":%s,"entries":[%s]}' % (
        version,
        _ACTIVE if active else _ENDED,
        orjson.dumps(updated_at),
        state,
        b",".join(entries),
    )


def header(payload: bytes | str) -> tuple[int, bool | None]:
    """The version a write's message leaves the game at (0 for any other message), and whether the game is still
    active (None when the message does not say: one published by an older release)."""
    raw = payload.encode() if isinstance(payload, str) else payload
    if not raw.startswith(_START):
        return 0, None
    comma = raw.index(b",", len(_START))
    version = int(raw[len(_START) : comma])
    if raw.startswith(_ACTIVE, comma + 1):
        return version, True
    if raw.startswith(_ENDED, comma + 1):
        return version, False
    return version, None


def body(payload: bytes | str) -> dict[str, Any]:
    """The whole message: version, updated_at, state and entries."""
    return orjson.loads(payload)
