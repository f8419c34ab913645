"""Combat: who may attack what, declaring an attack, declaring blockers, and combat damage.

An attack is declared one at a time (t.ATTACKS_ONE_BY_ONE): the attacker is exhausted (t.DECLARE_ATTACK) unless it
has Persistence, its "when it attacks" abilities trigger, every opponent may respond with Traps, then the defending
player declares blockers one by one, in the order they will defend (t.BLOCK_ORDER), and damage is dealt.

Damage (docs/arcane-rulings.md, "Damage across several blockers"): the attacker's Attack Power is a budget spent
blocker by blocker; each fight is simultaneous (t.SIMULTANEOUS) unless one side has Preemptive Strike; each blocker
absorbs up to its HP (t.BLOCK_ABSORBS); deaths and what they trigger happen before the next fight (t.BLOCK_SEQUENCE);
an attacker destroyed in a fight deals nothing more; what is left after the last blocker rolls over to a player who
was the target (t.ROLL_OVER), never to a perpetual.
"""

from __future__ import annotations

from typing import Any

from rules.arcane.engine import board as bd
from rules.arcane.engine import effects as fx
from rules.arcane.engine import texts as t
from rules.arcane.engine import triggers as tr
from rules.arcane.engine.state import defn, in_game, owner, seat
from rules.base import Action, Event, State, rng


def is_seat(target: Any) -> bool:
    return isinstance(target, str) and target.startswith("p")


def can_attack(state: State, uid: str) -> bool:
    """t.CREATURES, t.ANCIENTS, t.ARTIFACTS: creatures attack; t.PERSISTENCE: once a turn; a Back Row creature only
    with nothing directly in front of it, or with Reach (t.BACK_ROW_ATTACK)."""
    rec = state["board"][uid]
    if rec["ex"] or defn(state, uid)["type"] != "creature" or uid in state["this_turn"]["attacked"]:
        return False
    return not bd.anything_in_front(state, uid) or bd.has(state, uid, "reach")


def out_of_reach(state: State, attacker: str, target: str) -> bool:
    """t.AERIAL: an Aerial card is attacked only by Aerial or Reach creatures. An Ancient printed with Aerial is no
    exception: Ancients "operate similarly to creature cards" (t.ANCIENTS; docs/arcane-rulings.md, "Aerial")."""
    if target not in state["board"] or not bd.has(state, target, "aerial"):
        return False
    return not (bd.has(state, attacker, "aerial") or bd.has(state, attacker, "reach"))


def targets(state: State, attacker: str) -> list[str]:
    """Every legal target of an attack by ``attacker``: any opponent still in the game (docs/arcane-rulings.md, "Whom
    you may attack"), their perpetuals and Ancient, and the active Domain."""
    sid = state["board"][attacker]["ctrl"]
    reach = bd.has(state, attacker, "reach")
    out: list[str] = []
    for opp in in_game(state):
        if opp == sid:
            continue
        cards = []
        for u, rec in state["board"].items():
            if rec["ctrl"] != opp or rec["stealth"]:  # t.STEALTH
                continue
            if out_of_reach(state, attacker, u):
                continue  # t.AERIAL, creature or Ancient alike
            if not reach and bd.blocker_in_front(state, u) is not None:
                continue  # t.COVER; t.REACH targets the Back Row
            cards.append(u)
        taunting = [u for u in cards if bd.has(state, u, "taunt") and bd.is_creature(state, u)]
        out += taunting if taunting else [opp, *cards]  # t.TAUNT: "must be the target of attacks"
    domain = fx.active_domain(state)
    if domain is not None:
        out.append(domain)  # t.DOMAIN_ANY_PLAYER
    return out


def gen_attacks(state: State, sid: str) -> list[Action]:
    return [
        {"type": "attack", "seat": sid, "attacker": u, "target": tgt}
        for u in bd.creatures(state, sid)
        if can_attack(state, u)
        for tgt in targets(state, u)
    ]


def defender_of(state: State, target: str, attacker_seat: str) -> str | None:
    if is_seat(target):
        return target
    if target in state["board"]:
        return str(state["board"][target]["ctrl"])
    holder = owner(state, target)  # a Domain: its owner defends it, unless they are the attacker
    return None if holder == attacker_seat else holder


def do_attack(state: State, a: Action) -> list[Event]:
    sid, att, tgt = a["seat"], a["attacker"], a["target"]
    events: list[Event] = []
    if state["turn"]["step"] == "action":
        state["turn"]["step"] = "combat"
        events.append({"type": "phase_changed", "seat": sid, "to": "combat", "rule": t.PHASE_ORDER.id})
    rec = state["board"][att]
    if not bd.has(state, att, "persistence"):
        rec["ex"] = True  # t.DECLARE_ATTACK; t.PERSISTENCE
    state["this_turn"]["attacked"].append(att)
    state["combat"] = {
        "attacker": att,
        "seat": sid,
        "target": tgt,
        "defender": defender_of(state, tgt, sid),
        "blockers": [],
        "stage": "declared",
        "windowed": False,
        "cancelled": False,
    }
    events.append({"type": "attack_declared", "seat": sid, "attacker": att, "target": tgt, "rule": t.DECLARE_ATTACK.id})
    bd.lose_stealth(state, att, events, "attack")
    tr.fire(state, att, "attacks", events)
    return events


# ---- blockers --------------------------------------------------------------------------------------------------------


def _air_only(state: State, c: dict[str, Any]) -> bool:
    """t.AERIAL: only Aerial or Reach creatures block an attack on an Aerial card (creature or Ancient, as in
    ``out_of_reach``), or an Aerial attacker's attack on anything but a player."""
    tgt = c["target"]
    on_aerial = tgt in state["board"] and bd.has(state, tgt, "aerial")
    return on_aerial or (bd.has(state, c["attacker"], "aerial") and not is_seat(tgt))


def eligible_blockers(state: State) -> list[str]:
    """The defending player's awake creatures that may still block (t.BLOCK_AWAKE, t.UNBLOCKABLE, t.AERIAL)."""
    c = state["combat"]
    d = c["defender"]
    att = c["attacker"]
    if d is None or seat(state, d)["out"] or att not in state["board"] or bd.has(state, att, "unblockable"):
        return []
    air_only = _air_only(state, c)
    return [
        u
        for u in bd.creatures(state, d)
        if not state["board"][u]["ex"]
        and u != c["target"]
        and u not in c["blockers"]
        and (not air_only or bd.has(state, u, "aerial") or bd.has(state, u, "reach"))
    ]


def blocking_possible(state: State) -> bool:
    """t.FORMIDABLE: a Formidable attacker is blocked by two or more creatures, or not at all."""
    c = state["combat"]
    need = 2 if bd.has(state, c["attacker"], "formidable") else 1
    return len(eligible_blockers(state)) + len(c["blockers"]) >= need


def gen_blocks(state: State, sid: str) -> list[Action]:
    c = state["combat"]
    out: list[Action] = [{"type": "block", "seat": sid, "card": u} for u in eligible_blockers(state)]
    need = 2 if bd.has(state, c["attacker"], "formidable") else 1
    if not c["blockers"] or len(c["blockers"]) >= need:
        out.append({"type": "done_blocking", "seat": sid})
    return out


def do_block(state: State, a: Action) -> list[Event]:
    c = state["combat"]
    c["blockers"].append(a["card"])
    events: list[Event] = [
        {
            "type": "blocker_declared",
            "seat": a["seat"],
            "card": a["card"],
            "attacker": c["attacker"],
            "order": len(c["blockers"]),
            "rule": t.DECLARE_BLOCKERS.id,
        }
    ]
    bd.lose_stealth(state, a["card"], events, "block")
    tr.on_block(state, a["card"], events)
    return events


def do_done_blocking(state: State, a: Action) -> list[Event]:
    c = state["combat"]
    events: list[Event] = [{"type": "blockers_done", "seat": a["seat"], "blockers": list(c["blockers"])}]
    if c["blockers"]:
        c["stage"] = "blocked"  # a response window before damage (t.TRAP_ANY_TIME; flow.step)
        return events
    return events + resolve(state)


# ---- damage ----------------------------------------------------------------------------------------------------------


def resolve(state: State) -> list[Event]:
    """Combat damage for the attack in progress; the combat is over afterwards."""
    c, state["combat"] = state["combat"], None
    att, tgt = c["attacker"], c["target"]
    events: list[Event] = []
    if c["cancelled"] or att not in state["board"]:
        return [{"type": "attack_ended", "attacker": att, "reason": "stopped" if c["cancelled"] else "gone"}]
    budget = bd.attack_power(state, att)
    if c["blockers"]:
        blockers = [b for b in c["blockers"] if b in state["board"]]
        for i, b in enumerate(blockers):
            spill = tgt if is_seat(tgt) and i == len(blockers) - 1 else None
            budget = fight(state, att, b, budget, events, spill_to=spill)
            tr.check_deaths(state, events)
            if att not in state["board"]:
                break
    elif is_seat(tgt):
        if not seat(state, tgt)["out"] and budget > 0:
            fx.lose_life(state, tgt, budget, events, "combat")
    elif tgt == fx.active_domain(state):
        if budget > 0:  # t.DOMAIN_BANISH: only an attack "that would deal damage" adds a Banish Counter
            fx.banish(state, tgt, c["seat"], events)
    elif tgt in state["board"]:
        fight(state, att, tgt, budget, events, spill_to=None)
    events.append({"type": "attack_resolved", "attacker": att, "target": tgt, "rule": t.SIMULTANEOUS.id})
    return events


def _first_striker(state: State, att: str, other: str, events: list[Event]) -> str | None:
    """t.PREEMPTIVE_STRIKE: it strikes first; both have it: each controller rolls a D6, the highest first (ties roll
    again, docs/arcane-rulings.md)."""
    a_ps, o_ps = bd.has(state, att, "preemptive_strike"), bd.has(state, other, "preemptive_strike")
    if a_ps != o_ps:
        return att if a_ps else other
    if not a_ps:
        return None
    while True:
        die = rng(state)
        rolls = {att: die.randint(1, 6), other: die.randint(1, 6)}
        events.append(
            {"type": "dice_rolled", "for": "preemptive_strike", "rolls": rolls, "rule": t.PREEMPTIVE_STRIKE.id}
        )
        if rolls[att] != rolls[other]:
            return att if rolls[att] > rolls[other] else other


def fight(state: State, att: str, other: str, budget: int, events: list[Event], *, spill_to: str | None) -> int:
    """One fight between the attacker (with ``budget`` Attack Power left) and a blocker or the attacked perpetual;
    returns the budget left."""
    hp = {att: bd.health(state, att), other: bd.health(state, other)}
    absorbed = min(budget, max(0, hp[other]))
    power = {att: absorbed, other: bd.attack_power(state, other)}
    first = _first_striker(state, att, other, events)
    order = [first, other if first == att else att] if first else [att, other]
    for striker in order:
        if first is not None and striker != first and _gone(state, striker):
            break  # struck down first: it deals nothing back
        victim = other if striker == att else att
        _strike(state, striker, victim, power[striker], hp, events)
        if striker == att and spill_to is not None and budget > absorbed and not seat(state, spill_to)["out"]:
            fx.lose_life(state, spill_to, budget - absorbed, events, "combat roll-over")  # t.ROLL_OVER
    return budget - absorbed


def _gone(state: State, uid: str) -> bool:
    rec = state["board"].get(uid)
    return rec is None or bool(rec.get("doomed")) or bd.health(state, uid) <= 0


def _strike(state: State, src: str, dst: str, amount: int, hp: dict[str, int], events: list[Event]) -> None:
    if amount <= 0 or dst not in state["board"]:
        return
    dealt = bd.deal_damage(state, dst, amount, events, source=src, combat=True)
    if dealt <= 0 or not bd.is_creature(state, dst):
        return
    ctrl = state["board"][src]["ctrl"]
    if bd.has(state, src, "deathstrike") and not bd.has(state, dst, "undead") and bd.is_creature(state, src):
        # t.DEATHSTRIKE; the Life paid is how much more HP the target had (docs/arcane-rulings.md)
        state["board"][dst]["doomed"] = True
        cost = max(0, hp[dst] - hp[src])
        events.append({"type": "deathstrike", "card": src, "target": dst, "life_paid": cost, "rule": t.DEATHSTRIKE.id})
        if cost:
            fx.lose_life(state, ctrl, cost, events, "deathstrike")
    if bd.has(state, src, "lifedrain"):
        # t.LIFEDRAIN: "its owner gains Life", as printed (docs/arcane-rulings.md, "Lifedrain")
        fx.gain_life(state, owner(state, src), dealt, events, "lifedrain")
