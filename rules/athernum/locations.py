"""Locations: one on each player's Location slot at a time, one played from hand per turn, and a starting location
that leaves the main-character slot empty.

Rulebook: "Locations are unique cards. Each player may control only one location at a time. If you want to play
another location, you must first discard all other locations on your side of the field" (R.LOCATION_UNIQUE), and in
the Day: "Playing a location from your hand, replacing an existing location (this can be done once per turn)"
(R.PLAY_LOCATION). A location may carry a Victory Token field: its field joins the pool when it enters play, and
its tokens go back to the pool when it is discarded (RULINGS Athernum 2, as for any card that leaves play).
"""

from __future__ import annotations

from typing import Any

from rules.athernum import rules_text as R
from rules.athernum.state import find_card, new_card, return_tokens
from rules.base import Event, RuleViolation, State
from rules.common import seat


def location_of(state: State, seat_id: str) -> str | None:
    return seat(state, seat_id).get("location")


def discard_location(state: State, seat_id: str, why: str) -> list[Event]:
    """The seat's location (if any) leaves play; a Victory Token field's tokens go back to the pool."""
    player = seat(state, seat_id)
    name = player.get("location")
    if name is None:
        return []
    player["location"] = None
    event: Event = {"type": "location_discarded", "seat": seat_id, "card": name, "why": why}
    card = find_card(state, seat_id, name)
    if card is not None and card.get("card_type") == "location":
        event["tokens_returned"] = card["tokens"]
        return_tokens(state, seat_id, card, card["tokens"])
        player["cards"].remove(card)
        event["vt_pool"] = state["vt_pool"]
    return [event]


def place_location(
    state: State, seat_id: str, name: str, vt_field: int | None, objective: bool, how: str
) -> list[Event]:
    """``name`` takes the seat's Location slot, replacing (discarding) the location there."""
    events = discard_location(state, seat_id, "replaced")
    player = seat(state, seat_id)
    player["location"] = name.strip()
    event: Event = {"type": "location_entered", "seat": seat_id, "card": player["location"], "how": how}
    if vt_field is not None:
        card = new_card(name, vt_field, objective, card_type="location")
        player["cards"].append(card)
        state["vt_pool"] += vt_field
        state["vt_total"] += vt_field
        event.update(vt_field=vt_field, objective=objective, vt_pool=state["vt_pool"])
    return [*events, event]


def play_location_problem(state: State, seat_id: str) -> RuleViolation | None:
    """Why ``seat_id`` may not play a location from hand now (its own Day, once a turn), or None."""
    turn = state["turn"]
    if turn["active_seat"] != seat_id or turn["step"] != "day":
        return RuleViolation(
            R.DAY_ACTIONS,
            f"A location is played from the hand in its player's own Day; it is "
            f"{turn['active_seat']}'s {turn['step']}.",
        )
    if turn.get("location_played"):
        return RuleViolation(R.PLAY_LOCATION, f"{seat_id} has already played a location this turn.")
    return None


def do_play_location(state: State, action: dict[str, Any]) -> list[Event]:
    sid = action["seat"]
    problem = play_location_problem(state, sid)
    if problem is not None:
        raise problem
    name = action["card"].strip()
    held = find_card(state, sid, name)
    if action.get("vt_field") is not None and held is not None and held.get("card_type") != "location":
        raise RuleViolation(R.UNIQUE_VT_CARD, f"{sid} already controls a card named {name} with a Victory Token field.")
    state["turn"]["location_played"] = True
    return place_location(state, sid, name, action.get("vt_field"), action.get("objective", False), "played")


def do_location_leave(state: State, action: dict[str, Any]) -> list[Event]:
    sid = action["seat"]
    if location_of(state, sid) is None:
        raise RuleViolation(R.LOCATION_UNIQUE, f"{sid} controls no location.")
    return discard_location(state, sid, "effect")
