"""How long each benchmark took when ``python -m bench`` last ran it, kept in ``bench/results/durations.json`` (one
entry per benchmark, the latest run's), and its table in docs/performance.md."""

from __future__ import annotations

import json
import os
import platform
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

RESULTS_DIR = Path(__file__).resolve().parent / "results"
PATH = RESULTS_DIR / "durations.json"


def record(name: str, seconds: float, *, path: Path = PATH) -> None:
    """Keep ``name``'s wall time (a whole run of its module, servers started and stopped included)."""
    runs: dict[str, dict[str, Any]] = json.loads(path.read_text())["results"] if path.exists() else {}
    when = datetime.now(UTC).isoformat(timespec="seconds")
    runs[name] = {"seconds": round(seconds, 1), "when": when}
    document: dict[str, Any] = {"benchmark": "durations", "results": dict(sorted(runs.items()))}
    document["machine"] = {
        "cpu_count": os.cpu_count(),
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "platform": platform.platform(),
        "timestamp": when,
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(document, indent=2) + "\n")


def duration(seconds: float) -> str:
    minutes, rest = divmod(round(seconds), 60)
    return f"{minutes} min {rest:02d} s" if minutes else f"{rest} s"


def table(figures: dict[str, Any]) -> tuple[list[str], list[list[str]], list[str]]:
    rows = [[f"`bench_{name}`", duration(run["seconds"]), run["when"][:10]] for name, run in figures.items()]
    notes = ["Wall time of a whole run of the module as `python -m bench` starts it, servers included."]
    return ["benchmark", "took", "on"], rows, notes
