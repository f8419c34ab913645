"""Turning a create-game request in engine mode into what the Achroma engine is set up from.

A seat's deck is a demo palette's name (GET /v1/rulesets/achroma/demo-decks) or the id of one of the
caller's Achroma decks. The definitions of the cards used are stored with the setup, so the game
replays exactly even after a card gets an erratum.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sqlalchemy.orm import Session

from rules.achroma.engine import demo_cards, demo_deck, demo_deck_names
from service.accounts import Principal
from service.errors import Unprocessable
from service.models import Deck

DEFAULT_BUDGET_MS = 1000


def _deck_cards(session: Session, principal: Principal, ref: str) -> list[str]:
    if ref in demo_deck_names():
        return demo_deck(ref)
    deck = session.get(Deck, ref)
    if deck is None or deck.owner_id != principal.user_id or deck.ruleset != "achroma":
        raise LookupError(f"No demo palette or Achroma deck of yours is called {ref!r}.")
    return [c["card_id"] for c in deck.cards for _ in range(c["quantity"])]


def engine_setup(
    *, session: Session, principal: Principal, players: list[Mapping[str, Any]]
) -> tuple[list[dict[str, Any]], dict[str, dict[str, Any]], dict[str, dict[str, Any]]]:
    """The engine's players, the card definitions they use, and the AI seats ({seat: {level, budget_ms}})."""
    known = demo_cards()
    errors: dict[int, dict[str, list[str]]] = {}
    engine_players, used, ai = [], {}, {}
    for i, player in enumerate(players):
        try:
            deck = _deck_cards(session, principal, player["deck"])
        except LookupError as exc:
            errors[i] = {"deck": [str(exc)]}
            continue
        unknown = sorted({c for c in deck if c not in known})
        if unknown:
            errors[i] = {"deck": [f"No engine rules for these cards yet: {', '.join(unknown)}."]}
            continue
        used.update({c: known[c] for c in deck})
        engine_players.append({"name": player["name"], "deck": deck})
        if player.get("ai"):
            ai[f"p{i + 1}"] = {"level": player["ai"]["level"],
                               "budget_ms": player["ai"].get("budget_ms") or DEFAULT_BUDGET_MS}  # fmt: skip
    if errors:
        raise Unprocessable("Some decks cannot be played in engine mode.", errors={"json": {"players": errors}})
    return engine_players, used, ai
