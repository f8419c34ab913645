"""The Oversoul demo set's cards beyond the nine Archetypes' five patterns: every Role and Keyworded Ability on at
least two cards, with their effect data (the vocabulary of ``rules/oversoul/engine/cards.py``). Read by
``build_oversoul.py``."""

from __future__ import annotations

from typing import Any

E = dict[str, Any]


def ab(law: str, *do: E, **extra: Any) -> E:
    """One Ability: its Keyworded Law, its ops and any of optional/once/cost/select/zone/role."""
    return {"law": law, **extra, "do": list(do)}


def sel(kind: str, side: str = "any", **flt: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"kind": kind, "side": side}
    if flt:
        out["filter"] = flt
    return out


def dmg(x: Any, **extra: Any) -> E:
    return {"op": "damage", "x": x, **extra}


def give(kw: str, **extra: Any) -> E:
    return {"op": "give", "kw": kw, **extra}


SPAWN_LARVA = {"op": "spawn", "card": "ovs1-t01"}
SPAWN_SPIRIT = {"op": "spawn", "card": "ovs1-t02"}
SHAMAN_TEXT = "CAST (Once each turn)* Your next -Event Activated this turn Consumes 1 less ENERGY."
SUMMONER_TEXT = "CAST (Once each turn)* Your next -Unit Activated this turn Consumes 1 less ENERGY."
SOVEREIGN_TEXT = "CAST (Once each turn)* Your next -Construct Activated this turn Consumes 1 less ENERGY."
MEGANIST_TEXT = (
    "SHATTER* You can Select 1 Active {a} Unit> Spawn & Attach this card to the selection as a UNIT "
    "Construct with HP equal to its original HP & Gain AMORPHOUS."
)
UNDEAD_TEXT = "SHATTER* You can Spawn this card Damaged with 1 HP & Gain AMORPHOUS."
SHIFTER_TEXT = "ENTER* Select 1 Active Unit> This card also Becomes those Roles (while Active)."
NIDAGYST_TEXT = "QUICK (Once each turn)* Consume 2 ENERGY> Prepare this card."

# Tables: one card a row, its fields in a fixed column order (build_oversoul.py reads them by position), so a row
# reads as the card it makes; formatted one field a line they could no longer be read as rows.
# number, name, type, rarity, archetype, rank, energy, roles, dmg, spd, hp, keywords, text, effects
# fmt: off
UNITS: list[tuple[Any, ...]] = [
    (51, "Emberscale Wyrmling", "rare", "CHAOS", 3, -3, ["DRAGON", "SORCERER"], 3, 3, 4, ["AVIAN"],
     "AVIAN. RESISTANT (to Events of lower RANK). ACTIVATE* You can Select 1 card on the board> Deal 3 DMG to it.", []),
    (52, "Skyvault Drake", "rare", "ORDER", 4, -4, ["DRAGON", "SNIPER"], 4, 4, 5, ["AVIAN", "RANGED"],
     "AVIAN. RESISTANT (to Events of lower RANK). RANGED.", []),
    (53, "Sparkcaller Elemental", "common", "CHAOS", 2, -2, ["ELEMENTAL", "SORCERER"], 1, 3, 3, ["DYNAMO"],
     "DYNAMO. ACTIVATE* You can Select 1 card on the board> Deal 2 DMG to it.", []),
    (54, "Wellspring Elemental", "common", "FLOW", 2, 1, ["ELEMENTAL"], 0, 1, 3, ["HYPER-DYNAMO"],
     "HYPER-DYNAMO.", []),
    (55, "Oakheart Gaian", "common", "VIGOR", 2, -2, ["GAIAN", "SENTRY"], 2, 2, 5, ["GUARD"],
     "GUARD. OUTLAST* Gain FRENZY.", []),
    (56, "Wandering Gaian Monk", "common", "VIGOR", 3, -3, ["GAIAN", "SHAMAN"], 3, 3, 4, [],
     "OUTLAST* Gain FRENZY. " + SHAMAN_TEXT, []),
    (57, "Bastion Automaton", "rare", "NEUTRAL", 3, -3, ["MECHNOID", "STATION"], None, None, 7, ["THORNS", "POLARITY"],
     "THORNS. POLARITY.", []),
    (58, "Gearhound", "common", "WITHER", 2, -2, ["MECHNOID", "PRIMAL"], 3, 3, 3, ["BERSERK"], "BERSERK.", []),
    (59, "Crystalborn Meganist", "rare", "ARCANE", 3, -3, ["MEGANIST", "SOVEREIGN"], 2, 2, 4, [],
     MEGANIST_TEXT.format(a="ARCANE") + " " + SOVEREIGN_TEXT, []),
    (60, "Geode Warden", "common", "ORDER", 2, -2, ["MEGANIST", "SENTRY"], 1, 2, 4, ["GUARD", "POLARITY"],
     "GUARD. POLARITY. " + MEGANIST_TEXT.format(a="ORDER"), []),
    (61, "Thornbloom Natura", "common", "VIGOR", 1, -1, ["NATURA"], 1, 2, 2, [],
     "QUICK* Sacrifice this Unit> Generate 1 additional ENERGY from your next +card this turn.", []),
    (62, "Stormroot Natura", "rare", "VIGOR", 3, -3, ["NATURA", "SHAMAN"], 3, 3, 4, [],
     "QUICK* Sacrifice this Unit> Generate 3 additional ENERGY from your next +card this turn. " + SHAMAN_TEXT, []),
    (63, "Chitin Skitterer", "common", "WITHER", 1, -1, ["NIDAGYST"], 1, 3, 2, ["DEATHTOUCH"],
     "DEATHTOUCH. " + NIDAGYST_TEXT, []),
    (64, "Broodmother Nidagyst", "rare", "WITHER", 4, -4, ["NIDAGYST", "SUMMONER"], 4, 2, 6, [],
     "ENTER* Spawn 1 Larva Totem. " + NIDAGYST_TEXT + " " + SUMMONER_TEXT, [ab("ENTER", SPAWN_LARVA)]),
    (65, "Hollow Wisp", "common", "ARCANE", 2, -2, ["PHANTOM", "SEER"], 2, 3, 2, ["VEILED"],
     "VEILED. ACTIVATE* You can Select 1 Prepared card> Expose it.", []),
    (66, "Gravemist Phantom", "rare", "DOOM", 3, -3, ["PHANTOM", "SECUTOR"], 3, 4, 3,
     ["VEILED", "DUAL-STRIKE", "VAMPIRISM"], "VEILED. DUAL-STRIKE. VAMPIRISM.", []),
    (67, "Qirean Spellblade", "rare", "ARCANE", 3, -3, ["QIREAN", "SECUTOR"], 3, 3, 4, ["BARRIER", "DUAL-STRIKE"],
     "BARRIER. DUAL-STRIKE.", []),
    (68, "Qirean Oracle", "common", "ORDER", 2, -2, ["QIREAN", "SEER"], 1, 2, 3, ["BARRIER"],
     "BARRIER. ACTIVATE* You can Select 1 Prepared card> Expose it.", []),
    (69, "Stormtalon Raptor", "common", "SWAY", 2, -2, ["RAPTOR", "SNIPER"], 2, 4, 2, ["AVIAN", "RANGED"],
     "AVIAN. RANGED.", []),
    (70, "Galehawk Raptor", "rare", "CHAOS", 3, -3, ["RAPTOR", "SECUTOR"], 2, 5, 2, ["AVIAN", "HYPER-STRIKE"],
     "AVIAN. HYPER-STRIKE.", []),
    (71, "Barrow Revenant", "common", "DOOM", 2, -2, ["UNDEAD", "SLAYER"], 2, 2, 3, ["CLEAVE", "DAMNED"],
     "CLEAVE. DAMNED. " + UNDEAD_TEXT, []),
    (72, "Bonewright Lich", "rare", "DOOM", 4, -4, ["UNDEAD", "SUMMONER"], 3, 2, 5, ["HYPER-DEATHTOUCH"],
     "HYPER-DEATHTOUCH. ENTER* Spawn 1 Spirit Totem. " + UNDEAD_TEXT + " " + SUMMONER_TEXT,
     [ab("ENTER", SPAWN_SPIRIT)]),
    (73, "Lumen Seraph", "rare", "ORDER", 3, -3, ["VERA", "SENTRY"], 2, 2, 5, ["GUARD"],
     "GUARD. HONEST* You can Exhaust this card & Select 1 Active card> Heal 3 HP to it & Give it CRYSTALIZED (until "
     "your next cycle).", []),
    (74, "Dawnwing Vera", "rare", "SWAY", 4, -4, ["VERA", "RAPTOR"], 3, 4, 5, ["AVIAN"],
     "AVIAN. HONEST* You can Exhaust this card & Select 1 Active card> Heal 4 HP to it & Give it CRYSTALIZED (until "
     "your next cycle).", []),
    (75, "Abyssal Vopros", "rare", "DOOM", 3, -3, ["VOPROS", "SNIPER"], 4, 3, 5, ["RANGED"],
     "RANGED. ACTIVATE* Select 1 card on your board> Deal 3 DMG to it, if it Shatters* Gain VAMPIRISM.", []),
    (76, "Reefspear Vexen", "common", "FLOW", 3, -3, ["VEXEN", "SENTRY"], 3, 3, 4, ["PIERCE", "GUARD"],
     "PIERCE. GUARD.", []),
    (77, "Marsh Vexen Warlord", "rare", "SWAY", 4, -4, ["VEXEN", "SOVEREIGN"], 5, 3, 5, ["PIERCE", "RESISTANT"],
     "PIERCE. RESISTANT. " + SOVEREIGN_TEXT, []),
    (78, "Skinshift Druid", "rare", "VIGOR", 3, -3, ["SHIFTER"], 3, 3, 4, [], SHIFTER_TEXT, []),
    (79, "Mirrorhide Shifter", "common", "SWAY", 2, -2, ["SHIFTER", "PRIMAL"], 2, 3, 3, [], SHIFTER_TEXT, []),
    (80, "Veilwalker Stalker", "rare", "ARCANE", 3, -3, ["STALKER"], 3, 3, 3, [],
     "CAST (while in your hand)* Consume 3 opposing ENERGY> Spawn this card & Gain AMORPHOUS.", []),
    (81, "Dreamhaunt Stalker", "rare", "DOOM", 4, -4, ["STALKER", "PHANTOM"], 4, 3, 4, ["HYPER-VEILED"],
     "HYPER-VEILED. CAST (while in your hand)* Consume 4 opposing ENERGY> Spawn this card & Gain AMORPHOUS.", []),
    (82, "Ironroot Station", "common", "VIGOR", 2, -2, ["STATION"], None, None, 6, ["THORNS", "CRYSTALIZED"],
     "THORNS. CRYSTALIZED.", []),
    (83, "Beacon Spire", "common", "ORDER", 2, 2, ["STATION"], None, None, 5, [], "", []),
    (93, "Paragon of Balance", "rare", "SWAY", 3, -3, ["SHAMAN"], 2, 2, 4, [],
     "PERFECT* Heal 2 HP to your Leader. " + SHAMAN_TEXT, [ab("PERFECT", {"op": "heal_leader", "x": 2})]),
    (106, "Frenzied Gaian", "common", "CHAOS", 2, -2, ["GAIAN"], 3, 3, 3, ["HYPER-FRENZY", "BERSERK"],
     "HYPER-FRENZY. BERSERK. OUTLAST* Gain FRENZY.", []),
]
EVENTS: list[tuple[Any, ...]] = [
    (84, "Shatterbolt", "common", "CHAOS", 2, -2, ["QUICK"], None, "QUICK* Select 1 Unit> Deal 2 DMG to it.",
     [ab("QUICK", dmg(2), select=sel("unit"))]),
    (85, "Warding Word", "common", "ORDER", 1, -1, ["QUICK"], None,
     "QUICK* Select 1 of your Units> It Gains HYPER-BARRIER.",
     [ab("QUICK", give("HYPER-BARRIER"), select=sel("unit", "own"))]),
    (86, "Petrifying Glare", "common", "WITHER", 2, -2, ["CAST"], None, "CAST* Select 1 Unit> Give it PETRIFIED.",
     [ab("CAST", give("PETRIFIED"), select=sel("unit"))]),
    (87, "Chains of Penance", "common", "ORDER", 2, -2, ["CAST"], None,
     "CAST* Select 1 opposing Unit> Give it CHAINED.", [ab("CAST", give("CHAINED"), select=sel("unit", "opposing"))]),
    (88, "Seal of Silence", "rare", "ARCANE", 3, -2, ["QUICK"], None, "QUICK* Select 1 Unit> Give it SEALED.",
     [ab("QUICK", give("SEALED"), select=sel("unit"))]),
    (89, "Curse of the Damned", "common", "DOOM", 1, -1, ["CAST"], None,
     "CAST* Select 1 Unit> Give it DAMNED & Deal 1 DMG to it.",
     [ab("CAST", give("DAMNED"), dmg(1), select=sel("unit"))]),
    (90, "Perfect Convergence", "common", "NEUTRAL", 2, -1, ["PERFECT"], None, "PERFECT* Draw 1 card.",
     [ab("PERFECT", {"op": "draw", "x": 1})]),
    (91, "Flawless Strike", "rare", "CHAOS", 3, -2, ["PERFECT"], None, "PERFECT* Select 1 Unit> Deal 4 DMG to it.",
     [ab("PERFECT", dmg(4), select=sel("unit"))]),
    (92, "Harmonic Spire", "rare", "ARCANE", 2, 1, ["BOARD"], 5, "PERFECT* Heal 2 HP to your Leader.",
     [ab("PERFECT", {"op": "heal_leader", "x": 2})]),
    (94, "Mirror Ward", "rare", "ARCANE", 2, -2, ["COUNTER"], None, "COUNTER* Cancel the Activation of 1 card.",
     [ab("COUNTER", {"op": "cancel"}, select={"kind": "link"})]),
    (95, "Snare of Thorns", "common", "WITHER", 1, -1, ["COUNTER"], None, "COUNTER* Select 1 Unit> Give it CHAINED.",
     [ab("COUNTER", give("CHAINED"), select=sel("unit"))]),
    (96, "Ley Dynamo", "rare", "FLOW", 3, 1, ["BOARD"], 4, "HYPER-DYNAMO.", []),
    (97, "Bloodmoon Altar", "rare", "DOOM", 3, -3, ["BOARD"], 5, "Your Units Have VAMPIRISM.",
     [ab("static", {"op": "grant", "kw": "VAMPIRISM", "to": "own_units"})]),
    (107, "Quickstep Charm", "common", "SWAY", 1, -1, ["QUICK"], None,
     "QUICK* Select 1 of your Units> It Gains 2 SPD until the end of the turn.",
     [ab("QUICK", {"op": "stat", "spd": 2, "until": "turn"}, select=sel("unit", "own"))]),
    (108, "Gorgon's Gaze", "rare", "WITHER", 3, -3, ["QUICK"], None, "QUICK* Select 1 Unit> Give it PETRIFIED.",
     [ab("QUICK", give("PETRIFIED"), select=sel("unit"))]),
    (109, "Null Edict", "rare", "ORDER", 4, -3, ["CAST"], None, "CAST* Select 1 Unit> Give it SEALED.",
     [ab("CAST", give("SEALED"), select=sel("unit"))]),
    (110, "Oblivion Rift", "cosmic", "DOOM", 5, -5, ["CAST"], None, "CAST* Select 1 Unit> Exile it.",
     [ab("CAST", {"op": "exile"}, select=sel("unit"))]),
    (111, "Astral Recall", "rare", "ARCANE", 2, -1, ["QUICK"], None,
     "QUICK* Select 1 of your Exiled cards> Return it to your hand.",
     [ab("QUICK", {"op": "return_hand"}, select={"kind": "exiled", "side": "own"})]),
]
CONSTRUCTS: list[tuple[Any, ...]] = [
    (98, "Runic Buttress", "common", "ORDER", 2, -1, ["EVENT"], 3, ["HYPER-BARRIER"],
     "The Attached Event Gains HYPER-BARRIER."),
    (99, "Overcharge Coil", "common", "FLOW", 2, 1, ["EVENT"], 2, ["DYNAMO"], "The Attached Event Gains DYNAMO."),
    (100, "Aegis Lattice", "common", "NEUTRAL", 2, -2, ["UNIT"], 3, ["HYPER-BARRIER"],
     "The Attached Unit Gains HYPER-BARRIER."),
    (101, "Twinfang Blades", "rare", "CHAOS", 3, -2, ["UNIT"], 2, ["HYPER-STRIKE"],
     "The Attached Unit Gains HYPER-STRIKE."),
    (102, "Berserker Mask", "common", "CHAOS", 2, -1, ["UNIT"], 2, ["HYPER-FRENZY", "BERSERK"],
     "The Attached Unit Gains HYPER-FRENZY and BERSERK."),
    (103, "Shroud of Mist", "common", "ARCANE", 2, -1, ["UNIT"], 2, ["HYPER-VEILED"],
     "The Attached Unit Gains HYPER-VEILED."),
    (104, "Deathmark Sigil", "rare", "DOOM", 3, -2, ["UNIT"], 2, ["DEATHTOUCH"], "The Attached Unit Gains DEATHTOUCH."),
    (105, "Obsidian Carapace", "rare", "WITHER", 3, -2, ["UNIT"], 4, ["RESISTANT"],
     "The Attached Unit Gains RESISTANT."),
]
LEADERS: list[tuple[Any, ...]] = [
    (112, "Ilyra, Verdant Conduit", "VIGOR", "unit", 20, 3, 3, 3, ["GAIAN", "SHAMAN"],
     "+Leader: your VIGOR -cards Consume 1 less ENERGY while it is Active. CYCLE* You can Select 1 of your Units> "
     "Heal 2 HP to it.", [ab("CYCLE", {"op": "heal", "x": 2}, optional=True, select=sel("unit", "own"))]),
]
TOKENS: list[tuple[Any, ...]] = [
    ("t01", "Larva Totem", "WITHER", 1, 2, 1, "TOTEM. Spawned by Broodmother Nidagyst."),
    ("t02", "Spirit Totem", "DOOM", 0, 1, 2, "TOTEM. Spawned by Bonewright Lich."),
]
# fmt: on
