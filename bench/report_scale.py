"""The tables of the benchmarks beyond one process (``bench.report``): a node that dies, a Redis primary that fails
over, what listening costs as processes are added, 10,000 open streams."""

from __future__ import annotations

from bench.report_format import Figures, Table, met, ms, num, sec


def node_dies(f: Figures) -> Table:
    c, wrong = f["config"], ("events_lost", "events_duplicated", "events_out_of_order", "events_differing_from_history")
    row = [num(f["clients"]), num(f["clients_cut_off"]), sec(f["seconds_from_kill_until_every_client_resumed"])]
    row += [sec(f["slowest_reopening_through_haproxy_seconds"]), num(f["events_made_while_their_clients_were_away"])]
    row.append(" · ".join(num(f[k]) for k in wrong))
    header = ["clients", "cut off", "kill → all resumed", "slowest reopening", "events made while away"]
    nodes = f"{c['nodes']} nodes × {c['workers_per_node']} workers"
    notes = [f"{nodes}, {c['proxy']}; {c['actions_per_second']:.0f} actions/s."]
    return [*header, "lost · duplicated · out of order · differing"], [row], notes


def failover(f: Figures) -> Table:
    c, cost, kills, rows = f["config"], f["wait_cost"], f["failover"], []
    for name in ("REDIS_WAIT_REPLICAS=0", "REDIS_WAIT_REPLICAS=1"):
        r = cost[name]
        cpu = f"{r['api_cpu_us_per_action']:,.0f} + {r['redis_cpu_us_per_action']:,.0f} µs"
        rows.append([f"`{name}`", num(r["actions_per_s"]), ms(r["p50_ms"]), ms(r["p99_ms"]), cpu])
    ratio = f"{cost['time_per_action_ratio_median']:.3f} ({cost['time_per_action_ratio_range'].replace('..', '–')})"
    windows = [sec(k["window_s"]) if k["window_s"] is not None else "—" for k in kills["kills"]]
    answers = [num(sum(k[key] for k in kills["kills"])) for key in ("answered_2xx", "answered_503", "answered_409_412")]
    notes = [
        f"{c['cluster']}; {c['api']}; {c['rounds']} alternating rounds of {c['actions_per_round']} actions each.",
        f"Time an action with WAIT ÷ without, median of the rounds (range): {ratio}; CPU an action, API + Redis: "
        f"{cost['cpu_per_action_ratio']:.2f}×.",
        f"Failover window over {c['kills']} SIGKILLed primaries (first non-2xx → first 2xx on its games): "
        f"{', '.join(windows)}. Answers 2xx · 503 · 409/412 meanwhile: {' · '.join(answers)}; 500s and actions not "
        f"in their history exactly once: {f['problems']}.",
    ]
    return ["", "actions/s", "p50", "p99", "CPU an action (API + Redis)"], rows, notes


def listen_cost(f: Figures) -> Table:
    per_game, pattern, c = f["per_game"], f["pattern"], f["config"]
    rows, control = [], list(f.get("one_process_at_the_same_load", {}).items())
    cpu = "{:.2f} ms".format
    listening = "{:.3f} ms".format
    for n, (mine, theirs) in enumerate(zip(per_game["runs"], pattern["runs"], strict=True)):
        rows.append([str(mine["processes"])])
        for run in (mine, theirs):
            heard = f"{run['messages_heard_per_action']:.2f}"
            rows[-1] += [cpu(run["cpu_ms_per_action"]), heard, listening(run.get("listen_cpu_ms_per_action", 0.0))]
        rows[-1].append(f"{cpu(control[n][1])} at {control[n][0]}" if n < len(control) else "—")
    ratios = f"per game {per_game['most_over_fewest']:.3f}×, pattern {pattern['most_over_fewest']:.3f}×"
    load = f"{c['games']} games, {c['actions_per_s']:g} actions/s, {c['measured_s']:g} s measured"
    notes = [f"{load}; {c['server']}; {c['spread']}."]
    goal = f"goal ≤ {f['goal']['per_game_within']}× per game"
    notes.append(f"CPU an action, most processes ÷ fewest: {ratios}; {goal}: {met(f['goal']['met'])}.")
    if "listening_most_over_fewest" in per_game:
        ratios = (
            f"per game {per_game['listening_most_over_fewest']:.3f}×, "
            f"pattern {pattern['listening_most_over_fewest']:.3f}×"
        )
        notes.append(f"Listening an action, most ÷ fewest: {ratios}; {goal}: {met(f['goal']['listening_met'])}.")
    notes.append(
        "Messages heard an action: bounded by the processes a game's seats reach with per-game subscriptions, one per "
        "process with the pattern. Listening: the CPU the copy watches spent taking those messages in. The last "
        "column is one process alone at the load each of the N had: a process costs more an action the less it "
        "serves, in either design."
    )
    header = ["API processes"]
    for design in ("per game", "pattern"):
        header += [f"{design}: CPU an action", "messages heard", "listening"]
    header.append("one process alone at each one's load")
    return header, rows, notes


def streams_10k(f: Figures) -> Table:
    rows = []
    for name, r in ((k, v) for k, v in f.items() if isinstance(v, dict) and "streams" in v):
        got = f"{r['deliveries_received']:,} of {r['deliveries_expected']:,}"
        rows.append([name, sec(r["opened_in_s"]), got, *(ms(r[f"{p}_ms"]) for p in ("p50", "p95", "p99", "max"))])
        rows[-1] += [f"{r['workers_cpu_us_per_delivery']:.0f} µs", f"{r.get('machine_load_average_1_min', '')}"]
    header = ["followers", "all open in", "deliveries", "p50", "p95", "p99", "max", "workers' CPU a delivery"]
    header.append("load average")
    mem, fds = f["memory"], f["file descriptors"]
    notes = [
        f"{f['config']['server']}; {f['config']['rounds']} rounds of an action on each game; {f['config']['latency']}."
        f" p95 {f['p95 ratio to baseline']:.1f} × the baseline's. The workers' CPU includes the actions' own; the"
        " machine's load average (1 min, 2 cores) counts the other work it ran meanwhile.",
        f"Workers' RSS {mem['workers_rss_mb_no_stream']:.0f} MB with no stream, "
        + " · ".join(f"{mem[k]:.0f} MB" for k in mem if k.endswith("_open"))
        + f" with every stream open: {mem['rss_kb_per_open_stream']:.0f} KB a stream; after closing them,"
        f" {mem['workers_rss_mb_after_cycle_1']:.0f} then {mem['workers_rss_mb_after_cycle_2']:.0f} MB"
        f" (two open/close cycles).",
        f"Descriptors per worker: {fds['per_worker_no_stream']} with no stream, "
        + " · ".join(str(fds[k]) for k in fds if k.endswith("_open"))
        + f" open, {fds['per_worker_after_cycle_2']} after two cycles: {fds['left_open_after_cycle_2_but_redis_pool']}"
        f" left beside Redis's pool ({fds['redis_pool_per_worker_after_cycle_2']} connections, at most 100);"
        f" the workers let every stream go within {max(fds['workers_back_in_s']):.0f} s (two keep-alives).",
    ]
    return header, rows, notes
