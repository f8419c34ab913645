"""Writes ``arcane.json``, the Chronicles of Arcane demo set (original names and texts), and its demo decks.

Run ``python rules/sets/build_arcane.py`` after editing the tables; the JSON it writes is what is committed
and loaded. Deterministic: no randomness.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

SET = {"code": "ARC1", "name": "Tidefall and Cinder", "ruleset": "arcane", "released": "2026-05-01"}

# fmt: off
# name, type, essence, rarity, cost, per_deck, tribe, traits, ap, hp, text, lore
CARDS: list[tuple[Any, ...]] = [
    ("Kindled Essence", "essence", "fire", "common", None, None, None, [], None, None,
     "Exhaust: generate 1 Fire Essence.",
     "A coal that never cools, carried from hearth to hearth."),
    ("Rootbound Essence", "essence", "earth", "common", None, None, None, [], None, None,
     "Exhaust: generate 1 Earth Essence.",
     "Old roots remember every season."),
    ("Tidal Essence", "essence", "water", "common", None, None, None, [], None, None,
     "Exhaust: generate 1 Water Essence.",
     "The sea gives, and the sea keeps count."),
    ("Gale Essence", "essence", "air", "common", None, None, None, [], None, None,
     "Exhaust: generate 1 Air Essence.",
     "Caught in a jar on the highest peak."),
    ("Hollow Essence", "essence", "void", "common", None, None, None, [], None, None,
     "Exhaust: generate 1 Void Essence.",
     "Where the light ends, it begins."),
    ("Vaelor, the Ashen Colossus", "ancient", "fire", "legendary", 0, 1, "Fire Titans", [], 6, 12,
     "At the start of your turn, deal 1 damage to each opposing creature in the Front Row.",
     "It slept beneath the volcano for an age, and woke hungry."),
    ("Murmurent, Mother of Tides", "ancient", "water", "legendary", 0, 1, "Leviathans", [], 4, 14,
     "Once per turn, when a creature you control blocks, it gets +0/+2 until end of turn.",
     "Every wave on every shore is one of her breaths."),
    ("Zephyrine, the Unbound Gale", "ancient", "air", "legendary", 0, 1, "Djinn", ["Aerial"], 5, 10,
     "Creatures you control with Aerial get +1 AP.",
     "No wall was ever built that she could not pass over."),
    ("Cinderling Scout", "creature", "fire", "common", 1, 4, "Pyromancers", ["Haste"], 1, 1,
     "Haste.",
     "Quick feet, quicker sparks."),
    ("Blazefang Hound", "creature", "fire", "common", 2, 3, "Fire Beasts", ["Haste"], 3, 1,
     "Haste.",
     "Its bark leaves scorch marks."),
    ("Pyre Adept", "creature", "fire", "uncommon", 3, 2, "Pyromancers", [], 2, 2,
     "When Pyre Adept enters the Battlefield, deal 1 damage to target creature.",
     "Her first lesson: everything burns eventually."),
    ("Kiln Drake", "creature", "fire", "rare", 5, 2, "Fire Dragons", ["Aerial"], 4, 4,
     "Aerial.",
     "Potters pray it flies past their workshops."),
    ("Flare Volley", "spell", "fire", "common", 2, 4, None, [], None, None,
     "Deal 2 damage to target creature or Domain.",
     "Three arrows, one fuse."),
    ("Smoldering Brand", "artifact", "fire", "uncommon", 2, 2, None, [], 0, 3,
     "Creatures you control with Haste get +1 AP.",
     "Pressed to a blade, it lends it temper."),
    ("Mossback Tortoise", "creature", "earth", "common", 2, 4, "Earth Beasts", ["Taunt"], 1, 4,
     "Taunt.",
     "Forests grow on its shell between its naps."),
    ("Thornwood Ranger", "creature", "earth", "common", 3, 3, "Wood Elves", ["Reach"], 2, 3,
     "Reach.",
     "She hunts what the canopy hides."),
    ("Boulderkin Brute", "creature", "earth", "uncommon", 4, 2, "Rock Golems", ["Formidable"], 3, 5,
     "Formidable.",
     "Two men could not move it. Neither could ten."),
    ("Verdant Renewal", "spell", "earth", "common", 1, 4, None, [], None, None,
     "Target creature regains 3 HP.",
     "Spring, called early."),
    ("Grove of Whispers", "domain", "earth", "rare", 3, 1, None, [], None, None,
     "Creatures with Reach get +0/+1.",
     "The trees here answer questions, if you ask politely."),
    ("Brinecaller Initiate", "creature", "water", "common", 1, 4, "Merfolk", [], 1, 2,
     "When Brinecaller Initiate enters the Battlefield, look at the top card of your deck.",
     "She hears the currents gossip."),
    ("Frostscale Wyrm", "creature", "water", "rare", 5, 2, "Frost Dragons", ["Aerial"], 3, 5,
     "Aerial. When Frostscale Wyrm attacks, exhaust target creature until the end of its owner's next turn.",
     "Its shadow freezes the lake it crosses."),
    ("Tidewarden", "creature", "water", "common", 3, 3, "Merfolk", ["Taunt"], 2, 4,
     "Taunt.",
     "The reef has one gate, and she is it."),
    ("Riptide Snare", "spell", "water", "uncommon", 2, 3, None, ["Trap"], None, None,
     "Trap. Exhaust target attacking creature.",
     "The sand shifts; the charge stops."),
    ("Glacial Lens", "artifact", "water", "uncommon", 2, 2, None, [], 0, 2,
     "Once per turn, pay 1 Water Essence: look at the top card of your deck. You may put it at the bottom.",
     "Ice, ground thin enough to read the future through."),
    ("Gravebound Thrall", "creature", "void", "common", 1, 4, "Revenants", ["Undead"], 2, 1,
     "Undead.",
     "It does not remember its name. It remembers its orders."),
    ("Duskveil Stalker", "creature", "void", "uncommon", 3, 3, "Vampires", ["Stealth", "Lifedrain"], 3, 2,
     "Stealth. Lifedrain.",
     "You will see her once."),
    ("Hollow Oracle", "creature", "void", "rare", 4, 2, "Necromancers", [], 2, 3,
     "When Hollow Oracle enters the Battlefield, return a creature card from your Sanctum to your hand.",
     "She reads the names written on the dark."),
    ("Siphon Night", "spell", "void", "common", 3, 3, None, [], None, None,
     "Target creature gets -2/-2 until end of turn. You gain 2 Life.",
     "The stars dim, one by one."),
    ("Abyssal Gate", "domain", "void", "rare", 4, 1, None, [], None, None,
     "Whenever a creature is destroyed, its owner loses 1 Life.",
     "Something on the other side is counting."),
    ("Skyreed Courier", "creature", "air", "common", 2, 6, "Cloudwalkers", ["Aerial"], 2, 1,
     "Aerial.",
     "Letters arrive before they are written."),
    ("Wandering Tinker", "creature", "neutral", "common", 2, 4, "Travellers", [], 2, 2,
     "Once per turn, you may pay 1 Essence of any type: target artifact regains 2 HP.",
     "Pots mended, blades sharpened, rumours traded."),
    ("Runebound Satchel", "artifact", "neutral", "uncommon", 1, 3, None, [], 0, 2,
     "When Runebound Satchel enters the Battlefield, draw a card.",
     "Bigger inside. Much bigger."),
]

DECKS = [
    ("ember-and-root", "Fire and Earth: fast creatures behind a wall of bark.", {
        "Vaelor, the Ashen Colossus": (1, "ancient"), "Kindled Essence": 9, "Rootbound Essence": 8,
        "Cinderling Scout": 4, "Blazefang Hound": 3, "Pyre Adept": 2, "Kiln Drake": 2, "Flare Volley": 4,
        "Smoldering Brand": 2, "Mossback Tortoise": 4, "Thornwood Ranger": 3, "Boulderkin Brute": 2,
        "Verdant Renewal": 2,
    }),
    ("tide-and-shadow", "Water and Void: stall the board, drain the life.", {
        "Murmurent, Mother of Tides": (1, "ancient"), "Tidal Essence": 9, "Hollow Essence": 8,
        "Brinecaller Initiate": 4, "Frostscale Wyrm": 2, "Tidewarden": 3, "Riptide Snare": 3, "Glacial Lens": 2,
        "Gravebound Thrall": 4, "Duskveil Stalker": 3, "Hollow Oracle": 2, "Siphon Night": 3,
    }),
]
# fmt: on


def card(number: int, row: tuple[Any, ...]) -> dict[str, Any]:
    name, type_, essence, rarity, cost, per_deck, tribe, traits, ap, hp, text, lore = row
    return {
        "id": f"arc1-{number:03d}",
        "number": f"{number:03d}",
        "name": name,
        "type": type_,
        "rarity": rarity,
        "text": text,
        "lore": lore,
        "essence": essence,
        "tribe": tribe,
        "traits": traits,
        "cost": cost,
        "per_deck": per_deck,
        "ancient": type_ == "ancient",
        "ap": ap,
        "hp": hp,
        "keywords": [t.upper() for t in traits],
    }


def build() -> dict[str, Any]:
    cards = [card(i, row) for i, row in enumerate(CARDS, start=1)]
    ids = {c["name"]: c["id"] for c in cards}
    erratum = {
        "date": "2026-07-15",
        "note": "now also reveals the card",
        "text": "When Brinecaller Initiate enters the Battlefield, reveal the top card of your deck. "
        "If it is an Essence, put it into your hand.",
    }
    next(c for c in cards if c["name"] == "Brinecaller Initiate")["errata"] = [erratum]
    decks = []
    for name, description, entries in DECKS:
        listed = []
        for card_name, spec in entries.items():
            quantity, zone = spec if isinstance(spec, tuple) else (spec, "main")
            listed.append({"card_id": ids[card_name], "quantity": quantity, "zone": zone})
        decks.append({"name": name, "description": description, "cards": listed})
    return {"set": SET, "cards": cards, "demo_decks": decks}


if __name__ == "__main__":
    out = Path(__file__).with_name("arcane.json")
    out.write_text(json.dumps(build(), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {out}")
