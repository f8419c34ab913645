"""Lighthouse (mobile) on the web companion's main screens: performance, accessibility, best practices and SEO.

A real stack (gunicorn, Redis) on loopback; the pages are made through the API: a tracked table, an engine game
against the AI, an event with a round paired, and the table's projector view. The system Chromium
(``CHROME_PATH``, ``--headless=new --no-sandbox``, no background traffic) is started once with a DevTools port on
127.0.0.1 and signed in through the app's own form; Lighthouse attaches to it (``--port``) and keeps its storage
(``--disable-storage-reset``), so each screen is audited as its signed-in person sees it. The goal is 95 or more
in each category; per page, the audits that cost the most points are kept beside the scores.

Run on request only (``python -m bench lighthouse``): about a minute per page on a quiet two-core machine.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.harness import HOST, api_stack, free_port, write_results

CHROMIUM = os.environ.get("CHROME_PATH", "/usr/bin/chromium")
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
GOAL = 95
# loopback only: none of Chromium's own background connections (updates, sync, safe browsing) are made
CHROMIUM_FLAGS = [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-default-apps",
    "--no-default-browser-check",
]
LIGHTHOUSE = Path(__file__).resolve().parents[1] / "node_modules" / ".bin" / "lighthouse"
TOP_AUDITS = 4  # audits kept per page: those that cost the most points


def _api(stack: Any, method: str, path: str, token: str, body: dict[str, Any] | None = None) -> Any:
    status, answer = stack.request(method, path, body, headers={"Authorization": f"Bearer {token}"})
    if status not in (200, 201):
        raise RuntimeError(f"{method} {path}: {status} {answer}")
    return answer


def make_pages(stack: Any, token: str) -> dict[str, str]:
    """The screens to audit, as paths, made through the API as the app would make them."""
    table = {"ruleset": "arcane", "players": [{"name": "Ann"}, {"name": "Ben"}]}
    tracked = _api(stack, "POST", "/v1/games", token, table)
    players = [{"name": "Me", "deck": "draco-skyfire"}, {"name": "AI", "deck": "salum-arcana", "ai": {"level": "easy"}}]
    engine = _api(stack, "POST", "/v1/games", token, {"ruleset": "achroma", "mode": "engine", "players": players})
    event = _api(
        stack,
        "POST",
        "/v1/tournaments",
        token,
        {"ruleset": "arcane", "name": "Friday Night", "format": "swiss", "match": {"best_of": 3}},
    )
    for name in ("Ann", "Ben", "Cat", "Dan"):
        _api(stack, "POST", f"/v1/tournaments/{event['id']}/players", token, {"name": name})
    _api(stack, "POST", f"/v1/tournaments/{event['id']}/rounds", token)
    return {
        "landing": "/app/",
        "tracked-table": f"/app/games/{tracked['id']}",
        "engine-vs-ai": f"/app/games/{engine['id']}",
        "event": f"/app/events/{event['id']}",
        "projector": f"/app/games/{tracked['id']}/projector",
    }


def audit(url: str, port: int, out: Path) -> dict[str, Any]:
    """One Lighthouse run (mobile, its default) on ``url`` in the Chromium listening on ``port``."""
    argv = [
        str(LIGHTHOUSE),
        url,
        f"--port={port}",
        f"--hostname={HOST}",
        "--disable-storage-reset",
        "--form-factor=mobile",
        f"--only-categories={','.join(CATEGORIES)}",
        "--output=json",
        f"--output-path={out}",
        "--quiet",
    ]
    subprocess.run(argv, check=True, env={**os.environ, "CHROME_PATH": CHROMIUM}, timeout=300)
    report = json.loads(out.read_text())
    scores = {c: round(100 * (report["categories"][c]["score"] or 0)) for c in CATEGORIES}
    return {**scores, "costly_audits": _costly(report)}


def _costly(report: dict[str, Any]) -> list[str]:
    """The failing audits that weigh most in their category, with Lighthouse's one-line verdict."""
    failing = []
    for category in CATEGORIES:
        for ref in report["categories"][category]["auditRefs"]:
            found = report["audits"][ref["id"]]
            if ref["weight"] > 0 and found["score"] is not None and found["score"] < 0.9:
                lost = ref["weight"] * (1 - found["score"])
                shown = found.get("displayValue") or ""
                failing.append((lost, f"{category}: {found['title']}" + (f" ({shown})" if shown else "")))
    return [text for _, text in sorted(failing, reverse=True)[:TOP_AUDITS]]


def table(f: dict[str, Any]) -> tuple[list[str], list[list[str]], list[str]]:
    """docs/performance.md's table (``bench.report``): a row per page, a score below the goal in bold."""
    rows = [
        [name, *(str(p[c]) if p[c] >= f["goal"] else f"**{p[c]}**" for c in CATEGORIES), "; ".join(p["costly_audits"])]
        for name, p in f["pages"].items()
    ]
    notes = [
        f"Goal: {f['goal']} or more in each category; the whole run took {f['seconds']:.0f} s, with the machine's load "
        f"(1-minute average) at {f['load_average']:.1f}: Lighthouse's blocking time grows with what else runs."
    ]
    return ["page", *CATEGORIES, "what costs the most points"], rows, notes


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pages", nargs="*", help="only these pages (landing, tracked-table, …)")
    args = parser.parse_args(argv)
    if not LIGHTHOUSE.exists():
        print("no Lighthouse: npm ci (it is a dev dependency in package.json)", file=sys.stderr)
        return 2
    from playwright.sync_api import sync_playwright

    started = time.monotonic()
    results: dict[str, Any] = {}
    with (
        api_stack(workers=1) as stack,
        tempfile.TemporaryDirectory(prefix="lighthouse-") as tmp,
        sync_playwright() as pw,
    ):
        username, password = "lighthouse", "correct-horse-battery"
        token = stack.user_token(username, password)
        pages = make_pages(stack, token)
        port = free_port()
        browser = pw.chromium.launch_persistent_context(
            str(Path(tmp) / "profile"),
            executable_path=CHROMIUM,
            headless=False,  # --headless=new is among the flags, as Lighthouse's own launcher would pass it
            args=[*CHROMIUM_FLAGS, f"--remote-debugging-port={port}", f"--remote-debugging-address={HOST}"],
        )
        try:
            page = browser.new_page()
            page.goto(f"{stack.base_url}/app/signin")
            page.get_by_label("Username").fill(username)
            page.get_by_label("Password").fill(password)
            page.get_by_role("button", name="Sign in").click()
            page.get_by_role("button", name="Sign out").wait_for()
            for name, path in pages.items():
                if args.pages and name not in args.pages:
                    continue
                results[name] = audit(f"{stack.base_url}{path}", port, Path(tmp) / f"{name}.json")
                print(f"  {name}: " + ", ".join(f"{c} {results[name][c]}" for c in CATEGORIES), flush=True)
        finally:
            browser.close()
    below = {name: [c for c in CATEGORIES if page_result[c] < GOAL] for name, page_result in results.items()}
    write_results(
        "lighthouse",
        {
            "goal": GOAL,
            "pages": results,
            "below_goal": {name: cats for name, cats in below.items() if cats},
            "seconds": round(time.monotonic() - started, 1),
            "load_average": round(os.getloadavg()[0], 2),
        },
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
