"""The demo card sets shipped with the project (``rules/sets/<ruleset>.json``), read as plain data."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

SETS_DIR = Path(__file__).resolve().parent / "sets"


@cache
def demo_set(ruleset_id: str) -> dict[str, Any]:
    path = SETS_DIR / f"{ruleset_id}.json"
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else {"cards": [], "demo_decks": []}


def demo_decks(ruleset_id: str) -> list[dict[str, Any]]:
    return list(demo_set(ruleset_id).get("demo_decks", []))
