"""Players: registration (accounts or guest names), late entries, check-in, decklists, drops."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from rules import decks as deck_rules
from rules.decks import official
from schemas.confusables import name_key
from service.accounts.identity import Principal
from service.accounts.models import User
from service.cards import decks
from service.cards.models.decks import Deck
from service.platform.errors import Conflict, Forbidden, NotFound, Unprocessable
from service.tournaments import audit, conflicts, live
from service.tournaments.access import get_player, get_tournament, is_staff, require_self_or_staff, require_staff
from service.tournaments.models import Tournament, TournamentPlayer

OPEN = ("registration", "running")  # a player may enter before round 1 or, late, between Swiss/pod rounds


def player_dict(player: TournamentPlayer) -> dict[str, Any]:
    return {
        "id": player.id,
        "name": player.name,
        "user_id": player.user_id,
        "checked_in": player.checked_in,
        "deck_submitted": player.deck_id is not None,
        "decklist_locked": player.decklist is not None,
        "entered_round": player.entered_round,
        "missed_rounds": list(range(1, player.entered_round)),
        "missed_round_result": player.missed_result if player.entered_round > 1 else None,
        "dropped": player.dropped_after is not None,
        "dropped_after_round": player.dropped_after,
        "disqualified": player.disqualified,
        "created_at": player.created_at,
    }


_NAME_TAKEN = (
    "A player of this tournament already has a name that looks like '{name}'; add an initial to tell them apart."
)


def _ensure_name_free(session: Session, tournament_id: str, key: str, name: str) -> None:
    """No two players of one event whose names look alike (``demo``, ``DEMO``, ``dеmo`` with a Cyrillic е)."""
    taken = session.scalar(
        select(TournamentPlayer.id).where(
            TournamentPlayer.tournament_id == tournament_id, TournamentPlayer.name_key == key
        )
    )
    if taken is not None:
        raise Conflict(_NAME_TAKEN.format(name=name), code="name-taken", field="name")


def list_players(*, session: Session, tournament_id: str) -> list[TournamentPlayer]:
    get_tournament(session, tournament_id)
    return list(
        session.scalars(
            select(TournamentPlayer)
            .where(TournamentPlayer.tournament_id == tournament_id)
            .order_by(TournamentPlayer.created_at, TournamentPlayer.id)
        )
    )


def register(
    *,
    session: Session,
    principal: Principal,
    tournament_id: str,
    name: str | None = None,
    user_id: str | None = None,
    missed_round_result: str | None = None,
) -> TournamentPlayer:
    """Enter a player. A user may enter themselves; staff enter guests by name or any user, and checks them in
    (they are at the desk). After round 1 this is a late entry: the player is paired from the next round and
    each round they missed is recorded as the event's ``late_entry_result`` (or, set by staff, this entry's
    ``missed_round_result``)."""
    tournament = get_tournament(session, tournament_id, against_pairing=True)
    staff = is_staff(session, tournament, principal)
    if user_id is None and not staff:
        raise Forbidden("Only the event's staff enter guests; enter yourself with your user_id.", code="staff-only")
    if user_id is not None and user_id != principal.user_id and not staff:
        require_staff(session, tournament, principal)
    if missed_round_result is not None and not staff:
        raise Forbidden("Only the event's staff choose what a late entry's missed rounds count as.", code="staff-only")
    if missed_round_result is not None and user_id is not None and user_id == principal.user_id:
        raise conflicts.refuse_for_self("choose what your missed rounds count as")
    rounds_left = tournament.status == "registration" or (
        tournament.format != "single_elimination" and tournament.current_round < (tournament.rounds or 0)
    )
    if tournament.status not in OPEN or not rounds_left:
        raise Conflict("Entries are closed for this tournament.", code="entries-closed")
    if user_id is not None:
        user = session.get(User, user_id)
        if user is None:
            raise Unprocessable(errors={"json": {"user_id": ["No such user."]}})
        name = name or user.username
    late = tournament.status == "running"
    if user_id is not None and session.scalar(
        select(TournamentPlayer.id).where(
            TournamentPlayer.tournament_id == tournament_id, TournamentPlayer.user_id == user_id
        )
    ):
        raise Conflict("That user is already entered in this tournament.", code="already-registered")
    key = name_key(name or "")
    _ensure_name_free(session, tournament_id, key, name or "")
    player = TournamentPlayer(
        tournament_id=tournament_id,
        user_id=user_id,
        name=name,
        name_key=key,
        checked_in=staff or late,
        entered_round=tournament.current_round + 1 if late else 1,
        missed_result=(missed_round_result or tournament.late_entry_result) if late else None,
        disqualified=False,
    )
    session.add(player)
    try:
        session.flush()
    except IntegrityError as exc:
        session.rollback()
        if user_id is None:  # a guest: only the name can have been taken meanwhile
            raise Conflict(_NAME_TAKEN.format(name=name), code="name-taken") from exc
        raise Conflict("That user is already entered in this tournament.", code="already-registered") from exc
    action = "player.late_entry" if late else "player.registered"
    audit.record(
        session,
        tournament_id=tournament_id,
        actor=principal,
        action=action,
        player_id=player.id,
        name=name,
        user_id=user_id,
        entered_round=player.entered_round,
        **({"missed_round_result": player.missed_result} if late else {}),
    )
    if late:
        live.record(
            session,
            tournament=tournament,
            type="player.entered",
            data={
                "player_id": player.id,
                "name": player.name,
                "entered_round": player.entered_round,
                "missed_round_result": player.missed_result,
            },
        )
    return player


def check_in(*, session: Session, principal: Principal, tournament_id: str, player_id: str) -> TournamentPlayer:
    tournament = get_tournament(session, tournament_id, against_pairing=True)
    player = get_player(session, tournament, player_id)
    require_self_or_staff(session, tournament, player, principal)
    if tournament.status != "registration":
        raise Conflict("Check-in closed when round 1 was paired.", code="check-in-closed")
    if not player.checked_in:
        player.checked_in = True
        audit.record(
            session, tournament_id=tournament_id, actor=principal, action="player.checked_in", player_id=player_id
        )
    return player


def drop(*, session: Session, principal: Principal, tournament_id: str, player_id: str) -> None:
    """Before round 1 the entry is withdrawn; afterwards the player is never paired again but keeps their
    standing (a match already paired in the current round still stands and takes its result)."""
    tournament = get_tournament(session, tournament_id, against_pairing=True)
    player = get_player(session, tournament, player_id)
    require_self_or_staff(session, tournament, player, principal)
    if tournament.status == "finished":
        raise Conflict("This tournament has finished.", code="tournament-finished")
    if player.dropped_after is not None:
        raise Conflict("This player has already dropped.", code="already-dropped")
    if tournament.status == "registration":
        session.delete(player)
        audit.record(
            session,
            tournament_id=tournament_id,
            actor=principal,
            action="player.withdrawn",
            player_id=player_id,
            name=player.name,
        )
        return
    player.dropped_after = tournament.current_round
    audit.record(
        session,
        tournament_id=tournament_id,
        actor=principal,
        action="player.dropped",
        player_id=player_id,
        after_round=tournament.current_round,
    )
    live.record(
        session,
        tournament=tournament,
        type="player.dropped",
        data={"player_id": player_id, "after_round": tournament.current_round},
    )


def submit_deck(
    *, session: Session, principal: Principal, tournament_id: str, player_id: str, deck_id: str
) -> dict[str, Any]:
    """A player submits one of their own decks; it must be legal for the game (and, in an ``official`` event,
    made of cards registered to them). Decklists lock when round 1 is paired."""
    tournament = get_tournament(session, tournament_id, against_pairing=True)
    player = get_player(session, tournament, player_id)
    if player.user_id is None or player.user_id != principal.user_id:
        raise Conflict("Only the player themselves submits a decklist, from their own decks.", code="not-your-deck")
    if tournament.deck_format is None:
        raise Conflict("This tournament takes no decklists.", code="no-decklists")
    if tournament.status != "registration" and player.entered_round <= tournament.current_round:
        raise Conflict("Decklists are locked: round 1 has started.", code="decklists-locked")
    deck = decks.get_deck(session=session, principal=principal, deck_id=deck_id)
    if deck.ruleset != tournament.ruleset:
        raise Unprocessable(errors={"json": {"deck_id": [f"This is a {deck.ruleset} deck, not {tournament.ruleset}."]}})
    problems = _deck_problems(session, tournament, deck)
    if problems:
        raise Unprocessable(
            "This deck is not legal for the tournament.", code="illegal-deck", problems=[p.as_dict() for p in problems]
        )
    player.deck_id = deck.id
    audit.record(
        session,
        tournament_id=tournament_id,
        actor=principal,
        action="player.deck_submitted",
        player_id=player_id,
        deck_id=deck.id,
    )
    return {"player_id": player.id, "deck_id": deck.id, "legal": True, "format": tournament.deck_format}


def decklist(*, session: Session, principal: Principal, tournament_id: str, player_id: str) -> dict[str, Any]:
    """A player's decklist, for the player and the event's staff (deck checks): the list frozen when decklists
    locked, or before that the submitted deck as it stands now."""
    tournament = get_tournament(session, tournament_id)
    player = get_player(session, tournament, player_id)
    require_self_or_staff(session, tournament, player, principal)
    if player.deck_id is None:
        raise NotFound("This player has submitted no decklist.", code="no-decklist")
    entries = player.decklist
    if entries is None:
        deck = session.get(Deck, player.deck_id)
        entries = [dict(e) for e in deck.cards] if deck is not None else []
    return {
        "player_id": player.id,
        "deck_id": player.deck_id,
        "format": tournament.deck_format,
        "locked": player.decklist is not None,
        "cards": decks.named_entries(session, entries),
        "card_count": sum(int(e["quantity"]) for e in entries),
    }


def _deck_problems(session: Session, tournament: Tournament, deck: Deck) -> list[Any]:
    """What makes ``deck`` illegal for this tournament: the game's construction rules and, in an ``official``
    event, copies not registered to the deck's owner."""
    entries = decks.deck_entries(session, deck)
    problems = deck_rules.check(deck.ruleset, entries)
    if tournament.deck_format == "official":
        good, blocked = decks.registered_counts(session, deck.owner_id)
        problems += official.check(entries, good=good, blocked=blocked)
    return problems


_DELETED: dict[str, Any] = {"rule": None, "detail": "The submitted deck was deleted; submit another.", "cards": []}


def lock_decklists(session: Session, tournament: Tournament, players: list[TournamentPlayer]) -> list[str]:
    """Freeze each submitted deck as it stands now; the ids of players in the round without a decklist.

    A submitted deck is still its owner's to edit (or delete) until it locks, so it is checked again here:
    a deck made illegal after it passed blocks the lock (409 naming each such player and the problems, and
    nothing is paired) rather than being frozen as it is (SECURITY.md, finding 2)."""
    missing: list[str] = []
    illegal: list[dict[str, Any]] = []
    for player in players:
        if player.deck_id is None:
            missing.append(player.id)
            continue
        if player.decklist is None:
            deck = session.get(Deck, player.deck_id)
            problems = [p.as_dict() for p in _deck_problems(session, tournament, deck)] if deck else [_DELETED]
            if problems or deck is None:
                illegal.append({"player_id": player.id, "name": player.name, "problems": problems})
                continue
            player.decklist = [dict(e) for e in deck.cards]
    if illegal:
        names = ", ".join(p["name"] or p["player_id"] for p in illegal)
        raise Conflict(
            f"Decklists cannot lock: the submitted deck of {names} is no longer legal. They submit a "
            "legal deck (or the staff drop them), then pair the round again.",
            code="illegal-decklists",
            players=illegal,
        )
    return missing
