"""Response windows: who is asked to respond, passing one window or every window until a point of the game, and
stopping a standing pass (docs/arcane-rulings.md, "Response windows").

"Cards with Trap can be played at any time" (t.TRAP_ANY_TIME), so every time the game moves on — a card invoked or an
ability activated, an attack declared, blockers declared, an Essence placed, a creature moved, the turn ending — the
other players get a window, in turn order. A player is asked only when they hold a card and could pay for a Trap of
the card pool that would have something to do now (a target, or room for a Trap creature) — the cards that exist,
their Essence, the board and the stack, which everyone can see: being asked or skipped says nothing about what is in
a hand, and no window asks about a Trap that nobody could play there.

A standing pass (``{"type": "pass", "until": ...}``) answers every later window for its seat until the current turn
ends (``end_of_turn``) or until that seat's own turn starts (``my_turn``); it is public (``state["passing"]``).
"""

from __future__ import annotations

import functools
from typing import Any

from rules.arcane.engine import board as bd
from rules.arcane.engine import cards as cd
from rules.arcane.engine import effects as fx
from rules.arcane.engine import essence as es
from rules.arcane.engine import texts as t
from rules.arcane.engine.state import seat, turn_order_from
from rules.base import Action, Event, State
from rules.demo_sets import demo_set

UNTIL = ("end_of_turn", "my_turn")


def standing(state: State) -> dict[str, str]:
    """Seat -> the point its standing pass lasts until (``UNTIL``); read only."""
    passing: dict[str, str] = state.get("passing") or {}
    return passing


def _passing(state: State) -> dict[str, str]:
    """The standing passes, to change (on the fresh copy an action works on)."""
    passing: dict[str, str] = state.setdefault("passing", {})
    return passing


@functools.cache
def trap_pool() -> tuple[dict[str, Any], ...]:
    """Every Trap of the Chronicles of Arcane card pool, compacted: public knowledge, unlike any hand or deck."""
    cards = demo_set("arcane")["cards"]
    known = (c for c in cards if c.get("effects") is not None and c["type"] not in ("essence", "ancient"))
    return tuple(d for d in map(cd.compact, known) if "trap" in d["tr"])


def _could_play(state: State, sid: str, card: dict[str, Any], have: dict[str, int]) -> bool:
    """Whether a Trap like ``card``, in ``sid``'s hand, could be invoked now (its cost, its room or its target)."""
    if not es.can_pay(have, card["pay"]):
        return False
    if card["type"] in cd.PERPETUALS:
        return bool(bd.free_positions(state, sid, front_only=bd.front_only(card)))
    effect = next((e for e in cd.effects(card, "play") if e.get("target")), None)
    return effect is None or bool(fx.candidates(state, effect, sid, None, "spell"))


def may_respond(state: State, sid: str) -> bool:
    """Asked or not, from public information only: cards in hand, Essence available, the board and the stack."""
    s = seat(state, sid)
    if s["out"] or not s["hand"] or es.total_available(state, sid) <= 0:
        return False
    have = es.available(state, sid)
    return any(_could_play(state, sid, card, have) for card in trap_pool())


def open_window(state: State, opener: str, events: list[Event], *, after: str) -> None:
    """Every other player after ``opener`` in turn order who could pay for a Trap may respond to what happened
    (``after`` names it: card, ability, attack, blockers, essence, move, end_of_turn)."""
    queue = [s for s in turn_order_from(state, opener) if may_respond(state, s)]
    state["window"] = {"queue": queue, "after": after}
    if queue:
        events.append({"type": "response_window", "queue": list(queue), "after": after, "rule": t.TRAP_ANY_TIME.id})


def skip_unasked(state: State, events: list[Event]) -> None:
    """Drop from the front of the queue the seats that cannot pay for anything now, and pass for the seats whose
    standing pass holds (with the same rule as a pass by hand)."""
    queue = state["window"]["queue"]
    while queue:
        sid = queue[0]
        if not may_respond(state, sid):
            queue.pop(0)
        elif sid in standing(state):
            queue.pop(0)
            events.append({"type": "passed", "seat": sid, "until": standing(state)[sid], "rule": t.TRAP_ANY_TIME.id})
        else:
            return


def gen_pass(state: State, sid: str) -> list[Action]:
    """The one-window pass and the standing passes; ``my_turn`` is not offered in the seat's own turn."""
    out: list[Action] = [{"type": "pass", "seat": sid}, {"type": "pass", "seat": sid, "until": "end_of_turn"}]
    if state["turn"]["active_seat"] != sid:
        out.append({"type": "pass", "seat": sid, "until": "my_turn"})
    return out


def gen_stop(state: State, sid: str) -> list[Action]:
    return [{"type": "stop_passing", "seat": sid}] if sid in standing(state) else []


def do_pass(state: State, a: Action) -> list[Event]:
    state["window"]["queue"].pop(0)
    event: Event = {"type": "passed", "seat": a["seat"], "rule": t.TRAP_ANY_TIME.id}
    if "until" in a:
        _passing(state)[a["seat"]] = a["until"]
        event["until"] = a["until"]
    return [event]


def do_stop_passing(state: State, a: Action) -> list[Event]:
    until = _passing(state).pop(a["seat"])
    return [{"type": "stopped_passing", "seat": a["seat"], "until": until, "rule": t.TRAP_ANY_TIME.id}]


def end_standing(state: State, *, turn_ended: str | None = None, turn_started: str | None = None) -> None:
    """``end_of_turn`` passes end when a turn ends; a ``my_turn`` pass when its seat's turn starts; a seat that has
    left the game passes no more."""
    passing = _passing(state)
    for sid, until in list(passing.items()):
        if (
            (turn_ended is not None and until == "end_of_turn")
            or (sid == turn_started and until == "my_turn")
            or seat(state, sid)["out"]
        ):
            del passing[sid]
