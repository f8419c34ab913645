"""`python -m bench [name ...]`: run every benchmark module `bench/bench_*.py`, or the named ones, in turn.

Each runs in its own interpreter so one benchmark's servers, threads or warm caches never colour the
next one's figures, and a crash in one still lets the others run.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

from bench import durations

BENCH_DIR = Path(__file__).resolve().parent
# long at full size (hours; tens of minutes), or needing Node's tools (Lighthouse): run only when named, or with
# options, e.g. `python -m bench.bench_ai --games 40 --budget-ms 100`, `python -m bench lighthouse`
ON_REQUEST_ONLY = {"ai", "engine_simulation", "lighthouse"}


def available() -> list[str]:
    return sorted(p.stem.removeprefix("bench_") for p in BENCH_DIR.glob("bench_*.py"))


def main(argv: list[str]) -> int:
    names = available()
    chosen = argv or [n for n in names if n not in ON_REQUEST_ONLY]
    unknown = [n for n in chosen if n not in names]
    if unknown:
        print(f"unknown benchmark(s): {', '.join(unknown)}; available: {', '.join(names)}", file=sys.stderr)
        return 2
    failed = []
    for name in chosen:
        print(f"-- running bench_{name}", flush=True)
        started = time.monotonic()
        code = subprocess.call([sys.executable, "-m", f"bench.bench_{name}"], cwd=BENCH_DIR.parent)
        if code == 0:
            durations.record(name, time.monotonic() - started)
        else:
            failed.append(name)
            print(f"-- bench_{name} failed with exit code {code}", file=sys.stderr, flush=True)
    if failed:
        print(f"failed: {', '.join(failed)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
