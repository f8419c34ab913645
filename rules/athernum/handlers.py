"""One function per Athernum action: check what the rules forbid, then change the (already copied) state.

Each handler gets a fresh copy of the state and a validated action, raises ``RuleViolation`` naming
the rule that forbids the action, or mutates the copy and returns the events it produced.
Victory checks run afterwards (``Tracker.after_action``), for every action alike.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.athernum import rules_text as R
from rules.athernum.actions import COUNTERS, ENDING_EFFECTS
from rules.athernum.locations import discard_location, do_location_leave, do_play_location, place_location
from rules.athernum.state import (
    TURN_STRUCTURE,
    find_card,
    main_card,
    new_card,
    next_seat,
    place_tokens,
    return_tokens,
    start_turn,
)
from rules.athernum.victory import seat_leaves
from rules.base import Event, Rule, RuleViolation, State
from rules.common import ADJUST_RULE, SEAT_OUT_RULE, apply_adjust, apply_concede, ending_effect, finish, seat

Handler = Callable[[State, dict[str, Any]], list[Event]]

# What each Command use costs, and whether it is limited to once a turn (the flag in state["turn"]).
COMMAND_COSTS: dict[str, int] = {"draw": 1, "resource": 1, "victory_token": 2}
ONCE_PER_TURN: dict[str, tuple[str, Rule]] = {
    "resource": ("resource_used", R.COMMAND_RESOURCE),
    "victory_token": ("victory_token_used", R.COMMAND_VICTORY_TOKEN),
}


def command_problem(state: State, seat_id: str, use: str) -> RuleViolation | None:
    """Why ``seat_id`` may not spend Command Tokens on ``use`` now, or None if it may."""
    turn = state["turn"]
    if turn["active_seat"] != seat_id:
        return RuleViolation(
            R.DAY_ACTIONS, f"It is {turn['active_seat']}'s turn; {seat_id} spends Command Tokens in their own Day."
        )
    if turn["step"] != "day":
        return RuleViolation(R.DAY_ACTIONS, f"It is the {turn['step']}; Command Tokens are spent during the Day.")
    if use in ONCE_PER_TURN:
        flag, rule = ONCE_PER_TURN[use]
        if turn[flag]:
            return RuleViolation(rule, f"{seat_id} has already used the {use.replace('_', ' ')} command this turn.")
    have, cost = seat(state, seat_id)["command_tokens"], COMMAND_COSTS[use]
    if have < cost:
        return RuleViolation(
            R.COSTS_PAID, f"The {use.replace('_', ' ')} command costs {cost} Command Token(s); {seat_id} has {have}."
        )
    if use == "draw" and seat(state, seat_id)["deck"] == 0:
        # Reading: the Deck Loss is for a player who "must draw"; drawing with a Command Token is a
        # choice, and with no card left there is nothing to choose to draw. A draw an effect forces
        # is reported with the `draw` action, and that one loses the game.
        return RuleViolation(R.DECK_LOSS, f"{seat_id}'s deck is empty: there is no card to draw.")
    if use == "victory_token" and state["vt_pool"] < 1:
        return RuleViolation(R.POOL_RULING, "The pool is empty: no Victory Token is left to place.")
    if use == "victory_token" and main_card(state, seat_id) is None:
        # The command places the token "onto your main character"; a starting location left that slot empty.
        return RuleViolation(
            R.MAIN_CHARACTER_SLOT,
            f"{seat_id} started with a location: the main-character slot "
            "remains empty, so there is no main character to place it on.",
        )
    # Reading (the rulebook is silent): the resource command stays open without a main character. It generates
    # "one resource of your main character's faction"; the tracker keeps no factions, and the rulebook nowhere
    # takes the command away from a player who started with a location, so the table settles the faction.
    return None


def do_command(state: State, action: dict[str, Any]) -> list[Event]:
    """RULINGS Athernum 3: 1 to draw (any number of times), 1 for one resource (once a turn),
    2 to place one token from the pool on the main character (once a turn)."""
    sid, use = action["seat"], action["use"]
    problem = command_problem(state, sid, use)
    if problem is not None:
        raise problem
    player = seat(state, sid)
    player["command_tokens"] -= COMMAND_COSTS[use]
    events: list[Event] = [
        {
            "type": "command_used",
            "seat": sid,
            "use": use,
            "spent": COMMAND_COSTS[use],
            "command_tokens": player["command_tokens"],
        }
    ]
    if use in ONCE_PER_TURN:
        state["turn"][ONCE_PER_TURN[use][0]] = True
    if use == "draw":
        player["deck"] -= 1
        events.append({"type": "cards_drawn", "seat": sid, "count": 1, "deck": player["deck"]})
    elif use == "resource":
        events.append({"type": "resource_generated", "seat": sid})
    else:
        main = main_card(state, sid)
        assert main is not None  # command_problem refused a seat without one
        place_tokens(state, sid, main, 1)
        events.append(
            {
                "type": "victory_tokens_placed",
                "seat": sid,
                "card": main["card"],
                "amount": 1,
                "card_tokens": main["tokens"],
                "vt_pool": state["vt_pool"],
            }
        )
    return events


def do_vt_card_enter(state: State, action: dict[str, Any]) -> list[Event]:
    """A card with a field enters play: its field joins the pool (RULINGS Athernum 2).

    Allowed in any phase and on any player's turn: cards also enter play through triggered effects and
    responses, not only by being played in the Day, and the tracker cannot tell these apart."""
    sid = action["seat"]
    card_type = action.get("card_type", "character")
    held = find_card(state, sid, action["card"])
    if held is not None and not (card_type == "location" and held.get("card_type") == "location"):
        if action.get("how", "played") == "played":
            raise RuleViolation(R.UNIQUE_VT_CARD, f"{sid} already controls {action['card'].strip()} in play.")
        return _excess_copy_enters(state, action, held)
    if card_type == "location":
        # R.LOCATION_UNIQUE: a location entering by an effect replaces the one on the Location slot.
        return place_location(state, sid, action["card"], action["vt_field"], action.get("objective", False), "effect")
    card = new_card(action["card"], action["vt_field"], action.get("objective", False), card_type=card_type)
    seat(state, sid)["cards"].append(card)
    state["vt_pool"] += card["vt_field"]
    state["vt_total"] += card["vt_field"]
    return [
        {
            "type": "vt_card_entered",
            "seat": sid,
            "card": card["card"],
            "vt_field": card["vt_field"],
            "objective": card["objective"],
            "card_type": card_type,
            "vt_pool": state["vt_pool"],
        }
    ]


def _excess_copy_enters(state: State, action: dict[str, Any], held: dict[str, Any]) -> list[Event]:
    """A second copy comes in by an effect (a card returning, a control change): R.UNIQUE_VT_CARD only forbids
    *playing* it, and the State-Based Check discards the excess (R.UNIQUENESS_CHECK). The excess is the copy that
    came last — the one "already under your control in play" stays with its tokens (docs/athernum-rulings.md, "The
    copy that came last goes"). The newcomer did enter play, so its field joins the pool and stays there (RULINGS
    Athernum 2); it holds no tokens yet, so none go back."""
    sid = action["seat"]
    state["vt_pool"] += action["vt_field"]
    state["vt_total"] += action["vt_field"]
    entered: Event = {
        "type": "vt_card_entered",
        "seat": sid,
        "card": held["card"],
        "vt_field": action["vt_field"],
        "objective": action.get("objective", False),
        "card_type": action.get("card_type", "character"),
        "how": action["how"],
        "vt_pool": state["vt_pool"],
    }
    left: Event = {
        "type": "vt_card_left",
        "seat": sid,
        "card": held["card"],
        "tokens_returned": 0,
        "why": "uniqueness",
        "rule": R.UNIQUENESS_CHECK.id,
        "vt_pool": state["vt_pool"],
    }
    return [entered, left]


def do_vt_card_turn(state: State, action: dict[str, Any]) -> list[Event]:
    """A card with a field is turned face-down (exhausted) or face-up again. Face-down, it keeps its field and its
    tokens (R.FACE_DOWN_KEEPS_TOKENS), which still count for point superiority, but has lost "All abilities printed
    in the card text" (R.FACE_DOWN_ABILITIES), so its Objective does not win until it is face-up."""
    sid, face_down = action["seat"], action["face_down"]
    card = _own_card(state, sid, action["card"])
    if card.get("face_down", False) == face_down:
        side = "face-down" if face_down else "face-up"
        raise RuleViolation(R.FACE_DOWN_ABILITIES, f"{card['card']} is already {side}.")
    card["face_down"] = face_down
    return [{"type": "vt_card_turned", "seat": sid, "card": card["card"], "face_down": face_down}]


def _own_card(state: State, sid: str, name: str) -> dict[str, Any]:
    card = find_card(state, sid, name)
    if card is None:
        raise RuleViolation(R.VT_FIELD, f"{sid} controls no card with a Victory Token field named {name.strip()}.")
    return card


def do_vt_card_leave(state: State, action: dict[str, Any]) -> list[Event]:
    """Reading (rulebook and rulings silent): the pool only ever grows by fields entering play, so the
    field stays in it; the tokens on the card are no longer placed and go back to the pool."""
    sid = action["seat"]
    card = _own_card(state, sid, action["card"])
    if card["main"]:
        raise RuleViolation(R.MAIN_CHARACTER, f"{card['card']} is {sid}'s main character and stays in play.")
    if card.get("card_type") == "location":
        return discard_location(state, sid, "effect")  # its Location slot is empty now
    tokens = card["tokens"]
    return_tokens(state, sid, card, tokens)
    seat(state, sid)["cards"].remove(card)
    return [
        {
            "type": "vt_card_left",
            "seat": sid,
            "card": card["card"],
            "tokens_returned": tokens,
            "vt_pool": state["vt_pool"],
        }
    ]


def do_vt_place(state: State, action: dict[str, Any]) -> list[Event]:
    """A card effect places tokens; they come from the pool (RULINGS Athernum 2), so the pool must hold them."""
    sid, amount = action["seat"], action["amount"]
    card = _own_card(state, sid, action["card"])
    if state["vt_pool"] < amount:
        raise RuleViolation(R.POOL_RULING, f"The pool holds {state['vt_pool']} Victory Token(s), not {amount}.")
    place_tokens(state, sid, card, amount)
    return [
        {
            "type": "victory_tokens_placed",
            "seat": sid,
            "card": card["card"],
            "amount": amount,
            "card_tokens": card["tokens"],
            "vt_pool": state["vt_pool"],
        }
    ]


def do_vt_remove(state: State, action: dict[str, Any]) -> list[Event]:
    """Removed tokens are no longer placed on a card, so they are back in the pool (RULINGS Athernum 2)."""
    sid, amount = action["seat"], action["amount"]
    card = _own_card(state, sid, action["card"])
    if card["tokens"] < amount:
        raise RuleViolation(R.REMOVE_TOKENS, f"{card['card']} holds {card['tokens']} Victory Token(s), not {amount}.")
    return_tokens(state, sid, card, amount)
    return [
        {
            "type": "victory_tokens_removed",
            "seat": sid,
            "card": card["card"],
            "amount": amount,
            "card_tokens": card["tokens"],
            "vt_pool": state["vt_pool"],
        }
    ]


def do_draw(state: State, action: dict[str, Any]) -> list[Event]:
    """An effect forces a draw: "if a player must draw a card but their deck is empty, they lose the game"."""
    sid, amount = action["seat"], action["amount"]
    player = seat(state, sid)
    drawn = min(amount, player["deck"])
    player["deck"] -= drawn
    events: list[Event] = [{"type": "cards_drawn", "seat": sid, "count": drawn, "deck": player["deck"]}]
    if drawn < amount:
        events.append({"type": "deck_out", "seat": sid, "missing": amount - drawn})
        events += seat_leaves(state, sid, "deck_out")
    return events


def do_next_phase(state: State, action: dict[str, Any]) -> list[Event]:
    """Morning → Day → Evening → Night, then the next player's Morning.

    The Night "belongs to no active player"; the seat whose turn it was still moves the tracker on,
    because someone has to say when the Night's effects have resolved."""
    sid, turn = action["seat"], state["turn"]
    if turn["active_seat"] != sid:
        raise RuleViolation(R.PHASES, f"It is {turn['active_seat']}'s turn; only they end its phases.")
    if turn["step"] == "night":
        return [{"type": "phase_ended", "seat": sid, "step": "night"}, *start_turn(state, next_seat(state, sid))]
    step = TURN_STRUCTURE[TURN_STRUCTURE.index(turn["step"]) + 1]
    turn["step"] = step
    return [{"type": "phase_started", "seat": sid, "step": step}]


def do_adjust(state: State, action: dict[str, Any]) -> list[Event]:
    """A manual correction. Victory Tokens stay conserved: added ones come from the pool onto the
    target's main character, removed ones leave the main character for the pool (use vt_place /
    vt_remove for other cards)."""
    target = action["target"]
    if seat(state, target)["out"]:
        raise RuleViolation(SEAT_OUT_RULE, f"{target} is out of the game; its counters no longer change.")
    delta = action["delta"]
    if action["counter"] != "victory_tokens":
        return apply_adjust(state, action, COUNTERS)
    main = main_card(state, target)
    if main is None:
        raise RuleViolation(
            R.MAIN_CHARACTER_SLOT,
            f"{target} has no main character (it started with a location): "
            "correct tokens on a card with vt_place or vt_remove.",
        )
    if delta > state["vt_pool"]:
        raise RuleViolation(R.POOL_RULING, f"The pool holds {state['vt_pool']} Victory Token(s), not {delta}.")
    if -delta > main["tokens"]:
        raise RuleViolation(
            ADJUST_RULE, f"{target}'s main character {main['card']} holds {main['tokens']} Victory Token(s)."
        )
    events = apply_adjust(state, action, COUNTERS)
    main["tokens"] += delta
    state["vt_pool"] -= delta
    events[0].update(card=main["card"], vt_pool=state["vt_pool"])
    return events


def do_concede(state: State, action: dict[str, Any]) -> list[Event]:
    return apply_concede(state, action) + seat_leaves(state, action["seat"], "conceded")


def do_game_ending_effect(state: State, action: dict[str, Any]) -> list[Event]:
    """R.EFFECTS_END: "some cards or effects may cause immediate victory or defeat without meeting either of the
    above conditions". A victory ends the game for its target; a defeat puts its target out, and the others play on
    (a defeat that leaves one player makes them the winner, for that reason)."""
    effect, event = ending_effect(ENDING_EFFECTS, state, action)
    if effect.outcome == "win":
        return [event, *finish(state, action["target"], effect.name)]
    return [event, *seat_leaves(state, action["target"], effect.name, last_standing=effect.name)]


HANDLERS: dict[str, Handler] = {
    "command": do_command,
    "vt_card_enter": do_vt_card_enter,
    "vt_card_leave": do_vt_card_leave,
    "vt_card_turn": do_vt_card_turn,
    "vt_place": do_vt_place,
    "vt_remove": do_vt_remove,
    "play_location": do_play_location,
    "location_leave": do_location_leave,
    "draw": do_draw,
    "next_phase": do_next_phase,
    "game_ending_effect": do_game_ending_effect,
    "adjust": do_adjust,
    "concede": do_concede,
}
