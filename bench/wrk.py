"""wrk, the C load generator, driven from Python: a Python load generator on 2 cores measures itself.

``run_wrk`` runs one measurement and parses wrk's report (requests/s, latency percentiles, errors).
POST bodies and per-request paths come from a small Lua script written for the run.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import tempfile
from dataclasses import asdict, dataclass
from pathlib import Path

_UNITS = {"us": 0.001, "ms": 1.0, "s": 1000.0, "m": 60_000.0}


@dataclass(frozen=True)
class WrkResult:
    requests: int
    req_per_s: float
    p50_ms: float
    p90_ms: float
    p99_ms: float
    non_2xx: int
    socket_errors: int

    def as_dict(self) -> dict[str, float | int]:
        return asdict(self)


def wrk_binary() -> str:
    found = shutil.which("wrk")
    if found is None:
        raise RuntimeError("wrk is not installed: `apt-get install wrk` (Debian/Ubuntu) or `brew install wrk`")
    return found


def _ms(text: str) -> float:
    match = re.fullmatch(r"([\d.]+)(us|ms|s|m)", text.strip())
    if not match:
        raise ValueError(f"not a wrk duration: {text!r}")
    return float(match.group(1)) * _UNITS[match.group(2)]


def _found(pattern: str, report: str) -> str:
    match = re.search(pattern, report)
    if not match:
        raise ValueError(f"not a wrk report: nothing matches {pattern!r}")
    return match.group(1)


def parse(report: str) -> WrkResult:
    percentiles = {int(p): _ms(v) for p, v in re.findall(r"^\s+(\d+)%\s+(\S+)\s*$", report, re.M)}
    requests = int(_found(r"(\d+) requests in", report))
    rps = float(_found(r"Requests/sec:\s+([\d.]+)", report))
    non_2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", report)
    errors = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", report)
    return WrkResult(
        requests=requests,
        req_per_s=rps,
        p50_ms=percentiles[50],
        p90_ms=percentiles[90],
        p99_ms=percentiles[99],
        non_2xx=int(non_2xx.group(1)) if non_2xx else 0,
        socket_errors=sum(map(int, errors.groups())) if errors else 0,
    )


def _lua(method: str, paths: list[str], headers: dict[str, str], bodies: list[str] | None, slices: int = 1) -> str:
    """A script cycling through ``paths`` (and ``bodies``) request by request; with ``slices``, wrk's threads
    take turns at one slice of ``paths`` each (thread n the n-th slice), so no two threads send to the same path."""
    lines = [
        f"local paths = {_lua_list(paths)}",
        f"local bodies = {_lua_list(bodies or [])}",
        "local i = 0",
        f"local slices = {slices}",
        f"local per = {max(1, len(paths) // slices)}",
        "local threads = 0",
        "slice = 0",
        f'wrk.method = "{method}"',
    ]
    lines += [f"wrk.headers[{json.dumps(k)}] = {json.dumps(v)}" for k, v in headers.items()]
    lines += [
        "function setup(thread)",
        "  thread:set('slice', threads % slices)",
        "  threads = threads + 1",
        "end",
        "request = function()",
        "  i = i + 1",
        "  local body = nil",
        "  if #bodies > 0 then body = bodies[(i % #bodies) + 1] end",
        "  return wrk.format(nil, paths[slice * per + (i % per) + 1], nil, body)",
        "end",
    ]
    return "\n".join(lines) + "\n"


def _lua_list(items: list[str]) -> str:
    return "{" + ", ".join(json.dumps(x) for x in items) + "}"  # JSON string escapes are valid Lua


def run_wrk(
    base_url: str,
    paths: list[str],
    *,
    method: str = "GET",
    headers: dict[str, str] | None = None,
    bodies: list[str] | None = None,
    threads: int = 2,
    connections: int = 16,
    seconds: float = 8.0,
    per_thread: bool = False,
) -> WrkResult:
    """One wrk run: ``connections`` keep-alive connections on ``threads`` threads for ``seconds``; with
    ``per_thread``, each thread sends to its own share of ``paths`` only."""
    hdrs = dict(headers or {})
    if bodies:
        hdrs.setdefault("Content-Type", "application/json")
    with tempfile.TemporaryDirectory(prefix="wrk-") as tmp:
        script = Path(tmp) / "load.lua"
        script.write_text(_lua(method, paths, hdrs, bodies, threads if per_thread else 1))
        argv = [
            wrk_binary(),
            f"-t{threads}",
            f"-c{connections}",
            f"-d{max(1, round(seconds))}s",
            "--latency",
            "--timeout",
            "10s",
            "-s",
            str(script),
            base_url + paths[0],
        ]
        done = subprocess.run(argv, capture_output=True, text=True, timeout=seconds + 60)
        if done.returncode != 0:
            raise RuntimeError(f"wrk failed ({done.returncode}): {done.stderr or done.stdout}")
        report = done.stdout
    try:
        return parse(report)
    except (AttributeError, KeyError, ValueError) as exc:
        raise RuntimeError(f"could not read wrk's report:\n{report}") from exc
