"""Athernum deck construction, from ``athernum-rulebook.md`` › Building Your Deck and Game Setup."""

from __future__ import annotations

from collections.abc import Sequence

from rules.base import Rule
from rules.decks.problem import DeckCard, Problem, copies_by_name, ids_of, in_zones, total, zone_problems

RULEBOOK = "athernum-rulebook.md"
ZONES = ("main", "extra", "starting")

DECK_SIZE = Rule(
    "athernum.deck.size",
    RULEBOOK,
    "What Do You Need to Play? › Building Your Deck",
    "Your deck consists of exactly 60 cards.",
)
COPIES = Rule(
    "athernum.deck.copies",
    RULEBOOK,
    "Card Structure; Game Setup",
    "You may include up to four copies of any card in your deck. Cards with the same name count as copies, "
    "regardless of visual differences or which set they come from … Cards in the Extra Deck are subject "
    "to the same restrictions.",
)
VICTORY_TOKEN_FIELD = Rule(
    "athernum.deck.victory_token_field",
    RULEBOOK,
    "Card Structure",
    "Your deck must contain at least one card with a Victory Token field.",
)
EXTRA_DECK = Rule(
    "athernum.deck.extra_deck",
    RULEBOOK,
    "What Do You Need to Play? › Building Your Deck",
    "This deck contains special cards with unique rules that cannot be drawn directly during the game. "
    "These special rules determine when a card can be played. Such cards are clearly marked and are "
    "not part of the main deck.",
)
# The starting card is one of the deck's 60 (it is chosen "from their decks"); naming it in the deck is optional,
# since players may also choose it at the table. When named, it is a single card with a Victory Token field.
STARTING_CARD = Rule(
    "athernum.deck.starting_card",
    RULEBOOK,
    "Game Setup › Choosing the Starting Card",
    "At the start of the game, all players select one card with a Victory Token Field from their decks.",
)
ZONE = Rule(
    "athernum.deck.zones",
    RULEBOOK,
    "Game Setup",
    "Each player brings a complete deck of exactly 60 cards—an optional Extra Deck with special cards may "
    "also be prepared.",
)
RULES = (DECK_SIZE, COPIES, VICTORY_TOKEN_FIELD, EXTRA_DECK, STARTING_CARD, ZONE)


def check(entries: Sequence[DeckCard]) -> list[Problem]:
    problems = zone_problems(entries, ZONES, ZONE)
    deck = in_zones(entries, "main", "starting")
    size = total(deck)
    if size != 60:
        problems.append(Problem(DECK_SIZE, f"The deck has {size} cards (extra deck apart); exactly 60."))
    for name, (n, ids) in copies_by_name(in_zones(entries, *ZONES)).items():
        if n > 4:
            problems.append(Problem(COPIES, f"{n} copies of {name} across deck and extra deck; at most 4.", ids))
    if not any(e.card.get("vt_field") for e in deck):
        problems.append(Problem(VICTORY_TOKEN_FIELD, "No card with a Victory Token field in the deck."))
    misplaced = [e for e in entries if e.zone in ZONES and bool(e.card.get("extra_deck")) != (e.zone == "extra")]
    if misplaced:
        problems.append(
            Problem(EXTRA_DECK, "Extra Deck cards go in the extra deck, and only they do.", ids_of(misplaced))
        )
    starting = in_zones(entries, "starting")
    if total(starting) > 1:
        problems.append(Problem(STARTING_CARD, f"{total(starting)} starting cards; choose one.", ids_of(starting)))
    no_field = [e for e in starting if not e.card.get("vt_field")]
    if no_field:
        problems.append(Problem(STARTING_CARD, "The starting card needs a Victory Token field.", ids_of(no_field)))
    return problems
