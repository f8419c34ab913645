"""Writes ``oversoul.json``, the Oversoul demo set (original names and texts), its effect data and its demo decks.

Each Archetype gets five cards cut from the same five patterns (a +Unit, two -Units, a CAST Event and a UNIT
Construct) with their own names; leaders, Cosmics and the cards of ``oversoul_cards.py`` (every Role and Keyworded
Ability on at least two cards) are written out in full. Every card carries ``effects`` in the engine's vocabulary
(``rules/oversoul/engine/cards.py``); a TOTEM's definition travels inside the effect that Spawns it. Run
``python -m rules.sets.build_oversoul`` after editing; the JSON it writes is what is committed and loaded.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from rules.sets import oversoul_cards as extra
from rules.sets.oversoul_cards import ab, dmg, sel

SET = {"code": "OVS1", "name": "Convergence of Nine", "ruleset": "oversoul", "released": "2026-03-20"}

# Tables: one card, leader or deck a row, its fields in the column order named above each table, so a row reads
# as the card it makes; formatted one field a line they could no longer be read as rows.
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
GAZE_1 = ab("ENTER", {"op": "gaze", "x": 1}, optional=True, select=sel("deck"))
# type, rank, energy, rarity, roles, dmg, spd, hp, keyword, text, effects
PATTERNS: list[tuple[Any, ...]] = [
    ("unit", 1, +1, "common", ["SEEKER"], 1, 2, 3, None,
     "ENTER* You can Gaze 1 at either Deck.", [GAZE_1]),
    ("unit", 2, -2, "common", ["SENTRY"], 2, 2, 4, "GUARD",
     "GUARD", []),
    ("unit", 4, -4, "rare", ["SLAYER"], 5, 3, 6, "CLEAVE",
     "CLEAVE. ENTER* Deal 2 DMG to 1 opposing Unit.", [ab("ENTER", dmg(2), select=sel("unit", "opposing"))]),
    ("event", 2, -2, "common", ["CAST"], None, None, None, None,
     "CAST* Select 1 Unit> Deal 3 DMG to it.", [ab("CAST", dmg(3), select=sel("unit"))]),
    ("construct", 3, -2, "elite", ["UNIT"], None, None, 4, "THORNS",
     "The Attached Unit Gains THORNS.", []),
]
LEADERS = [
    ("Vaskha, Rift Empress", "CHAOS", "unit", 18, 4, 3, ["SUMMONER"], "elite",
     "Your CHAOS -Units Consume 1 less ENERGY while your Leader is RANK III or higher.",
     [ab("static", {"op": "cost_mod", "filter": {"archetype": "CHAOS", "type": "unit", "minus": True}, "x": 1,
                    "min_rank": 3})]),
    ("Seraphel, the Unbroken Oath", "ORDER", "unit", 20, 3, 2, ["SENTRY"], "elite",
     "(Once each turn) When one of your Units Guards, Heal 1 HP to your Leader.",
     [ab("GUARDS", {"op": "heal_leader", "x": 1}, once="turn")]),
    ("The Drowned Choir", "FLOW", "event", 22, None, None, ["BOARD"], "elite",
     "At the start of your cycle, you can Return 1 card from your Idle Zone to the bottom of your Deck.",
     [ab("CYCLE", {"op": "to_deck_bottom"}, optional=True, select=sel("idle", "own"))]),
]
COSMICS = [
    ("Nova Shard of Unmaking", "DOOM", "unit", 5, -5, ["VOPROS"], 7, 4, 7, "HYPER-DEATHTOUCH",
     "HYPER-DEATHTOUCH. ACTIVATE* You can Select 1 card on your board> Deal 5 DMG to it, if it Shatters* Gain "
     "VAMPIRISM. This card can't be Returned to the hand.",
     [ab("ACTIVATE", dmg("RANK", if_shattered=[{"op": "gain", "kw": "VAMPIRISM"}]), role="VOPROS", optional=True,
         select=sel("card", "own")),
      ab("static", {"op": "no_return_hand"})]),
    ("Eye of the Still Sea", "FLOW", "event", 5, -4, ["COUNTER"], None, None, None, None,
     "COUNTER* Cancel the Activation of 1 card. Its owner Draws 1 card.",
     [ab("COUNTER", {"op": "cancel"}, {"op": "owner_draws", "x": 1}, select={"kind": "link"})]),
]
# name, description, leader, the cards (2 copies each), the one-copy cards
DECKS: list[tuple[str, str, str, list[str], list[str]]] = [
    ("rift-and-ruin", "CHAOS and DOOM: cheap attackers, then a Cosmic to finish.", "Vaskha, Rift Empress",
     [n for a in ("CHAOS", "DOOM", "NEUTRAL") for n in NAMES[a]], ["Nova Shard of Unmaking"]),
    ("oath-and-current", "ORDER and FLOW: guard the leader, counter the big turn.", "Seraphel, the Unbroken Oath",
     [n for a in ("ORDER", "FLOW", "NEUTRAL") for n in NAMES[a]], ["Eye of the Still Sea"]),
    ("tides-of-the-choir", "FLOW and ARCANE: generators and PERFECT Events, VEILED threats, COUNTERs held back.",
     "The Drowned Choir",
     ["Eddy Wisp", "Currentblade Duelist", "Maelstrom Sovereign", "Undertow", "Wellspring Elemental",
      "Reefspear Vexen", "Ley Dynamo", "Glyph Familiar", "Runeweaver Adept", "Hollow Wisp", "Qirean Spellblade",
      "Veilwalker Stalker", "Seal of Silence", "Mirror Ward", "Shroud of Mist", "Harmonic Spire",
      "Perfect Convergence", "Astral Recall"], ["Eye of the Still Sea"]),
    ("verdant-convergence", "VIGOR and SWAY under a +Leader: cheap VIGOR, Gaians that shrug off damage, shifters.",
     "Ilyra, Verdant Conduit",
     ["Sproutling Warden", "Thicket Brawler", "Elder Bramblehide", "Bloom Surge", "Oakheart Gaian",
      "Wandering Gaian Monk", "Thornbloom Natura", "Stormroot Natura", "Skinshift Druid", "Ironroot Station",
      "Heartwood Totem", "Whisper Envoy", "Stormtalon Raptor", "Dawnwing Vera", "Mirrorhide Shifter",
      "Quickstep Charm", "Paragon of Balance", "Lumen Seraph", "Beacon Spire"], []),
    ("bone-and-ember", "CHAOS and DOOM reborn: fliers, the undead, DEATHTOUCH and the Rift.", "Vaskha, Rift Empress",
     ["Riftspark Imp", "Emberscale Wyrmling", "Sparkcaller Elemental", "Galehawk Raptor", "Frenzied Gaian",
      "Shatterbolt", "Twinfang Blades", "Berserker Mask", "Gloomling", "Gravemist Phantom", "Barrow Revenant",
      "Bonewright Lich", "Abyssal Vopros", "Dreamhaunt Stalker", "Curse of the Damned", "Bloodmoon Altar",
      "Deathmark Sigil"], ["Oblivion Rift"]),
    ("iron-and-rust", "ORDER and WITHER: walls, chains and stone; the Broodmother's swarm behind them.",
     "Seraphel, the Unbroken Oath",
     ["Skyvault Drake", "Geode Warden", "Qirean Oracle", "Lumen Seraph", "Chains of Penance", "Null Edict",
      "Warding Word", "Runic Buttress", "Beacon Spire", "Rustmoth Swarm", "Gearhound", "Chitin Skitterer",
      "Broodmother Nidagyst", "Petrifying Glare", "Gorgon's Gaze", "Snare of Thorns", "Obsidian Carapace",
      "Bastion Automaton", "Aegis Lattice"], []),
]
# fmt: on


def _card(number: int | str, **fields: Any) -> dict[str, Any]:
    num = f"{number:03d}" if isinstance(number, int) else number.upper()
    base = {"id": f"ovs1-{str(num).lower()}", "number": num, "lore": "", "leader_as": None, "leader_hp": None}
    return {**base, **fields}


def _tokens() -> dict[str, dict[str, Any]]:
    out = {}
    for number, name, archetype, dmg_, spd, hp, text in extra.TOKENS:
        out[f"ovs1-{number}"] = _card(
            number,
            name=name,
            type="unit",
            rarity="common",
            text=text,
            archetype=archetype,
            rank=1,
            energy=-1,
            roles=["TOTEM"],
            dmg=dmg_,
            spd=spd,
            hp=hp,
            keywords=[],
            effects=[],
        )
    return out


def _embed_tokens(effects: list[dict[str, Any]], tokens: dict[str, dict[str, Any]]) -> list[dict[str, Any]]:
    """A Spawn effect carries its TOTEM's definition, so a game stores it with the card that Spawns it."""
    keep = (
        "name",
        "type",
        "rarity",
        "text",
        "archetype",
        "rank",
        "energy",
        "roles",
        "dmg",
        "spd",
        "hp",
        "keywords",
        "effects",
    )
    out = []
    for e in effects:
        do = [
            {**op, "token": {k: tokens[op["card"]][k] for k in keep}} if op.get("op") == "spawn" else op
            for op in e["do"]
        ]
        out.append({**e, "do": do})
    return out


def _patterns(cards: list[dict[str, Any]]) -> None:
    for archetype, names in NAMES.items():
        for name, (type_, rank, energy, rarity, roles, dmg_, spd, hp, keyword, text, effects) in zip(
            names, PATTERNS, strict=True
        ):
            if archetype == "NEUTRAL" and energy > 0:
                energy = -1  # NEUTRAL has only -cards; its SEEKER's Gaze is then its Role Ability
                effects = [{**GAZE_1, "role": "SEEKER"}]
            cards.append(
                _card(
                    len(cards) + 1,
                    name=name,
                    type=type_,
                    rarity=rarity,
                    text=text,
                    archetype=archetype,
                    rank=rank,
                    energy=energy,
                    roles=roles,
                    dmg=dmg_,
                    spd=spd,
                    hp=hp,
                    keywords=[keyword] if keyword else [],
                    effects=effects,
                )
            )


def build() -> dict[str, Any]:
    cards: list[dict[str, Any]] = []
    _patterns(cards)
    for name, archetype, leader_as, leader_hp, dmg_, spd, roles, rarity, text, effects in LEADERS:
        cards.append(
            _card(
                len(cards) + 1,
                name=name,
                type="leader",
                rarity=rarity,
                text=text,
                archetype=archetype,
                rank=5,
                energy=-5,
                roles=roles,
                dmg=dmg_,
                spd=spd,
                hp=None,
                keywords=[],
                leader_as=leader_as,
                leader_hp=leader_hp,
                effects=effects,
            )
        )
    for name, archetype, type_, rank, energy, roles, dmg_, spd, hp, keyword, text, effects in COSMICS:
        cards.append(
            _card(
                len(cards) + 1,
                name=name,
                type=type_,
                rarity="cosmic",
                text=text,
                archetype=archetype,
                rank=rank,
                energy=energy,
                roles=roles,
                dmg=dmg_,
                spd=spd,
                hp=hp,
                keywords=[keyword] if keyword else [],
                effects=effects,
            )
        )
    tokens = _tokens()
    more: list[dict[str, Any]] = []
    for n, name, rarity, archetype, rank, energy, roles, dmg_, spd, hp, kws, text, effects in extra.UNITS:
        more.append(
            _card(
                n,
                name=name,
                type="unit",
                rarity=rarity,
                text=text,
                archetype=archetype,
                rank=rank,
                energy=energy,
                roles=roles,
                dmg=dmg_,
                spd=spd,
                hp=hp,
                keywords=kws,
                effects=_embed_tokens(effects, tokens),
            )
        )
    for n, name, rarity, archetype, rank, energy, roles, hp, text, effects in extra.EVENTS:
        kws = [w.strip(".") for w in text.split() if w.strip(".") in ("HYPER-DYNAMO",)]
        more.append(
            _card(
                n,
                name=name,
                type="event",
                rarity=rarity,
                text=text,
                archetype=archetype,
                rank=rank,
                energy=energy,
                roles=roles,
                dmg=None,
                spd=None,
                hp=hp,
                keywords=kws,
                effects=effects,
            )
        )
    for n, name, rarity, archetype, rank, energy, roles, hp, kws, text in extra.CONSTRUCTS:
        more.append(
            _card(
                n,
                name=name,
                type="construct",
                rarity=rarity,
                text=text,
                archetype=archetype,
                rank=rank,
                energy=energy,
                roles=roles,
                dmg=None,
                spd=None,
                hp=hp,
                keywords=kws,
                effects=[],
            )
        )
    for n, name, archetype, leader_as, leader_hp, energy, dmg_, spd, roles, text, effects in extra.LEADERS:
        more.append(
            _card(
                n,
                name=name,
                type="leader",
                rarity="elite",
                text=text,
                archetype=archetype,
                rank=5,
                energy=energy,
                roles=roles,
                dmg=dmg_,
                spd=spd,
                hp=None,
                keywords=[],
                leader_as=leader_as,
                leader_hp=leader_hp,
                effects=effects,
            )
        )
    cards += sorted(more, key=lambda c: c["number"]) + list(tokens.values())
    ids = {c["name"]: c["id"] for c in cards}
    decks = []
    for deck_name, description, leader, twos, ones in DECKS:
        listed = [{"card_id": ids[leader], "quantity": 1, "zone": "leader"}]
        listed += [{"card_id": ids[n], "quantity": 2, "zone": "main"} for n in twos]
        listed += [{"card_id": ids[n], "quantity": 1, "zone": "main"} for n in ones]
        decks.append({"name": deck_name, "description": description, "cards": listed})
    return {"set": SET, "cards": cards, "demo_decks": decks}


if __name__ == "__main__":
    out = Path(__file__).with_name("oversoul.json")
    out.write_text(json.dumps(build(), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {out}")
