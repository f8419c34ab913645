"""Attacks: who may attack whom, SHIELD WALL, simultaneous Strength damage, Objects first with carry-over, MOUNTED
pairs, PROTECTION and POISONOUS."""

from __future__ import annotations

from rules.achroma.engine import board as bd
from rules.achroma.engine import texts as t
from rules.achroma.engine.state import seat
from rules.base import Event, State


def can_attack(state: State, uid: str, sid: str) -> bool:
    """t.ATTACK: one attack a turn (plus one per RAGE), not the turn the Character was Deployed."""
    rec = state["board"].get(uid)
    if rec is None or rec["ctrl"] != sid or rec["on"] is not None or not bd.is_character(state, uid):
        return False
    if rec["since"] >= state["turn"]["number"]:
        return False
    if bd.infested_rules(state, uid).get("cannot_attack"):
        return False
    made = state["this_turn"]["attacks"].get(uid, 0)
    return made < 1 + bd.has_keyword(state, uid, "RAGE") and bd.shards_left(state, uid) > 0


def defenders(state: State, sid: str) -> list[str]:
    """Characters on other Canvases (not attached ones: a MOUNTED pair is attacked through its mount)."""
    return [
        u
        for u, rec in state["board"].items()
        if rec["ctrl"] != sid
        and rec["on"] is None
        and bd.is_character(state, u)
        and not seat(state, rec["ctrl"])["out"]
    ]


def _damage_order(state: State, root: str) -> list[list[str]]:
    """Groups that absorb damage in turn: each Object alone (in the order attached — the engine's stand-in for the
    controller's choice, t.OBJECTS_FIRST), then the Character, pooled with its rider when MOUNTED."""
    objects = [[u] for u in bd.attached(state, root, "object")]
    return [*objects, [*bd.attached(state, root, "rider"), root]]


def _deal(state: State, root: str, amount: int, *, by: str, poisonous: bool, hit: dict[str, int]) -> None:
    left = amount
    for group in _damage_order(state, root):
        if left <= 0:
            break
        # PROTECTION: no damage from another player during attacks, unless POISONOUS (which ignores it).
        if not poisonous and any(bd.protected_from(state, u, by) for u in group):
            continue
        for u in group:
            take = min(left, max(0, bd.shards_left(state, u)))
            if take:
                hit[u] = hit.get(u, 0) + take
                state["board"][u]["dmg"] += take
                left -= take


def _poisonous(state: State, root: str) -> bool:
    return any(bd.has_keyword(state, u, "POISONOUS") for u in [root, *bd.attached(state, root, "rider")])


def shield_wall(state: State, defender: str, events: list[Event]) -> None:
    """SHIELD WALL X: the attacked Character gets X more Shard Value; once per turn per character; stacks."""
    ctrl = state["board"][defender]["ctrl"]
    if defender in state["this_turn"]["shielded"]:
        return
    x = sum(bd.has_keyword(state, u, "SHIELD WALL") for u in bd.canvas(state, ctrl))
    if x:
        state["board"][defender]["sw"] += x
        state["this_turn"]["shielded"].append(defender)
        events.append({"type": "shield_wall", "card": defender, "amount": x, "rule": t.SHIELD_WALL.id})


def attack(state: State, sid: str, attacker: str, defender: str, events: list[Event]) -> None:
    state["this_turn"]["attacks"][attacker] = state["this_turn"]["attacks"].get(attacker, 0) + 1
    shield_wall(state, defender, events)
    a_str, d_str = bd.stack_strength(state, attacker), bd.stack_strength(state, defender)
    a_poison, d_poison = _poisonous(state, attacker), _poisonous(state, defender)
    d_ctrl = state["board"][defender]["ctrl"]
    hit: dict[str, int] = {}
    # Attackers and defenders deal Shard damage to each other at the same time.
    _deal(state, defender, a_str, by=sid, poisonous=a_poison, hit=hit)
    on_defender = dict(hit)
    _deal(state, attacker, d_str, by=d_ctrl, poisonous=d_poison, hit=hit)
    events.append(
        {
            "type": "attacked",
            "seat": sid,
            "attacker": attacker,
            "defender": defender,
            "attacker_strength": a_str,
            "defender_strength": d_str,
            "damage": hit,
            "rule": t.ATTACK.id,
        }
    )
    doomed = []
    for u, n in hit.items():
        poisoned = (a_poison if u in on_defender else d_poison) and n > 0
        if poisoned or bd.shards_left(state, u) <= 0:
            doomed.append((u, "poisonous" if poisoned else "attack"))
    for root in (defender, attacker):  # a MOUNTED pair leaves only when both are out of Shards
        pair = [*bd.attached(state, root, "rider"), root] if root in state["board"] else []
        if len(pair) > 1 and sum(max(0, bd.shards_left(state, u)) for u in pair) > 0:
            doomed = [(u, why) for u, why in doomed if u not in pair or why == "poisonous"]
    for u, why in doomed:
        bd.erase(state, u, events, reason=why)
