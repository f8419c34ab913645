"""Card facts the engine reads: the compact definition stored once per card, the Keyworded Ability families, and
the default Role Abilities (8.4) written in the same effect vocabulary as the cards' own ``effects``.

A card's ``effects`` is a list of Abilities. Each is ``{"law": …, "do": [op, …]}`` plus, where the text has them,
``optional`` ("You can"), ``once`` ("turn"/"game"), ``cost`` (``energy``, ``exhaust``, ``sacrifice``,
``opposing_energy``), ``select`` (the Selection made as a Cost: ``kind`` card/unit/prepared/deck/idle/exiled/link,
``side`` own/opposing/any, ``filter``), ``zone`` ("hand" for an Ability used from the hand) and ``role`` (this
printed Ability is that Role's, modified). ``law`` is a Keyworded Law: ENTER, ACTIVATE, SHATTER, OUTLAST, PERFECT,
CYCLE (the start of your cycle), GUARDS (one of your Units Guards) are triggered; CAST, QUICK and HONEST are used
by the player; an Event's own Role (CAST, QUICK, PERFECT, COUNTER) is what its Activation does; ``static`` is
continuous. The ops are listed in ``rules.oversoul.engine.effects``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

Card = Mapping[str, Any]
Ability = dict[str, Any]

ENGINE_FIELDS = (
    "name",
    "type",
    "archetype",
    "rank",
    "energy",
    "roles",
    "dmg",
    "spd",
    "hp",
    "leader_as",
    "leader_hp",
    "keywords",
    "effects",
    "text",
    "rarity",
)
EVENT_ROLES = ("CAST", "QUICK", "PERFECT", "COUNTER", "BOARD")
TRANSIENT_EVENTS = ("CAST", "QUICK", "PERFECT", "COUNTER")  # sent to the Idle Zone after Activation
CONTINUOUS = (
    "AVIAN",
    "CLEAVE",
    "CRYSTALIZED",
    "GUARD",
    "PIERCE",
    "POLARITY",
    "RANGED",
    "RESISTANT",
    "THORNS",
    "VAMPIRISM",
    "AMORPHOUS",
    "BERSERK",
    "CHAINED",
    "DAMNED",
    "PETRIFIED",
    "SEALED",
)
# Consumed Keyworded Abilities: family -> (regular, HYPER-); a card holds a level per family (2 HYPER, 1, 0 used).
FAMILIES: dict[str, tuple[str, str]] = {
    "BARRIER": ("BARRIER", "HYPER-BARRIER"),
    "DEATHTOUCH": ("DEATHTOUCH", "HYPER-DEATHTOUCH"),
    "STRIKE": ("DUAL-STRIKE", "HYPER-STRIKE"),
    "DYNAMO": ("DYNAMO", "HYPER-DYNAMO"),
    "FRENZY": ("FRENZY", "HYPER-FRENZY"),
    "VEILED": ("VEILED", "HYPER-VEILED"),
}
CONSUMED: dict[str, tuple[str, int]] = {
    name: (family, level) for family, names in FAMILIES.items() for level, name in enumerate(names, 1)
}
ALL_KEYWORDS = CONTINUOUS + tuple(CONSUMED)

# 8.4: the Role Abilities that are Keyworded Abilities. DRAGON's RESISTANT holds only "(to Events of lower RANK)".
ROLE_KEYWORDS: dict[str, tuple[str, ...]] = {
    "DRAGON": ("AVIAN", "RESISTANT-EVENTS"),
    "ELEMENTAL": ("DYNAMO",),
    "PHANTOM": ("VEILED",),
    "QIREAN": ("BARRIER",),
    "RAPTOR": ("AVIAN",),
    "SECUTOR": ("DUAL-STRIKE",),
    "SENTRY": ("GUARD",),
    "SNIPER": ("RANGED",),
    "SLAYER": ("CLEAVE",),
    "STATION": ("THORNS",),
    "VEXEN": ("PIERCE",),
}


def _discount(kind: str) -> Ability:
    return {"law": "CAST", "once": "turn", "do": [{"op": "next_discount", "type": kind, "x": 1}]}


# 8.4: the other default Role Abilities, as effect data (RANK is the card's own RANK).
ROLE_ABILITIES: dict[str, Ability] = {
    "GAIAN": {"law": "OUTLAST", "do": [{"op": "gain", "kw": "FRENZY"}]},
    "MEGANIST": {
        "law": "SHATTER",
        "optional": True,
        "select": {"kind": "unit", "side": "own", "filter": {"archetype": "SAME"}},
        "do": [{"op": "attach_self"}],
    },
    "NATURA": {"law": "QUICK", "cost": {"sacrifice": "self"}, "do": [{"op": "bonus_generate", "x": "RANK"}]},
    "NIDAGYST": {"law": "QUICK", "once": "turn", "cost": {"energy": 2}, "do": [{"op": "prepare_self"}]},
    "SORCERER": {
        "law": "ACTIVATE",
        "optional": True,
        "select": {"kind": "card", "side": "any"},
        "do": [{"op": "damage", "x": "RANK"}],
    },
    "SEEKER": {"law": "ENTER", "optional": True, "select": {"kind": "deck"}, "do": [{"op": "gaze", "x": "RANK"}]},
    "SEER": {
        "law": "ACTIVATE",
        "optional": True,
        "select": {"kind": "prepared", "side": "any"},
        "do": [{"op": "expose"}],
    },
    "SHAMAN": _discount("event"),
    "SOVEREIGN": _discount("construct"),
    "SUMMONER": _discount("unit"),
    "SHIFTER": {
        "law": "ENTER",
        "select": {"kind": "unit", "side": "any", "filter": {"not_self": True}},
        "do": [{"op": "become_roles"}],
    },
    "STALKER": {
        "law": "CAST",
        "zone": "hand",
        "cost": {"opposing_energy": "cost"},
        "do": [{"op": "spawn_self", "gain": "AMORPHOUS"}],
    },
    "UNDEAD": {"law": "SHATTER", "optional": True, "do": [{"op": "spawn_self", "hp": 1, "gain": "AMORPHOUS"}]},
    "VERA": {
        "law": "HONEST",
        "cost": {"exhaust": True},
        "select": {"kind": "card", "side": "any", "face": "up"},
        "do": [{"op": "heal", "x": "RANK"}, {"op": "give", "kw": "CRYSTALIZED", "until": "next_cycle"}],
    },
    "VOPROS": {
        "law": "ACTIVATE",
        "select": {"kind": "card", "side": "own"},
        "do": [{"op": "damage", "x": "RANK", "if_shattered": [{"op": "gain", "kw": "VAMPIRISM"}]}],
    },
}
TRIGGERED_LAWS = ("ENTER", "ACTIVATE", "SHATTER", "OUTLAST", "PERFECT", "CYCLE", "GUARDS")
USED_LAWS = ("CAST", "QUICK", "HONEST")


def compact(card: Card) -> dict[str, Any]:
    """The definition the state stores once per card id, with defaults merged so the engine never checks for
    gaps (Fireplace's lesson: stats live in data, merged once at load), and ``_d``: facts derived from it once."""
    out = {k: card.get(k) for k in ENGINE_FIELDS}
    out["roles"] = list(out["roles"] or [])
    out["keywords"] = list(out["keywords"] or [])
    out["effects"] = list(out["effects"] or [])
    out["energy"] = int(out["energy"] or 0)
    out["rank"] = int(out["rank"] or 1)
    out["text"] = out["text"] or ""
    out["_d"] = derived(out)
    return out


def derived(card: Card) -> dict[str, Any]:
    """What the engine reads of a card again and again, worked out once (never shown to players)."""
    roles_ok = card["energy"] < 0 and not is_token(card) and card["type"] in ("unit", "leader")
    role_kws = role_keywords(card["roles"]) if roles_ok else []
    printed = [[f"e{i}", e] for i, e in enumerate(card["effects"]) if e.get("law") != "static"]
    return {
        "cont": [k for k in card["keywords"] if k in CONTINUOUS],
        "cons": [k for k in card["keywords"] if k in CONSUMED],
        "role_cont": [k for k in role_kws if k not in CONSUMED],
        "role_cons": [k for k in role_kws if k in CONSUMED],
        "roles_ok": roles_ok,
        "printed": [] if is_token(card) else printed,
        "role_abilities": [[k, e] for k, e in role_abilities(card["roles"], card["effects"])] if roles_ok else [],
        "grants": [op for e in card["effects"] if e.get("law") == "static" for op in e["do"] if op["op"] == "grant"],
        "sealed": "SEALED" in card["keywords"],
        "laws": sorted({str(e.get("law")) for e in card["effects"]}),
        "quick": any(e.get("law") == "QUICK" for e in card["effects"])
        or (roles_ok and any(ROLE_ABILITIES[r]["law"] == "QUICK" for r in card["roles"] if r in ROLE_ABILITIES)),
        "role": event_role(card) if card["type"] == "event" else None,
        "used": any(e.get("law") in USED_LAWS for e in card["effects"])
        or (
            roles_ok
            and any(
                ROLE_ABILITIES[r]["law"] in USED_LAWS and "zone" not in ROLE_ABILITIES[r]
                for r in card["roles"]
                if r in ROLE_ABILITIES
            )
        ),
        "static_costs": [
            op for e in card["effects"] if e.get("law") == "static" for op in e["do"] if op["op"] == "cost_mod"
        ],
    }


def is_minus(card: Card) -> bool:
    energy: int = card["energy"]
    return energy < 0


def is_token(card: Card) -> bool:
    return "TOTEM" in card["roles"]


def event_role(card: Card) -> str | None:
    """CAST, QUICK, PERFECT, COUNTER or BOARD for an Event (a Leader Event is a BOARD Event)."""
    roles: list[str] = card["roles"]
    for role in roles:
        if role in EVENT_ROLES:
            return role
    return "BOARD" if card["type"] == "leader" else None


def construct_role(card: Card) -> str:
    """UNIT or EVENT for a Construct (7.3)."""
    return "EVENT" if "EVENT" in card["roles"] else "UNIT"


def printed_keywords(card: Card) -> list[str]:
    return [k for k in card["keywords"] if k in ALL_KEYWORDS]


def role_keywords(roles: list[str]) -> list[str]:
    return [k for r in roles for k in ROLE_KEYWORDS.get(r, ())]


def role_abilities(roles: list[str], printed: list[Ability]) -> list[tuple[str, Ability]]:
    """Default Role Abilities of ``roles`` not replaced by a printed (modified) version on the card."""
    replaced = {e.get("role") for e in printed}
    return [(f"r:{r}", ROLE_ABILITIES[r]) for r in roles if r in ROLE_ABILITIES and r not in replaced]


def value(x: Any, card: Card) -> int:
    """An Ability's value: a number, or RANK — the RANK of the card that has the Ability (rulings.RANK_VALUE)."""
    return int(card["rank"]) if x == "RANK" else int(x)
