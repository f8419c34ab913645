"""One night on one database: start the stack, watch its processes, play the night, and gather every figure."""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import os
import time
from pathlib import Path
from typing import Any

from bench.night.figures import must_be_zero, night_figures
from bench.night.footprint import footprint, read_counters
from bench.night.night import NightPlan, run_night
from bench.night.procs import ProcessWatch
from bench.night.stack import dev_stack, postgres_cluster, stack_pids

DATABASES = ("sqlite", "postgresql")
IDLE_SECONDS = 5.0  # the stack's own CPU at rest (beat, heartbeats, Redis), measured before the night


def _load() -> list[float]:
    return [round(x, 2) for x in os.getloadavg()]


def night_on(
    database: str,
    plan: NightPlan,
    workdir: Path,
    *,
    database_url: str | None = None,
    idle_seconds: float = IDLE_SECONDS,
) -> dict[str, Any]:
    """Play ``plan`` against `companion dev` on ``database`` (``sqlite`` or ``postgresql``: a throw-away cluster
    unless ``database_url`` names a database) and return the figures, ``must_be_zero`` among them."""
    with contextlib.ExitStack() as cleanup:
        postgres = None
        if database == "postgresql" and database_url is None:
            postgres = cleanup.enter_context(postgres_cluster())
            database_url = postgres.create_database("night")
        stack = cleanup.enter_context(dev_stack(workdir / f"{database}-var", database_url=database_url))
        watch = cleanup.enter_context(ProcessWatch(lambda: stack_pids(stack, postgres)))
        load_start = _load()
        watch.mark("idle")
        time.sleep(idle_seconds)
        watch.mark("idle_end")
        client_cpu: dict[str, float] = {}
        counters: dict[str, dict[str, Any]] = {}

        def on_phase(name: str) -> None:
            watch.mark(name)
            client_cpu[name] = time.process_time()
            counters[name] = read_counters(stack.redis_url, database_url)

        # a thread of its own: the caller's thread may already run an event loop (Playwright's, in a test process)
        with concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="night") as phones:
            record = phones.submit(asyncio.run, run_night(stack.base_url, plan, on_phase=on_phase)).result()
        if "night" in watch.marks and "end" not in watch.marks:
            on_phase("end")  # the night stopped early: its cost so far
        figures = night_figures(record)
        if "night" in watch.marks:
            figures.update(_costs(watch, figures["actions_acknowledged"], client_cpu["end"] - client_cpu["night"]))
        if "night" in counters and "end" in counters:
            figures["footprint"] = footprint(
                counters["night"],
                counters["end"],
                actions=figures["actions_acknowledged"],
                games=figures["game_start"]["tables"],
                rounds=len(record.rounds),
                followers=figures["accounting"]["streams"],
            )
        figures["load_average_1_5_15"] = {"start": load_start, "end": _load()}
        figures["server_log_tracebacks"] = stack.log_path.read_text(errors="replace").count("Traceback")
        figures["must_be_zero"] = must_be_zero(figures)
        if any(figures["must_be_zero"].values()):
            figures["server_log_tail"] = stack.log_tail(6000)
    return figures


def _costs(watch: ProcessWatch, actions: int, client_cpu_s: float) -> dict[str, Any]:
    night = watch.report("night", "end")
    idle = watch.report("idle", "idle_end")
    wall = watch.seconds_between("night", "end")
    return {
        "cpu_s_per_action": round(night["cpu_s"] / actions, 5) if actions else float("nan"),
        "server_cpu": {
            "night_wall_s": round(wall, 1),
            "cpu_s": night["cpu_s"],
            "cores_busy": round(night["cpu_s"] / wall, 2),
            "idle_cores_busy": round(idle["cpu_s"] / max(watch.seconds_between("idle", "idle_end"), 1e-3), 3),
            "by_kind": night["by_kind"],
        },
        "load_generator_cpu": {"cpu_s": round(client_cpu_s, 2), "cores_busy": round(client_cpu_s / wall, 2)},
        "processes": night["processes"],  # each with its CPU seconds over the night and its peak RSS
    }
