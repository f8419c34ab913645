"""Writes ``athernum.json``, the Athernum demo set (original names and texts), and its demo decks.

Run ``python rules/sets/build_athernum.py`` after editing the tables; the JSON it writes is what is
committed and loaded. Deterministic: no randomness.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

SET = {"code": "ATH1", "name": "Embers of the Old Roads", "ruleset": "athernum", "released": "2026-04-10"}
GUILD, WARDENS = "Emberwright Guild", "Mistveil Wardens"

# A table: one card a row, its fields in the column order named below, so a row reads as the card it makes;
# formatted one field a line it could no longer be read as rows.
# fmt: off
# name, type, faction, rarity, cost, vt_field, flags ("objective", "supporter", "extra_deck"), ofv, dfv, slots, text
CARDS: list[tuple[Any, ...]] = [
    ("Guildmaster Orsa Vell", "character", GUILD, "epic", 4, 6, {"objective"}, 3, 5, 2,
     "Objective — At the end of your turn, if you control three or more items, place one Victory Token from the "
     "pool on Guildmaster Orsa Vell."),
    ("Forgehand Apprentice", "character", GUILD, "common", 1, None, {"supporter"}, 1, 2, 1,
     "Support — Discard this card and pay {1 resource}: draw a card."),
    ("Bellows Keeper", "character", GUILD, "common", 2, None, set(), 1, 3, 2,
     "When Bellows Keeper enters play, you may attach an item from your hand to it."),
    ("Rivetsmith", "character", GUILD, "common", 2, None, set(), 2, 2, 1,
     "Items attached to Rivetsmith cannot be discarded by your opponents' effects."),
    ("Copper Sentinel", "character", GUILD, "uncommon", 3, None, set(), 2, 5, 1,
     "Opposing characters must attack Copper Sentinel if able."),
    ("Gearwright Tinkerer", "character", GUILD, "uncommon", 3, None, set(), 2, 3, 2,
     "Command — Spend one Command Token: reveal a face-down item attached to one of your characters."),
    ("Smelter Captain", "character", GUILD, "rare", 4, 3, set(), 3, 4, 2,
     "Whenever you attach an item to one of your characters, you may place one Victory Token from the pool on "
     "Smelter Captain."),
    ("Ashen Quartermaster", "character", GUILD, "common", 3, None, {"supporter"}, 2, 3, 1,
     "Support — Discard this card: search your deck for an item, reveal it and put it into your hand."),
    ("The Ember Colossus", "character", GUILD, "epic", 7, 4, {"extra_deck"}, 7, 8, 3,
     "Extra Deck. You may play The Ember Colossus only while you control five or more items."),
    ("Warden-Captain Ilse Marrow", "character", WARDENS, "epic", 3, 5, {"objective"}, 3, 4, 1,
     "Objective — Whenever one of your characters discards an opposing character in combat, place one Victory "
     "Token from the pool on Warden-Captain Ilse Marrow."),
    ("Fogstep Scout", "character", WARDENS, "common", 1, None, set(), 1, 1, 0,
     "Fogstep Scout can attack the turn it enters play."),
    ("Reedbow Archer", "character", WARDENS, "common", 2, None, set(), 3, 1, 1,
     "Reedbow Archer deals its damage before the defending character."),
    ("Mistveil Tracker", "character", WARDENS, "common", 2, None, {"supporter"}, 2, 2, 1,
     "Support — Discard this card: look at an opponent's hand."),
    ("Hollowtree Sentry", "character", WARDENS, "uncommon", 3, None, set(), 2, 4, 1,
     "Hollowtree Sentry gets +2 DFV while you control a location."),
    ("Lantern Warden", "character", WARDENS, "uncommon", 3, 2, set(), 2, 3, 1,
     "When Lantern Warden enters play, you may return a character card from your discard pile to your hand."),
    ("Stormcaller Adept", "character", WARDENS, "rare", 4, None, set(), 4, 3, 1,
     "Command — Spend one Command Token: deal 2 damage to a character."),
    ("Marshland Herbalist", "character", WARDENS, "common", 2, None, {"supporter"}, 1, 2, 1,
     "Support — Discard this card: remove two damage counters from a character."),
    ("Spirit of the Mire", "character", WARDENS, "epic", 6, 3, {"extra_deck"}, 5, 6, 0,
     "Extra Deck. You may play Spirit of the Mire only if three or more of your characters were discarded this "
     "game."),
    ("Wandering Tinsmith", "character", None, "common", 2, None, set(), 2, 2, 2,
     "Wandering Tinsmith can be paid for with resources of any faction."),
    ("Road Warden", "character", None, "common", 3, None, set(), 3, 3, 1,
     "Road Warden cannot be the target of opposing Support abilities."),
    ("Tempered Blade", "item", None, "common", None, None, set(), None, None, None,
     "The carrying character gets +2 OFV."),
    ("Riveted Buckler", "item", None, "common", None, None, set(), None, None, None,
     "The carrying character gets +2 DFV."),
    ("Signal Flare", "item", None, "uncommon", None, None, set(), None, None, None,
     "Reveal this item: draw a card, then discard a card. You may then discard Signal Flare."),
    ("Thornweave Cloak", "item", None, "common", None, None, set(), None, None, None,
     "The carrying character cannot be attacked while another of your characters can be."),
    ("Hunting Horn", "item", None, "uncommon", None, None, set(), None, None, None,
     "Reveal this item: one of your characters gets +1 OFV until the end of the turn."),
    ("Field Rations", "item", None, "common", None, None, set(), None, None, None,
     "Reveal this item and discard it: remove one damage counter from the carrying character."),
    ("The Long Foundry", "location", None, "rare", None, 4, set(), None, None, None,
     "Attaching items to your characters costs nothing."),
    ("Crossroads Market", "location", None, "uncommon", None, None, set(), None, None, None,
     "Once per turn, you may discard a card to draw a card."),
    ("Wardens' Watchtower", "location", None, "rare", None, 3, set(), None, None, None,
     "Your characters get +1 DFV while they defend."),
]

DECKS = [
    ("foundry-guild", "Emberwright Guild: load characters with items and win on Orsa Vell's objective.", {
        "Guildmaster Orsa Vell": [(1, "starting"), (3, "main")], "Forgehand Apprentice": 4, "Bellows Keeper": 4,
        "Rivetsmith": 4, "Copper Sentinel": 4, "Gearwright Tinkerer": 4, "Smelter Captain": 4,
        "Ashen Quartermaster": 4, "Tempered Blade": 4, "Riveted Buckler": 4, "Signal Flare": 4,
        "The Long Foundry": 4, "Crossroads Market": 4, "Wandering Tinsmith": 4, "Road Warden": 4,
        "The Ember Colossus": [(2, "extra")],
    }),
    ("mistveil-hunt", "Mistveil Wardens: strike first and let Ilse Marrow count the fallen.", {
        "Warden-Captain Ilse Marrow": [(1, "starting"), (3, "main")], "Fogstep Scout": 4, "Reedbow Archer": 4,
        "Mistveil Tracker": 4, "Hollowtree Sentry": 4, "Lantern Warden": 4, "Stormcaller Adept": 4,
        "Marshland Herbalist": 4, "Wardens' Watchtower": 4, "Thornweave Cloak": 4, "Hunting Horn": 4,
        "Field Rations": 4, "Crossroads Market": 4, "Wandering Tinsmith": 4, "Road Warden": 4,
        "Spirit of the Mire": [(1, "extra")],
    }),
]
# fmt: on


def card(number: int, row: tuple[Any, ...]) -> dict[str, Any]:
    name, type_, faction, rarity, cost, vt_field, flags, ofv, dfv, slots, text = row
    keywords = [k for k in ("Objective", "Support", "Command") if text.startswith(k) or f" {k} —" in text]
    return {
        "id": f"ath1-{number:03d}",
        "number": f"{number:03d}",
        "name": name,
        "type": type_,
        "rarity": rarity,
        "text": text,
        "lore": "",
        "faction": faction,
        "cost": cost,
        "vt_field": vt_field,
        "objective": "objective" in flags,
        "supporter": "supporter" in flags,
        "extra_deck": "extra_deck" in flags,
        "ofv": ofv,
        "dfv": dfv,
        "item_slots": slots,
        "keywords": [k.upper() for k in keywords] + (["EXTRA DECK"] if "extra_deck" in flags else []),
    }


def build() -> dict[str, Any]:
    cards = [card(i, row) for i, row in enumerate(CARDS, start=1)]
    ids = {c["name"]: c["id"] for c in cards}
    decks = []
    for name, description, entries in DECKS:
        listed = []
        for card_name, spec in entries.items():
            for quantity, zone in spec if isinstance(spec, list) else [(spec, "main")]:
                listed.append({"card_id": ids[card_name], "quantity": quantity, "zone": zone})
        decks.append({"name": name, "description": description, "cards": listed})
    return {"set": SET, "cards": cards, "demo_decks": decks}


if __name__ == "__main__":
    out = Path(__file__).with_name("athernum.json")
    out.write_text(json.dumps(build(), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {out}")
