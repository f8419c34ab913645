"""`companion cards import FILE`: the same checks and the same all-or-nothing import as the admin endpoint."""

from __future__ import annotations

import sys
from pathlib import Path

from service.cards.imports import import_set
from service.cards.set_files import SetFileInvalid, parse
from service.platform.settings import Settings


def format_error(err: dict) -> str:
    where = [f"line {err['line']}" if err.get("line") else "", err.get("path") or "", err.get("card_id") or ""]
    prefix = ", ".join(w for w in where if w)
    return f"{prefix}: {err['message']}" if prefix else err["message"]


def import_file(settings: Settings, path: Path, fmt: str | None = None) -> int:
    from service.platform import migrate
    from service.platform.db import Database

    fmt = fmt or ("csv" if path.suffix.lower() == ".csv" else "json")
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        print(f"error: cannot read {path}: {exc.strerror}", file=sys.stderr)
        return 1
    migrate.upgrade(settings.database_url)
    db = Database(settings.database_url)
    try:
        with db.session() as session:
            result = import_set(session=session, parsed=parse(text, fmt))
    except SetFileInvalid as exc:
        for err in exc.errors:
            print(f"{path}: {format_error(err)}", file=sys.stderr)
        print(f"{len(exc.errors)} error(s); nothing was imported", file=sys.stderr)
        return 1
    finally:
        db.dispose()
    print(
        f"imported {result['set']} ({result['ruleset']}): {result['cards']} cards, {result['created']} new, "
        f"{result['updated']} updated, {result['versions_added']} text versions added"
    )
    return 0
