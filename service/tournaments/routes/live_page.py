"""The public live page of an event, for a projector or a phone: pairings, the round clock counting down from
the server's `ends_at`, and standings (or the bracket), kept up to date from the event's live stream.

HTML, not JSON, so it lives outside /v1: `GET /tournaments/{id}/live`. Read-only and public. The page runs
under a strict Content-Security-Policy: no inline script or style, no Trusted Types policy; it talks only to this
API (`connect-src 'self'`). Its script is a module of the web companion (`service/web/static/app/
event-live-page.js`, type-checked with the app against the generated client), on the app's API client and live
stream; it and its stylesheet are the app's static files, linked by the `web_app.asset` endpoint under the digest
of the files being served (so this page is never cached: the next deploy serves other URLs).
"""

from __future__ import annotations

import html

from flask import Response, url_for
from flask.views import MethodView

from service.platform.api import Blueprint
from service.platform.context import db_session
from service.tournaments.access import get_tournament

blp = Blueprint(
    "tournament_live_page",
    __name__,
    url_prefix="/tournaments",
    description="The public live page of an event (HTML for projectors and phones).",
)
PAGE_CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; "
    "base-uri 'none'; form-action 'none'; frame-ancestors 'self'; require-trusted-types-for 'script'; "
    "trusted-types 'none'"
)
# the web companion's files (service/web/static/) that make this page
SCRIPT = "app/event-live-page.js"
STYLES = "app/event-live-page.css"
_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{name} · live</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="{styles}">
<script type="module" src="{script}"></script>
</head>
<body>
<main id="live" data-tournament="{id}" aria-live="polite">
<header>
  <div><h1 id="event-name">{name}</h1><p id="event-meta"></p></div>
  <div id="clock" role="timer" aria-label="Round clock"><span id="clock-time">--:--</span>
  <span id="clock-state"></span></div>
</header>
<section id="pairings-panel" aria-labelledby="pairings-title">
  <h2 id="pairings-title">Pairings</h2>
  <table id="pairings" aria-labelledby="pairings-title"><thead><tr><th scope="col">Table</th>
  <th scope="col">Players</th><th scope="col">Result</th></tr></thead><tbody></tbody></table>
  <p class="pager" id="pairings-page"></p>
</section>
<section id="standings-panel" aria-labelledby="standings-title">
  <h2 id="standings-title">Standings</h2>
  <table id="standings" aria-labelledby="standings-title"><thead><tr><th scope="col">#</th><th scope="col">Player</th>
  <th scope="col">Points</th><th scope="col">Record</th></tr></thead><tbody></tbody></table>
  <p class="pager" id="standings-page"></p>
  <div id="bracket" role="group" aria-label="Bracket" hidden></div>
</section>
<p id="connection" role="status">Connecting…</p>
<noscript><p>This page updates itself with JavaScript. The same data is at /v1/tournaments/{id}.</p></noscript>
</main>
</body></html>
"""


def _secure(response: Response, csp: str) -> Response:
    response.headers["Content-Security-Policy"] = csp
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers["Referrer-Policy"] = "no-referrer"
    return response


@blp.route("/<string:tournament_id>/live")
class LivePage(MethodView):
    @blp.response(200, {"type": "string"}, content_type="text/html")
    @blp.errors(404)
    def get(self, tournament_id: str):
        """The event's live page (HTML): pairings of the current round, its clock and the standings (a bracket
        once elimination rounds start), updated live. Read-only and public; fit for a projector."""
        tournament = get_tournament(db_session(), tournament_id)
        page = _PAGE.format(
            name=html.escape(tournament.name),
            id=html.escape(tournament.id, quote=True),
            script=html.escape(url_for("web_app.asset", name=SCRIPT), quote=True),
            styles=html.escape(url_for("web_app.asset", name=STYLES), quote=True),
        )
        response = _secure(Response(page, mimetype="text/html"), PAGE_CSP)
        response.headers["Cache-Control"] = "no-cache"
        return response
