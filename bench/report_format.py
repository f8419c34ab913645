"""How docs/performance.md writes numbers and tables (``bench.report`` and its table modules)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Result = dict[str, Any]  # one results file: {"benchmark", "machine", "results"} and, added by `load`, "file"
Figures = dict[str, Any]  # a result's "results"
Table = tuple[list[str], list[list[str]], list[str]]  # header, rows, the notes under it


def ms(value: float) -> str:
    """Milliseconds: two decimals under 1 ms, one under 100 ms, none above."""
    digits = 2 if value < 1 else 1 if value < 100 else 0
    return f"{value:,.{digits}f} ms"


def sec(value: float) -> str:
    """Seconds, or milliseconds under one."""
    return ms(value * 1000) if value < 1 else f"{value:,.2f} s"


def pct(value: float) -> str:
    return f"{100 * value:.1f} %"


def num(value: float | None) -> str:
    return "—" if value is None else f"{value:,.0f}"


def between(values: list[float], unit: Callable[[float], str] = num) -> str:
    """The values' range as the document writes it (one value when they agree)."""
    low, high = unit(min(values)), unit(max(values))
    return low if low == high else f"{low}–{high}"


def met(flag: object) -> str:
    return "met" if flag else "**missed**"


def measured(result: Result) -> str:
    return f"`{result['file']}` ({result['machine']['timestamp'][:10]})"


def markdown(title: str, source: str, table: Table) -> str:
    header, rows, notes = table
    lines = [f"### {title}", "", source, "", "| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines + (["", *notes] if notes else []))
