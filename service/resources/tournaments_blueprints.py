"""The tournament blueprints (events, staff, players, rounds, matches, standings and audit, ratings)."""

from __future__ import annotations

from service.resources import (
    tournaments,
    tournaments_matches,
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
    tournaments_matches.blp,
    tournaments_standings.blp,
    tournaments_ratings.blp,
)
