"""The tournament blueprints (events, staff, players, rounds and their clocks, matches, penalties, the bracket,
standings and audit, the live log and the live page, ratings)."""

from __future__ import annotations

from service.resources import (
    tournaments,
    tournaments_bracket,
    tournaments_clock,
    tournaments_events,
    tournaments_live_page,
    tournaments_matches,
    tournaments_penalties,
    tournaments_players,
    tournaments_ratings,
    tournaments_rounds,
    tournaments_staff,
    tournaments_standings,
)

TOURNAMENT_BLUEPRINTS = (
    tournaments.blp,
    tournaments_staff.blp,
    tournaments_players.blp,
    tournaments_rounds.blp,
    tournaments_clock.blp,
    tournaments_matches.blp,
    tournaments_penalties.blp,
    tournaments_bracket.blp,
    tournaments_standings.blp,
    tournaments_events.blp,
    tournaments_live_page.blp,
    tournaments_ratings.blp,
)
