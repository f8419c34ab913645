"""Decklists as plain text: ``2 Card Name`` per line under zone headings (``Main``, ``Ancient``...).

Parsing gives names, not cards (matching names to the catalog is the caller's business); every problem
carries its line number.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

_LINE = re.compile(r"^(\d{1,3})\s*[xX]?\s+(\S.*?)\s*$")
_HEADING_ALIASES = {"main deck": "main", "deck": "main", "extra deck": "extra", "starting card": "starting"}


@dataclass(frozen=True)
class TextLine:
    line: int
    quantity: int
    name: str
    zone: str


@dataclass(frozen=True)
class TextProblem:
    line: int
    message: str


def _heading(text: str, zones: Sequence[str]) -> str | None:
    key = text.strip().strip("#").strip().rstrip(":").strip().lower()
    key = _HEADING_ALIASES.get(key, key)
    return key if key in zones else None


def parse(text: str, zones: Sequence[str]) -> tuple[list[TextLine], list[TextProblem]]:
    """Lines before any heading belong to the first zone; blank lines and ``//`` comments are skipped."""
    zone = zones[0]
    lines: list[TextLine] = []
    problems: list[TextProblem] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        stripped = raw.strip()
        if not stripped or stripped.startswith("//"):
            continue
        heading = _heading(stripped, zones)
        if heading is not None:
            zone = heading
            continue
        match = _LINE.match(stripped)
        if match is None:
            problems.append(TextProblem(number, f"Expected '<quantity> <card name>' or a zone ({', '.join(zones)})."))
            continue
        quantity = int(match.group(1))
        if quantity < 1:
            problems.append(TextProblem(number, "The quantity must be at least 1."))
            continue
        lines.append(TextLine(number, quantity, match.group(2), zone))
    return lines, problems


def format_deck(entries: Sequence[tuple[int, str, str]], zones: Sequence[str]) -> str:
    """``(quantity, name, zone)`` entries as text, zones in the game's order, each under its heading."""
    out: list[str] = []
    for zone in zones:
        listed = [(q, n) for q, n, z in entries if z == zone]
        if not listed:
            continue
        if out:
            out.append("")
        out.append(zone.capitalize())
        out.extend(f"{q} {n}" for q, n in listed)
    return "\n".join(out) + "\n"
