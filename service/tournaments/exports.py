"""Pairings and standings as CSV (for spreadsheets and other tools) and as a printable HTML page (for the wall)."""

from __future__ import annotations

import html
import io
from typing import Any

from sqlalchemy.orm import Session

from service.platform import csv_safe
from service.tournaments.access import get_tournament
from service.tournaments.rounds import get_round
from service.tournaments.standings import standings

STYLE = """
body { font-family: sans-serif; margin: 1.5em; }
table { border-collapse: collapse; width: 100%; font-size: 14pt; }
th, td { border: 1px solid #444; padding: 0.3em 0.6em; text-align: left; }
th { background: #eee; }
@media print { body { margin: 0; } tr { page-break-inside: avoid; } }
"""
_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{title}</title>
<style>{style}</style></head>
<body><h1>{title}</h1><p>{subtitle}</p>
<table><thead><tr>{head}</tr></thead><tbody>
{body}
</tbody></table></body></html>
"""


def _standing_rows(doc: dict[str, Any]) -> tuple[list[str], list[list[Any]]]:
    items = doc["items"]
    record_keys = list(items[0]["record"]) if items else []
    breaker_keys = list(items[0]["tiebreakers"]) if items else []
    header = ["rank", "player_id", "name", "points", *record_keys, *breaker_keys, "dropped"]
    rows = [
        [
            r["rank"],
            r["player_id"],
            r["name"],
            r["points"],
            *(r["record"][k] for k in record_keys),
            *(f"{r['tiebreakers'][k]:.4f}" for k in breaker_keys),
            "yes" if r["dropped"] else "",
        ]
        for r in items
    ]
    return header, rows


def _pairing_rows(doc: dict[str, Any]) -> tuple[list[str], list[list[Any]]]:
    width = max((len(m["players"]) for m in doc["matches"]), default=2)
    header = ["table", *(f"player_{i + 1}" for i in range(width)), "status", "result"]
    rows = []
    for m in doc["matches"]:
        names = [p["name"] for p in m["players"]] + [""] * (width - len(m["players"]))
        if m["kind"] == "bye" and width > 1:
            names[1] = "BYE"
        rows.append([m["table"] or "", *names, m["status"], _result_text(m)])
    return header, rows


def _by_name_rows(doc: dict[str, Any]) -> tuple[list[str], list[list[Any]]]:
    """One row per player, alphabetically: where they sit and whom they play (the list posted on walls)."""
    rows = []
    for m in doc["matches"]:
        for seat, p in enumerate(m["players"], start=1):
            others = ", ".join(o["name"] for o in m["players"] if o["id"] != p["id"])
            table = "BYE" if m["kind"] == "bye" else m["table"]
            rows.append([p["name"], table, "" if m["kind"] == "bye" else seat, others or "—", p["id"]])
    rows.sort(key=lambda r: (str(r[0]).casefold(), r[4]))
    return ["player", "table", "seat", "opponents", "player_id"], rows


def _result_text(match: dict[str, Any]) -> str:
    result = match["result"] or {}
    names = {p["id"]: p["name"] for p in match["players"]}
    if "placements" in result:
        return " > ".join(" = ".join(names[p] for p in group) for group in result["placements"])
    if "wins" in result:
        return "-".join(str(result["wins"][p["id"]]) for p in match["players"]) + f"-{result.get('draws', 0)}"
    return str(result.get("outcome", "")).replace("_", " ")


def _csv(header: list[str], rows: list[list[Any]]) -> str:
    out = io.StringIO()
    writer = csv_safe.writer(out, lineterminator="\n")
    writer.writerow(header)
    writer.writerows(rows)
    return out.getvalue()


def _html(title: str, subtitle: str, header: list[str], rows: list[list[Any]]) -> str:
    head = "".join(f"<th>{html.escape(str(h))}</th>" for h in header)
    body = "\n".join("<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in row) + "</tr>" for row in rows)
    return _PAGE.format(style=STYLE, title=html.escape(title), subtitle=html.escape(subtitle), head=head, body=body)


def standings_export(*, session: Session, tournament_id: str, kind: str) -> str:
    tournament = get_tournament(session, tournament_id)
    header, rows = _standing_rows(standings(session=session, tournament_id=tournament_id))
    if kind == "csv":
        return _csv(header, rows)
    subtitle = f"Standings after round {tournament.current_round} · {tournament.ruleset} · {tournament.format}"
    return _html(tournament.name, subtitle, header, rows)


def pairings_export(*, session: Session, tournament_id: str, number: int, kind: str, sort: str = "table") -> str:
    tournament = get_tournament(session, tournament_id)
    doc = get_round(session=session, tournament_id=tournament_id, number=number)
    header, rows = _by_name_rows(doc) if sort == "name" else _pairing_rows(doc)
    if kind == "csv":
        return _csv(header, rows)
    if sort == "name":  # the wall shows names, not ids
        header, rows = header[:-1], [r[:-1] for r in rows]
    subtitle = f"Pairings · round {number}" + (" · by player name" if sort == "name" else "")
    return _html(tournament.name, subtitle, header, rows)
