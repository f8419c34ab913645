"""Priority outside the Timeshift, who is asked at all, and the standing passes.

3.4 a Prepared card "can be Activated from the next turn onwards at any time, during either turn"; 7.2 QUICK
Events "at any time, even during your opponent's turn"; 8.5 "QUICK – Can be used at any time". The player not on
turn gets priority with no Timeshift open at each boundary of the turn player's phases (ruling "Priority between
the phases", ``BOUNDARIES``); after each action of the turn player they hold priority in the Timeshift that action
opens (or, for an Attack, before Guard selection). While a window is open its player may Activate Prepared cards
and QUICK / PERFECT Events and use QUICK Abilities, each starting a Timeshift; the window closes when they pass.

Whether a seat is asked is decided from what every player can see (ruling "Who is asked"): the set's card list,
the seat's ENERGY available, RANK and +card Activated this turn, the board and the Timeshift — never its hand's
contents nor its deck list. It is asked when it holds a card and could pay for a QUICK or PERFECT Event of the set
that would have a zone and a Selection now, or has a Prepared card it may Activate now and could pay for some card
of the set that fits its zone and would have something to do, or can use a QUICK Ability of a face-up card — and
has no standing pass. Every pass — by hand, by a standing pass, or for a seat not asked — makes the same event with
the same rule, so a pass says nothing about a hand.
"""

from __future__ import annotations

import functools
from typing import Any

from rules.base import Event, State
from rules.demo_sets import demo_set
from rules.oversoul.engine import board as bd
from rules.oversoul.engine import cards as cd
from rules.oversoul.engine import energy as en
from rules.oversoul.engine import play
from rules.oversoul.engine.rulings import CYCLE, PHASE_WINDOWS, STANDING_PASS
from rules.oversoul.engine.state import defn, other, seat
from rules.oversoul.engine.targets import candidates

# action_start: the Cycle Phase has ended; action_end: the Action Phase has ended; turn_end: the Return Phase has
# ended (only when it changed something since the window before it, else that window stands for both).
BOUNDARIES = ("action_start", "action_end", "turn_end")
UNTIL = ("end_of_turn", "my_turn")


def standing(state: State, sid: str) -> str | None:
    until: str | None = (state.get("passing_until") or {}).get(sid)
    return until


@functools.cache
def _card_pool() -> tuple[dict[str, Any], ...]:
    """Every card of the Oversoul set a deck may hold, compacted: public knowledge, unlike any hand or deck list."""
    known = (cd.compact(c) for c in demo_set("oversoul")["cards"] if c.get("effects") is not None)
    return tuple(c for c in known if c["type"] != "leader" and not cd.is_token(c))


@functools.cache
def answers_from_hand() -> tuple[dict[str, Any], ...]:
    """The Events of the set a hand can answer with (7.2 QUICK, PERFECT): the others wait for their Action Phase."""
    return tuple(c for c in _card_pool() if c["type"] == "event" and cd.event_role(c) in ("QUICK", "PERFECT"))


@functools.cache
def preparable(zone_kind: str) -> tuple[dict[str, Any], ...]:
    """The cards of the set a Prepared card in a ``zone_kind`` Zone may be (``play.prepares``), +cards first."""

    def kind(c: dict[str, Any]) -> str:
        return (
            "unit" if c["type"] == "unit" or (c["type"] == "construct" and cd.construct_role(c) == "UNIT") else "event"
        )

    return tuple(sorted((c for c in _card_pool() if kind(c) == zone_kind), key=lambda c: c["energy"] <= 0))


def could_activate(
    state: State, sid: str, card: dict[str, Any], avail: int, ctx: en.CostContext, *, from_hand: bool
) -> bool:
    """Whether ``sid`` could Activate a card like ``card`` when it holds priority now (``play.activations``): RANK,
    cost, Role, zone, host and Selection. A –card whose cost is cut to 0 waits for some ENERGY available."""
    s = seat(state, sid)
    if card["rank"] > s["rank"]:
        return False  # t.RANK_LIMIT
    if card["energy"] > 0:
        if s["plus_activated"]:
            return False  # t.PLUS_LIMIT
    elif avail < 1 or en.card_cost(card, ctx) > avail:
        return False
    role = cd.event_role(card) if card["type"] == "event" else None
    if role == "CAST" or (role == "PERFECT" and not play.perfect_open(state)):
        return False  # t.CAST_LAW, t.PERFECT_EVENT
    if card["type"] == "construct":
        return bool(play._hosts(state, sid, card))
    if card["type"] != "event" or role == "BOARD":
        return True
    if from_hand and not bd.free_zones(state, sid, "event"):
        return False  # t.ZONES_FULL
    ability = next((e for e in card["effects"] if e.get("law") == role), None)
    return ability is None or not ability.get("select") or bool(candidates(state, ability, sid, None))


def asked(state: State, sid: str) -> bool:
    """Whether ``sid`` is asked when it would hold priority — from public information only, never the hand's
    contents nor the deck list (ruling "Who is asked")."""
    if standing(state, sid) is not None:
        return False
    s = seat(state, sid)
    avail = en.available(state, sid)
    ctx = en.cost_context(state, sid)
    if s["hand"] and avail >= 1:
        if play.leftover(state, sid):
            return True  # t.LEFTOVER: any card that Consumes some of the Generated ENERGY
        if any(could_activate(state, sid, c, avail, ctx, from_hand=True) for c in answers_from_hand()):
            return True
    turn = state["turn"]["number"]
    activating = {link["card"] for link in state["chain"]}
    for uid in bd.roots(state, sid):
        rec = state["board"][uid]
        if not rec["down"] or rec["since"] >= turn or rec["exposed"] or uid in activating:
            continue  # t.PREPARE_WAIT, t.EXPOSE
        zone_kind = "event" if rec["zone"] in bd.EVENT_ZONES else "unit"
        # a Prepared card both players have seen (Exposed) is that card; any other may be any card of its Zone
        could_be = (defn(state, uid),) if rec["known"] else preparable(zone_kind)
        if any(could_activate(state, sid, c, avail, ctx, from_hand=False) for c in could_be):
            return True
    return bool(play.uses(state, sid, "response"))


def asked_in_chain(state: State, sid: str) -> bool:
    """``asked`` for priority in a Timeshift: the player who added the last link, when the other has passed on it,
    is asked again only with Generated ENERGY left over to add to it (10.: "additional cards / Abilities can be
    Timeshifted to the card / Ability that Consumed ENERGY in order to also Consume the leftover Generated
    ENERGY")."""
    if state["chain"][-1]["seat"] == sid and state["passes"] == 1 and not seat(state, sid)["floating"]:
        return False
    return asked(state, sid)


def pass_moves(state: State, sid: str) -> list[dict[str, Any]]:
    """The one-action pass and the standing passes (``my_turn`` not during the seat's own turn)."""
    out: list[dict[str, Any]] = [{"type": "pass", "seat": sid}, {"type": "pass", "seat": sid, "until": "end_of_turn"}]
    if state["turn"]["active_seat"] != sid:
        out.append({"type": "pass", "seat": sid, "until": "my_turn"})
    return out


def stand(state: State, sid: str, until: str, events: list[Event]) -> None:
    state["passing_until"] = {**(state.get("passing_until") or {}), sid: until}
    events.append({"type": "passing_until", "seat": sid, "until": until, "rule": STANDING_PASS.id})


def stop(state: State, sid: str, events: list[Event]) -> None:
    state["passing_until"] = {k: v for k, v in (state.get("passing_until") or {}).items() if k != sid}
    events.append({"type": "passing_stopped", "seat": sid, "rule": STANDING_PASS.id})


def turn_starts(state: State, sid: str, events: list[Event]) -> None:
    """Standing passes end by themselves: ``end_of_turn`` as the turn ends, ``my_turn`` as that seat's starts."""
    standing_passes: dict[str, str] = state.get("passing_until") or {}
    kept = {k: v for k, v in standing_passes.items() if v == "my_turn" and k != sid}
    for k in sorted(set(standing_passes) - set(kept)):
        events.append({"type": "passing_ended", "seat": k, "until": standing_passes[k], "rule": STANDING_PASS.id})
    state["passing_until"] = kept


def mark(state: State) -> list[int]:
    """What the Return Phase may change of the turn player, as everyone sees it."""
    s = seat(state, state["turn"]["active_seat"])
    return [len(s["hand"]), len(s["deck"]), len(s["idle"]), len(bd.roots(state, s["seat"]))]


def open_window(state: State, at: str) -> None:
    state["window"] = {"seat": other(state["turn"]["active_seat"]), "at": at}


def turn_end_due(state: State) -> bool:
    """A window at the end of the Return Phase, unless nothing changed since the one at its start."""
    return state.get("return_mark") != mark(state)


def waiting(state: State, events: list[Event]) -> bool:
    """The open window waits for its seat when it is asked; otherwise it is passed for, with the same event."""
    w = state["window"]
    if asked(state, w["seat"]):
        return True
    close(state, events)
    return False


def close(state: State, events: list[Event]) -> list[Event]:
    """The window's seat passes: the game goes on past the boundary (``turns`` ends the turn after
    ``turn_end``)."""
    w = state["window"]
    state["window"] = None
    events.append({"type": "priority_passed", "seat": w["seat"], "at": w["at"], "rule": PHASE_WINDOWS.id})
    if w["at"] == "action_start":
        state["turn"]["step"] = "action"
        events.append({"type": "phase", "seat": state["turn"]["active_seat"], "step": "action", "rule": CYCLE.id})
    elif w["at"] == "action_end":
        state["return_mark"] = mark(state)
    elif w["at"] == "turn_end":
        state["turn"]["step"] = "passing"
    return events
