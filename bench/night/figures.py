"""The night's figures, from what the phones saw: latencies, the server's answers, and the accounting of every action.

The accounting: every acknowledged action (a 200 answer to its POST) must be in the game's history exactly once,
at the entry number its answer gave, as it was posted; and must reach each of the table's two streams exactly
once. An action in the history that no phone had acknowledged counts as duplicated (a retried write applied twice
would show up so), and so does an entry a stream delivered twice. A stream must also deliver every entry of its
game (1…n, whatever its kind) in order, with no gap.

SSE delivery latency runs from the moment the action's POST was sent to the moment a phone read its entry; entries
a phone received only because its network had dropped (it resumed and read what it had missed) are counted apart.
"""

from __future__ import annotations

import itertools
from collections import Counter
from typing import Any

from bench.harness import percentile
from bench.night.night import NightRecord
from bench.night.table import TableRecord

KEEP = 20  # problems and errors listed in full (the rest are counted)


def _ms(values: list[float], *ps: float) -> dict[str, float]:
    shown = {f"p{p:g}_ms": round(percentile(values, p) * 1000, 1) for p in ps}
    return {**shown, "max_ms": round(max(values) * 1000, 1) if values else float("nan"), "count": len(values)}


def _account(table: TableRecord, into: Counter[str], deliveries: list[float]) -> None:
    acked = Counter(a.number for a in table.acks)
    into["duplicated_acks"] += sum(n - 1 for n in acked.values())  # two answers naming one entry
    history = {e["number"]: e for e in table.history}
    if [e["number"] for e in table.history] != list(range(1, len(table.history) + 1)):
        into["history_gaps"] += 1
    for ack in table.acks:
        entry = history.get(ack.number)
        if entry is None or entry.get("type") != "action" or entry.get("action") != ack.body:
            into["lost_history"] += 1
    into["duplicated_history"] += sum(1 for n, e in history.items() if e.get("type") == "action" and n not in acked)
    final = max(table.final_version, len(table.history))
    for sub in table.subscribers:
        numbers = [n for n, _ in sub.received]
        seen = Counter(numbers)
        into["lost_streams"] += sum(1 for ack in table.acks if seen[ack.number] == 0)
        into["duplicated_streams"] += sum(seen[ack.number] - 1 for ack in table.acks if seen[ack.number] > 1)
        into["stream_entries_missing"] += sum(1 for n in range(1, final + 1) if seen[n] == 0)
        into["stream_out_of_order"] += sum(1 for a, b in itertools.pairwise(numbers) if b <= a)
        into["planned_drops"] += len(sub.absences)
        into["unplanned_reconnects"] += sub.unplanned_reconnects
        first: dict[int, float] = {}
        for number, arrived in sub.received:
            first.setdefault(number, arrived)
        for ack in table.acks:
            at = first.get(ack.number)
            if at is None:
                continue
            if any(gone <= at and ack.sent <= back for gone, back in sub.absences):
                into["deliveries_after_resume"] += 1
            else:
                deliveries.append(at - ack.sent)


def _by_time(tables: list[TableRecord], width: float = 10.0) -> dict[str, dict[str, float]]:
    """Action latency by when in the round the action was sent (seconds after the pairing), in ``width`` s bins."""
    bins: dict[int, list[float]] = {}
    for table in tables:
        for ack in table.acks:
            bins.setdefault(int((ack.sent - table.paired_at) // width), []).append(ack.latency)
    return {f"{b * width:g}-{(b + 1) * width:g}s": _ms(bins[b], 50, 99) for b in sorted(bins)}


def night_figures(record: NightRecord) -> dict[str, Any]:
    """Every figure of the night, as JSON-ready data."""
    tables = [t for r in record.rounds for t in r.tables]
    acks = [a for t in tables for a in t.acks]
    counts: Counter[str] = Counter()
    deliveries: list[float] = []
    for table in tables:
        _account(table, counts, deliveries)
    tally = record.api.tally
    lost = counts["lost_history"] + counts["lost_streams"] + sum(len(t.unacked) for t in tables)
    duplicated = counts["duplicated_acks"] + counts["duplicated_history"] + counts["duplicated_streams"]
    linked = [t for t in tables if t.game_id and t.create_link_s == t.create_link_s]
    problems = [f"round {t.round} table {t.table}: {p}" for t in tables for p in t.problems]
    statuses: Counter[int] = Counter()
    for by_status in tally.statuses.values():
        statuses.update(by_status)
    return {
        "actions_acknowledged": len(acks),
        "action_latency": _ms([a.latency for a in acks], 50, 99),
        "action_latency_by_time_in_round": _by_time(tables),
        "sse_delivery": {**_ms(deliveries, 50, 95, 99), "after_a_resume": counts["deliveries_after_resume"]},
        "http_5xx": tally.count_5xx(),
        "lost_actions": lost,
        "duplicated_actions": duplicated,
        "unanswered_requests": len(tally.unanswered),
        "accounting": {
            "lost_from_history": counts["lost_history"],
            "lost_from_streams": counts["lost_streams"],
            "unacknowledged_writes": sum(len(t.unacked) for t in tables),
            "duplicated_in_history": counts["duplicated_history"],
            "duplicated_in_streams": counts["duplicated_streams"],
            "histories_with_gaps": counts["history_gaps"],
            "stream_entries_missing": counts["stream_entries_missing"],
            "stream_entries_out_of_order": counts["stream_out_of_order"],
            "streams": sum(len(t.subscribers) for t in tables),
            "planned_network_drops": counts["planned_drops"],
            "unplanned_reconnects": counts["unplanned_reconnects"],
        },
        "game_start": {
            "tables": len(tables),
            "created_and_linked": len(linked),
            "create_and_link": _ms([t.create_link_s for t in linked], 50, 95),
            "linked_within_1s_of_own_start": sum(1 for t in linked if t.create_link_s <= 1.0),
            "last_linked_after_pairing_s": round(max((t.linked_after_s for t in linked), default=float("nan")), 3),
        },
        "rounds": [
            {
                "round": r.number,
                "tables": len(r.tables),
                "pair_ms": round(r.pair_s * 1000, 1),
                "actions": sum(len(t.acks) for t in r.tables),
                "complete_after_pairing_s": round(r.complete_after_s, 2),
                "linked_within_1s": sum(1 for t in r.tables if t.game_id and t.create_link_s <= 1.0),
                "create_and_link_p95_ms": _ms([t.create_link_s for t in r.tables if t.game_id], 95).get("p95_ms"),
            }
            for r in record.rounds
        ],
        "standings": {"rows": len(record.standings), "players": record.plan.players},
        "http": {
            "requests": sum(statuses.values()),
            "statuses": {str(k): v for k, v in sorted(statuses.items())},
            "transport_errors_retried": dict(tally.transport_errors),
            "server_errors": tally.server_errors[:KEEP],
            "unexpected_4xx": tally.unexpected[:KEEP],
            "unexpected_4xx_count": len(tally.unexpected),
            "by_endpoint": {
                name: {**_ms(lat, 50, 99), "statuses": dict(tally.statuses[name])}
                for name, lat in sorted(tally.latencies.items())
            },
        },
        "problems": problems[:KEEP],
        "problem_count": len(problems),
        "failures": record.failures,
        "load_generator_loop_lag": _ms(record.loop_lag, 50, 99),
        "setup_s": round(record.setup_s, 1),
        "night_s": round(record.night_s, 1),
    }


def must_be_zero(figures: dict[str, Any]) -> dict[str, int]:
    """The figures that must be zero for the night to pass, with their values."""
    return {
        "http_5xx": figures["http_5xx"],
        "lost_actions": figures["lost_actions"],
        "duplicated_actions": figures["duplicated_actions"],
        "unanswered_requests": figures["unanswered_requests"],
        "stream_entries_missing": figures["accounting"]["stream_entries_missing"],
        "failures": len(figures["failures"]),
    }
