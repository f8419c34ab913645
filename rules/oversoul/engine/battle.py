"""Battle (6): Attack selection, Guard selection, Battle, End of Battle.

The turn player Exhausts an Activated Unit with at least 2 SPD and selects an opposing Unit, BOARD Event, Prepared
card or the Leader. The defender may then Guard (or use QUICK cards and Prepared Activations first); then the two
Battle: the higher SPD strikes first, equal SPD strike together, a card struck to 0 HP first never strikes back.
Only Units Retaliate — BOARD Events, Prepared cards and a Leader in its Leader Zone do not (ruling "BOARD Events do
not strike back").
"""

from __future__ import annotations

from typing import Any

from rules.base import Event, State
from rules.oversoul.engine import board as bd
from rules.oversoul.engine import damage as dm
from rules.oversoul.engine import stats
from rules.oversoul.engine import texts as t
from rules.oversoul.engine.kwtexts import KEYWORDS as KW
from rules.oversoul.engine.rulings import NO_STRIKE_BACK
from rules.oversoul.engine.state import other

ENTER_NEEDS = {"unit": 3, "prepared_unit": 3, "event": 4, "prepared_event": 4, "leader": 5}


def can_attack(state: State, uid: str) -> bool:
    """An Activated Unit of the turn player with at least 2 SPD (t.ATTACK, t.EXHAUST)."""
    rec = state["board"][uid]
    return bd.kind(state, uid) == "unit" and not rec["exh"] and stats.spd(state, uid) >= 2


def _avian_blocks(state: State, attacker: str, other_card: str) -> bool:
    """AVIAN: can't be Guarded by or Attacked by Units with lower SPD (except by RANGED or another AVIAN)."""
    return (
        stats.spd(state, attacker) < stats.spd(state, other_card)
        and "AVIAN" in stats.keywords(state, other_card)
        and not {"RANGED", "AVIAN"} & set(stats.keywords(state, attacker))
    )


def targets(state: State, attacker: str) -> list[str]:
    """What ``attacker`` may Attack: opposing Units, BOARD Events, Prepared cards and the Leader — on the turn it
    Entered only what its SPD allows (t.SPD_ENTER); never a VEILED card; AVIAN as above."""
    rec = state["board"][attacker]
    foe = other(rec["ctrl"])
    fresh = rec["since"] == state["turn"]["number"]
    speed = stats.spd(state, attacker)
    out = []
    for u in bd.roots(state, foe):
        k = bd.kind(state, u)
        if k == "event" and stats.max_hp(state, u) <= 0:
            continue
        if fresh and speed < ENTER_NEEDS[k]:  # a Leader Unit is a Unit: "3 SPD Units can Attack Leader Units"
            continue
        kws = stats.keywords(state, u)
        if "VEILED" in kws or "HYPER-VEILED" in kws:
            continue
        if _avian_blocks(state, attacker, u):
            continue
        out.append(u)
    return out


def guards(state: State) -> list[str]:
    """The defender's cards that may Guard the Attack now (t.GUARD_SELECTION)."""
    b = state["battle"]
    attacker, target = b["attacker"], b["target"]
    if attacker not in state["board"]:
        return []
    defender = other(b["seat"])
    out = []
    for u in bd.roots(state, defender):
        rec = state["board"][u]
        if u == target or rec["down"] or rec["exh"] or "GUARD" not in stats.keywords(state, u):
            continue
        if (
            "AVIAN" in stats.keywords(state, attacker)
            and stats.spd(state, u) < stats.spd(state, attacker)
            and not ({"RANGED", "AVIAN"} & set(stats.keywords(state, u)))
        ):
            continue
        out.append(u)
    return out


def declare(state: State, a: dict[str, Any], events: list[Event]) -> None:
    attacker, target = a["attacker"], a["target"]
    stood = not stats.exhaust(state, attacker)
    events.append(
        {
            "type": "attack_declared",
            "seat": a["seat"],
            "attacker": attacker,
            "target": target,
            "frenzy": stood,
            "rule": t.ATTACK_DECLARE.id,
        }
    )
    state["battle"] = {"seat": a["seat"], "attacker": attacker, "target": target, "guarded_by": None}


def guard(state: State, sid: str, uid: str, events: list[Event]) -> None:
    b = state["battle"]
    stats.exhaust(state, uid)
    events.append({"type": "guarded", "seat": sid, "card": uid, "instead_of": b["target"], "rule": KW["GUARD"].id})
    b["target"], b["guarded_by"] = uid, uid
    for u in list(state["board"]):
        if state["board"][u]["ctrl"] == sid:
            stats.queue_triggers(state, u, "GUARDS", sid, ctx={"guard": uid})
    fight(state, events)


def _alive(state: State, uid: str) -> bool:
    return uid in state["board"] and stats.hp(state, uid) > 0


def _dealt_to(state: State, hits: dm.Hits, uid: str) -> int:
    rec = state["board"].get(uid)
    layers = [uid, *(rec["stack"] if rec else [])]
    return sum(hits.dealt.get(u, 0) for u in layers)


def _blow(state: State, striker: str, victim: str, amount: int, events: list[Event], *, attacking: bool) -> dm.Hits:
    hits = dm.strike(state, striker, victim, amount, events, selected=attacking, ability=False)
    dm.thorns(state, victim, striker, _dealt_to(state, hits, victim), events)
    return hits


def fight(state: State, events: list[Event]) -> None:
    """Battle and End of Battle (t.SPD_ORDER, t.RETALIATE)."""
    b, state["battle"] = state["battle"], None
    att, tgt = b["attacker"], b["target"]
    if att not in state["board"] or tgt not in state["board"]:
        events.append({"type": "battle_lapsed", "attacker": att, "target": tgt})
        return
    strikes_back = (
        bd.kind(state, tgt) == "unit" and stats.spd(state, tgt) >= 1 and "RANGED" not in stats.keywords(state, att)
    )
    a_dmg, t_dmg = stats.dmg(state, att), stats.dmg(state, tgt)
    a_spd, t_spd = stats.spd(state, att), stats.spd(state, tgt)
    events.append(
        {
            "type": "battle",
            "attacker": att,
            "target": tgt,
            "attacker_spd": a_spd,
            "target_spd": t_spd,
            "retaliates": strikes_back,
            "rule": (t.SPD_ORDER if strikes_back else NO_STRIKE_BACK).id,
        }
    )
    mine = theirs = dm.Hits()
    if not strikes_back:
        mine = _blow(state, att, tgt, a_dmg, events, attacking=True)
    elif a_spd > t_spd:
        mine = _blow(state, att, tgt, a_dmg, events, attacking=True)
        if _alive(state, tgt) and _alive(state, att):
            theirs = _blow(state, tgt, att, t_dmg, events, attacking=False)
    elif t_spd > a_spd:
        theirs = _blow(state, tgt, att, t_dmg, events, attacking=False)
        if _alive(state, att) and _alive(state, tgt):
            mine = _blow(state, att, tgt, a_dmg, events, attacking=True)
    else:
        mine = _blow(state, att, tgt, a_dmg, events, attacking=True)
        if tgt in state["board"] and att in state["board"]:
            theirs = _blow(state, tgt, att, t_dmg, events, attacking=False)  # struck together
    dm.after_dealing(state, att, mine, events)  # rulings.DEATHTOUCH_IN_BATTLE: Active until the End of Battle
    dm.after_dealing(state, tgt, theirs, events)
    dm.sweep(state, events)
    events.append({"type": "battle_ended", "attacker": att, "target": tgt})
