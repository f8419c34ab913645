"""Live games: the application functions behind the game endpoints and the game tasks.

Live state, version and the event log are in Redis (``store``); SQL keeps the index of games, their
members and the archive (``service.games.models``). Game rules are not here: they are in ``rules/``.
"""
