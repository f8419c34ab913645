"""Pending choices: a decision the game waits for in the middle of something — a triggered Ability's Selection, the
order of Gazed cards, the zone a Spawned card Enters, the hand limit and the Return Phase's three cards — one
``choose`` (or ``decline``) at a time.
"""

from __future__ import annotations

from typing import Any

from rules.base import Action, Event, State
from rules.oversoul import rules_text as R
from rules.oversoul.engine import board as bd
from rules.oversoul.engine import chain as ch
from rules.oversoul.engine import effects as fx
from rules.oversoul.engine.rulings import GAZE_ORDER
from rules.oversoul.engine.state import card_id, draw, seat, take_from_hand, to_deck_bottom

RETURN_STAGES = ("hand", "idle", "board")


def options(state: State) -> list[Any]:
    c = state["choice"]
    kind = c["kind"]
    if kind == "trigger":
        return list(c["options"])
    if kind == "gaze":
        return [u for u in c["cards"] if u not in c["order"]]
    if kind == "spawn_zone":
        return list(c["zones"])
    s = seat(state, c["seat"])
    if kind == "hand_limit":
        return list(s["hand"])
    stage = c["stage"]
    if stage == "hand":
        return list(s["hand"])
    if stage == "idle":
        seen: dict[str, str] = {}
        for u in s["idle"]:
            seen.setdefault(card_id(state, u), u)
        return list(seen.values())
    return [u for u in bd.roots(state, c["seat"]) if u != s["leader"] and u not in c["picked"]]


def moves(state: State, sid: str) -> list[Action]:
    c = state["choice"]
    out: list[Action] = [{"type": "choose", "seat": sid, "target": x} for x in options(state)]
    if c.get("optional"):
        out.append({"type": "decline", "seat": sid})
    return out


def do_choose(state: State, a: Action, events: list[Event]) -> None:
    c = state["choice"]
    target = a["target"]
    kind = c["kind"]
    if kind == "trigger":
        state["choice"] = None
        ch.put_trigger(state, c["trigger"], target, events)
    elif kind == "gaze":
        c["order"].append(target)
        if len(c["order"]) == len(c["cards"]) - 1:
            c["order"] += [u for u in c["cards"] if u not in c["order"]]
            _reorder(state, c, events)
    elif kind == "spawn_zone":
        state["choice"] = None
        fx.finish_spawn(state, c["seat"], c["spawning"], target, events)
    elif kind == "hand_limit":
        state["choice"] = None
        take_from_hand(state, target, face_up=False)
        to_deck_bottom(state, target)
        events.append(
            {
                "type": "hand_limit_returned",
                "seat": a["seat"],
                "rule": R.HAND_LIMIT.id,
                "hand": len(seat(state, a["seat"])["hand"]),
                "private": {"seat": a["seat"], "card": target},
            }
        )
    else:
        c["picked"].append(target)
        c["stage"] = RETURN_STAGES[len(c["picked"])] if len(c["picked"]) < 3 else None
        if c["stage"] is None:
            state["choice"] = None
            _return_three(state, a["seat"], c["picked"], events)


def do_decline(state: State, a: Action, events: list[Event]) -> None:
    c = state["choice"]
    state["choice"] = None
    if c["kind"] == "return_three":
        state["return_three"] = "declined"  # nothing has moved yet: the three go together once all are picked
        events.append({"type": "return_three_declined", "seat": a["seat"], "rule": R.RETURN_AND_DRAW.id})
        return
    events.append({"type": "declined", "seat": a["seat"], "card": c["trigger"]["card"], "law": c["trigger"]["law"]})


def _reorder(state: State, c: dict[str, Any], events: list[Event]) -> None:
    deck = seat(state, c["deck"])["deck"]
    n = len(c["order"])
    deck[len(deck) - n :] = list(reversed(c["order"]))
    seat(state, c["seat"])["known"][c["deck"]] = list(c["order"])
    state["choice"] = None
    events.append(
        {
            "type": "gaze_ordered",
            "seat": c["seat"],
            "deck": c["deck"],
            "rule": GAZE_ORDER.id,
            "private": {"seat": c["seat"], "order": list(c["order"])},
        }
    )


def _return_three(state: State, sid: str, picked: list[str], events: list[Event]) -> None:
    """2.3: three cards to the bottom of the Deck, then Draw 1 — only if all three reached the Deck."""
    hand_card, idle_card, board_card = picked
    s = seat(state, sid)
    take_from_hand(state, hand_card, face_up=False)
    to_deck_bottom(state, hand_card)
    s["idle"].remove(idle_card)
    to_deck_bottom(state, idle_card)
    went = bd.leave(state, board_card, "deck", events, reason="returned")
    state["return_three"] = "done"
    events.append(
        {
            "type": "returned_three",
            "seat": sid,
            "idle_card": idle_card,
            "idle_card_id": card_id(state, idle_card),
            "board_card": board_card,
            "all_in_deck": went == "deck",
            "rule": R.RETURN_AND_DRAW.id,
        }
    )
    if went == "deck":
        events += draw(state, sid, 1, cause="return_phase")


def start_return_three(state: State, sid: str) -> None:
    """2.3: "they have a choice to Return any 3 cards" — picked one at a time, declined at any pick (RETURN_PHASE)."""
    state["choice"] = {"kind": "return_three", "seat": sid, "stage": "hand", "picked": [], "optional": True}
