"""Where a benchmark's CPU goes: the server under test, Redis, the load generator and everything else running.

A throughput ratio between two endpoints depends on the machine as well as on the code: on 2 cores the server
shares the CPU with Redis and with wrk, and a machine with cheaper Python but dearer system calls moves every
share. The CPU each process spent per request does not depend on how the cores were shared, so a run on another
machine can say which part moved. Read with psutil from outside the processes (user + system time); wrk's own
time is this process's waited-for children's.
"""

from __future__ import annotations

import resource
from collections.abc import Mapping

import psutil


def tree_cpu_s(pid: int) -> float:
    """User + system CPU seconds of process ``pid`` and every live process under it (gunicorn's master and its
    workers, say). A process that has ended is not counted: a benchmark's servers live through it."""
    return sum(tree_cpu_times(pid))


def tree_cpu_times(pid: int) -> tuple[float, float]:
    """``tree_cpu_s`` as (user, system) seconds: the kernel's share is the part that moves most between machines
    (system calls and loopback TCP cost far more on some virtual machines than on others)."""
    try:
        root = psutil.Process(pid)
        processes = [root, *root.children(recursive=True)]
    except psutil.NoSuchProcess:
        return 0.0, 0.0
    user = system = 0.0
    for proc in processes:
        try:
            times = proc.cpu_times()
        except psutil.NoSuchProcess:
            continue
        user, system = user + times.user, system + times.system
    return user, system


def children_cpu_s() -> float:
    """User + system CPU seconds of the children this process has waited for (the load generator's runs)."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


class CpuMeter:
    """Snapshots of the CPU time of named process trees (``roots``: name → pid; ``name + ".system"``: the
    kernel's part) and of the load generator (``"load"``); ``spent(before, after)`` is what each used in between."""

    def __init__(self, roots: Mapping[str, int]) -> None:
        self._roots = dict(roots)

    def snapshot(self) -> dict[str, float]:
        taken: dict[str, float] = {}
        for name, pid in self._roots.items():
            user, system = tree_cpu_times(pid)
            taken[name], taken[f"{name}.system"] = user + system, system
        taken["load"] = children_cpu_s()
        return taken

    @staticmethod
    def spent(before: Mapping[str, float], after: Mapping[str, float]) -> dict[str, float]:
        return {name: max(0.0, after[name] - before.get(name, 0.0)) for name in after}
