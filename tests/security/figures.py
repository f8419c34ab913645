"""The abuse suite's figures (SECURITY.md quotes them): what was tried and what came back, per test process, in
files under ``tests/security/.figures/`` that the root conftest adds up in the terminal summary."""

from __future__ import annotations

import json
import os
import threading
from collections import Counter
from pathlib import Path

FOLDER = Path(__file__).resolve().parent / ".figures"
_lock = threading.Lock()
_counts: Counter[str] = Counter()
_operations: dict[str, set[str]] = {}


def record(figure: str, amount: int = 1, *, operation: str | None = None) -> None:
    with _lock:
        _counts[figure] += amount
        if operation is not None:
            _operations.setdefault(figure, set()).add(operation)
        FOLDER.mkdir(exist_ok=True)
        worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
        data = {"counts": dict(_counts), "operations": {k: sorted(v) for k, v in _operations.items()}}
        (FOLDER / f"{worker}.json").write_text(json.dumps(data))


def reset() -> None:
    for path in FOLDER.glob("*.json") if FOLDER.exists() else ():
        path.unlink()


def summary() -> dict[str, dict[str, int]] | None:
    files = list(FOLDER.glob("*.json")) if FOLDER.exists() else []
    if not files:
        return None
    counts: Counter[str] = Counter()
    operations: dict[str, set[str]] = {}
    for path in files:
        data = json.loads(path.read_text())
        counts.update(data["counts"])
        for key, ops in data["operations"].items():
            operations.setdefault(key, set()).update(ops)
    return {"counts": dict(counts), "operations": {k: len(v) for k, v in operations.items()}}
