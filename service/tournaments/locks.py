"""The order in which a unit of work takes an event's locks (PostgreSQL; SQLite writes one unit at a time).

A result, a linked game or an extension locks its match first, and takes the event's row only as it commits, to
number its live entries (``live``): match, then event. A unit that finds the matches it changes through the event (a
penalty on the player's current match, a round paired again) must not lock the event's row first and the matches
after it: each would hold what the other waits for, and PostgreSQL breaks such a cycle after ``deadlock_timeout`` (a
second) by failing one of them with 503. Such a unit reads the event without a lock, locks the matches it found,
then the event's row, and looks again once it holds the event: only a unit holding the event's row pairs a round, so
what it finds then no longer moves. A match paired between the two reads (another hand paired the round again at
that instant) can only be locked after the event's row; that window is the only one left for a cycle.

A unit that changes the event's players (an entry, a check-in, a drop, a decklist) locks the event's row against a
pairing before it reads it (``FOR KEY SHARE``, which such units share with each other and with a result's
numbering), and an early finish locks it outright: what it decides from the event's status and current round then
still holds when it commits. (A drop that read round 1 as current while round 2 was being paired recorded the player
as gone after round 1, with a match in round 2.) It locks no match, so taking the event's row first forms no cycle.
"""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import Select, select
from sqlalchemy.orm import Session

from service.tournaments.access import get_tournament
from service.tournaments.models import Tournament, TournamentMatch


def lock_event(session: Session, tournament: Tournament) -> None:
    """The event's row, locked until the unit of work ends, and read again: it may have changed since it was read."""
    get_tournament(session, tournament.id, for_update=True)  # the same object, read as locked


def lock_matches(session: Session, match_ids: Sequence[str]) -> list[TournamentMatch]:
    """These matches, locked until the unit of work ends and read again (in id order, so that two units locking
    several never wait for each other in a cycle); a match deleted meanwhile is left out."""
    if not match_ids:
        return []
    return _locked(session, select(TournamentMatch).where(TournamentMatch.id.in_(match_ids)))


def lock_round_then_event(session: Session, tournament: Tournament, number: int) -> list[TournamentMatch]:
    """A round's matches, then the event's row, locked in the order a result takes them; the round's matches as they
    are once the event's row is held (in table order, as ``history.matches_of`` gives them)."""
    query = select(TournamentMatch).where(
        TournamentMatch.tournament_id == tournament.id, TournamentMatch.round_number == number
    )
    _locked(session, query)
    lock_event(session, tournament)
    # held already, but for a match paired between the two reads (see the module's docstring)
    current = _locked(session, query)
    return sorted(current, key=lambda m: (m.table is None, m.table or 0))


def _locked(session: Session, query: Select[TournamentMatch]) -> list[TournamentMatch]:
    return list(
        session.scalars(query.order_by(TournamentMatch.id).with_for_update().execution_options(populate_existing=True))
    )
