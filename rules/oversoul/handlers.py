"""What each Oversoul action does to a state that is already a private copy.

Every handler gets the validated action, checks the rules that forbid it (raising ``RuleViolation``
before changing anything) and returns the events of what changed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.base import Event, RuleViolation, State
from rules.common import apply_adjust, apply_concede, ending_effect, finish, seat
from rules.oversoul import actions as A
from rules.oversoul import rules_text as R
from rules.oversoul.state import draw, enforce_hand_limit, lose, other, start_turn

Handler = Callable[[State, dict[str, Any]], list[Event]]


def _ensure_turn_phase(state: State, actor: str, step: str, rule: Any, what: str) -> None:
    turn = state["turn"]
    if turn["active_seat"] != actor:
        raise RuleViolation(rule, f"It is {turn['active_seat']}'s turn; {actor} may {what} only in their own turn.")
    if turn["step"] != step:
        raise RuleViolation(
            rule, f"{actor} may {what} only in the {step.title()} Phase, not the {turn['step'].title()} Phase."
        )


def _ensure_hand(s: dict[str, Any], rule: Any, what: str) -> None:
    if s["hand"] < 1:
        raise RuleViolation(rule, f"{s['seat']} has no card in hand to {what}.")


def damage(state: State, action: dict[str, Any]) -> list[Event]:
    # Reported by either player at any time (Attacks, Abilities, a leader paying HP as a cost), against either leader.
    target = seat(state, action["target"])
    before = target["hp"]
    target["hp"] = max(0, before - action["amount"])  # HP stops at 0, where the leader is defeated
    events: list[Event] = [
        {
            "type": "damaged",
            "seat": action["seat"],
            "target": target["seat"],
            "amount": action["amount"],
            "dealt": before - target["hp"],
            "hp": target["hp"],
        }
    ]
    if target["hp"] == 0:
        events += lose(state, target["seat"], "leader_hp_zero")
    return events


def heal(state: State, action: dict[str, Any]) -> list[Event]:
    # "Heal – Points restored to a card's HP": restoring stops at the printed HP. HP raised above it by an
    # "increase" (3.4 tells "HP increased / Healed" apart) is entered with ``adjust`` and healing never lowers it.
    target = seat(state, action["target"])
    before = target["hp"]
    target["hp"] = max(before, min(target["max_hp"], before + action["amount"]))
    return [
        {
            "type": "healed",
            "seat": action["seat"],
            "target": target["seat"],
            "amount": action["amount"],
            "healed": target["hp"] - before,
            "hp": target["hp"],
        }
    ]


def _consume(s: dict[str, Any], amount: int, rule: Any) -> None:
    if amount > s["energy"]:
        raise RuleViolation(rule, f"{s['seat']}'s leader has {s['energy']} ENERGY left; it cannot Consume {amount}.")
    s["energy"] -= amount


def spend_energy(state: State, action: dict[str, Any]) -> list[Event]:
    # Either player, in any phase: Quick Abilities and Timeshift responses Consume ENERGY on the opponent's turn too.
    s = seat(state, action["seat"])
    _consume(s, action["amount"], R.CONSUME_ENERGY)
    return [{"type": "energy_spent", "seat": s["seat"], "amount": action["amount"], "energy": s["energy"]}]


def next_phase(state: State, action: dict[str, Any]) -> list[Event]:
    actor, turn = action["seat"], state["turn"]
    if turn["active_seat"] != actor:
        raise RuleViolation(R.PHASES, f"It is {turn['active_seat']}'s turn; only they move to the next phase.")
    if turn["step"] == "cycle":
        turn["step"] = "action"
        return [{"type": "phase_changed", "seat": actor, "step": "action"}]
    if turn["step"] == "action":
        turn["step"] = "return"
        return [{"type": "phase_changed", "seat": actor, "step": "return"}, *enforce_hand_limit(state, actor)]
    # Leaving the Return Phase: the hand limit holds again (a draw may have come since it began), then the turn
    # passes and the other player's cycle begins.
    events = enforce_hand_limit(state, actor)
    events.append({"type": "turn_passed", "seat": actor, "to": other(actor)})
    return events + start_turn(state, other(actor))


def declare_darshan(state: State, action: dict[str, Any]) -> list[Event]:
    # The tracker cannot see the board: a pronounced darshan is trusted, and it wins at once whoever's turn it is.
    which = action.get("darshan")
    reason = f"{which}_darshan" if which else "darshan"
    event = {"type": "darshan_declared", "seat": action["seat"], "darshan": which}
    return [event, *lose(state, other(action["seat"]), reason)]


def draw_cards(state: State, action: dict[str, Any]) -> list[Event]:
    return draw(state, action["seat"], action.get("amount", 1), "effect")


def activate(state: State, action: dict[str, Any]) -> list[Event]:
    s = seat(state, action["seat"])
    source = action.get("source", "hand")
    leader_energy = action.get("leader_energy", 0)
    quick = action.get("quick", False)
    if quick and action["energy_type"] == "generate":
        raise RuleViolation(R.QUICK_NOT_GENERATE, "QUICK and PERFECT Events are all -cards.")
    if source == "hand":
        # PERFECT Events "Can be Activated during any Phase / turn just like QUICK Events" (their further
        # condition, a PERFECT Ability on the board, is not visible to the tracker).
        if not quick:
            _ensure_turn_phase(
                state,
                s["seat"],
                "action",
                R.ACTIVATE,
                "Activate a card from the hand (unless it is a QUICK or PERFECT Event)",
            )
        _ensure_hand(s, R.ACTIVATE, "Activate")
    elif s["prepared"] < 1:
        raise RuleViolation(R.ACTIVATE, f"{s['seat']} has no Prepared card to Activate.")
    elif s["prepared"] - s["prepared_this_turn"] < 1:
        raise RuleViolation(R.PREPARED_WAIT, f"Every Prepared card of {s['seat']} was Prepared this turn.")
    if action["rank"] > s["rank"]:
        raise RuleViolation(
            R.RANK_LIMIT, f"A RANK {action['rank']} card cannot Enter while {s['seat']}'s leader is RANK {s['rank']}."
        )
    if action["energy_type"] == "generate":
        # "You can only Activate 1 +card each turn": one per player in every turn, the opponent's included (a
        # Prepared +card may be flipped up then), so the count is per seat and reset as each turn starts.
        if s["generate_activated"] >= 1:
            raise RuleViolation(R.GENERATOR_LIMIT, f"{s['seat']} has already Activated a +card this turn.")
        # 4.1 asks only that its RANK fit ("so long as the RANK of the card doesn't exceed ..."): no ENERGY cost.
        if leader_energy:
            raise RuleViolation(R.GENERATOR_ACTIVATION, "A +card Activates without Consuming ENERGY.")
        s["generate_activated"] += 1
    _consume(s, leader_energy, R.CONSUME_ENERGY)
    s[source] -= 1  # the "hand" or "prepared" counter
    return [
        {
            "type": "activated",
            "seat": s["seat"],
            "source": source,
            "quick": quick,
            "energy_type": action["energy_type"],
            "rank": action["rank"],
            "leader_energy": leader_energy,
            "energy": s["energy"],
            "hand": s["hand"],
            "prepared": s["prepared"],
        }
    ]


def prepare(state: State, action: dict[str, Any]) -> list[Event]:
    s = seat(state, action["seat"])
    paid_from = action.get("paid_from", "leader")
    _ensure_turn_phase(state, s["seat"], "action", R.PREPARE, "Prepare")
    _ensure_hand(s, R.PREPARE, "Prepare")
    # "by Consuming 1 ENERGY": like any cost it may be Generated by the leader or by an Activated +card
    # (4.2 "from ENERGY available from your Leader and Activated +cards"); only the leader's is tracked.
    if paid_from == "leader":
        _consume(s, 1, R.PREPARE)
    s["hand"] -= 1
    s["prepared"] += 1
    s["prepared_this_turn"] += 1
    return [
        {
            "type": "prepared",
            "seat": s["seat"],
            "paid_from": paid_from,
            "energy": s["energy"],
            "hand": s["hand"],
            "prepared": s["prepared"],
        }
    ]


def return_and_draw(state: State, action: dict[str, Any]) -> list[Event]:
    s = seat(state, action["seat"])
    _ensure_turn_phase(state, s["seat"], "return", R.RETURN_AND_DRAW, "Return 3 cards to Draw 1")
    if state["return_and_draw_used"]:
        raise RuleViolation(R.RETURN_AND_DRAW, f"{s['seat']} has already Returned 3 cards to Draw 1 this turn.")
    _ensure_hand(s, R.RETURN_AND_DRAW, "Return")
    state["return_and_draw_used"] = True
    # 1 card from the hand and 2 from the board/Idle Zone go under the deck, so the Draw can never deck out.
    s["hand"] -= 1
    s["deck"] += 3
    return [
        {"type": "returned_cards", "seat": s["seat"], "count": 3, "hand": s["hand"], "deck": s["deck"]},
        *draw(state, s["seat"], 1, "return_phase"),
    ]


def _opening_hand(state: State, seat_id: str) -> int:
    return A.OPENING_HAND_FIRST if seat_id == state["first_player"] else A.OPENING_HAND_SECOND


def _ensure_undecided(state: State, seat_id: str) -> dict[str, Any]:
    if not state.get("opening"):
        raise RuleViolation(
            R.OPENING_REPLACE,
            "The Game has begun: cards are replaced only once at its start "
            "(the first turn action meant every undecided player kept).",
        )
    s = seat(state, seat_id)
    if s.get("opening_hand") is not None:
        raise RuleViolation(
            R.OPENING_REPLACE,
            f"{seat_id} has already {s['opening_hand']} their opening hand: "
            "this can only be done once at the start of each Game.",
        )
    return s


def keep(state: State, action: dict[str, Any]) -> list[Event]:
    _ensure_undecided(state, action["seat"])["opening_hand"] = "kept"
    return [{"type": "hand_kept", "seat": action["seat"], "implied": False}]


def replace_hand(state: State, action: dict[str, Any]) -> list[Event]:
    s = _ensure_undecided(state, action["seat"])
    opening = _opening_hand(state, s["seat"])
    if action["count"] > opening:
        raise RuleViolation(
            R.OPENING_REPLACE,
            f"{s['seat']}'s opening hand holds {opening} cards; {action['count']} cannot be replaced.",
        )
    s["opening_hand"] = "replaced"
    # Returned to the bottom, the same number Drawn: the hand and the Deck keep their sizes.
    return [
        {
            "type": "hand_replaced",
            "seat": s["seat"],
            "count": action["count"],
            "hand": s["hand"],
            "deck": s["deck"],
            "rule": R.OPENING_REPLACE.id,
        }
    ]


def close_opening(state: State) -> list[Event]:
    """The first turn action: every player who has not decided kept their opening hand."""
    state["opening"] = False
    events: list[Event] = []
    for s in state["seats"]:
        if s.get("opening_hand") is None:
            s["opening_hand"] = "kept"
            events.append({"type": "hand_kept", "seat": s["seat"], "implied": True, "rule": R.OPENING_REPLACE.id})
    return events


def game_ending_effect(state: State, action: dict[str, Any]) -> list[Event]:
    """5.4: a Leader that "leaves the board and doesn't Return within the same chain of Abilities that removed it"
    loses — reported once the chain is over, naming the card that removed it; a darshan wins at once."""
    effect, event = ending_effect(A.ENDING_EFFECTS, state, action)
    loser = action["target"] if effect.outcome == "lose" else other(action["target"])
    return [event, *lose(state, loser, effect.name)]  # two players: the other one wins, with this reason


def adjust(state: State, action: dict[str, Any]) -> list[Event]:
    events = apply_adjust(state, action, A.COUNTERS)
    target = seat(state, action["target"])
    target["prepared_this_turn"] = min(target["prepared_this_turn"], target["prepared"])
    if target["hp"] == 0:
        events += lose(state, target["seat"], "leader_hp_zero")
    return events


def concede(state: State, action: dict[str, Any]) -> list[Event]:
    return [*apply_concede(state, action), *finish(state, other(action["seat"]), "conceded")]


HANDLERS: dict[str, Handler] = {
    "keep": keep,
    "replace_hand": replace_hand,
    "game_ending_effect": game_ending_effect,
    "damage": damage,
    "heal": heal,
    "spend_energy": spend_energy,
    "next_phase": next_phase,
    "declare_darshan": declare_darshan,
    "draw": draw_cards,
    "activate": activate,
    "prepare": prepare,
    "return_and_draw": return_and_draw,
    "adjust": adjust,
    "concede": concede,
}
