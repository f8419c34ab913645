"""Writes ``arcane.json``, the Chronicles of Arcane demo set (original names and texts), and its demo decks.

Run ``python rules/sets/build_arcane.py`` after editing the tables; the JSON it writes is what is committed
and loaded. Deterministic: no randomness. Every card carries ``effects`` (engine data, ``docs/arcane-traits.md``):
each card is playable in the engine, and so is every demo deck.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

SET = {"code": "ARC1", "name": "Tidefall and Cinder", "ruleset": "arcane", "released": "2026-05-01"}

# One card a row, its fields in the column order named below, so a row reads as the card it makes.
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
    ("Emberblade Duelist", "creature", "fire", "uncommon", 2, 3, "Pyromancers", ["Preemptive Strike"], 2, 2,
     "Preemptive Strike.",
     "She has never once been the second to strike."),
    ("Magma Behemoth", "creature", "fire", "rare", 5, 2, "Fire Elementals", ["Formidable"], 5, 6,
     "Formidable.",
     "The mountain got up and walked."),
    ("Hearthflame Salamander", "creature", "fire", "uncommon", 2, 3, "Fire Elementals", ["Generator"], 1, 2,
     "Generator.",
     "Keep it fed and the forge never cools."),
    ("Flashfire Ambush", "spell", "fire", "uncommon", 1, 3, None, ["Trap"], None, None,
     "Trap. Deal 2 damage to target attacking creature.",
     "The grass was dry. The fuse was hidden."),
    ("Cinder Storm", "spell", "fire", "rare", 4, 2, None, [], None, None,
     "Deal 1 damage to each creature.",
     "Ash falls on friend and foe alike."),
    ("Pridemother Lioness", "creature", "earth", "rare", 4, 2, "Earth Beasts", [], 3, 3,
     "When Pridemother Lioness is destroyed, create two 1/1 Feral Cub tokens.",
     "Strike her down and the pride answers."),
    ("Ironbark Sentinel", "creature", "earth", "uncommon", 3, 3, "Rock Golems", ["Preemptive Strike"], 2, 4,
     "Preemptive Strike.",
     "Its bark hardened into stone long ago; its temper did not."),
    ("Thicket Lurker", "creature", "earth", "uncommon", 2, 3, "Wood Elves", ["Trap"], 2, 2,
     "Trap.",
     "The bush you walked past had eyes."),
    ("Mossheart Druid", "creature", "earth", "uncommon", 2, 3, "Druids", ["Generator"], 1, 3,
     "Generator.",
     "Where she kneels, the ground remembers how to grow."),
    ("Thunderhoof Ram", "creature", "earth", "common", 3, 4, "Earth Beasts", ["Persistence"], 3, 2,
     "Persistence.",
     "It charges, turns, and is ready to charge again."),
    ("Briarback Archer", "creature", "earth", "common", 2, 4, "Wood Elves", ["Reach"], 2, 2,
     "Reach.",
     "Her arrows find the ones hiding behind the shields."),
    ("Tidecaller Mystic", "creature", "water", "uncommon", 3, 3, "Merfolk", ["Magic Ward"], 2, 3,
     "Magic Ward.",
     "Spells slide off her like rain off a seal."),
    ("Undertow Eel", "creature", "water", "common", 2, 4, "Sea Creatures", ["Unblockable"], 2, 1,
     "Unblockable.",
     "You cannot wall off the tide."),
    ("Countercurrent", "spell", "water", "uncommon", 2, 3, None, ["Trap"], None, None,
     "Trap. Counter target spell.",
     "The spell went out like a wave, and came back like one."),
    ("Galewing Sentinel", "creature", "air", "uncommon", 3, 3, "Cloudwalkers", ["Aerial", "Persistence"], 2, 3,
     "Aerial. Persistence.",
     "She strikes and is back on watch before the dust settles."),
    ("Zephyr Skirmisher", "creature", "air", "common", 2, 4, "Djinn", ["Unblockable"], 2, 1,
     "Unblockable.",
     "Try catching the wind in a net."),
    ("Stormcaller Adept", "creature", "air", "uncommon", 3, 3, "Cloudwalkers", ["Magic Ward"], 1, 3,
     "Magic Ward. When Stormcaller Adept enters the Battlefield, draw a card.",
     "The storm tells her its secrets, and nobody else."),
    ("Tempest Lance", "spell", "air", "common", 3, 3, None, [], None, None,
     "Deal 3 damage to target creature or player.",
     "Lightning, thrown like a spear."),
    ("Unweave", "spell", "air", "rare", 2, 2, None, ["Trap"], None, None,
     "Trap. Counter target spell.",
     "Every spell is a knot. Every knot has a loose end."),
    ("Squall Rebuke", "spell", "air", "uncommon", 2, 3, None, ["Trap"], None, None,
     "Trap. Return target attacking creature to its owner's hand.",
     "A gust, and the charge is back where it started."),
    ("Gravefang Asp", "creature", "void", "uncommon", 2, 3, "Void Beasts", ["Deathstrike"], 1, 1,
     "Deathstrike.",
     "Small bite. Long sleep."),
    ("Nightreaver", "creature", "void", "rare", 4, 2, "Revenants", ["Deathstrike", "Undead"], 2, 3,
     "Deathstrike. Undead.",
     "It has died before. It did not care for it."),
    ("Veilshade Assassin", "creature", "void", "uncommon", 3, 3, "Vampires", ["Stealth"], 4, 1,
     "Stealth.",
     "The first you know of her is the last thing you know."),
    ("Gloomcaller Acolyte", "creature", "void", "common", 2, 4, "Necromancers", ["Lifedrain"], 2, 2,
     "Lifedrain.",
     "Every wound she deals closes one of her own."),
    ("Raise the Fallen", "spell", "void", "uncommon", 3, 3, None, [], None, None,
     "Create two 1/1 Risen Skeleton tokens with Undead.",
     "The battlefield is never truly empty."),
    ("Sundering Strike", "spell", "neutral", "common", 2, 3, None, [], None, None,
     "Destroy target artifact.",
     "Some things are better broken."),
    ("Warding Idol", "artifact", "neutral", "uncommon", 2, 2, None, [], 0, 3,
     "Creatures you control get +0/+1.",
     "Carved by no one, worshipped by everyone."),
    ("Morvath, the Hollow King", "ancient", "void", "legendary", 0, 1, "Revenants", [], 3, 13,
     "At the start of your turn, you gain 1 Life.",
     "He ruled the living once. He finds the dead more loyal."),
]

# Engine data (rules/arcane/engine/effects.py): what each card does, by name; a card not listed has no ability
# beyond its Traits. Every effect follows the card's text as it reads today (errata included).
FERAL_CUB = {"name": "Feral Cub", "type": "creature", "essence": "earth", "ap": 1, "hp": 1, "traits": []}
RISEN_SKELETON = {"name": "Risen Skeleton", "type": "creature", "essence": "void", "ap": 1, "hp": 1,
                  "traits": ["Undead"]}
EFFECTS: dict[str, list[dict[str, Any]]] = {
    "Vaelor, the Ashen Colossus": [
        {"when": "start_of_turn", "op": "damage", "x": 1, "each": "enemy_front_creatures"}],
    "Murmurent, Mother of Tides": [
        {"when": "blocks", "op": "buff", "hp": 2, "until": "end_of_turn", "once_per_turn": True, "on": "trigger"}],
    "Zephyrine, the Unbound Gale": [
        {"when": "static", "op": "aura", "ap": 1, "scope": "own", "filter": {"trait": "aerial"}}],
    "Pyre Adept": [{"when": "enters", "op": "damage", "x": 1, "target": "creature"}],
    "Flare Volley": [{"when": "play", "op": "damage", "x": 2, "target": "creature_or_domain"}],
    "Smoldering Brand": [{"when": "static", "op": "aura", "ap": 1, "scope": "own", "filter": {"trait": "haste"}}],
    "Verdant Renewal": [{"when": "play", "op": "heal", "x": 3, "target": "creature"}],
    "Grove of Whispers": [{"when": "static", "op": "aura", "hp": 1, "scope": "all", "filter": {"trait": "reach"}}],
    "Brinecaller Initiate": [{"when": "enters", "op": "reveal_top", "take": {"type": "essence"}}],
    "Frostscale Wyrm": [{"when": "attacks", "op": "hold_exhausted", "target": "creature"}],
    "Riptide Snare": [{"when": "play", "op": "stop_attack", "target": "attacking_creature"}],
    "Glacial Lens": [{"when": "activated", "cost": {"water": 1}, "once_per_turn": True, "op": "scry"}],
    "Hollow Oracle": [{"when": "enters", "op": "recall", "filter": {"type": "creature"}}],
    "Siphon Night": [
        {"when": "play", "op": "buff", "ap": -2, "hp": -2, "until": "end_of_turn", "target": "creature"},
        {"when": "play", "op": "gain_life", "x": 2}],
    "Abyssal Gate": [{"when": "creature_destroyed", "op": "lose_life", "x": 1}],
    "Wandering Tinker": [
        {"when": "activated", "cost": {"any": 1}, "once_per_turn": True, "op": "heal", "x": 2, "target": "artifact"}],
    "Runebound Satchel": [{"when": "enters", "op": "draw", "x": 1}],
    "Flashfire Ambush": [{"when": "play", "op": "damage", "x": 2, "target": "attacking_creature"}],
    "Cinder Storm": [{"when": "play", "op": "damage", "x": 1, "each": "all_creatures"}],
    "Pridemother Lioness": [{"when": "destroyed", "op": "create_token", "count": 2, "token": FERAL_CUB}],
    "Countercurrent": [{"when": "play", "op": "counter", "target": "spell"}],
    "Stormcaller Adept": [{"when": "enters", "op": "draw", "x": 1}],
    "Tempest Lance": [{"when": "play", "op": "damage", "x": 3, "target": "creature_or_player"}],
    "Unweave": [{"when": "play", "op": "counter", "target": "spell"}],
    "Squall Rebuke": [{"when": "play", "op": "return_to_hand", "target": "attacking_creature"}],
    "Raise the Fallen": [{"when": "play", "op": "create_token", "count": 2, "token": RISEN_SKELETON}],
    "Sundering Strike": [{"when": "play", "op": "destroy", "target": "artifact"}],
    "Warding Idol": [{"when": "static", "op": "aura", "hp": 1, "scope": "own"}],
    "Morvath, the Hollow King": [{"when": "start_of_turn", "op": "gain_life", "x": 1}],
}

DECKS = [
    ("ember-and-root", "Fire with an Earth splash: fast creatures, burn and a wall of bark.", {
        "Vaelor, the Ashen Colossus": (1, "ancient"), "Kindled Essence": 11, "Rootbound Essence": 6,
        "Cinderling Scout": 4, "Blazefang Hound": 3, "Emberblade Duelist": 3, "Hearthflame Salamander": 2,
        "Pyre Adept": 2, "Kiln Drake": 2, "Magma Behemoth": 1, "Flare Volley": 3, "Flashfire Ambush": 2,
        "Cinder Storm": 1, "Smoldering Brand": 1, "Mossback Tortoise": 2, "Briarback Archer": 2,
    }),
    ("tide-and-shadow", "Water and Void: stall the board, drain the life.", {
        "Murmurent, Mother of Tides": (1, "ancient"), "Tidal Essence": 9, "Hollow Essence": 8,
        "Brinecaller Initiate": 3, "Tidewarden": 3, "Undertow Eel": 2, "Tidecaller Mystic": 2, "Frostscale Wyrm": 2,
        "Riptide Snare": 2, "Countercurrent": 2, "Glacial Lens": 1, "Gravebound Thrall": 3, "Duskveil Stalker": 2,
        "Gravefang Asp": 2, "Nightreaver": 1, "Siphon Night": 2, "Hollow Oracle": 1, "Abyssal Gate": 1,
    }),
    ("grove-and-gale", "Earth with an Air splash: a pride that will not stay down, archers and the wind.", {
        "Zephyrine, the Unbound Gale": (1, "ancient"), "Rootbound Essence": 11, "Gale Essence": 6,
        "Mossback Tortoise": 2, "Thornwood Ranger": 2, "Boulderkin Brute": 2, "Pridemother Lioness": 2,
        "Ironbark Sentinel": 2, "Thicket Lurker": 2, "Mossheart Druid": 2, "Thunderhoof Ram": 3,
        "Briarback Archer": 2, "Verdant Renewal": 1, "Grove of Whispers": 1, "Skyreed Courier": 3,
        "Zephyr Skirmisher": 2, "Squall Rebuke": 2,
    }),
    ("storm-and-bone", "Air with a Void splash: wings, lightning and the risen dead.", {
        "Morvath, the Hollow King": (1, "ancient"), "Gale Essence": 11, "Hollow Essence": 6,
        "Skyreed Courier": 3, "Zephyr Skirmisher": 3, "Galewing Sentinel": 3, "Stormcaller Adept": 2,
        "Tempest Lance": 3, "Unweave": 2, "Squall Rebuke": 1, "Gloomcaller Acolyte": 3, "Veilshade Assassin": 1,
        "Raise the Fallen": 2, "Runebound Satchel": 2, "Sundering Strike": 1, "Warding Idol": 1,
        "Wandering Tinker": 1,
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
        "effects": EFFECTS.get(name, []),
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
