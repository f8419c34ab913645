"""The Combat Phase: attacks declared one at a time, the defending player's defender, simultaneous damage, and the
exhaustion at the end of each combat (docs/athernum-rulings.md, "Combat")."""

from __future__ import annotations

from rules.athernum.engine import state as st
from rules.athernum.engine import texts as t
from rules.athernum.engine import turns
from rules.base import Action, Event, State


def ready_characters(state: State, sid: str) -> list[str]:
    """t.ATTACKER: the characters of ``sid`` that are not exhausted (face-up); a character played this turn may
    attack (docs/athernum-rulings.md, "Characters played this turn")."""
    return [u for u in st.characters(state, sid) if state["board"][u]["up"]]


def targets(state: State, sid: str) -> list[str]:
    """t.TARGET: an opponent's face-up character; a face-down one has no values to fight with or to measure damage
    against (t.FACE_DOWN_VALUES), so it is no target (docs/athernum-rulings.md, "Targets")."""
    return [u for o in st.in_game(state) if o != sid for u in ready_characters(state, o)]


def gen_attacks(state: State, sid: str) -> list[Action]:
    out: list[Action] = [
        {"type": "attack", "seat": sid, "attacker": a, "target": tg}
        for a in ready_characters(state, sid)
        for tg in targets(state, sid)
    ]
    return [*out, {"type": "end_combat", "seat": sid}]


def defenders(state: State) -> list[str]:
    """t.DEFENDER: a suitable character is a non-exhausted one of the target's controller, other than the target."""
    c = state["combat"]
    return [u for u in ready_characters(state, c["defending"]) if u != c["target"]]


def gen_defence(state: State, sid: str) -> list[Action]:
    out: list[Action] = [{"type": "assign_defender", "seat": sid, "card": u} for u in defenders(state)]
    return [*out, {"type": "no_defender", "seat": sid}]


def do_attack(state: State, a: Action) -> list[Event]:
    sid, attacker, target = a["seat"], a["attacker"], a["target"]
    defending = state["board"][target]["ctrl"]
    state["combat"] = {"seat": sid, "attacker": attacker, "target": target, "defending": defending}
    events: list[Event] = [
        {"type": "attack_declared", "seat": sid, "attacker": attacker, "target": target, "rule": t.ATTACKER.id}
    ]
    if defenders(state):
        return events
    return events + fight(state, None)


def do_assign_defender(state: State, a: Action) -> list[Event]:
    event: Event = {"type": "defender_assigned", "seat": a["seat"], "card": a["card"], "rule": t.DEFENDER.id}
    return [event, *fight(state, a["card"])]


def do_no_defender(state: State, a: Action) -> list[Event]:
    return fight(state, None)


def fight(state: State, defender: str | None) -> list[Event]:
    """t.DAMAGE: the attacker and the target (or the defender in its place) deal their Offensive Values to each
    other at the same time; then the damage check, then t.EXHAUST_AFTER_COMBAT."""
    c = state["combat"]
    attacker, other = c["attacker"], defender or c["target"]
    board = state["board"]
    dealt = {attacker: st.defn(state, other)["ofv"], other: st.defn(state, attacker)["ofv"]}
    for uid, amount in dealt.items():
        board[uid]["dmg"] += amount
    events: list[Event] = [
        {"type": "damage_dealt", "card": uid, "amount": n, "damage": board[uid]["dmg"], "rule": t.DAMAGE.id}
        for uid, n in dealt.items()
    ]
    events += turns.damage_check(state)
    for uid in [attacker] + ([defender] if defender else []):
        # a main character the damage already exhausted is not exhausted a second time
        if uid in board and board[uid]["up"]:
            st.exhaust(state, uid)
            events.append({"type": "card_exhausted", "card": uid, "rule": t.EXHAUST_AFTER_COMBAT.id})
    state["combat"] = None
    events.append({"type": "combat_resolved", "attacker": attacker, "target": c["target"], "defender": defender})
    return events + turns.check(state)


def do_end_combat(state: State, a: Action) -> list[Event]:
    state["turn"]["step"] = "day"
    return [{"type": "phase_started", "seat": a["seat"], "step": "day", "rule": t.COMBAT_PHASE.id}]
