"""A judge's ruling at a match's game: the one way staff act for a seat a player holds.

Staff of the event who are not players of the match may take an action for any seat of a game linked to it. The
action is checked by the rules like any other; its entry in the game's log carries the ruling (who, why, for which
event and match), and the event's audit log records it too.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from service.accounts.identity import Principal
from service.games import play
from service.games.access import Access
from service.games.store import LiveStore
from service.platform.db import Database
from service.platform.errors import Conflict, Forbidden, NotFound
from service.platform.settings import Settings
from service.tournaments import audit
from service.tournaments.access import get_tournament, require_staff
from service.tournaments.history import get_match, match_players


def rule(
    *,
    db: Database,
    store: LiveStore,
    settings: Settings,
    principal: Principal,
    tournament_id: str,
    match_id: str,
    game_id: str,
    reason: str,
    action: Mapping[str, Any],
) -> play.Written:
    """Take ``action`` for its seat as a ruling; 403 for anyone but the event's staff, and for a player of the match."""
    with db.read() as session:
        tournament = get_tournament(session, tournament_id)
        match = get_match(session, tournament, match_id)
        require_staff(session, tournament, principal)
        if any(p.user_id == principal.user_id for p in match_players(session, match).values()):
            raise Forbidden("A judge who plays this match cannot rule on it.", code="party-to-the-match")
        link = next((g for g in match.games or () if g["game_id"] == game_id), None)
        if link is None:
            raise NotFound("No such game is linked to this match.")
        if match.status == "final":
            raise Conflict("This match has its result already.", code="result-final")
    access = staff_access(list(link["seats"].values()))
    ruling = {"tournament_id": tournament_id, "match_id": match_id, "reason": reason, "by": principal.username}
    written = play.act(
        store=store,
        settings=settings,
        principal=principal,
        access=access,
        game_id=game_id,
        action=action,
        ruling=ruling,
    )
    with db.session() as session:
        audit.record(
            session,
            tournament_id=tournament_id,
            actor=principal,
            action="match.ruling",
            match_id=match_id,
            game_id=game_id,
            seat=action["seat"],
            type=action["type"],
            reason=reason,
            entry=written.entries[0]["number"],
        )
    return written


def staff_access(seat_ids: list[str]) -> Access:
    """A judge's access for a ruling: any seat (but the AI's), no seat's hidden view, no join code."""
    return Access("staff", frozenset(seat_ids))
