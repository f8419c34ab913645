"""What a card on the board is right now: its Keyworded Abilities, stats and Abilities, and the triggers it raises.

Keyworded Abilities come from the card's print, its Roles (8.4, -Units only), what it Gained or was Given, its
Attached Constructs (8.6: "Keyworded Abilities on Constructs are in use / used by the Unit or Event that they're
Attached to") and continuous "Have" Abilities of other cards. A consumed one is a level per family (2 HYPER-, 1
regular). SEALED cancels all the rest.
"""

from __future__ import annotations

from typing import Any

from rules.base import State
from rules.oversoul.engine import cards as cd
from rules.oversoul.engine.state import defn, seat

Ability = dict[str, Any]
MARKED = ("RESISTANT-EVENTS",)
# t.LEADER_ROLE_ABILITIES: "some Role Abilities are available already from when they are simply Active as Leaders"
# — the Role Abilities that neither are Keyworded Abilities (5.4: in effect only once the Leader is Active as a
# Unit / Event), nor wait for the card to Enter, Activate or Shatter, nor Exhaust, Sacrifice or Prepare "this
# card": the "next card Consumes 1 less ENERGY" CAST Abilities (rulings.LEADER_ZONE_ROLES).
LEADER_ZONE_ROLES = frozenset({"SHAMAN", "SOVEREIGN", "SUMMONER"})  # DRAGON's RESISTANT "(to Events of lower RANK)"
NOTHING: frozenset[str] = frozenset()


def is_sealed(state: State, uid: str) -> bool:
    rec = state["board"][uid]
    return defn(state, uid)["_d"]["sealed"] or any(g["kw"] == "SEALED" for g in rec["granted"])


def role_list(state: State, uid: str, rec: dict[str, Any] | None = None) -> list[str]:
    rec = rec if rec is not None else state["board"].get(uid)
    roles: list[str] = defn(state, uid)["roles"]
    if rec and rec["roles_add"]:
        return roles + [r for r in rec["roles_add"] if r not in roles]
    return roles


def has_role_abilities(state: State, uid: str, rec: dict[str, Any] | None = None) -> bool:
    """8.4: "Role Abilities are available exclusively on Consume/–Unit" (a –Leader once Active as a Unit; from the
    Leader Zone only those of ``LEADER_ZONE_ROLES``, ``abilities``)."""
    card = defn(state, uid)
    if not card["_d"]["roles_ok"]:
        return False
    if card["type"] == "leader":
        rec = rec if rec is not None else state["board"].get(uid)
        return rec is not None and rec["zone"][0] == "u" and rec["on"] is None
    return True


def _continuous(state: State, uid: str, rec: dict[str, Any]) -> set[str]:
    card = defn(state, uid)
    d = card["_d"]
    kws = set(d["cont"])
    if d["roles_ok"] and has_role_abilities(state, uid, rec):
        kws.update(d["role_cont"])
        if rec["roles_add"]:
            kws |= {k for k in cd.role_keywords(rec["roles_add"]) if k not in cd.CONSUMED}
    if rec["granted"]:
        kws |= {g["kw"] for g in rec["granted"] if g["kw"] not in cd.CONSUMED}
    return kws


def static_grants(state: State, sid: str, kind: str) -> set[str]:
    """Keyworded Abilities ``sid``'s cards of ``kind`` Have from continuous Abilities ("Your Units Have …")."""
    out: set[str] = set()
    board = state["board"]
    for u in state["granting"]:
        r = board[u]
        if r["ctrl"] != sid or r["on"] is not None or is_sealed(state, u):
            continue
        for op in defn(state, u)["_d"]["grants"]:
            if op.get("to") == f"own_{kind}s":
                out.add(op["kw"])
    return out


def keywords(state: State, uid: str) -> frozenset[str] | set[str]:
    """The Keyworded Abilities ``uid`` has in use now (empty face-down, and for a Leader in the Leader Zone)."""
    board = state["board"]
    rec = board[uid]
    if rec["down"] or rec["zone"] == "leader":
        return NOTHING  # t.PREPARED_STATS; t.LEADER_KEYWORDS
    if is_sealed(state, uid):
        return {"SEALED"}  # rulings.SEALED
    kws = _continuous(state, uid, rec)
    levels = rec["charges"]
    if rec["on"] is None:
        if rec["stack"]:
            levels = dict(levels)
            for c in rec["stack"]:
                kws |= _continuous(state, c, board[c]) - {"AMORPHOUS"}  # the Construct's own, not its host's
                for fam, lvl in board[c]["charges"].items():
                    levels[fam] = max(levels.get(fam, 0), lvl)
        if state["granting"]:
            kws |= static_grants(state, rec["ctrl"], "unit" if rec["zone"][0] == "u" else "event")
    for fam, lvl in levels.items():
        if lvl:
            kws.add(cd.FAMILIES[fam][lvl - 1])
    return kws


def has(state: State, uid: str, kw: str) -> bool:
    return kw in keywords(state, uid)


def level(state: State, uid: str, family: str) -> int:
    """The level of a consumed Keyworded Ability ``uid`` has in use: 2 HYPER-, 1 regular, 0 none (its own or an
    Attached Construct's; none face-down, SEALED, or for a Leader in its Leader Zone)."""
    board = state["board"]
    rec = board[uid]
    best: int = rec["charges"].get(family, 0)
    if rec["on"] is None:
        for c in rec["stack"]:
            best = max(best, board[c]["charges"].get(family, 0))
    if not best or rec["down"] or rec["zone"] == "leader" or is_sealed(state, uid):
        return 0
    return best


def use(state: State, uid: str, family: str) -> int:
    """Consume one use of a Keyworded Ability: the card's own first, then its Constructs' (top first). Returns the
    level used; a HYPER- version becomes the regular one (t.KEYWORD_UPGRADE)."""
    if level(state, uid, family) == 0:
        return 0
    board = state["board"]
    for source in [uid, *board[uid]["stack"][::-1]]:
        lvl: int = board[source]["charges"].get(family, 0)
        if lvl:
            board[source]["charges"][family] = lvl - 1
            return lvl
    return 0


def gain(state: State, uid: str, kw: str, *, until: str | None = None, by: str | None = None) -> None:
    """``uid`` Gains (or is Given) ``kw`` (``rulings.CUT_OFF``). A consumed one still unused becomes its HYPER-
    version (8.6)."""
    rec = state["board"][uid]
    if kw in cd.CONSUMED:
        family, lvl = cd.CONSUMED[kw]
        have = rec["charges"].get(family, 0)
        rec["charges"][family] = 2 if have and lvl == 1 else max(have, lvl)
        return
    rec["granted"].append({"kw": kw, "until": until, "by": by})
    if kw == "CHAINED" and not rec["exh"]:
        exhaust(state, uid, forced=True)


def exhaust(state: State, uid: str, *, forced: bool = False) -> bool:
    """Exhaust ``uid`` (for an Attack, a Guard, Generating, an Ability cost). FRENZY keeps it upright once; VEILED
    is cancelled when it is Exhausted. Returns whether it is now Exhausted."""
    rec = state["board"][uid]
    if not forced and use(state, uid, "FRENZY"):
        return False
    rec["exh"] = True
    if level(state, uid, "VEILED"):
        use(state, uid, "VEILED")
    return True


# ---- stats ---------------------------------------------------------------------------------------------------


def _mods(state: State, uid: str, stat: str) -> int:
    rec = state["board"][uid]
    if not rec["mods"] or is_sealed(state, uid):
        return 0
    return sum(int(m.get(stat, 0)) for m in rec["mods"])


def _raw_spd(state: State, uid: str) -> int:
    return int(defn(state, uid)["spd"] or 0) + _mods(state, uid, "spd")


def spd(state: State, uid: str) -> int:
    """SPD 0 to 5 (PETRIFIED sets it to 0; t.SPD_OVERFLOW turns SPD beyond 5 into DMG)."""
    rec = state["board"][uid]
    if rec["down"]:
        return 0
    if (rec["granted"] or rec["stack"]) and "PETRIFIED" in keywords(state, uid):
        return 0  # only Gained, Given or a Construct's: no card prints PETRIFIED on itself
    base = defn(state, uid)["spd"] or 0
    if not rec["mods"]:
        return min(5, int(base))
    return max(0, min(5, _raw_spd(state, uid)))


def dmg(state: State, uid: str) -> int:
    rec = state["board"][uid]
    if rec["down"]:
        return 0
    if not rec["mods"]:
        return int(defn(state, uid)["dmg"] or 0)
    return max(0, int(defn(state, uid)["dmg"] or 0) + _mods(state, uid, "dmg") + max(0, _raw_spd(state, uid) - 5))


def max_hp(state: State, uid: str) -> int:
    rec = state["board"][uid]
    if rec["down"]:
        return 4  # t.PREPARED_STATS
    owner_seat = seat(state, state["inst"][uid][1])
    if owner_seat["leader"] == uid:
        return int(owner_seat["max_hp"])
    if rec["hp_as_construct"] is not None:
        return int(rec["hp_as_construct"])
    return int(defn(state, uid)["hp"] or 0)


def hp(state: State, uid: str) -> int:
    owner_seat = seat(state, state["inst"][uid][1])
    if owner_seat["leader"] == uid:
        return int(owner_seat["hp"])
    dmg: int = state["board"][uid]["dmg"]
    return max_hp(state, uid) - dmg


# ---- Abilities -----------------------------------------------------------------------------------------------


def abilities(state: State, uid: str, rec: dict[str, Any] | None = None) -> list[tuple[str, Ability]]:
    """``uid``'s Abilities with their keys (``e0``… printed, ``r:ROLE`` a default Role Ability); none face-down,
    SEALED or for a TOTEM ("Possess no Abilities")."""
    rec = rec if rec is not None else state["board"].get(uid)
    d = defn(state, uid)["_d"]
    if rec is not None and (rec["down"] or d["sealed"] or any(g["kw"] == "SEALED" for g in rec["granted"])):
        return []
    out: list[tuple[str, Ability]] = [(k, e) for k, e in d["printed"]]
    if not d["roles_ok"]:
        return out
    if rec is not None and rec["zone"] == "leader":
        return out + [(k, e) for k, e in d["role_abilities"] if k[2:] in LEADER_ZONE_ROLES]
    if rec is not None and rec["roles_add"]:
        card = defn(state, uid)
        if has_role_abilities(state, uid, rec):
            out += cd.role_abilities(role_list(state, uid, rec), card["effects"])
        return out
    if rec is None or has_role_abilities(state, uid, rec):
        out += [(k, e) for k, e in d["role_abilities"]]
    return out


def ability(state: State, uid: str, key: str, rec: dict[str, Any] | None = None) -> Ability | None:
    for k, e in abilities(state, uid, rec):
        if k == key:
            return e
    return None


def queue_triggers(
    state: State, uid: str, law: str, ctrl: str, *, card_rec: dict[str, Any] | None = None, ctx: Any = None
) -> None:
    """Every Ability of ``uid`` whose Law is ``law`` waits to be put on a new Timeshift (rules.…chain)."""
    for key, e in abilities(state, uid, card_rec):
        if e.get("law") == law:
            state["triggers"].append({"seat": ctrl, "card": uid, "key": key, "law": law, "ability": e, "ctx": ctx})
