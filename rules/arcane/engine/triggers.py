"""Triggered abilities and destruction.

t.TRIGGER_AT_ONCE: a triggered ability "takes into effect immediately" — it is not put on the stack and cannot be
responded to (docs/arcane-rulings.md). A triggered effect with a target asks its controller when several targets
are legal, takes the only one, or fizzles with none. ``check_deaths`` destroys every perpetual at 0 HP or marked by
an effect, and runs what each destruction triggers (Offspring-like tokens, the active Domain's penalty).
"""

from __future__ import annotations

from typing import Any

from rules.arcane.engine import board as bd
from rules.arcane.engine import cards as cd
from rules.arcane.engine import effects as fx
from rules.arcane.engine import texts as t
from rules.arcane.engine.state import card_id, defn, owner, to_sanctum
from rules.base import Event, State


def run_group(
    state: State,
    group: list[dict[str, Any]],
    *,
    actor: str,
    source: str,
    events: list[Event],
    target: Any = None,
    via: str = "ability",
) -> None:
    """Run effects in printed order. A targeted effect takes ``target`` when the caller chose it (a spell's target,
    the creature that triggered), else asks ``actor`` (a pending ``target`` choice holding the rest of the group)."""
    for i, e in enumerate(group):
        tgt = target if e.get("target") or e.get("on") == "trigger" else None
        if e.get("target") and target is None:
            options = fx.candidates(state, e, actor, source, via)
            if not options:
                events.append({"type": "effect_fizzled", "card": source, "op": e["op"], "reason": "no_legal_target"})
                continue
            if len(options) > 1 and state["pending"] is None:
                state["pending"] = {
                    "what": "target",
                    "seat": actor,
                    "source": source,
                    "effect": e,
                    "rest": group[i + 1 :],
                    "via": via,
                }
                return
            tgt = options[0]
        fx.run(state, e, actor=actor, source=source, target=tgt, events=events)
        if state["pending"] is not None and state["pending"].get("source") == source and i + 1 < len(group):
            state["pending"]["rest"] = group[i + 1 :]  # a choosing op (recall, scry) ends its group for now
            return


def fire(state: State, uid: str, when: str, events: list[Event], *, target: Any = None) -> None:
    """Run ``uid``'s abilities triggered by ``when``; its controller acts."""
    group = cd.effects(defn(state, uid), when)
    if group:
        events.append({"type": "ability_triggered", "card": uid, "when": when, "rule": t.TRIGGER_AT_ONCE.id})
        run_group(state, group, actor=state["board"][uid]["ctrl"], source=uid, events=events, target=target)


def start_of_turn(state: State, sid: str, events: list[Event]) -> None:
    for u in bd.controlled(state, sid):
        if u in state["board"] and cd.effects(defn(state, u), "start_of_turn"):
            fire(state, u, "start_of_turn", events)


def on_block(state: State, blocker: str, events: list[Event]) -> None:
    """Abilities that trigger "when a creature you control blocks" (once per turn where the card says so)."""
    ctrl = state["board"][blocker]["ctrl"]
    used = state["this_turn"]["used"]
    for u in bd.controlled(state, ctrl):
        group = cd.effects(defn(state, u), "blocks")
        if not group or f"{u}:blocks" in used:
            continue
        if any(e.get("once_per_turn") for e in group):
            used.append(f"{u}:blocks")
        events.append({"type": "ability_triggered", "card": u, "when": "blocks", "rule": t.TRIGGER_AT_ONCE.id})
        run_group(state, group, actor=ctrl, source=u, events=events, target=blocker)


def check_deaths(state: State, events: list[Event]) -> None:
    """Destroy every perpetual with no HP left or marked for destruction, until none is left. Printed HP is at least
    1 and auras only add HP, so only a card with damage, a negative modifier or a mark can be at 0."""
    while True:
        hurt = [u for u, rec in state["board"].items() if rec["dmg"] > 0 or rec.get("doomed") or rec["buffs"]]
        if not hurt:
            return
        given = bd.auras(state)
        dead = [u for u in hurt if state["board"][u].get("doomed") or bd.health(state, u, given) <= 0]
        if not dead:
            return
        for u in dead:
            if u in state["board"]:
                destroy(state, u, events)


def destroy(state: State, uid: str, events: list[Event], reason: str = "no_hp") -> None:
    """t.CREATURES: a destroyed card goes to its owner's Sanctum (a token leaves the game, t.TOKENS)."""
    rec = state["board"].pop(uid)
    d = defn(state, uid)
    was_owner = owner(state, uid)
    events.append(
        {
            "type": "destroyed",
            "card": uid,
            "card_id": card_id(state, uid),
            "seat": rec["ctrl"],
            "reason": "effect" if rec.get("doomed") else reason,
            "rule": t.CREATURES.id,
        }
    )
    if d["type"] == "creature":
        group = cd.effects(d, "destroyed")
        if group:
            events.append({"type": "ability_triggered", "card": uid, "when": "destroyed", "rule": t.TRIGGER_AT_ONCE.id})
            run_group(state, group, actor=rec["ctrl"], source=uid, events=events)
        domain = fx.active_domain(state)
        if domain is not None:
            for e in cd.effects(defn(state, domain), "creature_destroyed"):
                fx.run(state, e, actor=was_owner, source=domain, target=was_owner, events=events)
    to_sanctum(state, uid)
