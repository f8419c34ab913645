"""Writes ``oversoul.json``, the Oversoul demo set (original names and texts), and its demo decks.

Each Archetype gets five cards cut from the same five patterns (a +Unit, two -Units, a CAST Event and a
Construct) with their own names; leaders and Cosmics are written out in full. Run
``python rules/sets/build_oversoul.py`` after editing; the JSON it writes is what is committed and loaded.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

SET = {"code": "OVS1", "name": "Convergence of Nine", "ruleset": "oversoul", "released": "2026-03-20"}

# fmt: off
NAMES = {
    "CHAOS": ("Riftspark Imp", "Havoc Outrider", "Cinderhorn Ravager", "Splintered Sky", "Fracture Idol"),
    "ORDER": ("Lawkeeper Novice", "Gilded Sentinel", "Aegis Paragon", "Edict of Stillness", "Seal of Accord"),
    "VIGOR": ("Sproutling Warden", "Thicket Brawler", "Elder Bramblehide", "Bloom Surge", "Heartwood Totem"),
    "SWAY": ("Whisper Envoy", "Gilt-Tongue Broker", "Mirage Regent", "Fickle Tide", "Charm of Favour"),
    "FLOW": ("Eddy Wisp", "Currentblade Duelist", "Maelstrom Sovereign", "Undertow", "Tidestone Anchor"),
    "ARCANE": ("Glyph Familiar", "Runeweaver Adept", "Astral Archmage", "Arcane Refraction", "Prism Focus"),
    "NEUTRAL": ("Drifter Sellsword", "Wayfarer Scout", "Ironclad Mercenary", "Tactical Retreat", "Patchwork Plating"),
    "DOOM": ("Gloomling", "Ashen Reaver", "Dreadmaw Tyrant", "Withering Hex", "Bonecage Relic"),
    "WITHER": ("Rustmoth Swarm", "Decay Tender", "Blightroot Colossus", "Slow Erosion", "Mouldered Crown"),
}
# type, rank, energy, rarity, roles, dmg, spd, hp, keyword, text ({name} is the card's name)
PATTERNS: list[tuple[Any, ...]] = [
    ("unit", 1, +1, "common", ["SEEKER"], 1, 2, 3, None,
     "ENTER* You can Gaze 1 at either Deck."),
    ("unit", 2, -2, "common", ["SENTRY"], 2, 2, 4, "GUARD",
     "GUARD"),
    ("unit", 4, -4, "rare", ["SLAYER"], 5, 3, 6, "CLEAVE",
     "CLEAVE. ENTER* Deal 2 DMG to 1 opposing Unit."),
    ("event", 2, -2, "common", ["CAST"], None, None, None, None,
     "CAST* Select 1 Unit> Deal 3 DMG to it."),
    ("construct", 3, -2, "elite", ["TOTEM"], None, None, 4, "THORNS",
     "The Attached Unit Gains THORNS."),
]
LEADERS = [
    ("Vaskha, Rift Empress", "CHAOS", "unit", 18, 4, 3, ["SUMMONER"], "elite",
     "Your CHAOS -Units Consume 1 less ENERGY while your Leader is RANK III or higher."),
    ("Seraphel, the Unbroken Oath", "ORDER", "unit", 20, 3, 2, ["SENTRY"], "elite",
     "(Once each turn) When one of your Units Guards, Heal 1 HP to your Leader."),
    ("The Drowned Choir", "FLOW", "event", 22, None, None, ["BOARD"], "elite",
     "At the start of your cycle, you can Return 1 card from your Idle Zone to the bottom of your Deck."),
]
COSMICS = [
    ("Nova Shard of Unmaking", "DOOM", "unit", 5, -5, ["VOPROS"], 7, 4, 7, "HYPER-DEATHTOUCH",
     "HYPER-DEATHTOUCH. This card can't be Returned to the hand."),
    ("Eye of the Still Sea", "FLOW", "event", 5, -4, ["COUNTER"], None, None, None, None,
     "COUNTER* Cancel the Activation of 1 card. Its owner Draws 1 card."),
]
DECKS = [
    ("rift-and-ruin", "CHAOS and DOOM: cheap attackers, then a Cosmic to finish.",
     "Vaskha, Rift Empress", ("CHAOS", "DOOM", "NEUTRAL"), "Nova Shard of Unmaking"),
    ("oath-and-current", "ORDER and FLOW: guard the leader, counter the big turn.",
     "Seraphel, the Unbroken Oath", ("ORDER", "FLOW", "NEUTRAL"), "Eye of the Still Sea"),
]
# fmt: on


def _card(number: int, **fields: Any) -> dict[str, Any]:
    base = {"id": f"ovs1-{number:03d}", "number": f"{number:03d}", "lore": "", "leader_as": None, "leader_hp": None}
    return {**base, **fields}


def build() -> dict[str, Any]:
    cards: list[dict[str, Any]] = []
    for archetype, names in NAMES.items():
        for name, (type_, rank, energy, rarity, roles, dmg, spd, hp, keyword, text) in zip(
            names, PATTERNS, strict=True
        ):
            if archetype == "NEUTRAL" and energy > 0:
                energy = -1  # NEUTRAL has only -cards
            cards.append(_card(len(cards) + 1, name=name, type=type_, rarity=rarity, text=text, archetype=archetype,
                               rank=rank, energy=energy, roles=roles, dmg=dmg, spd=spd, hp=hp,
                               keywords=[keyword] if keyword else []))  # fmt: skip
    for name, archetype, leader_as, leader_hp, dmg, spd, roles, rarity, text in LEADERS:
        cards.append(_card(len(cards) + 1, name=name, type="leader", rarity=rarity, text=text, archetype=archetype,
                           rank=5, energy=-5, roles=roles, dmg=dmg, spd=spd, hp=None, keywords=[],
                           leader_as=leader_as, leader_hp=leader_hp))  # fmt: skip
    for name, archetype, type_, rank, energy, roles, dmg, spd, hp, keyword, text in COSMICS:
        cards.append(_card(len(cards) + 1, name=name, type=type_, rarity="cosmic", text=text, archetype=archetype,
                           rank=rank, energy=energy, roles=roles, dmg=dmg, spd=spd, hp=hp,
                           keywords=[keyword] if keyword else []))  # fmt: skip
    ids = {c["name"]: c["id"] for c in cards}
    decks = []
    for deck_name, description, leader, archetypes, cosmic in DECKS:
        listed = [{"card_id": ids[leader], "quantity": 1, "zone": "leader"}]
        listed += [{"card_id": ids[n], "quantity": 2, "zone": "main"} for a in archetypes for n in NAMES[a]]
        listed.append({"card_id": ids[cosmic], "quantity": 1, "zone": "main"})
        decks.append({"name": deck_name, "description": description, "cards": listed})
    return {"set": SET, "cards": cards, "demo_decks": decks}


if __name__ == "__main__":
    out = Path(__file__).with_name("oversoul.json")
    out.write_text(json.dumps(build(), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {out}")
