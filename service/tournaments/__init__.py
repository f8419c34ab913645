"""Tournaments: application functions (keyword-only, one unit of work each) over ``rules.tournaments``.

Roles: the organiser (who created the event), staff the organiser added (judges, scorekeepers) and
the players. Organiser and staff run the event; players register themselves, check in, submit a
decklist, drop, and report their own results. Reads are public: an event's players, pairings and
standings are what the venue posts on the wall.
"""
