"""Who acts now, every legal body for a seat, and — for a refused body — the rule that refuses it.

``apply`` accepts exactly the bodies listed here (any copy of a hand card for its first copy), so the list and the
checks never disagree; ``diagnose`` only chooses which rule to quote.
"""

from __future__ import annotations

from rules.athernum.engine import activation, combat, play
from rules.athernum.engine import state as st
from rules.athernum.engine import texts as t
from rules.athernum.engine import windows as wn
from rules.base import Action, Rule, RuleViolation, State
from rules.common import seat


def to_act(state: State) -> list[str]:
    if state["status"] != "active":
        return []
    if state["phase"] == "start":
        return [s["seat"] for s in state["seats"] if not s["out"] and s["start"] is None]
    if state["choice"] is not None:
        return [state["choice"]["seat"]]
    w = state["window"]
    if w is not None and w["queue"]:
        return [w["queue"][0]]
    c = state["combat"]
    if c is not None:
        return [c["defending"]]
    return [state["turn"]["active_seat"]]


def legal_actions(state: State, sid: str) -> list[Action]:
    if state["status"] != "active" or sid not in {s["seat"] for s in state["seats"]} or seat(state, sid)["out"]:
        return []
    concede: list[Action] = [*wn.gen_stop(state, sid), {"type": "concede", "seat": sid}]
    if sid not in to_act(state):
        return concede
    if state["phase"] == "start":
        labels = sorted(state["start_labels"][sid].values())
        return [{"type": "choose_start", "seat": sid, "card": label} for label in labels] + concede
    if state["choice"] is not None:
        return activation.gen_choice(state, sid) + concede
    if state["window"] is not None:
        # t.EVENING, t.NIGHT: "No other actions may be taken", "No one holds priority": only passes then
        quiet = state["turn"]["step"] in ("evening", "night")
        return wn.gen_pass(state, sid) + ([] if quiet else activation.gen_reveal(state, sid)) + concede
    if state["combat"] is not None:
        return combat.gen_defence(state, sid) + concede
    if state["turn"]["step"] == "combat":
        return combat.gen_attacks(state, sid) + concede
    return play.gen_day(state, sid) + activation.gen_day(state, sid) + concede


# ---- diagnosis -------------------------------------------------------------------------------------------------------


def _no(rule: Rule, detail: str) -> RuleViolation:
    return RuleViolation(rule, detail)


def diagnose(state: State, a: Action) -> RuleViolation:
    """The most telling rule an action not in ``legal_actions`` breaks (``Engine.apply`` has seen the game on and
    the seat in it)."""
    sid, kind = a["seat"], a["type"]
    waiting = to_act(state)
    if state["phase"] == "start":
        if kind == "choose_start" and sid in waiting:
            return _no(t.STARTING_CARD, "Choose one of your starting options (a card with a Victory Token field).")
        return _no(t.START_FACE_DOWN, "Every player first chooses a starting card.")
    if kind == "choose_start":
        return _no(t.STARTING_CARD, "The starting cards are already chosen.")
    if kind == "stop_passing":
        return _no(t.STACK_RESOLVES, f"{sid} has no standing pass to stop.")
    if state["choice"] is not None:
        if sid in waiting:
            return _no(t.TRIGGERED, "Answer the ability's question with one of the listed options.")
        return _no(t.STACK_RESOLVES, f"The game waits for {waiting[0]} to answer an ability's question.")
    if kind == "choose":
        return _no(t.TRIGGERED, "No ability waits for an answer.")
    if kind == "reveal":
        return _no(t.REVEAL, "Reveal a face-down item attached to one of your characters, when you have priority.")
    if state["window"] is not None:
        if sid in waiting:
            return _no(t.STACK_OPEN, "The stack is open: only a response (for now, a pass).")
        return _no(t.STACK_RESOLVES, f"The game waits for {waiting[0]} to respond or pass.")
    if kind == "pass":
        return _no(t.STACK_RESOLVES, "There is nothing on the stack to respond to.")
    c = state["combat"]
    if c is not None:
        if sid in waiting:
            return _no(t.DEFENDER, "Assign a non-exhausted character other than the target, or no defender.")
        return _no(t.DEFENDER, f"The game waits for {c['defending']} to assign a defender.")
    if kind in ("assign_defender", "no_defender"):
        return _no(t.DEFENDER, "No attack waits for a defender.")
    if state["turn"]["active_seat"] != sid:
        return _no(t.DAY_EMPTY_STACK, f"It is {state['turn']['active_seat']}'s turn.")
    if state["turn"]["step"] == "combat":
        if kind == "attack":
            return _attack_problem(state, a)
        return _no(t.COMBAT_PHASE, "In the Combat Phase: attack, or end the combat.")
    return _day_problem(state, a)


def _attack_problem(state: State, a: Action) -> RuleViolation:
    att, tgt = a.get("attacker"), a.get("target")
    if att not in st.characters(state, a["seat"]):
        return _no(t.ATTACKER, "Attack with a character you control.")
    if not state["board"][att]["up"]:
        return _no(t.ATTACKER, "An exhausted character cannot attack.")
    if tgt in state["board"] and not state["board"][tgt]["up"]:
        return _no(t.FACE_DOWN_VALUES, "A face-down character has no values to fight with: it is no target.")
    return _no(t.TARGET, "Target a face-up character of an opponent.")


def _day_problem(state: State, a: Action) -> RuleViolation:
    sid, kind = a["seat"], a["type"]
    s, turn = seat(state, sid), state["turn"]
    if kind in ("attack", "end_combat"):
        return _no(t.COMBAT_PHASE, "Enter the Combat Phase first.")
    if kind == "combat":
        if turn["number"] <= 1:
            return _no(t.COMBAT_PHASE, "No combat on the first turn of the game.")
        return _no(t.COMBAT_PHASE, "The Combat Phase comes once a turn.")
    need = {"draw": 1, "generate": 1, "place_victory_token": 2}.get(kind)
    if need is not None and s["command_tokens"] < need:
        return _no(t.COSTS_PAID, f"{sid} has {s['command_tokens']} Command Token(s); this needs {need}.")
    if kind == "generate":
        if turn["resource_used"]:
            return _no(t.COMMAND_RESOURCE, "A resource is generated once a turn.")
        return _no(t.FACE_DOWN_VALUES, "Without a face-up main character there is no faction to generate.")
    if kind == "place_victory_token":
        if turn["victory_token_used"]:
            return _no(t.COMMAND_VICTORY_TOKEN, "A Victory Token is placed once a turn.")
        return _no(t.COMMAND_VICTORY_TOKEN, "There is no main character, or the pool is empty.")
    uid = str(a.get("card"))
    if kind == "play_character" and uid in s["extra"]:
        return _no(t.EXTRA_DECK_PLAY, "That Extra Deck card's condition does not hold, or it cannot be paid.")
    if kind in ("play_character", "attach_item", "play_location", "support") and uid not in s["hand"]:
        return _no(t.DAY_ACTIONS, "Play a card from your hand.")
    if kind == "play_character":
        if st.defn(state, uid)["type"] != "character":
            return _no(t.PLAY_CHARACTER, "That card is not a character.")
        problem = play.character_problem(state, sid, uid)
        if problem is not None:
            return _no(problem[0], problem[1])
    if kind == "attach_item":
        return _no(t.ATTACH_ITEM, "Attach an item to a face-up character of yours with a free item slot.")
    if kind == "play_location":
        if turn["location_played"]:
            return _no(t.PLAY_LOCATION, "A location is played once a turn.")
        return _no(t.LOCATION_UNIQUE, "That card is not a location.")
    if kind == "support":
        if not st.defn(state, uid)["sup"]:
            return _no(t.SUPPORT, "That card has no Support ability.")
        return _no(
            t.ACTIVATION_FEE, f"The Activation Fee is {play.SUPPORT_FEE} resource of any faction (and its cost)."
        )
    if kind == "activate":
        return _no(t.COSTS_IN_FULL, "Activate an ability of a face-up card of yours whose costs you can pay in full.")
    return _no(t.DAY_EMPTY_STACK, "That move is not possible now.")
