"""The figures of docs/performance.md, made from the results in bench/results/*.json: one table per benchmark.

    python -m bench.report            # rewrite the figures between the markers of docs/performance.md
    python -m bench.report --check    # exit 1 when the document's figures are not what the results make

Only the part between ``<!-- figures:begin -->`` and ``<!-- figures:end -->`` is written; the prose around it is
kept by hand. ``tests/test_performance_doc.py`` fails when the two drift, as the OpenAPI test does for the contract,
so a benchmark run that changes a result changes the document in the same commit.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterable
from pathlib import Path

from bench import durations
from bench.bench_lighthouse import table as lighthouse
from bench.report_engines import OPPONENTS, ai, engine_simulation, engine_tempo
from bench.report_format import Figures, Result, Table, markdown, measured, met, ms, num, sec
from bench.report_scale import failover, listen_cost, node_dies, streams_10k

ROOT = Path(__file__).resolve().parent.parent
RESULTS_DIR = ROOT / "bench" / "results"
DOCUMENT = ROOT / "docs" / "performance.md"
BEGIN = "<!-- figures:begin -->"
END = "<!-- figures:end -->"

# ---- benchmarks whose latest result is one table --------------------------------------------------------------

HOTPATH_ROWS = {
    "bare Flask": "bare Flask app",
    "bare_redis": "bare app + one Redis command",
    "bare_redis_pipelined": "… pipelined",
    "health": "`GET /v1/health`",
    "me": "`GET /v1/me`",
    "game": "`GET /v1/games/{id}`",
    "action": "`POST /v1/games/{id}/actions`",
    "action_shared": "… two phones racing for a table",
}


def hotpath(f: Figures) -> Table:
    rows = []
    for key, label in HOTPATH_ROWS.items():
        if r := f.get(key):
            ratio = f"{r['ratio_to_bare']:.3f} ({r['ratio_range'].replace('..', '–')})" if "ratio_to_bare" in r else "1"
            cpu = f"{r['cpu_us_per_request']['server']:,.0f} µs"
            goal = f"{r['goal']}: {met(r['goal_met'])}" if "goal" in r else ""
            bare = str(r.get("server_cpu_in_bare_requests", 1))
            rows.append([label, num(r["req_per_s"]), ms(r["p50_ms"]), ms(r["p99_ms"]), ratio, cpu, bare, goal])
    c = f["config"]
    notes = [f"{c['load']}, {c['rounds']} rounds; {c['server']}; {c['database']}; Redis {c['redis']}."]
    notes.append(f"Every goal met: {'yes' if f['all_goals_met'] else '**no**'}.")
    header = ["endpoint", "req/s", "p50", "p99", "÷ bare (rounds)", "server CPU a request", "in bare requests", "goal"]
    return header, rows, notes


def load_table(f: Figures, bare: str = "bare GET /v1/health") -> Table:
    """A benchmark that loads the API with its own clients: requests, latency, and throughput ÷ the bare app's."""
    rows = []
    for label, r in f.items():
        if isinstance(r, dict) and "req_per_s" in r:
            done, errors, ratio = r.get("requests", r.get("registered")), r.get("errors", 0), r["req_per_s"]
            p50, p99 = (ms(r[k]) if k in r else "—" for k in ("p50_ms", "p99_ms"))
            rows.append([label, num(done), num(errors), num(ratio), p50, p99, f"{ratio / f[bare]['req_per_s']:.3f}"])
    c = f["config"]
    rounds = f"{c['rounds']} rounds" if "rounds" in c else f"{c['seconds']:g} s"
    header = ["", "requests", "errors", "req/s", "p50", "p99", "÷ bare"]
    return header, rows, [f"{c['server']}; {c['clients']} clients, {rounds}."]


def me(f: Figures) -> Table:
    header, rows, notes = load_table(f)
    r = f["ratio me/bare"]
    median = f"{r['throughput_median_of_rounds']:.3f} ({r['throughput_range_of_rounds'].replace('..', '–')})"
    return header, rows, [*notes, f"Median of the rounds' ratios: {median}."]


def actions(f: Figures) -> Table:
    header, rows, notes = load_table(f)
    fsync = f["ratio appendfsync always/everysec"]
    sizes = "; ".join(
        f"{game} {r['bytes_at_creation']:,} B at creation and {r['bytes_per_action']} B an action"
        for game, r in f["redis bytes per live game"].items()
    )
    always = (
        f"`appendfsync always` ÷ `everysec`: throughput {fsync['throughput']:.3f}, p99 {fsync['p99_latency']:.3f}×."
    )
    return header, rows, [*notes, always, f"Redis per live game: {sizes}."]


def sse(f: Figures) -> Table:
    rows = []
    for r in (r for r in f.values() if isinstance(r, dict) and "subscribers" in r):
        got = f"{r['deliveries']:,} of {r['expected_deliveries']:,}"
        late = ms(r["last_subscriber_p50_ms"])
        rows.append([num(r["subscribers"]), sec(r["all_connected_in_s"]), got, ms(r["p50_ms"]), ms(r["p95_ms"])])
        rows[-1] += [ms(r["max_ms"]), late, f"{r['api_worker_rss_mb']:.0f} MB"]
    header = ["streams on one game", "all open in", "deliveries", "p50", "p95", "max", "last one's p50", "worker RSS"]
    return header, rows, [f"{f['config']['server']}; {f['config']['actions_per_phase']} actions a phase."]


def night_column(run: Figures) -> dict[str, str]:
    """One database's night, figure by figure."""
    start, zero, pair = run["game_start"], run["must_be_zero"], "{} / {}".format
    result = next((v for k, v in run["http"]["by_endpoint"].items() if k.endswith("/result")), None)
    rss = max(p["peak_rss_mb"] for p in run["processes"] if p["process"].startswith("api worker"))
    must_be_zero = ("http_5xx", "lost_actions", "duplicated_actions", "unanswered_requests")
    return {
        "actions acknowledged": num(run["actions_acknowledged"]),
        "action p50 / p99": pair(ms(run["action_latency"]["p50_ms"]), ms(run["action_latency"]["p99_ms"])),
        "SSE delivery p50 / p95": pair(ms(run["sse_delivery"]["p50_ms"]), ms(run["sse_delivery"]["p95_ms"])),
        "tables started and linked within 1 s": f"**{start['linked_within_1s_of_own_start']}** of {start['tables']}",
        "start p50 · p95 · slowest": " · ".join(
            ms(start["create_and_link"][k]) for k in ("p50_ms", "p95_ms", "max_ms")
        ),
        "last table linked, after the pairing": sec(start["last_linked_after_pairing_s"]),
        "a result reported p50 / p99": pair(ms(result["p50_ms"]), ms(result["p99_ms"])) if result else "—",
        "server CPU per action": ms(run["cpu_s_per_action"] * 1000),
        "the load generator's CPU": sec(run["load_generator_cpu"]["cpu_s"]),
        "peak RSS of an API worker": f"{rss:.0f} MB",
        "5xx · lost · duplicated · unanswered": " · ".join(str(zero.get(k, "—")) for k in must_be_zero),
    }


def night(f: Figures) -> Table:
    names = {"sqlite": "SQLite", "postgresql": "PostgreSQL"}
    columns = {names[db]: night_column(f[db]) for db in names if db in f}
    labels = next(iter(columns.values()), {})
    rows = [[label, *(column[label] for column in columns.values())] for label in labels]
    c = f["config"]
    setup = f"{c['players']} players, {c['rounds']} rounds of {c['round_seconds']:g} s, {c['ruleset']}; {c['stack']}."
    return ["", *columns], rows, [setup, f"PostgreSQL: {c['postgresql']}."]


def events(f: Figures) -> Table:
    swiss, pods, api = f["swiss"], f["pods"], f["api"]
    single, top = f["bracket"]["single_elimination"], f["bracket"]["top_32_after_swiss"]

    def row(what: str, players: int, rounds: int, timed: Figures, goal: Figures | None = None) -> list[str]:
        under = met(goal["each_round_under_2s"]) if goal else ""
        return [what, f"{players:,}", str(rounds), sec(timed["median_s"]), sec(timed["max_s"]), under]

    rows = [
        row("Swiss pairing", swiss["players"], swiss["rounds"], swiss["pairing"], swiss["pairing"]),
        row("Swiss standings", swiss["players"], swiss["rounds"], swiss["standings"]),
        row("pod pairing", pods["players"], pods["rounds"], pods["pairing"], pods["pairing"]),
        row("single elimination", single["players"], single["rounds"], single, single),
        row("top 32 after the Swiss", 32, top["rounds"], top, top),
        row("`POST …/rounds` (API)", api["players"], api["rounds"], api["post_rounds"], api["post_rounds"]),
    ]
    b = f["swiss"]["baseline"]
    same = "the same pairings" if b["same_pairings"] else "**other pairings**"
    notes = [
        f"Swiss round {b['round']} with every block sent to the blossom algorithm: {sec(b['blossom_only_s'])}, "
        f"against {sec(b['shortcut_s'])} ({b['speedup']}× faster, {same}). Final pod standings "
        f"{sec(pods['final_standings_s'])}; bracket seeding {sec(single['seeding_s'])}, top-32 seeding "
        f"{sec(top['seeding_from_standings_s'])}.",
        f"Through the API (in process, SQLite): `GET …/standings` {sec(api['get_standings_median_s'])}, "
        f"`GET …/rounds/{{n}}` {sec(api['get_round_median_s'])} (medians).",
    ]
    return ["what", "players", "rounds", "median", "slowest", "each round ≤ 2 s"], rows, notes


def pairings(f: Figures) -> Table:
    swiss, pods, rows = f["swiss_pairing"], f["pod_pairing"], []
    for size in sorted(swiss, key=lambda key: int(key.split("_")[0])):
        s, p = swiss[size], pods.get(size, {})
        pod = [sec(p["median_s"]), sec(p["max_s"])] if p else ["—", "—"]
        groups = f"{s['tables']:,} · {s['score_groups']}"
        rows.append([f"{int(size.split('_')[0]):,}", sec(s["median_s"]), sec(s["max_s"]), groups, *pod])
    st = next(iter(f["standings"].values()))
    goals = "; ".join(f"`{name}` {met(flag)}" for name, flag in f["goals"].items())
    notes = [
        f"Standings of {st['players']:,} players after {st['rounds']} rounds ({st['matches']:,} matches): "
        f"{sec(st['median_s'])} (median). Goals: {goals}."
    ]
    header = ["players", "Swiss median", "Swiss slowest", "tables · score groups", "pods median", "pods slowest"]
    return header, rows, notes


def print_run(f: Figures) -> Table:
    c, names = f["config"], {"sqlite": "SQLite", "postgresql": "PostgreSQL"}
    header = ["database", "copies", "wall time", "copies/s", "rows' transaction", "bare write of the rows", "ratio"]
    header += ["peak RSS (growth)", "codes CSV"]
    rows, goals = [], []
    for key, name in names.items():
        d = f.get(key)
        if d is None or "skipped" in d:
            continue
        goals.append(f"{'met' if d['goal_met'] else 'missed'} on {name}")
        row = [name, f"{d['copies']:,}", sec(d["seconds"]), num(d["copies_per_second"])]
        row += [sec(d["rows_transaction_seconds"]), sec(d["bare_write_seconds"]), f"{d['ratio_to_bare_write']:.2f}×"]
        row += [f"{d['peak_rss_mib']:.0f} MiB (+{d['peak_rss_growth_mib']:.0f})", f"{d['secrets_csv_mib']:.1f} MiB"]
        rows.append(row)
    notes = [
        f"{c['cards']} cards; medians of {c['repeats']} runs, each in a fresh process on a fresh database, and the "
        f"largest memory growth; goal ≤ {c['goal_seconds']:g} s: {', '.join(goals)}. The rows' transaction is how long "
        "the database's writer was held (SQLite has one); the bare write is the same kind of rows, made beforehand, "
        "written by the same bulk write and nothing else. Secrets go to Redis in chunks of "
        f"{c['secrets_chunk_rows']:,} rows. SQLite: {c['sqlite']}; its growth includes its page cache, up to 16 MiB "
        f"while the rows go in. PostgreSQL: {c['postgresql']}. Load average as the runs began: "
        f"{c.get('load_average', '—')} (1 min)."
    ]
    return header, rows, notes


def ai_latency(f: Figures) -> Table:
    whole, net, c = f["human move to first AI event, ms"], f["minus budget, ms"], f["config"]
    row = [str(f["samples"]), c["ai"], f"{ms(whole['p50'])} · {ms(whole['p95'])}"]
    row.append(" · ".join(ms(net[k]) for k in ("p50", "p95", "max")))
    header = ["samples", "AI", "move → the AI's first event, p50 · p95", "minus the budget, p50 · p95 · max"]
    return header, [row], [f"{c['server']}; {c['note']}."]


# ---- benchmarks whose every result is a row -------------------------------------------------------------------

# ---- the document ---------------------------------------------------------------------------------------------

LATEST: dict[str, tuple[str, Callable[[Figures], Table]]] = {
    "hotpath": ("The hot path (`bench_hotpath`)", hotpath),
    "me": ("Token auth and a user read (`bench_me`)", me),
    "actions": ("Actions, and a live game in Redis (`bench_actions`)", actions),
    "registration": ("Card registration (`bench_registration`)", load_table),
    "sse": ("SSE fan-out (`bench_sse`)", sse),
    "node_dies": ("A node dies under 300 streams (`bench_node_dies`)", node_dies),
    "failover": ("A Redis primary dies under load (`bench_failover`)", failover),
    "listen_cost": ("What listening costs as processes are added (`bench_listen_cost`)", listen_cost),
    "streams_10k": ("10,000 open streams over 2 workers (`bench_streams_10k`)", streams_10k),
    "night": ("A tournament night (`bench_night`)", night),
    "events": ("A 4,096-player event (`bench_events`)", events),
    "pairings": ("Pairings and standings (`bench_pairings`)", pairings),
    "print_run": ("A print run (`bench_print_run`)", print_run),
    "ai_latency": ("From a person's move to the AI's (`bench_ai_latency`)", ai_latency),
    "engine_tempo": ("How long a game is, in moves (`bench_engine_tempo`)", engine_tempo),
    "lighthouse": ("Lighthouse, mobile, per screen (`bench_lighthouse`)", lighthouse),
    "durations": ("How long each benchmark takes (`python -m bench`)", durations.table),
}
EVERY: dict[str, Callable[[list[Result]], str]] = {"ai": ai, "engine_simulation": engine_simulation}


def kind_of(result: Result) -> str:
    """Which benchmark made a result: AI runs by their figures (their names carry the engine and the budget)."""
    if any(opponent in result["results"] for opponent in OPPONENTS):
        return "ai"
    name = result["benchmark"]
    return "engine_simulation" if name.startswith("engine_simulation") else name


def load(results_dir: Path = RESULTS_DIR) -> list[Result]:
    """Every results file, in file-name order (the ``*.games.jsonl`` game logs are not results)."""
    return [{**json.loads(path.read_text()), "file": path.name} for path in sorted(results_dir.glob("*.json"))]


def render(results: Iterable[Result]) -> str:
    """The figures section: a table per benchmark (of its latest result, or a row per result)."""
    kinds: dict[str, list[Result]] = {}
    for result in results:
        kinds.setdefault(kind_of(result), []).append(result)
    parts = []
    for kind, (title, table) in LATEST.items():
        if kind in kinds:
            latest = max(kinds[kind], key=lambda r: r["machine"]["timestamp"])
            m = latest["machine"]
            source = f"{measured(latest)}: {m['cpu_count']} CPUs, {m['implementation']} {m['python']}."
            parts.append(markdown(title, source, table(latest["results"])))
    parts += [every(kinds[kind]) for kind, every in EVERY.items() if kind in kinds]
    unknown = sorted(set(kinds) - set(LATEST) - set(EVERY))
    parts += [f"{measured(r)}: no table yet (add one to `bench/report.py`)." for k in unknown for r in kinds[k]]
    return "\n\n".join(parts)


def figures_of(document: str) -> str:
    """What stands between the markers of a document (``ValueError`` unless each is there once, in order)."""
    if document.count(BEGIN) != 1 or document.count(END) != 1 or document.index(BEGIN) > document.index(END):
        raise ValueError(f"the document needs one {BEGIN} and, after it, one {END}")
    return document.split(BEGIN, 1)[1].split(END, 1)[0].strip("\n")


def with_figures(document: str, figures: str) -> str:
    """The document with ``figures`` between its markers."""
    figures_of(document)
    head, rest = document.split(BEGIN, 1)
    return f"{head}{BEGIN}\n{figures}\n{END}{rest.split(END, 1)[1]}"


def write_or_check(document: Path, figures: str, *, check: bool, command: str) -> int:
    """Write ``figures`` between the document's markers, or (``check``) exit 1 when they are not what stands there."""
    text = document.read_text()
    if not check:
        document.write_text(with_figures(text, figures))
        print(f"{document}: figures written")
        return 0
    if figures_of(text) != figures:
        print(f"{document} is out of date: run `{command}`", file=sys.stderr)
        return 1
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.report", description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 when the document's figures are out of date")
    parser.add_argument("--results", type=Path, default=RESULTS_DIR, help="the results folder (bench/results)")
    parser.add_argument("--document", type=Path, default=DOCUMENT, help="the document (docs/performance.md)")
    args = parser.parse_args(argv)
    return write_or_check(args.document, render(load(args.results)), check=args.check, command="python -m bench.report")


if __name__ == "__main__":
    sys.exit(main())
