"""PostgreSQL race tests: another unit of work waiting on a lock, and two units run so that the second starts while
the first is open."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

from sqlalchemy import text
from sqlalchemy.orm import Session

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


def race_two_units(db: Any, first: Callable[[Session], Any], second: Callable[[Session], Any]) -> tuple[Any, Any]:
    """``first`` in a unit of work that, once it ran, stays open until ``second`` (in its own unit, started then)
    waits on a lock or has finished; then ``first`` commits. Returns what each returned or raised."""
    holding, second_done = threading.Event(), threading.Event()
    outcome: dict[str, Any] = {}

    def run_first() -> None:
        try:
            with db.session() as session:
                outcome["first"] = first(session)
                holding.set()
                lock_wait_seen(db, seconds=20, unless=second_done)
        except BaseException as exc:
            outcome["first"] = exc
        finally:
            holding.set()

    def run_second() -> None:
        holding.wait(20)
        try:
            with db.session() as session:
                outcome["second"] = second(session)
        except BaseException as exc:
            outcome["second"] = exc
        finally:
            second_done.set()

    threads = [threading.Thread(target=run_first), threading.Thread(target=run_second)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    return outcome.get("first"), outcome.get("second")
