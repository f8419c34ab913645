"""Chronicles of Arcane deck construction, from ``chronicles-of-arcane-rulebook.md``."""

from __future__ import annotations

from collections.abc import Sequence

from rules.base import Rule
from rules.decks.problem import DeckCard, Problem, copies_by_name, ids_of, in_zones, total, zone_problems

RULEBOOK = "chronicles-of-arcane-rulebook.md"
ZONES = ("main", "ancient")

DECK_SIZE = Rule(
    "arcane.deck.size",
    RULEBOOK,
    "The Battlefield › The Deck",
    "Decks have a minimum of 40 cards and no maximum, in addition to one (1) Ancient.",
)
ANCIENT = Rule(
    "arcane.deck.ancient",
    RULEBOOK,
    "Card Types › Ancients",
    "Your Ancient is considered +1 to your deck, and you may only have 1.",
)
# The rulebook prints the limit on the card ("TRIBE - CLOUDWALKERS 6 PER DECK" on Cloudwalker Mage) and states
# no other copy limit. Our reading: N PER DECK caps the copies of that card (counted by name), not the number of
# cards of its tribe; a card without it (an Essence, say) has no printed limit.
PER_DECK = Rule(
    "arcane.deck.per_deck", RULEBOOK, "The Essences › Air (Cloudwalker Mage)", "TRIBE - CLOUDWALKERS 6 PER DECK"
)
ZONE = Rule(
    "arcane.deck.zones",
    RULEBOOK,
    "Battlefield Positioning › Ancients",
    "Ancients cards are placed here at the start of the game and remain in the Battlefield through the game. "
    "Each player may only have one Ancient card in their deck.",
)
RULES = (DECK_SIZE, ANCIENT, PER_DECK, ZONE)


def _is_ancient(entry: DeckCard) -> bool:
    return bool(entry.card.get("ancient")) or entry.card.get("type") == "ancient"


def check(entries: Sequence[DeckCard]) -> list[Problem]:
    problems = zone_problems(entries, ZONES, ZONE)
    main = in_zones(entries, "main")
    size = total(main)
    if size < 40:
        problems.append(Problem(DECK_SIZE, f"The deck has {size} cards besides its Ancient; at least 40."))
    ancients = [e for e in entries if _is_ancient(e)]
    count = total(ancients)
    if count != 1:
        problems.append(Problem(ANCIENT, f"{count} Ancients; a deck has exactly one.", ids_of(ancients)))
    misplaced = [e for e in entries if _is_ancient(e) != (e.zone == "ancient") and e.zone in ZONES]
    if misplaced:
        problems.append(
            Problem(ZONE, "Ancients go in the ancient zone, every other card in the main deck.", ids_of(misplaced))
        )
    limits = {e.name: e.card.get("per_deck") for e in entries}
    for name, (n, ids) in copies_by_name(entries).items():
        limit = limits[name]
        if limit is not None and n > limit:
            problems.append(Problem(PER_DECK, f"{n} copies of {name}; it says {limit} PER DECK.", ids))
    return problems
