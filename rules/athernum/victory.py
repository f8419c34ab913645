"""Who has won and who is out.

The rulebook checks victory "immediately" and in its State-Based Check; the tracker runs
``end_checks`` after every accepted action, so a win is never missed whoever's turn it is.
"""

from __future__ import annotations

from rules.athernum.state import in_game, next_seat, return_tokens, start_turn
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


def end_checks(state: State, *, last_standing: str = "last_player_standing") -> list[Event]:
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
        return finish(state, remaining[0], last_standing)
    return []


def seat_leaves(state: State, seat_id: str, reason: str, *, last_standing: str = "last_player_standing") -> list[Event]:
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
    player["location"] = None
    events += end_checks(state, last_standing=last_standing)
    if state["status"] == "active" and state["turn"]["active_seat"] == seat_id:
        events += start_turn(state, next_seat(state, seat_id))
    return events
