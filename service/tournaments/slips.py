"""Printable paperwork for a round: one result slip per table, and the alphabetical pairings list for walls.

A slip carries the event, round and table, the players in seat order, a box per game (a pod: a place per
player), signature lines, and a QR code that opens the table's report page in the web companion:
``{site}/app/events/{tournament_id}/matches/{match_id}/report`` (``site``: the configured ``PUBLIC_URL``, never the
request's ``Host``). Printed by staff (with a print key, ``slip_codes``), a slip also carries the table's code, in
the QR code's fragment (``#code=…``: a browser never sends it to the server, so it stays out of its logs) and in
print for a guest to type: with it, the table's guests report without an account
(``POST /v1/tournaments/{id}/matches/{mid}/slip-result``); signed-in players report as ever
(``…/result``). The slip prints the address under the QR code too, and the match id for scorekeepers.
"""

from __future__ import annotations

import html
from typing import Any

import segno
from sqlalchemy.orm import Session

from service.tournaments import slip_codes
from service.tournaments.access import get_tournament
from service.tournaments.rounds import get_round

STYLE = """
@page { size: A4; margin: 10mm; }
body { font-family: sans-serif; margin: 0; color: #000; }
.slip { border: 1px dashed #555; padding: 5mm; margin-bottom: 6mm; page-break-inside: avoid;
        break-inside: avoid; display: grid; grid-template-columns: 1fr auto; gap: 4mm; }
.slip h2 { margin: 0 0 2mm; font-size: 14pt; }
.slip .meta { font-size: 10pt; color: #333; margin: 0 0 3mm; }
table { border-collapse: collapse; width: 100%; font-size: 11pt; }
th, td { border: 1px solid #444; padding: 1.5mm 2mm; text-align: left; }
td.box { width: 14mm; }
.sign { display: flex; gap: 6mm; margin-top: 5mm; font-size: 10pt; }
.sign span { flex: 1; border-top: 1px solid #000; padding-top: 1mm; }
.qr { text-align: center; font-size: 8pt; max-width: 40mm; word-break: break-all; }
.code { font: bold 14pt monospace; letter-spacing: 1mm; margin: 1mm 0; }
.qr svg { display: block; margin: 0 auto 1mm; }
@media print { .slip:nth-of-type(3n) { page-break-after: always; } }
"""
_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{title}</title>
<style>{style}</style></head>
<body>
{slips}
</body></html>
"""


def _qr(url: str) -> str:
    return segno.make(url, error="m").svg_inline(scale=3, title="Scan to report this table's result")


def report_url(site: str, tid: str, match_id: str) -> str:
    return f"{site}/app/events/{tid}/matches/{match_id}/report"


def _slip(event: str, number: int, match: dict[str, Any], best_of: int, site: str, tid: str, code: str | None) -> str:
    players = match["players"]
    form = report_url(site, tid, match["id"])
    scanned = f"{form}#code={code}" if code else form
    esc = html.escape
    if match["kind"] == "pod":
        head = "<tr><th>Seat</th><th>Player</th><th>Place</th></tr>"
        rows = "".join(
            f"<tr><td>{i}</td><td>{esc(p['name'])}</td><td class='box'></td></tr>" for i, p in enumerate(players, 1)
        )
    else:
        games = "".join(f"<th>Game {g}</th>" for g in range(1, best_of + 1))
        head = f"<tr><th>Seat</th><th>Player</th>{games}<th>Games won</th></tr>"
        rows = "".join(
            f"<tr><td>{i}</td><td>{esc(p['name'])}</td>{'<td class=box></td>' * (best_of + 1)}</tr>"
            for i, p in enumerate(players, 1)
        )
        rows += f"<tr><td></td><td>Drawn games</td>{'<td class=box></td>' * best_of}<td class='box'></td></tr>"
    signatures = "".join(f"<span>{esc(p['name'])}</span>" for p in players)
    return (
        f"<section class='slip'><div><h2>Table {match['table']} · Round {number}</h2>"
        f"<p class='meta'>{esc(event)} · match {esc(match['id'])}</p>"
        f"<table><thead>{head}</thead><tbody>{rows}</tbody></table>"
        f"<div class='sign'>{signatures}</div></div>"
        f"<div class='qr'>{_qr(scanned)}Scan to report the result<br>{esc(form)}"
        f"{f'<p class=code>Code {code}</p>' if code else ''}</div></section>"
    )


def slips_page(*, session: Session, tournament_id: str, number: int, site: str, secret_key: str | None) -> str:
    """One slip per table of round ``number`` (byes need none), in table order; with each table's code when
    ``secret_key`` is given (the caller checked the staff's print key)."""
    tournament = get_tournament(session, tournament_id)
    doc = get_round(session=session, tournament_id=tournament_id, number=number)
    tables = [m for m in doc["matches"] if m["kind"] != "bye"]

    def code_of(match_id: str) -> str | None:
        return slip_codes.slip_code(secret_key, tournament.id, match_id) if secret_key else None

    slips = "\n".join(
        _slip(tournament.name, number, m, tournament.best_of, site, tournament.id, code_of(m["id"])) for m in tables
    )
    title = html.escape(f"{tournament.name} · round {number} · result slips")
    return _PAGE.format(title=title, style=STYLE, slips=slips or "<p>No table in this round needs a slip.</p>")
