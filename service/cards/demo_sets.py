"""The demo card sets shipped in ``rules/sets/`` (one per game), loaded by ``make run`` and by tests."""

from __future__ import annotations

from importlib import resources
from pathlib import Path
from typing import Any

import structlog
from sqlalchemy.orm import Session

from service.cards.imports import import_set
from service.cards.set_files import ParsedSet, SetFileInvalid, parse_json

log = structlog.get_logger("service.cards")


def set_files() -> list[Path]:
    folder = Path(str(resources.files("rules") / "sets"))
    return sorted(folder.glob("*.json")) if folder.is_dir() else []


def load_demo_sets(*, session: Session, paths: list[Path] | None = None) -> dict[str, Any]:
    """Import every set file (each in its own savepoint); a broken file is logged and skipped, not fatal."""
    loaded: dict[str, Any] = {}
    for path in paths if paths is not None else set_files():
        try:
            parsed: ParsedSet = parse_json(path.read_text(encoding="utf-8"))
            with session.begin_nested():
                loaded[path.name] = {
                    **import_set(session=session, parsed=parsed),
                    "demo_decks": parsed.document["demo_decks"],
                }
        except SetFileInvalid as exc:
            log.error("demo_set_invalid", file=path.name, errors=exc.errors[:20])
    return loaded
