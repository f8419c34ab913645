"""docs/performance.md's tables of the engines' benchmarks: the AI's strength, the random soaks, and the tempo."""

from __future__ import annotations

import re

from bench.report_format import Figures, Result, Table, between, markdown, measured, met, ms, num, pct
from rules.simulate import wilson

OPPONENTS = ("hard vs random", "hard vs greedy")
AI_GOALS = {"hard vs random": 0.9, "hard vs greedy": 0.6}  # win rates, over at least AI_GOAL_GAMES per opponent
AI_GOAL_GAMES = 200


def ai_runs(results: list[Result]) -> list[list[Result]]:
    """Each AI run with its parts: a run continued from game N > 0 (``games_run: indices N-…``) takes in the
    ``.partial`` result of its first games; a partial whose run went on from game 0 is superseded by it."""
    partials = {r["benchmark"].removesuffix(".partial"): r for r in results if r["benchmark"].endswith(".partial")}
    runs = []
    for result in (r for r in results if not r["benchmark"].endswith(".partial")):
        first = re.match(r"indices (\d+)-", result["results"]["config"].get("games_run", ""))
        part = partials.get(result["benchmark"])
        runs.append([part, result] if part and first and int(first.group(1)) > 0 else [result])
    return runs


def ai_cell(parts: list[Result], opponent: str) -> tuple[str, int, int, list[float], list[float]]:
    """One opponent over a run's parts: the win cell, games, wins, playouts/s and decision p99s."""
    rows = [p["results"][opponent] for p in parts if opponent in p["results"]]
    if not rows:
        return "—", 0, 0, [], []
    games, wins, draws = (sum(r[k] for r in rows) for k in ("games", "hard_wins", "draws"))
    low, high = wilson(wins, games) if len(rows) > 1 else (rows[0]["ci95_low"], rows[0]["ci95_high"])
    cell = f"{pct(wins / games)} ({100 * low:.1f}–{pct(high)}), {wins}/{games}" + (f", {draws} drawn" if draws else "")
    return cell, games, wins, [r["playouts_per_s"] for r in rows], [r["decision_p99_ms"] for r in rows]


def ai_order(parts: list[Result]) -> tuple[str, int, int, str]:
    c = parts[-1]["results"]["config"]
    return c.get("ruleset", "achroma"), -c["budget_ms"], -c["games_per_opponent"], parts[-1]["file"]


def ai(results: list[Result]) -> str:
    rows = []
    for parts in sorted(ai_runs(results), key=ai_order):
        c, cells = parts[-1]["results"]["config"], [ai_cell(parts, o) for o in OPPONENTS]
        totals = {o: (games, wins) for o, (_, games, wins, *_) in zip(OPPONENTS, cells, strict=True)}
        reached = all(wins / games >= AI_GOALS[o] for o, (games, wins) in totals.items() if games)
        goal = met(reached) if min(games for games, _ in totals.values()) >= AI_GOAL_GAMES else "—"
        playouts, p99 = [x for cell in cells for x in cell[3]], [x for cell in cells for x in cell[4]]
        games = " + ".join(str(max(p["results"].get(o, {}).get("games", 0) for o in OPPONENTS)) for p in parts)
        rows.append([c.get("ruleset", "achroma"), f"{c['budget_ms']:,} ms", games, cells[0][0], cells[1][0]])
        rows[-1] += [between(playouts), between(p99, ms), goal, ", ".join(measured(p) for p in parts)]
    header = ["engine", "budget a decision", "games per opponent", "hard vs random (95 % interval)"]
    header += ["hard vs greedy (95 % interval)", "playouts/s", "decision p99", "goals", "results"]
    note = (
        f"Goals, over at least {AI_GOAL_GAMES} games per opponent: hard wins ≥ 90 % of its games against random and "
        "≥ 60 % against greedy. A run made in two parts is one row, its interval over both."
    )
    return markdown("AI strength (`bench_ai`)", "Every run in `bench/results/`, one row each.", (header, rows, [note]))


def engine_simulation(results: list[Result]) -> str:
    rows = []
    for result in sorted(results, key=lambda r: r["results"]["config"]["ruleset"]):
        f = result["results"]
        players = ", ".join(f"{n:,} of {p}" for p, n in f["games_by_players"].items())
        ends = ", ".join(f"{reason.replace('_', ' ')} {n:,}" for reason, n in f["finish_reasons"].items())
        games = f"{f['games_finished']:,} ({players} players)"
        row = [f["config"]["ruleset"], games, num(f["actions"]), num(f["actions_per_s"])]
        rows.append([*row, f"**{f['invariant_violations']}**", ends, measured(result)])
    header = ["engine", "games", "actions", "actions/s", "invariant violations", "how the games ended", "results"]
    source = "Seeded games of 2 to 4 players, every invariant checked after every action; one row an engine."
    return markdown("Random games at scale (`bench_engine_simulation`)", source, (header, rows, []))


TEMPO_ROWS = {
    "actions_per_game": ("actions a game", lambda v: f"{v:,.1f}"),
    "decisions_per_game": ("decisions a game", lambda v: f"{v:,.1f}"),
    "passes_per_game": ("passes a game", lambda v: f"{v:,.1f}"),
    "off_turn_actions_per_game": ("actions out of turn a game", lambda v: f"{v:,.1f}"),
    "turns_per_game": ("turns a game", lambda v: f"{v:,.1f}"),
    "ms_per_action": ("greedy's time an action", ms),
}


def engine_tempo(f: Figures) -> Table:
    """A row per figure, a column per engine (with the baseline and the ratio when the run had one)."""
    engines = [k for k in f if k != "config"]
    base = f["config"].get("baseline_ref")
    header = ["figure"]
    for e in engines:
        header += [e, f"{e} at `{base}`", "ratio"] if base else [e]
    rows = []
    for key, (label, fmt) in TEMPO_ROWS.items():
        row = [label]
        for e in engines:
            row.append(fmt(f[e]["current"][key]))
            if base:
                before, ratio = f[e]["baseline"].get(key), f[e].get("ratio", {}).get(key)
                row += [fmt(before) if before is not None else "—", f"{ratio:.2f}×" if ratio else "—"]
        rows.append(row)
    note = (
        f"{f['config']['games']} seeded games per engine, {f['config']['players']}. A decision is a position where the "
        "player to act has more than one move besides conceding and the standing passes."
    )
    return header, rows, [note]
