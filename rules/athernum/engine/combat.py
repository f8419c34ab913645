"""The Combat Phase: attacks declared one at a time, the defending player's defender, simultaneous damage, and the
exhaustion at the end of each combat (docs/athernum-rulings.md, "Combat")."""

from __future__ import annotations

from rules.athernum.engine import abilities, turns
from rules.athernum.engine import state as st
from rules.athernum.engine import statics as sx
from rules.athernum.engine import texts as t
from rules.athernum.engine import windows as wn
from rules.base import Action, Event, State


def ready_characters(state: State, sid: str) -> list[str]:
    """t.ATTACKER: the characters of ``sid`` that are not exhausted (face-up); a character played this turn may
    attack (docs/athernum-rulings.md, "Characters played this turn")."""
    return [u for u in st.characters(state, sid) if state["board"][u]["up"]]


def targets(state: State, sid: str) -> list[str]:
    """t.TARGET: an opponent's face-up character; a face-down one has no values to fight with or to measure damage
    against (t.FACE_DOWN_VALUES), so it is no target (docs/athernum-rulings.md, "Targets"); the static abilities
    that forbid or force a target then choose among them (``statics.attack_targets``)."""
    return sx.attack_targets(state, sid, [u for o in st.in_game(state) if o != sid for u in ready_characters(state, o)])


def gen_attacks(state: State, sid: str) -> list[Action]:
    """ "Cinder Outrider must attack in each of your Combat Phases if able": the combat cannot end while such a
    character is ready and has a target (docs/athernum-rulings.md, "Must attack")."""
    tgts = targets(state, sid)
    ready = ready_characters(state, sid)
    out: list[Action] = [{"type": "attack", "seat": sid, "attacker": a, "target": tg} for a in ready for tg in tgts]
    if tgts and any(sx.has(state, a, "must_attack") for a in ready):
        return out
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
    board[other]["defended"] = state["turn"]["number"]  # "while they defend" (statics.dfv)
    sides = {attacker: board[attacker]["ctrl"], other: board[other]["ctrl"]}
    dealt = {attacker: sx.ofv(state, other), other: sx.ofv(state, attacker)}
    events: list[Event] = []
    if sx.has(state, attacker, "first_strike"):  # "deals its damage before the defending character"
        events += _deal(state, {other: dealt[other]})
        events += turns.damage_check(state)
        dealt = {attacker: sx.ofv(state, other)} if other in board and board[other]["up"] else {}
    events += _deal(state, dealt)
    events += turns.damage_check(state)
    for uid, by in ((attacker, other), (other, attacker)):
        if uid not in board:  # discarded in this combat: "one of your characters discards an opposing character"
            events.append({"type": "combat_discard", "seat": sides[by], "card": uid})
    # abilities trigger as their event happens: before the exhaustion that turns the fighters face-down
    found = abilities.triggered(state, events)
    for uid in [attacker] + ([defender] if defender else []):
        # a main character the damage already exhausted is not exhausted a second time
        if uid in board and board[uid]["up"]:
            st.exhaust(state, uid)
            events.append({"type": "card_exhausted", "card": uid, "rule": t.EXHAUST_AFTER_COMBAT.id})
    state["combat"] = None
    events.append({"type": "combat_resolved", "attacker": attacker, "target": c["target"], "defender": defender})
    return events + wn.after_resolution(state, events, found)


def _deal(state: State, dealt: dict[str, int]) -> list[Event]:
    board = state["board"]
    for uid, amount in dealt.items():
        board[uid]["dmg"] += amount
    return [
        {"type": "damage_dealt", "card": uid, "amount": n, "damage": board[uid]["dmg"], "rule": t.DAMAGE.id}
        for uid, n in dealt.items()
    ]


def do_end_combat(state: State, a: Action) -> list[Event]:
    state["turn"]["step"] = "day"
    return [{"type": "phase_started", "seat": a["seat"], "step": "day", "rule": t.COMBAT_PHASE.id}]
