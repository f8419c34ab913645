"""Domains: invoked into a first-in-first-out stack, Banish Counters on the active one, destroyed at 5."""

from __future__ import annotations

from typing import Any

from rules.arcane import rules_text as r
from rules.arcane.checks import ensure_active_player, ensure_phase, ensure_started
from rules.arcane.state import BANISH_LIMIT
from rules.base import Event, RuleViolation, State


def domain_enter(state: State, action: dict[str, Any]) -> list[Event]:
    ensure_started(state)
    ensure_active_player(state, action["seat"], "invoke a Domain")
    ensure_phase(state, "action", r.DOMAIN_INVOKE, "Perpetual cards such as Domains are invoked")
    state["domains_entered"] += 1
    domain = {
        "id": f"d{state['domains_entered']}",
        "name": action["name"].strip(),
        "owner": action["seat"],
        "banish_counters": 0,
    }
    # "place it beneath the current, active one" + "place new Domains underneath it in first in, first out
    # priority": with several Domains in play a new one goes to the bottom, so they become active in the order
    # they entered (first in, first out).
    state["domains"].append(domain)
    active = len(state["domains"]) == 1
    return [
        {
            "type": "domain_entered",
            "seat": action["seat"],
            "domain": domain["id"],
            "name": domain["name"],
            "active": active,
            "position": len(state["domains"]) - 1,
        }
    ]


def _activate_top(state: State) -> list[Event]:
    if not state["domains"]:
        return []
    top = state["domains"][0]
    return [{"type": "domain_activated", "domain": top["id"], "name": top["name"], "owner": top["owner"]}]


def banish_counter(state: State, action: dict[str, Any]) -> list[Event]:
    # "Any player may target Domains with attacks, abilities, or spells", and Traps at any time: any player in the
    # game may report it on any turn. Reading: only the active Domain can be targeted; the ones beneath it are
    # covered by it and only "become active" when it leaves.
    ensure_started(state)
    if not state["domains"]:
        raise RuleViolation(r.DOMAIN_BANISH, "There is no Domain in play to put a Banish Counter on.")
    domain = state["domains"][0]
    domain["banish_counters"] += 1
    events: list[Event] = [
        {
            "type": "banish_counter_added",
            "seat": action["seat"],
            "domain": domain["id"],
            "name": domain["name"],
            "owner": domain["owner"],
            "banish_counters": domain["banish_counters"],
        }
    ]
    if domain["banish_counters"] >= BANISH_LIMIT:
        # RULINGS Chronicles of Arcane 6: at 5 or more it is destroyed; the Domain beneath becomes active.
        state["domains"].pop(0)
        events.append(
            {
                "type": "domain_destroyed",
                "domain": domain["id"],
                "name": domain["name"],
                "owner": domain["owner"],
                "banish_counters": domain["banish_counters"],
                "to": "abyss",
            }
        )
        events += _activate_top(state)
    return events


def domain_leave(state: State, action: dict[str, Any]) -> list[Event]:
    # Card effects can remove any Domain at any time; any player in the game may report it.
    ensure_started(state)
    ids = [d["id"] for d in state["domains"]]
    if action["domain"] not in ids:
        in_play = ", ".join(ids) if ids else "none"
        raise RuleViolation(r.DOMAIN_STACK, f"No Domain {action['domain']} is in play (in play: {in_play}).")
    index = ids.index(action["domain"])
    domain = state["domains"].pop(index)
    event: Event = {
        "type": "domain_left",
        "seat": action["seat"],
        "domain": domain["id"],
        "name": domain["name"],
        "owner": domain["owner"],
        "was_active": index == 0,
    }
    if action.get("reason"):
        event["reason"] = action["reason"]
    return [event, *(_activate_top(state) if index == 0 else [])]
