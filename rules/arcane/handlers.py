"""What each Chronicles of Arcane action does. Every handler works on the fresh copy ``apply`` made, checks the
rules first and raises ``RuleViolation`` before changing anything it would have to undo."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.arcane import rules_text as r
from rules.arcane.actions import COUNTERS
from rules.arcane.checks import ensure_active_player, ensure_draw_settled, ensure_phase, ensure_started
from rules.arcane.domains import banish_counter, domain_enter, domain_leave
from rules.arcane.state import (
    ESSENCES_PER_TURN,
    HAND_SIZE,
    MAX_MULLIGANS,
    PHASES,
    after_seat_left,
    begin_game_if_all_kept,
    draw_due,
    eliminate,
    next_in_game,
    start_turn,
    started,
)
from rules.base import ActionInvalid, Event, RuleViolation, State
from rules.common import apply_adjust, apply_concede, ensure_in_game, seat

Handler = Callable[[State, dict[str, Any]], list[Event]]


# ---- life -----------------------------------------------------------------------------------------------------


def life(state: State, action: dict[str, Any]) -> list[Event]:
    if action["delta"] == 0:
        raise ActionInvalid({"delta": ["Must not be 0."]})
    # Any player may report it whoever's turn it is: Lifedrain on a blocker and Traps ("Cards with Trap can be
    # played at any time") change Life outside their owner's turn. Reported during set-up, it begins the game
    # (Tracker.close_opening): no Life changes before the game begins.
    ensure_started(state)
    ensure_in_game(state, action["target"])
    target = seat(state, action["target"])
    before = target["life"]
    # Life has no upper limit (Glossary: "Life can be healed above the starting value"; RULINGS 1) and stops at
    # 0: "reduce the Life of your opponent Player(s) to 0". Damage beyond that is recorded as requested.
    after = max(0, before + action["delta"])
    target["life"] = after
    events: list[Event] = [
        {
            "type": "life_changed",
            "seat": action["seat"],
            "target": action["target"],
            "delta": after - before,
            "requested": action["delta"],
            "from": before,
            "to": after,
        }
    ]
    if after == 0:
        events += eliminate(state, action["target"], "life")
    return events


# ---- the turn: draw, essence, phases -------------------------------------------------------------------------


def draw(state: State, action: dict[str, Any]) -> list[Event]:
    ensure_started(state)
    ensure_active_player(state, action["seat"], "draw the card of the Start of Turn")
    ensure_phase(state, "start_of_turn", r.START_DRAW, "The turn's card is drawn")
    if not draw_due(state):
        # RULINGS Chronicles of Arcane 3.
        raise RuleViolation(
            r.FIRST_PLAYER_NO_DRAW, f"{action['seat']} started the game and does not draw on their first turn."
        )
    if state["turn"]["drawn"]:
        raise RuleViolation(r.START_DRAW, f"{action['seat']} has already drawn the card of this Start of Turn.")
    state["turn"]["drawn"] = True
    if action.get("deck_empty"):
        # RULINGS Chronicles of Arcane 5: running out of cards is not a loss; the player plays on.
        return [{"type": "draw_skipped", "seat": action["seat"], "reason": "deck_empty", "rule": r.EMPTY_DECK.id}]
    return [{"type": "card_drawn", "seat": action["seat"], "cards": 1}]


def essence(state: State, action: dict[str, Any]) -> list[Event]:
    ensure_started(state)
    ensure_active_player(state, action["seat"], "place an Essence card")
    # RULINGS Chronicles of Arcane 4: one Essence card a turn, in the Action Phase.
    ensure_phase(state, "action", r.ESSENCE_IN_ACTION_PHASE, "An Essence card is placed")
    turn = state["turn"]
    granted_by = action.get("granted_by")
    # Notes: card text takes priority, "if a card says that you may play an extra Essence in a turn, you may play
    # one more". The tracker cannot see cards, so the extra one is taken only when a card is named, and recorded.
    bonus = turn["essences_placed"] >= ESSENCES_PER_TURN
    if bonus and not granted_by:
        raise RuleViolation(
            r.ONE_ESSENCE,
            f"{action['seat']} has already placed an Essence card this turn; another "
            "one needs a card whose text allows it (name it in granted_by).",
        )
    if bonus:
        turn["bonus_essences"] += 1
    else:
        turn["essences_placed"] += 1
    s = seat(state, action["seat"])
    s["essences"] += 1
    event: Event = {"type": "essence_placed", "seat": action["seat"], "essences": s["essences"], "bonus": bonus}
    if bonus:
        event["granted_by"] = granted_by
        event["rule"] = r.CARD_TEXT_PRIORITY.id
    return [event]


def next_phase(state: State, action: dict[str, Any]) -> list[Event]:
    ensure_started(state)
    ensure_active_player(state, action["seat"], "move to the next phase")
    step = state["turn"]["step"]
    if step == PHASES[-1]:
        raise RuleViolation(r.PHASE_ORDER, "The End of Turn is the last phase; report pass_turn to end the turn.")
    ensure_draw_settled(state, action["seat"])
    new_step = PHASES[PHASES.index(step) + 1]
    state["turn"]["step"] = new_step
    return [{"type": "phase_changed", "seat": action["seat"], "from": step, "to": new_step}]


def pass_turn(state: State, action: dict[str, Any]) -> list[Event]:
    # "Phases must be completed in order": the Start of Turn draw is the only part the tracker can hold the player
    # to; Combat is optional and the rest of the phases hold nothing it can check, so ending the turn from any
    # later phase completes them in order.
    ensure_started(state)
    ensure_active_player(state, action["seat"], "end the turn")
    ensure_draw_settled(state, action["seat"])
    turn = state["turn"]
    events: list[Event] = [
        {"type": "turn_ended", "seat": action["seat"], "number": turn["number"], "from": turn["step"]}
    ]
    return events + start_turn(state, next_in_game(state, action["seat"]))


# ---- set-up: mulligans ----------------------------------------------------------------------------------------


def _ensure_pre_game(state: State, seat_id: str) -> dict[str, Any]:
    if started(state):
        raise RuleViolation(
            r.MULLIGAN_BEFORE_START, "The game has begun; mulligans and keeping a hand happen before the first turn."
        )
    s = seat(state, seat_id)
    if s["kept"]:
        raise RuleViolation(r.MULLIGAN, f"{seat_id} has already kept their hand.")
    return s


def mulligan(state: State, action: dict[str, Any]) -> list[Event]:
    s = _ensure_pre_game(state, action["seat"])
    if s["mulligans"] >= MAX_MULLIGANS:
        raise RuleViolation(
            r.MULLIGAN_RETURN,
            f"{action['seat']} has taken {s['mulligans']} Mulligans: another "
            f"would mean returning {s['mulligans'] + 1} cards from a hand of {HAND_SIZE}.",
        )
    s["mulligans"] += 1
    return [
        {
            "type": "mulligan_taken",
            "seat": action["seat"],
            "mulligans": s["mulligans"],
            "draw": HAND_SIZE,
            "return_cards": s["mulligans"],
        }
    ]


def keep(state: State, action: dict[str, Any]) -> list[Event]:
    s = _ensure_pre_game(state, action["seat"])
    s["kept"] = True
    events: list[Event] = [
        {
            "type": "hand_kept",
            "seat": action["seat"],
            "mulligans": s["mulligans"],
            "hand_size": HAND_SIZE - s["mulligans"],
            "implied": False,
        }
    ]
    return events + begin_game_if_all_kept(state)


# ---- adjust and concede -----------------------------------------------------------------------------------------


def adjust(state: State, action: dict[str, Any]) -> list[Event]:
    ensure_in_game(state, action["target"])
    events = apply_adjust(state, action, COUNTERS)
    if action["counter"] == "life" and seat(state, action["target"])["life"] == 0:
        events += eliminate(state, action["target"], "life")
    return events


def concede(state: State, action: dict[str, Any]) -> list[Event]:
    return apply_concede(state, action) + after_seat_left(state, action["seat"])


HANDLERS: dict[str, Handler] = {
    "life": life,
    "draw": draw,
    "essence": essence,
    "domain_enter": domain_enter,
    "banish_counter": banish_counter,
    "domain_leave": domain_leave,
    "mulligan": mulligan,
    "keep": keep,
    "next_phase": next_phase,
    "pass_turn": pass_turn,
    "adjust": adjust,
    "concede": concede,
}
