"""What a PostgreSQL race test waits for: another unit of work waiting on a lock."""

from __future__ import annotations

import threading
import time
from typing import Any

from sqlalchemy import text

_WAITING = text("SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()")


def lock_wait_seen(db: Any, *, seconds: float, unless: threading.Event | None = None) -> bool:
    """Whether a connection to ``db``'s database waits on a lock within ``seconds`` (polled every 20 ms); False at
    once when ``unless`` is set (the unit that would have waited finished without waiting)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and not (unless is not None and unless.is_set()):
        with db.read() as session:
            if session.scalar(_WAITING):
                return True
        time.sleep(0.02)
    return False
