"""Turning a create-game request's players into what the game is set up from, as its capabilities ask.

A game with ``cards_required`` takes a ``deck`` per seat: one of its demo decks (``GET
/v1/rulesets/{id}/demo-decks``) or the id of one of the caller's decks of that ruleset, which must be legal under
the game's construction rules (``rules/decks/``). The definitions of the cards used are stored with the setup, so
the game replays exactly even after a card gets an erratum. A game with ``ai`` lets a seat be played by the AI.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy.orm import Session

from rules import decks as deck_rules
from rules.base import CardGame, Ruleset, card_game
from rules.engine import deck_card_ids
from service.accounts.identity import Principal
from service.cards.decks import deck_entries
from service.cards.models.decks import Deck
from service.platform.errors import Unprocessable

DEFAULT_BUDGET_MS = 1000
SEAT_FIELDS = ("deck", "ai")  # what the capabilities add to a player; the rest goes to the game's setup as it is


@dataclass(frozen=True)
class SeatSetup:
    players: list[dict[str, Any]]  # as the game's setup takes them
    cards: dict[str, dict[str, Any]] | None = None  # the definitions of every card used (games with cards)
    ai: dict[str, dict[str, Any]] = field(default_factory=dict)  # {seat: {level, budget_ms}}


class DeckRefused(Exception):
    """A seat's deck cannot be played: the reasons, as field errors."""

    def __init__(self, messages: list[str]) -> None:
        super().__init__("; ".join(messages))
        self.messages = messages


def _deck_cards(session: Session, principal: Principal, game: CardGame, ref: str) -> list[str]:
    if ref in game.demo_deck_names():
        return game.demo_deck(ref)
    deck = session.get(Deck, ref)
    if deck is None or deck.owner_id != principal.user_id or deck.ruleset != game.id:
        raise DeckRefused([f"No demo deck or {game.name} deck of yours is called {ref!r}."])
    problems = deck_rules.check(game.id, deck_entries(session, deck))
    if problems:
        raise DeckRefused([f"Not a legal deck: {p.detail} ({p.rule.id}: {p.rule.quote})" for p in problems])
    return deck_card_ids(deck.cards, deck_rules.zones(game.id))


def _cards_of(
    session: Session, principal: Principal, game: CardGame, player: Mapping[str, Any], used: dict[str, Any]
) -> list[str]:
    deck = _deck_cards(session, principal, game, player["deck"])
    known = game.card_definitions()
    unknown = sorted({c for c in deck if c not in known})
    if unknown:
        raise DeckRefused([f"No engine rules for these cards yet: {', '.join(unknown)}."])
    used.update({c: dict(known[c]) for c in deck})
    return deck


def seat_setup(*, session: Session, principal: Principal, game: Ruleset, players: list[Mapping[str, Any]]) -> SeatSetup:
    """The game's players, the card definitions they use and the AI seats; 422 naming every refused deck."""
    caps = game.capabilities
    if not (caps.cards_required or caps.ai):
        return SeatSetup([dict(p) for p in players])
    errors: dict[int, dict[str, list[str]]] = {}
    used: dict[str, dict[str, Any]] = {}
    out, ai = [], {}
    for i, player in enumerate(players):
        entry = {k: v for k, v in player.items() if k not in SEAT_FIELDS}
        if caps.cards_required:
            try:
                entry["deck"] = _cards_of(session, principal, card_game(game), player, used)
            except DeckRefused as exc:
                errors[i] = {"deck": exc.messages}
                continue
        out.append(entry)
        if caps.ai and player.get("ai"):
            ai[f"p{i + 1}"] = {
                "level": player["ai"]["level"],
                "budget_ms": player["ai"].get("budget_ms") or DEFAULT_BUDGET_MS,
            }
    if errors:
        raise Unprocessable("Some decks cannot be played in this game.", errors={"json": {"players": errors}})
    return SeatSetup(out, used if caps.cards_required else None, ai)
