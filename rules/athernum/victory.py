"""Who has won and who is out.

The rulebook checks victory "immediately" and in its State-Based Check; the tracker runs
``end_checks`` after every accepted action, so a win is never missed whoever's turn it is.
"""

from __future__ import annotations

from typing import Any

from rules.athernum.state import in_game, next_seat, return_tokens, start_turn
from rules.base import Event, State
from rules.common import finish, mark_out, seat


def objective_card(card: dict[str, Any]) -> bool:
    """Whether ``card`` wins by its Objective now (docs/athernum-rulings.md, "Objective wins on a face-up character").

    R.OBJECTIVE: "If a character with an Objective Ability has collected at least as many Victory Tokens as printed
    on its Victory Token Field" — a character only: a location or an item flagged ``objective`` holds tokens for
    point superiority but does not win this way. A face-down (exhausted) character has lost "All abilities printed
    in the card text" (R.FACE_DOWN_ABILITIES), its Objective among them, so it wins once it is face-up again.
    """
    return bool(
        card["objective"]
        and card.get("card_type", "character") == "character"
        and not card.get("face_down", False)
        and card["tokens"] >= card["vt_field"]
    )


def objective_winners(state: State) -> list[str]:
    """Seats with a face-up Objective character holding at least its field (RULINGS Athernum 5)."""
    return [s["seat"] for s in state["seats"] if not s["out"] and any(objective_card(c) for c in s["cards"])]


def opponents_reach(state: State, seat_id: str) -> int | None:
    """The most tokens any opponent of ``seat_id`` could still reach (None without opponents).

    RULINGS Athernum 4: a player wins when their tokens exceed, for every opponent, that opponent's
    tokens plus the pool — what the opponent "could possibly reach". Players out of the game are no
    longer opponents.
    """
    reach = [seat(state, o)["victory_tokens"] + state["vt_pool"] for o in in_game(state) if o != seat_id]
    return max(reach) if reach else None


def superiority_winner(state: State) -> str | None:
    """The seat whose tokens exceed every opponent's reach, or None. The tracker and the engine both call it.

    docs/athernum-rulings.md, "Point superiority counts every card with a field": a seat's ``victory_tokens`` are
    the tokens on every card it controls — characters, a location or an item with a Victory Token field, face-down
    ones too. R.POINT_SUPERIORITY names "all characters they control", but a location is a whole starting strategy
    ("This can be either a character or a location—depending on the foundation of your strategy", R.START_STRATEGY)
    whose tokens would otherwise never count, and a face-down card "retains: … any Victory Tokens on it"
    (R.FACE_DOWN_KEEPS_TOKENS).
    """
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
