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
SALT, ASHFALL = "Saltmarsh Covenant", "Ashfall Nomads"

# ---- card abilities as data (read by rules/athernum/engine/abilities.py) ---------------------------------------------
# kind: static | equip | trigger | activated | command | support | reveal | extra_deck; "do" lists the steps (ops) the
# ability performs in order; "target" names the legal bodies' target field ("character", "opponent", ...).


def op(name: str, **fields: Any) -> dict[str, Any]:
    return {"op": name, **fields}


def static(rule: str, **fields: Any) -> dict[str, Any]:
    return {"kind": "static", "rule": rule, **fields}


def equip(rule: str, **fields: Any) -> dict[str, Any]:
    return {"kind": "equip", "rule": rule, **fields}


def trigger(when: str, *steps: dict[str, Any], objective: bool = False, **fields: Any) -> dict[str, Any]:
    return {"kind": "trigger", "when": when, "objective": objective, "do": list(steps), **fields}


def ability(kind: str, *steps: dict[str, Any], cost: dict[str, Any] | None = None, **fields: Any) -> dict[str, Any]:
    return {"kind": kind, "cost": cost or {}, "do": list(steps), **fields}


PLACE_VT = op("place_vt")

# A table: one card a row, its fields in the column order named below, so a row reads as the card it makes;
# formatted one field a line it could no longer be read as rows.
# fmt: off
# name, type, faction, rarity, cost, vt_field, flags ("objective", "supporter", "extra_deck"), ofv, dfv, slots, text,
# effects
CARDS: list[tuple[Any, ...]] = [
    ("Guildmaster Orsa Vell", "character", GUILD, "epic", 4, 6, {"objective"}, 3, 5, 2,
     "Objective — At the end of your turn, if you control three or more items, place one Victory Token from the "
     "pool on Guildmaster Orsa Vell.",
     [trigger("end_of_turn", PLACE_VT, objective=True, condition={"items": 3})]),
    ("Forgehand Apprentice", "character", GUILD, "common", 1, None, {"supporter"}, 1, 2, 1,
     "Support — Discard this card and pay {1 resource}: draw a card.",
     [ability("support", op("draw", n=1), cost={"resources": 1})]),
    ("Bellows Keeper", "character", GUILD, "common", 2, None, set(), 1, 3, 2,
     "When Bellows Keeper enters play, you may attach an item from your hand to it.",
     [trigger("enters", op("attach_from_hand", may=True))]),
    ("Rivetsmith", "character", GUILD, "common", 2, None, set(), 2, 2, 1,
     "Items attached to Rivetsmith cannot be discarded by your opponents' effects.",
     [static("items_protected")]),
    ("Copper Sentinel", "character", GUILD, "uncommon", 3, None, set(), 2, 5, 1,
     "Opposing characters must attack Copper Sentinel if able.",
     [static("lure")]),
    ("Gearwright Tinkerer", "character", GUILD, "uncommon", 3, None, set(), 2, 3, 2,
     "Command — Spend one Command Token: reveal a face-down item attached to one of your characters.",
     [ability("command", op("reveal_item"), target="own_face_down_item")]),
    ("Smelter Captain", "character", GUILD, "rare", 4, 3, set(), 3, 4, 2,
     "Whenever you attach an item to one of your characters, you may place one Victory Token from the pool on "
     "Smelter Captain.",
     [trigger("item_attached", op("place_vt", may=True))]),
    ("Ashen Quartermaster", "character", GUILD, "common", 3, None, {"supporter"}, 2, 3, 1,
     "Support — Discard this card: search your deck for an item, reveal it and put it into your hand.",
     [ability("support", op("search_deck", card_type="item"))]),
    ("The Ember Colossus", "character", GUILD, "epic", 7, 4, {"extra_deck"}, 7, 8, 3,
     "Extra Deck. You may play The Ember Colossus only while you control five or more items.",
     [{"kind": "extra_deck", "condition": {"items": 5}}]),
    ("Warden-Captain Ilse Marrow", "character", WARDENS, "epic", 3, 5, {"objective"}, 3, 4, 1,
     "Objective — Whenever one of your characters discards an opposing character in combat, place one Victory "
     "Token from the pool on Warden-Captain Ilse Marrow.",
     [trigger("combat_discard", PLACE_VT, objective=True)]),
    ("Fogstep Scout", "character", WARDENS, "common", 1, None, set(), 1, 1, 0,
     "Fogstep Scout can attack the turn it enters play.",
     [static("haste")]),
    ("Reedbow Archer", "character", WARDENS, "common", 2, None, set(), 3, 1, 1,
     "Reedbow Archer deals its damage before the defending character.",
     [static("first_strike")]),
    ("Mistveil Tracker", "character", WARDENS, "common", 2, None, {"supporter"}, 2, 2, 1,
     "Support — Discard this card: look at an opponent's hand.",
     [ability("support", op("look_hand"), target="opponent")]),
    ("Hollowtree Sentry", "character", WARDENS, "uncommon", 3, None, set(), 2, 4, 1,
     "Hollowtree Sentry gets +2 DFV while you control a location.",
     [static("dfv", amount=2, condition={"location": True})]),
    ("Lantern Warden", "character", WARDENS, "uncommon", 3, 2, set(), 2, 3, 1,
     "When Lantern Warden enters play, you may return a character card from your discard pile to your hand.",
     [trigger("enters", op("return_from_discard", card_type="character", may=True))]),
    ("Stormcaller Adept", "character", WARDENS, "rare", 4, None, set(), 4, 3, 1,
     "Command — Spend one Command Token: deal 2 damage to a character.",
     [ability("command", op("damage", n=2), target="character")]),
    ("Marshland Herbalist", "character", WARDENS, "common", 2, None, {"supporter"}, 1, 2, 1,
     "Support — Discard this card: remove two damage counters from a character.",
     [ability("support", op("heal", n=2), target="character")]),
    ("Spirit of the Mire", "character", WARDENS, "epic", 6, 3, {"extra_deck"}, 5, 6, 0,
     "Extra Deck. You may play Spirit of the Mire only if three or more of your characters were discarded this "
     "game.",
     [{"kind": "extra_deck", "condition": {"fallen": 3}}]),
    ("Wandering Tinsmith", "character", None, "common", 2, None, set(), 2, 2, 2,
     "Wandering Tinsmith can be paid for with resources of any faction.",
     [static("any_faction")]),
    ("Road Warden", "character", None, "common", 3, None, set(), 3, 3, 1,
     "Road Warden cannot be the target of opposing Support abilities.",
     [static("support_shield")]),
    ("Tempered Blade", "item", None, "common", None, None, set(), None, None, None,
     "The carrying character gets +2 OFV.",
     [equip("ofv", amount=2)]),
    ("Riveted Buckler", "item", None, "common", None, None, set(), None, None, None,
     "The carrying character gets +2 DFV.",
     [equip("dfv", amount=2)]),
    ("Signal Flare", "item", None, "uncommon", None, None, set(), None, None, None,
     "Reveal this item: draw a card, then discard a card. You may then discard Signal Flare.",
     [ability("reveal", op("draw", n=1), op("discard_hand"), op("discard_self", may=True))]),
    ("Thornweave Cloak", "item", None, "common", None, None, set(), None, None, None,
     "The carrying character cannot be attacked while another of your characters can be.",
     [equip("cloak")]),
    ("Hunting Horn", "item", None, "uncommon", None, None, set(), None, None, None,
     "Reveal this item: one of your characters gets +1 OFV until the end of the turn.",
     [ability("reveal", op("boost", n=1), target="own_character")]),
    ("Field Rations", "item", None, "common", None, None, set(), None, None, None,
     "Reveal this item and discard it: remove one damage counter from the carrying character.",
     [ability("reveal", op("heal", n=1), cost={"discard_self": True}, target="carrier")]),
    ("The Long Foundry", "location", None, "rare", None, 4, set(), None, None, None,
     "Attaching items to your characters costs nothing.",
     [static("free_attach")]),
    ("Crossroads Market", "location", None, "uncommon", None, None, set(), None, None, None,
     "Once per turn, you may discard a card to draw a card.",
     [ability("activated", op("draw", n=1), cost={"discard": 1}, once_per_turn=True)]),
    ("Wardens' Watchtower", "location", None, "rare", None, 3, set(), None, None, None,
     "Your characters get +1 DFV while they defend.",
     [static("defend_dfv", amount=1)]),
    # ---- Saltmarsh Covenant ----
    ("Tidecaller Maren Oske", "character", SALT, "epic", 3, 5, {"objective"}, 2, 5, 1,
     "Objective — In the Evening, if you control a location, place one Victory Token from the pool on Tidecaller "
     "Maren Oske.",
     [trigger("evening", PLACE_VT, objective=True, condition={"location": True})]),
    ("Brinewater Oracle", "character", SALT, "common", 2, None, {"supporter"}, 1, 2, 1,
     "Support — Discard this card and pay {1 resource}: look at an opponent's hand, then draw a card.",
     [ability("support", op("look_hand"), op("draw", n=1), cost={"resources": 1}, target="opponent")]),
    ("Dune Courier", "character", SALT, "common", 1, None, set(), 1, 2, 1,
     "In the Morning, you may draw a card.",
     [trigger("morning", op("draw", n=1, may=True))]),
    ("Saltglass Mender", "character", SALT, "common", 2, None, set(), 1, 3, 1,
     "At Day, remove one damage counter from each of your characters.",
     [trigger("day", op("heal_each", n=1))]),
    ("Reefguard Sentinel", "character", SALT, "uncommon", 3, None, set(), 1, 5, 1,
     "Reefguard Sentinel cannot be attacked while you control a location.",
     [static("unattackable", condition={"location": True})]),
    ("Current Binder", "character", SALT, "uncommon", 3, None, set(), 2, 3, 1,
     "Command — Spend one Command Token and exhaust Current Binder: exhaust a character.",
     [ability("command", op("exhaust"), cost={"exhaust": True}, target="character")]),
    ("Pearl Diver", "character", SALT, "common", 2, None, set(), 2, 2, 1,
     "When Pearl Diver enters play, you may search your deck for a location, reveal it and put it into your hand.",
     [trigger("enters", op("search_deck", card_type="location", may=True))]),
    ("Harbor Magistrate", "character", SALT, "rare", 4, 3, {"objective"}, 2, 4, 1,
     "Objective — Tithe: {2 resources}, exhaust Harbor Magistrate: place one Victory Token from the pool on Harbor "
     "Magistrate.",
     [ability("activated", PLACE_VT, cost={"resources": 2, "exhaust": True}, objective=True, name="Tithe")]),
    ("Lowtide Smuggler", "character", SALT, "common", 2, None, {"supporter"}, 2, 1, 1,
     "Support — Discard this card: recover one of your spent resources.",
     [ability("support", op("recover", n=1))]),
    ("The Drowned Choir", "character", SALT, "epic", 5, 3, {"extra_deck"}, 4, 6, 1,
     "Extra Deck. You may play The Drowned Choir only while you control a location. At Night, remove one damage "
     "counter from The Drowned Choir.",
     [{"kind": "extra_deck", "condition": {"location": True}}, trigger("night", op("heal", n=1, to="self"))]),
    # ---- Ashfall Nomads ----
    ("Nomad Khan Verek Dusk", "character", ASHFALL, "epic", 4, 5, {"objective"}, 4, 4, 2,
     "Objective — In the Morning, if you control three or more characters, place one Victory Token from the pool "
     "on Nomad Khan Verek Dusk.",
     [trigger("morning", PLACE_VT, objective=True, condition={"characters": 3})]),
    ("Cinder Outrider", "character", ASHFALL, "common", 1, None, set(), 2, 1, 0,
     "Cinder Outrider must attack in each of your Combat Phases if able.",
     [static("must_attack")]),
    ("Ember Drummer", "character", ASHFALL, "common", 2, None, set(), 1, 2, 1,
     "At Day, Ember Drummer gets +2 OFV until the end of the turn.",
     [trigger("day", op("boost", n=2, to="self"))]),
    ("Dustwind Raider", "character", ASHFALL, "common", 2, None, set(), 2, 2, 1,
     "At Night, remove one damage counter from each of your characters.",
     [trigger("night", op("heal_each", n=1))]),
    ("Ashfall Skirmisher", "character", ASHFALL, "uncommon", 3, None, set(), 3, 2, 1,
     "Ashfall Skirmisher deals its damage before the defending character.",
     [static("first_strike")]),
    ("Pyre Warden", "character", ASHFALL, "uncommon", 3, None, set(), 2, 4, 1,
     "Command — Spend one Command Token and {1 resource}: deal 1 damage to each opposing character.",
     [ability("command", op("damage_each_opposing", n=1), cost={"resources": 1})]),
    ("Smoke Seer", "character", ASHFALL, "common", 2, None, {"supporter"}, 1, 2, 1,
     "Support — Discard this card and pay {1 resource}: deal 1 damage to a character.",
     [ability("support", op("damage", n=1), cost={"resources": 1}, target="character")]),
    ("Caravan Quartermaster", "character", ASHFALL, "common", 3, None, set(), 2, 3, 2,
     "When Caravan Quartermaster enters play, you may return an item card from your discard pile to your hand.",
     [trigger("enters", op("return_from_discard", card_type="item", may=True))]),
    ("Flame-Sworn Champion", "character", ASHFALL, "rare", 4, 2, set(), 4, 3, 1,
     "Whenever one of your characters discards an opposing character in combat, you may place one Victory Token "
     "from the pool on Flame-Sworn Champion.",
     [trigger("combat_discard", op("place_vt", may=True))]),
    ("The Cinder Wyrm", "character", ASHFALL, "epic", 6, 3, {"extra_deck"}, 6, 6, 0,
     "Extra Deck. You may play The Cinder Wyrm only if three or more of your characters were discarded this game.",
     [{"kind": "extra_deck", "condition": {"fallen": 3}}]),
    # ---- items and locations for every faction ----
    ("Ironbark Shield", "item", None, "common", None, None, set(), None, None, None,
     "Equip — The carrying character gets +1 OFV and +1 DFV.",
     [equip("ofv", amount=1), equip("dfv", amount=1)]),
    ("Duskwater Lamp", "item", None, "uncommon", None, None, set(), None, None, None,
     "Equip — In the Evening, remove one damage counter from the carrying character.",
     [dict(trigger("evening", op("heal", n=1, to="carrier")), equip=True)]),
    ("Victor's Standard", "item", None, "rare", None, 2, set(), None, None, None,
     "Equip — In the Morning, if the carrying character is your main character, place one Victory Token from the "
     "pool on Victor's Standard. Rally: remove one Victory Token from Victor's Standard: the carrying character gets "
     "+2 OFV until the end of the turn.",
     [dict(trigger("morning", PLACE_VT, condition={"carrier_is_main": True}), equip=True),
      ability("activated", op("boost", n=2), cost={"remove_vt": 1}, target="carrier", name="Rally")]),
    ("Smokebomb Pouch", "item", None, "common", None, None, set(), None, None, None,
     "Reveal this item: deal 1 damage to a character. You may then discard Smokebomb Pouch.",
     [ability("reveal", op("damage", n=1), op("discard_self", may=True), target="character")]),
    ("Tideglass Harbor", "location", None, "uncommon", None, None, set(), None, None, None,
     "Characters you play cost 1 less, to a minimum of 1.",
     [static("cost", amount=-1)]),
    ("Moonwell Shrine", "location", None, "uncommon", None, None, set(), None, None, None,
     "At Night, if you have three or fewer cards in hand, draw a card.",
     [trigger("night", op("draw", n=1), condition={"hand_at_most": 3})]),
    ("Obsidian Waystation", "location", None, "rare", None, 3, set(), None, None, None,
     "At Day, if you control four or more characters, place one Victory Token from the pool on Obsidian Waystation.",
     [trigger("day", PLACE_VT, condition={"characters": 4})]),
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
    ("saltmarsh-tide", "Saltmarsh Covenant: hold a location, outlast the raids and let Maren Oske call the tide.", {
        "Tidecaller Maren Oske": [(1, "starting"), (3, "main")], "Brinewater Oracle": 4, "Dune Courier": 4,
        "Saltglass Mender": 4, "Reefguard Sentinel": 4, "Current Binder": 4, "Pearl Diver": 4,
        "Harbor Magistrate": 4, "Lowtide Smuggler": 4, "Tideglass Harbor": 4, "Moonwell Shrine": 4,
        "Duskwater Lamp": 4, "Ironbark Shield": 4, "Smokebomb Pouch": 4, "Wandering Tinsmith": 4,
        "The Drowned Choir": [(2, "extra")],
    }),
    ("ashfall-raid", "Ashfall Nomads: flood the board, raid every turn and crown Verek Dusk.", {
        "Nomad Khan Verek Dusk": [(1, "starting"), (3, "main")], "Cinder Outrider": 4, "Ember Drummer": 4,
        "Dustwind Raider": 4, "Ashfall Skirmisher": 4, "Pyre Warden": 4, "Smoke Seer": 4,
        "Caravan Quartermaster": 4, "Flame-Sworn Champion": 4, "Obsidian Waystation": 4, "Victor's Standard": 4,
        "Tempered Blade": 4, "Ironbark Shield": 4, "Hunting Horn": 4, "Road Warden": 4,
        "The Cinder Wyrm": [(2, "extra")],
    }),
]
# fmt: on

TRIGGER_KEYWORDS = {"morning": "MORNING", "day": "DAY", "evening": "EVENING", "end_of_turn": "EVENING",
                    "night": "NIGHT"}  # fmt: skip
KIND_KEYWORDS = {"support": "SUPPORT", "command": "COMMAND", "equip": "EQUIP", "reveal": "REVEAL",
                 "extra_deck": "EXTRA DECK"}  # fmt: skip


def keywords(flags: set[str], effects: list[dict[str, Any]]) -> list[str]:
    """The card's keywords, read from its abilities: the ability kinds the rulebook names and the phase triggers."""
    found: list[str] = []
    for e in effects:
        words = [KIND_KEYWORDS.get(e["kind"], "")]
        words += ["EQUIP" if e.get("equip") else "", TRIGGER_KEYWORDS.get(e.get("when", ""), "")]
        words += ["OBJECTIVE" if e.get("objective") else ""]
        found += [w for w in words if w and w not in found]
    order = ["OBJECTIVE", "SUPPORT", "COMMAND", "EQUIP", "REVEAL", "EXTRA DECK", "MORNING", "DAY", "EVENING", "NIGHT"]
    return sorted(found, key=order.index)


def card(number: int, row: tuple[Any, ...]) -> dict[str, Any]:
    name, type_, faction, rarity, cost, vt_field, flags, ofv, dfv, slots, text, effects = row
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
        "keywords": keywords(flags, effects),
        "effects": effects,
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
