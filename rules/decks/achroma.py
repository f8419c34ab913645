"""Achroma Palette construction (Canvas game mode), from ``achroma-rules.md`` › YOUR CANVAS › YOUR PALETTE."""

from __future__ import annotations

from collections.abc import Sequence

from rules.base import Rule
from rules.decks.problem import DeckCard, Problem, copies_by_name, ids_of, total, zone_problems

RULEBOOK = "achroma-rules.md"
SECTION = "Your Canvas › Your Palette"
ZONES = ("main",)

PALETTE_SIZE = Rule(
    "achroma.palette.size", RULEBOOK, SECTION, "Each player needs a deck of 30 Achroma cards called a Palette."
)
LEGENDARY = Rule("achroma.palette.legendary", RULEBOOK, SECTION, "Up to 1x Legendary card.")
RARES = Rule("achroma.palette.rares", RULEBOOK, SECTION, "Up to 4x Rare cards, but no more than 1 of each unique card.")
COMMONS = Rule(
    "achroma.palette.commons",
    RULEBOOK,
    SECTION,
    "Any number of Uncommon and Common cards, but no more than 2 of each unique card.",
)
REALM = Rule(
    "achroma.palette.realm",
    RULEBOOK,
    SECTION,
    "All cards in the Palette need to share the same Realm symbol in the top left. However, this restriction "
    "does not include Realmless cards which are cards with no Realm symbol and can be included with cards "
    "from any Realm.",
)
ZONE = Rule(
    "achroma.palette.zones", RULEBOOK, SECTION, "Each player needs a deck of 30 Achroma cards called a Palette."
)
RULES = (PALETTE_SIZE, LEGENDARY, RARES, COMMONS, REALM)


def check(entries: Sequence[DeckCard]) -> list[Problem]:
    problems = zone_problems(entries, ZONES, ZONE)
    size = total(entries)
    if size != 30:
        problems.append(Problem(PALETTE_SIZE, f"The Palette has {size} cards; it must have exactly 30."))
    by_rarity = {r: [e for e in entries if e.card["rarity"] == r] for r in ("legendary", "rare")}
    legendaries = total(by_rarity["legendary"])
    if legendaries > 1:
        problems.append(
            Problem(LEGENDARY, f"{legendaries} Legendary cards; at most 1.", ids_of(by_rarity["legendary"]))
        )
    rares = total(by_rarity["rare"])
    if rares > 4:
        problems.append(Problem(RARES, f"{rares} Rare cards; at most 4.", ids_of(by_rarity["rare"])))
    for name, (n, ids) in copies_by_name(by_rarity["rare"]).items():
        if n > 1:
            problems.append(Problem(RARES, f"{n} copies of the Rare {name}; at most 1.", ids))
    commons = [e for e in entries if e.card["rarity"] in ("common", "uncommon")]
    for name, (n, ids) in copies_by_name(commons).items():
        if n > 2:
            problems.append(Problem(COMMONS, f"{n} copies of {name}; at most 2.", ids))
    realms: list[str] = sorted({e.card["realm"] for e in entries if e.card.get("realm")})
    if len(realms) > 1:
        # name the cards outside the most common Realm, so the fix is obvious
        weight = {r: total(e for e in entries if e.card.get("realm") == r) for r in realms}
        main = max(realms, key=lambda r: (weight[r], r))
        others = [e for e in entries if e.card.get("realm") not in (None, main)]
        problems.append(
            Problem(
                REALM,
                f"Cards from {len(realms)} Realms ({', '.join(realms)}); one Realm plus Realmless cards only.",
                ids_of(others),
            )
        )
    return problems
