"""Oversoul deck construction, from ``oversoul-rulebook.md`` › 2. GAME SETUP and 5.4. LEADER."""

from __future__ import annotations

from collections.abc import Sequence

from rules.base import Rule
from rules.decks.problem import DeckCard, Problem, copies_by_name, ids_of, in_zones, total, zone_problems

RULEBOOK = "oversoul-rulebook.md"
ZONES = ("main", "leader")

LEADER = Rule(
    "oversoul.deck.leader",
    RULEBOOK,
    "5.4. Leader; 2. Game Setup",
    "Each Deck can only contain 1 Leader. … 1x Leader Unit / Event (Active in the Leader Zone from the "
    "beginning of the Game)",
)
DECK_SIZE = Rule("oversoul.deck.size", RULEBOOK, "2. Game Setup", "30-40x Units, Events &/or Constructs")
COPIES = Rule("oversoul.deck.copies", RULEBOOK, "2. Game Setup", "max 2 copies of the same Common/Rare/Elite card.")
COSMIC = Rule(
    "oversoul.deck.cosmic", RULEBOOK, "2. Game Setup", "Cosmics can however only have 1 copy of themselves in each Deck"
)
TOTEM = Rule(
    "oversoul.deck.totem",
    RULEBOOK,
    "7.1. UNIT ROLES",
    "TOTEM (Secondary Role, not played in the Deck, Units Spawned by Abilities.",
)
RULES = (LEADER, DECK_SIZE, COPIES, COSMIC, TOTEM)


def _is_leader(entry: DeckCard) -> bool:
    return entry.card.get("type") == "leader"


def check(entries: Sequence[DeckCard]) -> list[Problem]:
    problems = zone_problems(entries, ZONES, LEADER)
    leaders = in_zones(entries, "leader")
    if total(leaders) != 1:
        problems.append(
            Problem(LEADER, f"{total(leaders)} cards in the leader zone; exactly one Leader.", ids_of(leaders))
        )
    misplaced = [e for e in entries if e.zone in ZONES and _is_leader(e) != (e.zone == "leader")]
    if misplaced:
        problems.append(Problem(LEADER, "Leaders go in the leader zone, and only Leaders do.", ids_of(misplaced)))
    main = in_zones(entries, "main")
    size = total(main)
    if not 30 <= size <= 40:
        problems.append(Problem(DECK_SIZE, f"The deck has {size} Units, Events and Constructs; 30 to 40."))
    totems = [e for e in main if "TOTEM" in (e.card.get("roles") or [])]
    if totems:
        problems.append(Problem(TOTEM, "TOTEM Units are Spawned by Abilities, not played in the Deck.", ids_of(totems)))
    for rarity, limit, rule in (("cosmic", 1, COSMIC), (None, 2, COPIES)):
        group = [e for e in main if (e.card.get("rarity") == "cosmic") == (rarity == "cosmic")]
        for name, (n, ids) in copies_by_name(group).items():
            if n > limit:
                problems.append(Problem(rule, f"{n} copies of {name}; at most {limit}.", ids))
    return problems
