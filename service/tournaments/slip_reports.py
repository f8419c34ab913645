"""A guest reports their table's result with the code printed on its slip (``slip_codes``).

A guest has no account to sign in with: the slip's code stands in for it, for that match alone. The report is
the named guest player's word, under the rules a signed-in player's report follows (``results``): final once
every player of the match has reported the same, ``reported`` or ``disputed`` until then; a final result is the
staff's to correct. A player with an account reports signed in, so a slip never speaks for them.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy.orm import Session

from service.platform.errors import Conflict, Forbidden, Unprocessable
from service.tournaments import slip_codes
from service.tournaments.access import get_tournament
from service.tournaments.history import ELIMINATION, get_match, match_players
from service.tournaments.models import TournamentMatch, TournamentRound
from service.tournaments.results import adjusted, normalise, players_report


def report_with_slip(
    *, session: Session, secret_key: str, tournament_id: str, match_id: str, body: dict[str, Any]
) -> TournamentMatch:
    tournament = get_tournament(session, tournament_id)
    match = get_match(session, tournament, match_id, for_update=True)
    if not slip_codes.is_slip_code(secret_key, tournament.id, match.id, body["code"]):
        raise Forbidden("That code is not this table's: type the code printed on its slip.", code="wrong-slip-code")
    if match.kind == "bye":
        raise Conflict("A bye has no result to report.", code="bye")
    if tournament.status == "finished":
        raise Conflict("This tournament has finished.", code="tournament-finished")
    player = match_players(session, match).get(body["player_id"])
    if player is None or player.id not in match.players:
        raise Unprocessable(errors={"json": {"player_id": ["Not a player of this match."]}})
    if player.user_id is not None:
        raise Forbidden(
            f"{player.name} has an account: they report signed in to it, not with the slip's code.",
            code="player-has-account",
        )
    if match.status == "final":
        raise Conflict("This result is final; ask the event's staff to correct it.", code="result-final")
    rnd = session.get(TournamentRound, (tournament.id, match.round_number))
    assert rnd is not None
    top_cut = rnd.stage in ELIMINATION
    result_body = {k: body[k] for k in ("wins", "draws", "placements", "outcome") if body.get(k) is not None}
    if top_cut and result_body.get("outcome") == "intentional_draw":
        raise Unprocessable(errors={"json": {"outcome": ["A top-cut match needs a winner."]}})
    base = normalise(tournament, match, result_body)
    result = adjusted(session, tournament, match, base, top_cut=top_cut)
    assert result is not None
    return players_report(session, tournament, match, rnd, None, player.id, base, result)


def slips_link(*, secret_key: str, tournament_id: str, number: int, path: str, now: datetime) -> dict[str, Any]:
    """The slips page's address with a print key (the caller checked the staff and the round)."""
    key, expires_at = slip_codes.print_key(secret_key, tournament_id, number, now)
    return {"url": f"{path}?key={key}", "expires_at": expires_at}
