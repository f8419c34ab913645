"""The tournaments' HTTP resources (events, staff, players, rounds and their clocks, matches, penalties, the bracket,
standings and audit, the live log and the live page, ratings)."""

from __future__ import annotations

from service.tournaments.routes import (
    bracket,
    clock,
    events,
    live_page,
    log,
    matches,
    penalties,
    players,
    ratings,
    rounds,
    rulings,
    slip_reports,
    staff,
    standings,
)

TOURNAMENT_BLUEPRINTS = (
    events.blp,
    staff.blp,
    players.blp,
    rounds.blp,
    clock.blp,
    matches.blp,
    slip_reports.blp,
    rulings.blp,
    penalties.blp,
    bracket.blp,
    standings.blp,
    log.blp,
    live_page.blp,
    ratings.blp,
)
