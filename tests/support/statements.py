"""The SQL statements an engine runs while a block runs: for tests that count a request's round trips."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import Engine, event


@contextmanager
def statements_run(engine: Engine) -> Iterator[list[str]]:
    """Each statement ``engine`` sends while the block runs, its whitespace collapsed, in order."""
    statements: list[str] = []

    def listen(_conn, _cursor, statement: str, *_args) -> None:
        statements.append(" ".join(statement.split()))

    event.listen(engine, "before_cursor_execute", listen)
    try:
        yield statements
    finally:
        event.remove(engine, "before_cursor_execute", listen)
