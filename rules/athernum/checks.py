"""Who has won, who is out, and the invariants a sound Athernum state keeps.

The rulebook checks victory "immediately" and in its State-Based Check; the tracker runs
``end_checks`` after every accepted action, so a win is never missed whoever's turn it is.
"""

from __future__ import annotations

import json
from typing import Any

from rules.athernum.actions import COUNTERS
from rules.athernum.state import TURN_STRUCTURE, in_game, next_seat, return_tokens, start_turn
from rules.base import Event, State
from rules.common import finish, mark_out, seat


def objective_winners(state: State) -> list[str]:
    """Seats with an Objective card holding at least its field (RULINGS Athernum 5)."""
    return [
        s["seat"]
        for s in state["seats"]
        if not s["out"] and any(c["objective"] and c["tokens"] >= c["vt_field"] for c in s["cards"])
    ]


def opponents_reach(state: State, seat_id: str) -> int | None:
    """The most tokens any opponent of ``seat_id`` could still reach (None without opponents).

    RULINGS Athernum 4: a player wins when their tokens exceed, for every opponent, that opponent's
    tokens plus the pool — what the opponent "could possibly reach". Players out of the game are no
    longer opponents.
    """
    reach = [seat(state, o)["victory_tokens"] + state["vt_pool"] for o in in_game(state) if o != seat_id]
    return max(reach) if reach else None


def superiority_winner(state: State) -> str | None:
    for sid in in_game(state):
        reach = opponents_reach(state, sid)
        if reach is not None and seat(state, sid)["victory_tokens"] > reach:
            return sid  # at most one seat can exceed every other seat's reach
    return None


def end_checks(state: State) -> list[Event]:
    """Finish the game if anyone has won. Objective first: it "overrides all others" (RULINGS Athernum 5)."""
    if state["status"] != "active":
        return []
    objective = objective_winners(state)
    if objective:
        return finish(state, objective[0] if len(objective) == 1 else objective, "objective")
    superior = superiority_winner(state)
    if superior is not None:
        return finish(state, superior, "point_superiority")
    remaining = in_game(state)
    if len(remaining) == 1:
        return finish(state, remaining[0], "last_player_standing")
    return []


def seat_leaves(state: State, seat_id: str, reason: str) -> list[Event]:
    """``seat_id`` is out (conceded, decked out): its cards leave play with it, then the game goes on.

    Reading (the rulebook is silent): a player who leaves takes their cards out of play, and tokens on
    cards that leave play are no longer placed, so they are back in the pool (RULINGS Athernum 2: the
    pool "holds the tokens not yet placed on a card").
    """
    player = seat(state, seat_id)
    mark_out(state, [seat_id], reason)
    events: list[Event] = [{"type": "seat_out", "seat": seat_id, "reason": reason}]
    for card in player["cards"]:
        tokens = card["tokens"]
        return_tokens(state, seat_id, card, tokens)
        events.append({"type": "vt_card_left", "seat": seat_id, "card": card["card"], "tokens_returned": tokens})
    player["cards"] = []
    events += end_checks(state)
    if state["status"] == "active" and state["turn"]["active_seat"] == seat_id:
        events += start_turn(state, next_seat(state, seat_id))
    return events


def invariant_violations(state: State) -> list[str]:
    problems: list[str] = []
    for counter in COUNTERS:
        holders = [state] if counter.per == "game" else state["seats"]
        for holder in holders:
            value = holder[counter.name]
            where = holder.get("seat", "game")
            if not isinstance(value, int) or isinstance(value, bool):
                problems.append(f"{counter.name} of {where} is not an integer")
            elif counter.minimum is not None and value < counter.minimum:
                problems.append(f"{counter.name} of {where} is {value}, below {counter.minimum}")
            elif counter.maximum is not None and value > counter.maximum:
                problems.append(f"{counter.name} of {where} is {value}, above {counter.maximum}")
    on_cards = 0
    for s in state["seats"]:
        held = sum(c["tokens"] for c in s["cards"])
        on_cards += held
        if held != s["victory_tokens"]:
            problems.append(f"{s['seat']} shows {s['victory_tokens']} victory tokens but its cards hold {held}")
        if any(c["tokens"] < 0 for c in s["cards"]):
            problems.append(f"a card of {s['seat']} holds fewer than 0 tokens")
        names = [c["card"].casefold() for c in s["cards"]]
        if len(names) != len(set(names)):
            problems.append(f"{s['seat']} controls two copies of a card with a Victory Token field")
        mains = sum(1 for c in s["cards"] if c["main"])
        if s["out"] and s["cards"]:
            problems.append(f"{s['seat']} is out but still has cards in play")
        if not s["out"] and mains != 1:
            problems.append(f"{s['seat']} has {mains} main characters")
    if state["vt_pool"] + on_cards != state["vt_total"]:
        problems.append(
            f"tokens not conserved: pool {state['vt_pool']} + on cards {on_cards} != entered {state['vt_total']}"
        )
    problems += _turn_problems(state)
    try:
        json.dumps(state)
    except (TypeError, ValueError) as exc:
        problems.append(f"state is not JSON-serialisable: {exc}")
    return problems


def _turn_problems(state: State) -> list[str]:
    problems: list[str] = []
    turn: dict[str, Any] = state["turn"]
    if turn["step"] not in TURN_STRUCTURE:
        problems.append(f"unknown step {turn['step']!r}")
    if state["status"] == "active":
        if state["winner"] is not None:
            problems.append("an active game has a winner")
        if turn["active_seat"] not in in_game(state):
            problems.append(f"the active seat {turn['active_seat']} is not in the game")
        if objective_winners(state) or superiority_winner(state) or len(in_game(state)) < 2:
            problems.append("the game is still active although someone has won")
    elif state["status"] == "finished":
        if state["winner"] is None or not state["finish_reason"]:
            problems.append("a finished game has no winner or reason")
    else:
        problems.append(f"unknown status {state['status']!r}")
    return problems
