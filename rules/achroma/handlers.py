"""What each Achroma action does to a state copy. Every handler checks its rules first and raises
``RuleViolation`` naming the rule; it may then change ``state`` freely, because ``apply`` hands it a copy."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.achroma import rules_text as r
from rules.achroma.actions import COUNTERS
from rules.achroma.state import (
    DEPLOY_LIMIT,
    STEPS,
    TRADE_LIMIT,
    change_shards,
    drain_steal_open,
    is_active_seat,
    pass_to_next,
    prevent_left,
)
from rules.base import ActionInvalid, Event, Rule, RuleViolation, State
from rules.common import apply_adjust, apply_concede, seat

Handler = Callable[[State, dict[str, Any]], list[Event]]


def _ensure_own_turn(state: State, seat_id: str, doing: str) -> None:
    active = state["turn"]["active_seat"]
    if not is_active_seat(state, seat_id):
        raise RuleViolation(r.ACTIVE_PLAYER, f"It is {active}'s turn: {seat_id} cannot {doing} now.")


def _use_step_choice(state: State, seat_id: str, choice: str) -> str:
    """The Start step and the End step each allow one Draw or one TRADE (RULINGS Achroma 4)."""
    step: str = state["turn"]["step"]
    if step not in ("start", "end"):
        hint = " (a TRADE granted by a card ability is a bonus trade)" if choice == "trade" else ""
        raise RuleViolation(
            r.START_STEP, f"A {choice} is made in the Start or End step, and it is the {step.title()} step{hint}."
        )
    rule = r.START_STEP if step == "start" else r.END_STEP
    done = state["this_turn"][f"{step}_step"]
    if done is not None:
        raise RuleViolation(
            rule, f"{seat_id} already chose to {done} in this {step.title()} step: only one Draw or TRADE is allowed."
        )
    state["this_turn"][f"{step}_step"] = choice
    return step


def do_draw(state: State, a: dict[str, Any]) -> list[Event]:
    _ensure_own_turn(state, a["seat"], "draw")
    step = _use_step_choice(state, a["seat"], "draw")
    return [{"type": "drew", "seat": a["seat"], "step": step}]


def do_trade(state: State, a: dict[str, Any]) -> list[Event]:
    _ensure_own_turn(state, a["seat"], "TRADE")
    value, bonus = a["value"], a.get("bonus", False)
    turn = state["this_turn"]
    if bonus:
        # r.BONUS_TRADE; RULINGS Achroma 4: bonus trades count neither against nor toward the limit, at any time
        # in your turn ("TRADE additional times in your turn").
        gained = value
    else:
        _use_step_choice(state, a["seat"], "trade")
        # r.TRADE_REMAINDER: a card worth more than what is left is still traded and gains only the remainder —
        # which is 0 once the limit is used up (the card is still discarded, so the trade is still recorded).
        gained = min(value, TRADE_LIMIT - turn["trade_shards"])
        turn["trade_shards"] += gained
    before, after = change_shards(state, a["seat"], gained)
    event: Event = {
        "type": "traded",
        "seat": a["seat"],
        "value": value,
        "gained": gained,
        "bonus": bonus,
        "step": state["turn"]["step"],
        "trade_shards": turn["trade_shards"],
        "from": before,
        "to": after,
    }
    if gained < value:
        event["rule"] = r.TRADE_REMAINDER.id
    return [event]


def do_deploy(state: State, a: dict[str, Any]) -> list[Event]:
    _ensure_own_turn(state, a["seat"], "Deploy")
    card_type, cost, free = a["card_type"], a["cost"], a.get("free", False)
    step = state["turn"]["step"]
    if free and cost != 0:
        raise ActionInvalid({"cost": ["A card Deployed for free costs 0 shards."]})
    # r.DEPLOY_STEP. A card Deployed for free comes from another card's ability, which sets its own timing (SECRET:
    # "Immediately at the very start of your turn ... Deploy them for free"), so the Main-step rule binds paid
    # deploys only.
    if not free and card_type != "action" and step != "main":
        raise RuleViolation(
            r.DEPLOY_STEP,
            f"A {card_type} may only be Deployed in the Main step, and it is the {step.title()} step "
            "(only Actions may be Deployed at any time in your turn).",
        )
    turn = state["this_turn"]
    if not free:
        # RULINGS Achroma 5: free deploys don't count; a card whose cost was reduced to 0 does.
        if turn["deploys"] >= DEPLOY_LIMIT:
            raise RuleViolation(
                r.DEPLOY_LIMIT,
                f"{a['seat']} has already Deployed {DEPLOY_LIMIT} cards this turn (cards Deployed for free don't "
                "count).",
            )
        bank = seat(state, a["seat"])["shards"]
        if cost > bank:
            raise RuleViolation(
                r.DEPLOY_PAYMENT, f"The card costs {cost} shards but {a['seat']}'s bank holds only {bank}."
            )
        turn["deploys"] += 1
    # Paying the whole bank is allowed and puts the player out (RULINGS Achroma 6): settle() sees to it.
    before, after = change_shards(state, a["seat"], -cost)
    return [
        {
            "type": "deployed",
            "seat": a["seat"],
            "card_type": card_type,
            "cost": cost,
            "free": free,
            "deploys": turn["deploys"],
            "from": before,
            "to": after,
        }
    ]


def _ensure_timing(state: State, a: dict[str, Any], verb: str) -> None:
    """In your own turn at any step; in another player's turn only as a DISPOSE Reaction (r.DISPOSE_REACTION:
    "During an opponent's turn, each time they declare they are Deploying a card, using an ability ... or declaring
    an attack, you may use DISPOSE once as Reaction"). The tracker cannot see the declaration; the flag says the
    reacting player's DISPOSE did it, and the history shows it as a Reaction."""
    if not a.get("reaction"):
        _ensure_own_turn(state, a["seat"], verb)
    elif is_active_seat(state, a["seat"]):
        raise RuleViolation(
            r.DISPOSE_REACTION,
            f"A Reaction is made in another player's turn; in {a['seat']}'s own turn DISPOSE is used at any time "
            f"and its {verb} reported without reaction.",
        )


def _as_reaction(state: State, event: Event, a: dict[str, Any]) -> Event:
    """Recorded as a Reaction: the flag, whose turn it happened in, and the rule that allows it."""
    if a.get("reaction"):
        event.update(reaction=True, during_turn_of=state["turn"]["active_seat"], rule=r.DISPOSE_REACTION.id)
    return event


def do_gain(state: State, a: dict[str, Any]) -> list[Event]:
    # Gains come from the Resolve step's Achroma effects but also from 'ACTION:' effects right after a Deploy
    # (Actions may be Deployed any time in your turn), so any step of your own turn is accepted.
    _ensure_timing(state, a, "Gain")
    before, after = change_shards(state, a["seat"], a["amount"])
    event: Event = {"type": "gained", "seat": a["seat"], "amount": a["amount"], "from": before, "to": after}
    return [_as_reaction(state, event, a)]


def _take(state: State, a: dict[str, Any], verb: str, rule: Rule) -> list[Event]:
    """A Drain or a Steal: one opponent (r.ONE_OPPONENT), their Prevent first, never below 0."""
    me, target_id, amount = a["seat"], a["target"], a["amount"]
    _ensure_timing(state, a, verb)
    if target_id == me:
        raise RuleViolation(rule, f"A {verb} targets another player; {me} cannot {verb} from their own bank.")
    target = seat(state, target_id)
    if target["out"]:
        raise RuleViolation(r.OUT_OF_GAME, f"{target_id} is out of the game; {verb} from a player still in it.")
    if not drain_steal_open(state, me):
        waiting = [s["seat"] for s in state["seats"] if s["seat"] != me and not s["out"] and not s["had_turn"]]
        raise RuleViolation(
            r.FIRST_TURNS,
            f"No Drain or Steal until every other player has had a first turn; {', '.join(waiting)} has not yet.",
        )
    # RULINGS Achroma 2: the target's Prevent budget for this turn is used up first, the rest leaves the bank.
    prevented = min(prevent_left(target), amount)
    target["prevent_used"] += prevented
    # RULINGS Achroma 1: only what is in the bank can leave it; a Steal gives exactly what the target lost.
    t_before, t_after = change_shards(state, target_id, -(amount - prevented))
    lost = t_before - t_after
    event: Event = {
        "type": "drained" if verb == "Drain" else "stole",
        "seat": me,
        "target": target_id,
        "amount": amount,
        "prevented": prevented,
        "lost": lost,
        "target_from": t_before,
        "target_to": t_after,
    }
    if verb == "Steal":
        before, after = change_shards(state, me, lost)
        event.update({"from": before, "to": after})
    return [_as_reaction(state, event, a)]


def do_drain(state: State, a: dict[str, Any]) -> list[Event]:
    return _take(state, a, "Drain", r.DRAIN)


def do_steal(state: State, a: dict[str, Any]) -> list[Event]:
    return _take(state, a, "Steal", r.STEAL)


def do_set_prevent(state: State, a: dict[str, Any]) -> list[Event]:
    # Any time, by the seat whose Canvas it is: Prevent cards arrive in its turn but can be Erased or FROZEN in
    # anyone's. What is already used this turn stays used (r.PREVENT: "once per player turn").
    s = seat(state, a["seat"])
    before = s["prevent"]
    s["prevent"] = a["amount"]
    return [{"type": "prevent_set", "seat": a["seat"], "amount": a["amount"], "from": before, "left": prevent_left(s)}]


def do_next_step(state: State, a: dict[str, Any]) -> list[Event]:
    _ensure_own_turn(state, a["seat"], "change the step")
    step = state["turn"]["step"]
    if step == STEPS[-1]:
        raise RuleViolation(r.PASS_TURN, "The End step is the last step: pass the turn instead.")
    new = STEPS[STEPS.index(step) + 1]
    state["turn"]["step"] = new
    return [{"type": "step_changed", "seat": a["seat"], "from": step, "to": new}]


def do_pass_turn(state: State, a: dict[str, Any]) -> list[Event]:
    _ensure_own_turn(state, a["seat"], "pass the turn")
    step = state["turn"]["step"]
    if step != STEPS[-1]:
        raise RuleViolation(
            r.STEP_ORDER, f"It is the {step.title()} step: the steps are completed in order before the turn passes."
        )
    return pass_to_next(state)


def _ensure_undecided(state: State, seat_id: str) -> dict[str, Any]:
    if not state.get("opening"):
        raise RuleViolation(
            r.MULLIGAN, "The opening hands are settled: the first turn action has been made (undecided players kept)."
        )
    s = seat(state, seat_id)
    if s.get("opening_hand") is not None:
        done = "took the mulligan (the second hand is final)" if s["opening_hand"] == "mulligan" else "kept"
        raise RuleViolation(r.MULLIGAN, f"{seat_id} already {done}.")
    return s


def do_mulligan(state: State, a: dict[str, Any]) -> list[Event]:
    _ensure_undecided(state, a["seat"])["opening_hand"] = "mulligan"
    return [{"type": "mulligan_taken", "seat": a["seat"], "cards": 5, "rule": r.MULLIGAN.id}]


def do_keep(state: State, a: dict[str, Any]) -> list[Event]:
    _ensure_undecided(state, a["seat"])["opening_hand"] = "kept"
    return [{"type": "hand_kept", "seat": a["seat"], "implied": False}]


def close_opening(state: State) -> list[Event]:
    """The first turn action: every player still in the game who has not decided kept their first hand."""
    state["opening"] = False
    events: list[Event] = []
    for s in state["seats"]:
        if s.get("opening_hand") is None and not s["out"]:
            s["opening_hand"] = "kept"
            events.append({"type": "hand_kept", "seat": s["seat"], "implied": True, "rule": r.MULLIGAN.id})
    return events


def do_adjust(state: State, a: dict[str, Any]) -> list[Event]:
    # A bank that is out stays out (r.OUT_OF_GAME): a correction cannot bring a player back into the game.
    if seat(state, a["target"])["out"]:
        raise RuleViolation(r.OUT_OF_GAME, f"{a['target']} is out of the game; its bank no longer changes.")
    return apply_adjust(state, a, COUNTERS)


def do_concede(state: State, a: dict[str, Any]) -> list[Event]:
    return apply_concede(state, a)


HANDLERS: dict[str, Handler] = {
    "mulligan": do_mulligan,
    "keep": do_keep,
    "draw": do_draw,
    "trade": do_trade,
    "deploy": do_deploy,
    "gain": do_gain,
    "drain": do_drain,
    "steal": do_steal,
    "set_prevent": do_set_prevent,
    "next_step": do_next_step,
    "pass_turn": do_pass_turn,
    "adjust": do_adjust,
    "concede": do_concede,
}
