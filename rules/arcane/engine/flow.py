"""What happens between players' decisions: response windows, the stack resolving, combat moving on, the turn
ending — and the set-up's Mulligans, pending choices and conceding.

Response windows (``windows``; docs/arcane-rulings.md, "Response windows"): after a card is invoked or an ability
activated, after each attack is declared (t.ATTACKS_ONE_BY_ONE) and after its blockers are declared, after an
Essence is placed or a creature moved, and before the turn passes, every other player in turn order may respond
with a Trap (t.TRAP_ANY_TIME) or pass. A Trap opens a new window for everyone else. When a window closes the top of
the stack resolves (t.STACK, first in, last out), and the next item gets its own window.
"""

from __future__ import annotations

from typing import Any

from rules.arcane.engine import board as bd
from rules.arcane.engine import combat, play, turns
from rules.arcane.engine import effects as fx
from rules.arcane.engine import texts as t
from rules.arcane.engine import triggers as tr
from rules.arcane.engine import windows as wn
from rules.arcane.engine.state import (
    HAND_SIZE,
    MAX_MULLIGANS,
    draw,
    in_game,
    leave_hand,
    seat,
    shuffle_deck,
    turn_order_from,
)
from rules.base import Action, Event, State


def step(state: State, events: list[Event]) -> bool:
    """One automatic step of the game, if one is due; False when the game waits for a player."""
    if state["status"] != "active" or state["phase"] != "play" or state["pending"] is not None:
        return False
    w = state["window"]
    if w is not None:
        wn.skip_unasked(state, events)
        if w["queue"]:
            return False
        state["window"] = None
        if state["stack"]:
            item = state["stack"].pop()
            play.resolve_item(state, item, events)
        return True
    if state["stack"]:
        top = state["stack"][-1]
        wn.open_window(state, top["ctrl"], events, after=top["kind"])
        return True
    c = state["combat"]
    if c is None:
        if state["turn"]["step"] == "end_of_turn":  # its window has closed and everything in it resolved
            events += turns.end_turn(state)
            return True
        return False
    if not c["windowed"]:
        c["windowed"] = True
        wn.open_window(state, c["seat"], events, after="attack")
        return True
    if c["stage"] == "blocks":
        return False
    if c["stage"] == "blocked":  # blockers declared: everyone but the defender may respond before damage
        c["stage"] = "damage"
        wn.open_window(state, c["defender"], events, after="blockers")
        return True
    fighting = not c["cancelled"] and c["attacker"] in state["board"]
    if c["stage"] == "declared" and fighting and combat.blocking_possible(state):
        c["stage"] = "blocks"
        events.append({"type": "blockers_awaited", "seat": c["defender"], "rule": t.DECLARE_BLOCKERS.id})
        return False
    events += combat.resolve(state)
    return True


def settle(state: State) -> list[Event]:
    """Run everything automatic after an action: deaths, players at 0 Life, windows, the stack, combat."""
    events: list[Event] = []
    while True:
        tr.check_deaths(state, events)
        gone = turns.check_life(state)
        events += gone
        if state["status"] != "active":
            return events
        if gone:
            continue  # a player who left took their auras and Domains with them: a creature may have no HP left now
        if state["phase"] == "play" and seat(state, state["turn"]["active_seat"])["out"]:
            events += turns.end_turn(state)
            continue
        if not step(state, events):
            return events


# ---- the Mulligan ----------------------------------------------------------------------------------------------------


def gen_mulligan(state: State, sid: str) -> list[Action]:
    s = seat(state, sid)
    if s["kept"]:
        return []
    if s["to_bottom"] > 0:
        return [{"type": "choose_card", "seat": sid, "card": u} for u in play.distinct_hand(state, sid)]
    out: list[Action] = [{"type": "keep", "seat": sid}]
    if s["mulligans"] < MAX_MULLIGANS:
        out.append({"type": "mulligan", "seat": sid})
    return out


def do_mulligan(state: State, a: Action) -> list[Event]:
    """t.MULLIGAN: return the hand, shuffle, draw 7, then return X cards, X the number of Mulligans (to the bottom
    of the deck, docs/arcane-rulings.md)."""
    sid = a["seat"]
    s = seat(state, sid)
    s["mulligans"] += 1
    s["deck"] += s["hand"]
    s["hand"], s["shown"] = [], []
    shuffle_deck(state, sid)
    draw(state, sid, HAND_SIZE)
    s["to_bottom"] = min(s["mulligans"], len(s["hand"]))
    return [
        {
            "type": "mulligan",
            "seat": sid,
            "mulligans": s["mulligans"],
            "to_return": s["to_bottom"],
            "rule": t.MULLIGAN_RETURN.id,
        }
    ]


def do_keep(state: State, a: Action) -> list[Event]:
    s = seat(state, a["seat"])
    s["kept"] = True
    events: list[Event] = [
        {
            "type": "hand_kept",
            "seat": a["seat"],
            "mulligans": s["mulligans"],
            "hand_size": len(s["hand"]),
            "rule": t.MULLIGAN.id,
        }
    ]
    if all(seat(state, x)["kept"] for x in in_game(state)):
        events += turns.begin_game(state)
    return events


def _return_to_bottom(state: State, a: Action) -> list[Event]:
    s = seat(state, a["seat"])
    leave_hand(state, a["seat"], a["card"])
    s["deck"].insert(0, a["card"])
    s["known"][a["card"]] = "self"
    s["to_bottom"] -= 1
    return [{"type": "card_returned_to_deck", "seat": a["seat"], "left": s["to_bottom"], "rule": t.MULLIGAN_RETURN.id}]


# ---- pending choices -------------------------------------------------------------------------------------------------


def gen_pending(state: State, sid: str) -> list[Action]:
    p = state["pending"]
    what = p["what"]
    if what == "place":
        d = state["cards"][state["inst"][p["card"]][0]]
        free = bd.free_positions(state, sid, front_only=bd.front_only(d))
        return [{"type": "place", "seat": sid, "row": row, "slot": slot} for row, slot in free]
    if what == "target":
        options = fx.candidates(state, p["effect"], sid, p["source"], p["via"])
        return [{"type": "choose_target", "seat": sid, "target": x} for x in options]
    if what == "recall":
        return [{"type": "choose_card", "seat": sid, "card": u} for u in fx.recall_options(state, sid, p["filter"])]
    return [{"type": "choose_option", "seat": sid, "option": o} for o in ("keep", "bottom")]  # scry


def do_place(state: State, a: Action) -> list[Event]:
    p, state["pending"] = state["pending"], None
    events: list[Event] = []
    play.place(state, a["seat"], p["card"], a["row"], a["slot"], events, awake=p["awake"])
    return events


def do_choose_target(state: State, a: Action) -> list[Event]:
    p, state["pending"] = state["pending"], None
    events: list[Event] = []
    tr.run_group(
        state, [p["effect"]], actor=a["seat"], source=p["source"], events=events, target=a["target"], via=p["via"]
    )
    _continue(state, p, a["seat"], events)
    return events


def _continue(state: State, p: dict[str, Any], sid: str, events: list[Event]) -> None:
    if p.get("rest") and state["pending"] is None:
        tr.run_group(state, p["rest"], actor=sid, source=p["source"], events=events, via=p.get("via", "ability"))


def do_choose_card(state: State, a: Action) -> list[Event]:
    if state["phase"] == "mulligan":
        return _return_to_bottom(state, a)
    p, state["pending"] = state["pending"], None
    events: list[Event] = []
    fx.recall(state, a["seat"], a["card"], events)
    _continue(state, p, a["seat"], events)
    return events


def do_choose_option(state: State, a: Action) -> list[Event]:
    """Glacial Lens: keep the top card where it is, or put it at the bottom of the deck."""
    p, state["pending"] = state["pending"], None
    s = seat(state, a["seat"])
    if a["option"] == "bottom" and p["card"] in s["deck"]:
        s["deck"].remove(p["card"])
        s["deck"].insert(0, p["card"])
    events: list[Event] = [
        {"type": "top_card_kept" if a["option"] == "keep" else "top_card_bottomed", "seat": a["seat"]}
    ]
    _continue(state, p, a["seat"], events)
    return events


# ---- ending the turn, conceding --------------------------------------------------------------------------------------


def do_end_turn(state: State, a: Action) -> list[Event]:
    """The End of Turn phase begins; before the turn passes the other players may still play Traps (t.TRAP_ANY_TIME),
    and once that window has closed and the stack is empty ``step`` ends the turn."""
    state["turn"]["step"] = "end_of_turn"
    events: list[Event] = [{"type": "phase_changed", "seat": a["seat"], "to": "end_of_turn", "rule": t.PHASE_ORDER.id}]
    wn.open_window(state, a["seat"], events, after="end_of_turn")
    return events


def do_concede(state: State, a: Action) -> list[Event]:
    sid = a["seat"]
    events: list[Event] = [{"type": "conceded", "seat": sid}]
    events += turns.eliminate(state, sid, "conceded")
    if state["phase"] == "mulligan":
        if state["first_seat"] == sid and in_game(state):
            state["first_seat"] = turn_order_from(state, sid)[0]
        events += turns.check_winner(state)
        if state["status"] == "active" and all(seat(state, x)["kept"] for x in in_game(state)):
            events += turns.begin_game(state)
    return events
