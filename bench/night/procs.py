"""What the server's processes cost: CPU time and peak resident memory of each, sampled from outside with psutil.

Every process under the given roots is watched (``companion dev`` and all it starts — gunicorn's master and
workers, Redis, the Celery workers and their pools, beat — and the PostgreSQL server with its backends), every
``every`` seconds and at each ``mark``. A process's CPU time is its user + system time; one that ends between two
samples loses at most one interval's worth. Peak RSS is the largest resident size seen (for PostgreSQL backends
it includes the shared buffers they touched).
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import psutil

Key = tuple[int, float]  # pid and creation time: a reused pid is another process


@dataclass
class Seen:
    label: str
    cpu_s: float = 0.0
    peak_rss: int = 0


def label(proc: psutil.Process) -> str:
    """What a server process is, from its command line."""
    cmd = proc.cmdline()
    text = " ".join(cmd)
    if "redis-server" in text:
        return "redis"
    if "gunicorn" in text:
        parent = proc.parent()
        return "api worker (gunicorn)" if parent and "gunicorn" in " ".join(parent.cmdline()) else "gunicorn master"
    if "celery" in text and " beat" in text:
        return "celery beat"
    if "celery" in text:
        role = next((c.split("@")[0] for c in cmd if "@" in c), "?")
        parent = proc.parent()
        pooled = parent is not None and "celery" in " ".join(parent.cmdline())
        return f"celery {'pool process' if pooled else 'worker'} ({role})"
    if "service.cli" in text:
        return f"companion {cmd[cmd.index('service.cli') + 1] if 'service.cli' in cmd[:-1] else ''}".strip()
    if text.startswith("postgres:"):
        return "postgres backend" if "(" in text else f"postgres {text.removeprefix('postgres:').strip()}"
    if cmd and cmd[0].endswith("postgres"):
        return "postgres server"
    return cmd[0].rsplit("/", 1)[-1] if cmd else proc.name()


class ProcessWatch:
    """A thread sampling every process under ``roots()``; ``mark(name)`` takes a named snapshot of CPU times."""

    def __init__(self, roots: Callable[[], list[int]], *, every: float = 0.5) -> None:
        self._roots, self._every = roots, every
        self.seen: dict[Key, Seen] = {}
        self.marks: dict[str, tuple[float, dict[Key, float]]] = {}
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, name="process-watch", daemon=True)

    def __enter__(self) -> ProcessWatch:
        self.sample()
        self._thread.start()
        return self

    def __exit__(self, *_exc: object) -> None:
        self._stop.set()
        self._thread.join(10)

    def _loop(self) -> None:
        while not self._stop.wait(self._every):
            self.sample()

    def _processes(self) -> list[psutil.Process]:
        found = []
        for pid in self._roots():
            with contextlib.suppress(psutil.Error):
                root = psutil.Process(pid)
                found += [root, *root.children(recursive=True)]
        return found

    def sample(self) -> None:
        with self._lock:
            for proc in self._processes():
                with contextlib.suppress(psutil.Error):
                    with proc.oneshot():
                        key = (proc.pid, proc.create_time())
                        times, rss = proc.cpu_times(), proc.memory_info().rss
                        seen = self.seen.get(key)
                        if seen is None:
                            seen = self.seen[key] = Seen(label(proc))
                    seen.cpu_s = times.user + times.system
                    seen.peak_rss = max(seen.peak_rss, rss)

    def mark(self, name: str) -> None:
        self.sample()
        with self._lock:
            self.marks[name] = (time.perf_counter(), {k: s.cpu_s for k, s in self.seen.items()})

    def cpu_between(self, start: str, end: str) -> dict[Key, float]:
        """CPU seconds each process used between two marks (a process started meanwhile: all of its time)."""
        before, after = self.marks[start][1], self.marks[end][1]
        return {k: cpu - before.get(k, 0.0) for k, cpu in after.items()}

    def seconds_between(self, start: str, end: str) -> float:
        return self.marks[end][0] - self.marks[start][0]

    def report(self, start: str, end: str) -> dict[str, Any]:
        """Per process: what it is, CPU seconds between the marks, peak RSS; and the same summed per kind."""
        used = self.cpu_between(start, end)
        processes: list[dict[str, Any]] = sorted(
            (
                {
                    "process": s.label,
                    "pid": k[0],
                    "cpu_s": round(used.get(k, 0.0), 2),
                    "peak_rss_mb": round(s.peak_rss / 2**20, 1),
                }
                for k, s in self.seen.items()
            ),
            key=lambda p: (p["process"], p["pid"]),
        )
        kinds: dict[str, dict[str, Any]] = {}
        for p in processes:
            kind = kinds.setdefault(p["process"], {"processes": 0, "cpu_s": 0.0, "max_peak_rss_mb": 0.0})
            kind["processes"] += 1
            kind["cpu_s"] = round(kind["cpu_s"] + p["cpu_s"], 2)
            kind["max_peak_rss_mb"] = max(kind["max_peak_rss_mb"], p["peak_rss_mb"])
        return {"cpu_s": round(sum(used.values()), 2), "by_kind": kinds, "processes": processes}
