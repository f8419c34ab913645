"""Who acts now, every legal body for a seat, and — for a refused body — the rule that refuses it.

``apply`` accepts exactly the bodies listed here, so the list and the checks can never disagree; ``diagnose``
only chooses which rule to quote.
"""

from __future__ import annotations

from typing import Any

from rules.base import Action, Rule, RuleViolation, State
from rules.oversoul import rules_text as R
from rules.oversoul.engine import battle as bt
from rules.oversoul.engine import board as bd
from rules.oversoul.engine import cards as cd
from rules.oversoul.engine import choices as chs
from rules.oversoul.engine import energy as en
from rules.oversoul.engine import play, stats
from rules.oversoul.engine import texts as t
from rules.oversoul.engine import windows as wn
from rules.oversoul.engine.kwtexts import KEYWORDS as KW
from rules.oversoul.engine.rulings import PHASE_WINDOWS, PRIORITY, STANDING_PASS
from rules.oversoul.engine.state import SEATS, defn, other, seat


def context(state: State) -> str:
    """What the game waits for: first, opening, choice, priority, rescue, guard, window or main."""
    phase: str = state["phase"]
    if phase != "play":
        return phase
    if state["choice"] is not None:
        return "choice"
    if state["chain"]:
        return "priority"
    if state.get("rescue") is not None:
        return "rescue"
    if state["battle"] is not None:
        return "guard"
    if state.get("window") is not None:
        return "window"
    return "main"


def to_act(state: State) -> list[str]:
    if state["status"] != "active":
        return []
    ctx = context(state)
    if ctx == "first":
        return [state["chooser"]]
    if ctx == "opening":
        return [s["seat"] for s in state["seats"] if s["opening"] is None]
    if ctx == "choice":
        return [state["choice"]["seat"]]
    if ctx == "priority":
        return [state["priority"]]
    if ctx == "rescue":
        return [state["rescue"]]
    if ctx == "guard":
        return [other(state["battle"]["seat"])]
    if ctx == "window":
        return [state["window"]["seat"]]
    return [state["turn"]["active_seat"]]


def legal_actions(state: State, sid: str) -> list[Action]:
    if state["status"] != "active" or sid not in SEATS:
        return []
    concede: list[Action] = [{"type": "concede", "seat": sid}]
    if wn.standing(state, sid) is not None:  # STANDING_PASS: cancelled at any time, like conceding
        concede.insert(0, {"type": "stop_passing", "seat": sid})
    if sid not in to_act(state):
        return concede
    ctx = context(state)
    out: list[Action]
    if ctx == "first":
        out = [{"type": "choose_first", "seat": sid, "first": f} for f in SEATS]
    elif ctx == "opening":
        s = seat(state, sid)
        out = [{"type": "mulligan", "seat": sid, "card": u} for u in s["hand"] if u not in s["marked"]]
        out.append({"type": "keep", "seat": sid})
    elif ctx == "choice":
        out = chs.moves(state, sid)
    elif ctx == "guard":
        out = [{"type": "guard", "seat": sid, "card": u} for u in bt.guards(state)]
        out += [*wn.pass_moves(state, sid), *play.response_moves(state, sid)]
    elif ctx in ("priority", "rescue", "window"):
        out = [*wn.pass_moves(state, sid), *play.response_moves(state, sid)]
    else:
        out = play.main_moves(state, sid)
    return out + concede


def _refuse(rule: Rule, detail: str) -> RuleViolation:
    return RuleViolation(rule, detail)


def diagnose(state: State, a: Action) -> RuleViolation:
    """The most telling rule an action not in ``legal_actions`` breaks (``Engine.apply`` has seen the game on and
    the seat in it)."""
    sid, kind = a["seat"], a["type"]
    ctx = context(state)
    if ctx == "first":
        return _refuse(R.FIRST_PLAYER, f"{state['chooser']} (the lower-HP Leader's player) chooses who goes first.")
    if ctx == "opening":
        return _refuse(R.OPENING_REPLACE, "Both players first decide their opening hands (mulligan cards, then keep).")
    if kind == "stop_passing":
        return _refuse(STANDING_PASS, "You are not passing until later.")
    waiting = to_act(state)
    if sid not in waiting:
        if ctx == "choice":
            return _refuse(R.PHASES, f"The game waits for {waiting[0]} to choose.")
        if ctx == "priority":
            return _refuse(PRIORITY, f"{waiting[0]} holds priority in the Timeshift.")
        if ctx == "guard":
            return _refuse(t.GUARD_SELECTION, f"{waiting[0]} is choosing whether to Guard.")
        if ctx == "window":
            return _refuse(PHASE_WINDOWS, f"{waiting[0]} holds priority between the phases.")
        return _refuse(R.PHASES, f"It is {waiting[0]}'s Action Phase.")
    if a.get("generate") is not None:
        bare = {k: v for k, v in a.items() if k != "generate"}
        cost = en.cost_of(state, a)
        problem = None if cost is None else en.payment_problem(state, sid, cost, list(a["generate"]))
        if problem is not None and bare in legal_actions(state, sid):
            return _refuse(*problem)  # the move is legal; its payment does not pay
    if kind in ("choose", "decline"):
        return _refuse(R.PHASES, "Choose one of the listed options." if ctx == "choice" else "Nothing to choose now.")
    if ctx == "choice":
        return _refuse(R.PHASES, "Finish the pending choice first (choose one of the listed options).")
    if kind == "guard":
        return _refuse(t.GUARD_SELECTION, "Only an Activated GUARD card of yours may Guard an Attack on you.")
    if kind == "activate":
        return _activate_problem(state, a, ctx)
    if kind == "attack":
        return _attack_problem(state, a, ctx)
    if kind == "end_phase":
        if ctx != "main":
            return _refuse(R.PHASES, "Only the turn player ends their Action Phase, with nothing else going on.")
        if play.berserk_waiting(state, sid):
            return _refuse(KW["BERSERK"], "A BERSERK Unit of yours must Attack this turn before it ends.")
        return _refuse(R.RETURN_AND_DRAW, "Returning 3 cards needs a card in your hand, Idle Zone and Unit/Event Zone.")
    if kind == "prepare":
        if ctx != "main":
            return _refuse(t.PREPARE, "Cards are Prepared during your own Action Phase.")
        if en.available(state, sid) < 1:
            return _refuse(t.PREPARE, "Preparing Consumes 1 ENERGY and you have none.")
        return _refuse(t.ZONES_FULL, "Prepare a card from your hand into an empty zone of its kind.")
    if kind == "use":
        return _use_problem(state, a, ctx)
    if kind == "pass":
        if a.get("until") == "my_turn":
            return _refuse(STANDING_PASS, "Passing until your own turn is offered outside your own turn.")
        return _refuse(PRIORITY, "There is nothing to pass on now; end your Action Phase instead.")
    return _refuse(R.PHASES, "That move is not possible now.")


def _activate_problem(state: State, a: Action, ctx: str) -> RuleViolation:
    sid, uid = a["seat"], str(a.get("card"))
    s = seat(state, sid)
    rec = state["board"].get(uid)
    if uid not in s["hand"] and not (rec and rec["ctrl"] == sid and (rec["down"] or uid == s["leader"])):
        return _refuse(R.ACTIVATE, "Activate a card from your hand, one of your Prepared cards, or your Leader.")
    card = defn(state, uid)
    if uid == s["leader"]:
        if ctx != "main":
            return _refuse(t.LEADER_ACTIVATION, "A Leader is Activated during its own Action Phase.")
        if s["rank"] < 5:
            return _refuse(t.LEADER_ACTIVATION, f"The Leader is RANK {s['rank']}; it is Activated at RANK V.")
    elif card["rank"] > s["rank"]:
        return _refuse(t.RANK_LIMIT, f"A RANK {card['rank']} card needs your Leader at RANK {card['rank']} or more.")
    if rec is not None and rec["down"]:
        if rec["since"] >= state["turn"]["number"]:
            return _refuse(t.PREPARE_WAIT, "That card was Prepared this turn.")
        if rec["exposed"]:
            return _refuse(t.EXPOSE, "That card was Exposed; it can't be Activated until the next Cycle Phase.")
    role = cd.event_role(card) if card["type"] == "event" else None
    if uid in s["hand"] and role == "COUNTER":
        return _refuse(t.COUNTER_EVENT, "A COUNTER Event is Prepared before it is Activated.")
    if role == "PERFECT" and not play.perfect_open(state):
        return _refuse(t.PERFECT_EVENT, "No card with a PERFECT* Ability is Active on either board.")
    if ctx != "main" and role == "CAST":
        return _refuse(t.CAST_LAW, "A CAST Event is Activated in your own Action Phase with no Timeshift open.")
    if ctx != "main" and role not in ("QUICK", "PERFECT") and uid in s["hand"]:
        return _refuse(t.TIMESHIFT, "Only QUICK and PERFECT Events, Prepared cards and QUICK Abilities respond.")
    if card["energy"] > 0 and s["plus_activated"]:
        return _refuse(t.PLUS_LIMIT, "You have already Activated a +card this turn.")
    cost = en.activation_cost(state, sid, uid)
    if card["energy"] < 0 and cost > en.available(state, sid):
        return _refuse(t.CONSUME, f"Activating it Consumes {cost} ENERGY; {sid} has {en.available(state, sid)}.")
    if card["type"] == "construct":
        return _refuse(t.CONSTRUCT_ATTACH, "Attach a Construct to an Active card of yours of its Role (host).")
    if a.get("zone") is not None and a["zone"] not in bd.free_zones(
        state, sid, "unit" if a["zone"][0] == "u" else "event"
    ):
        return _refuse(t.ZONES_FULL, f"Zone {a['zone']} is not empty.")
    return _refuse(R.ACTIVATE, "Give a free zone of its kind (Units, BOARD Events) or a legal Selection.")


def _attack_problem(state: State, a: Action, ctx: str) -> RuleViolation:
    sid, att, tgt = a["seat"], str(a.get("attacker")), str(a.get("target"))
    if ctx != "main" or state["turn"]["step"] != "action":
        return _refuse(t.ATTACK_DECLARE, "Attacks are declared in your own Action Phase.")
    rec = state["board"].get(att)
    if rec is None or rec["ctrl"] != sid or bd.kind(state, att) != "unit":
        return _refuse(t.ONLY_UNITS_ATTACK, "Only your Units on the board Attack.")
    if rec["exh"]:
        return _refuse(t.EXHAUST, "That Unit is Exhausted.")
    if stats.spd(state, att) < 2:
        return _refuse(t.ATTACK, f"That Unit has {stats.spd(state, att)} SPD.")
    target = state["board"].get(tgt)
    if target is None or target["ctrl"] == sid or target["on"] is not None:
        return _refuse(t.ATTACK, "Select a card on the opposing board.")
    kws = stats.keywords(state, tgt)
    if "VEILED" in kws or "HYPER-VEILED" in kws:
        return _refuse(KW["VEILED"], "A VEILED card can't be Selected by opposing Attacks.")
    if "AVIAN" in kws and stats.spd(state, att) < stats.spd(state, tgt):
        return _refuse(KW["AVIAN"], "An AVIAN card can't be Attacked by Units with lower SPD.")
    if rec["since"] == state["turn"]["number"]:
        return _refuse(
            t.SPD_ENTER, f"That Unit Entered this turn; with {stats.spd(state, att)} SPD it can't Attack that."
        )
    return _refuse(t.ATTACK, "That card can't be Attacked.")


def _use_problem(state: State, a: Action, ctx: str) -> RuleViolation:
    uid = str(a.get("card"))
    found: dict[str, Any] | None = stats.ability(state, uid, str(a.get("ability"))) if uid in state["board"] else None
    if found is None:
        return _refuse(t.ROLE_ABILITIES, "That card has no such Ability in use now.")
    law = found.get("law")
    if law in ("CAST", "HONEST") and ctx != "main":
        return _refuse(t.CAST_LAW, "A CAST Ability is used in your own Action Phase with no Timeshift open.")
    if f"turn:{uid}:{a.get('ability')}" in state["once"] or f"game:{uid}:{a.get('ability')}" in state["once"]:
        return _refuse(t.ONCE, "That Ability has already been used.")
    return _refuse(t.CONSUME, "That Ability's Cost can't be paid now, or its Selection is not legal.")
