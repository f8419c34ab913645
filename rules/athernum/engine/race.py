"""The Objective race, for the AI's ``evaluate``: how many turns each seat is from an Objective win, and what a lead
in that race is worth.

t.OBJECTIVE: "If a character with an Objective Ability has collected at least as many Victory Tokens as printed on
its Victory Token Field, its controller wins the game." t.COMMAND_VICTORY_TOKEN places one token a turn on the main
character, for both Command Tokens (t.COMMAND_REFILL gives two each Morning); the Objective abilities themselves add
one when their condition holds (a location, three items, three characters, resources for a Tithe). Games between
sensible players are decided by this race: a seat one turn ahead wins unless it is stopped, so the evaluation counts
the plies (single turns, every seat's) until each seat's fastest Objective character fills its field.
"""

from __future__ import annotations

import math
from typing import Any

from rules.athernum.engine import state as st
from rules.athernum.engine import statics as sx
from rules.base import State
from rules.common import seat

NEVER = math.inf
COMBAT_RATE = 0.3  # "Whenever one of your characters discards an opposing character in combat": now and then
HOPED_CONDITION = 0.5  # before the game, a condition (a location, three items...) is met in some turns only
HOPED_ATTACHMENTS = 1.0  # items in the first hand (a fifth of a deck) a "whenever you attach" card expects
UNCHOSEN_TURNS = 5  # a seat that has not chosen its starting card yet: a main character with a field of five
PROGRESS = 0.6  # a count condition half met: a quarter of this for the tokens it promises
MAX_LEAD = 4  # plies: beyond two whole turns a lead counts no more
RACE_WEIGHT = 2.0  # logit per ply of lead at the finish
CLOSENESS = 4.0  # plies: the nearer the finish, the more a ply of lead is worth


def _tithe(state: State, sid: str, e: dict[str, Any]) -> float:
    """An activated ability placing a token ("Tithe: {2 resources}, exhaust"): one a turn once its resources exist
    (generated resources last, docs/athernum-rulings.md, "Resources")."""
    need = int((e.get("cost") or {}).get("resources", 0))
    s = seat(state, sid)
    return 1.0 if sum(s["ready"].values()) + sum(s["spent"].values()) >= need else 0.0


def _attachable(state: State, sid: str) -> int:
    """Items ``sid`` could still attach from its hand: as many as its face-up characters have free slots."""
    s = seat(state, sid)
    items = sum(1 for u in s["hand"] if st.defn(state, u)["type"] == "item")
    slots = sum(st.free_item_slots(state, u) for u in st.characters(state, sid) if state["board"][u]["up"])
    return min(items, slots)


def _count_progress(state: State, sid: str, condition: dict[str, Any]) -> float:
    """How near a count condition ("three or more items / characters") is, in [0, 1): a seat building towards it is
    on its way to the extra token a turn."""
    for key, count in (("items", sx.items_controlled), ("characters", lambda s, x: len(st.characters(s, x)))):
        if key in condition:
            return min(count(state, sid), int(condition[key])) / int(condition[key])
    return 0.0


def placing(state: State, sid: str, uid: str, e: dict[str, Any], *, start: bool = False) -> float:
    """Tokens a turn the ability ``e`` of ``uid`` places (on ``uid``: every "place one Victory Token" names the
    card itself), at the pace its trigger or cost allows."""
    if not any(step["op"] == "place_vt" for step in e.get("do", [])):
        return 0.0
    if e["kind"] == "activated":
        return 0.0 if start else _tithe(state, sid, e)
    if e["kind"] != "trigger":
        return 0.0
    when, condition = e.get("when"), e.get("condition")
    if when == "combat_discard":
        return COMBAT_RATE
    if when == "item_attached":
        return 0.0  # as many tokens as items to attach, once (``_once``), not a pace
    if start:
        return HOPED_CONDITION if condition else 1.0
    if sx.holds(state, sid, condition, uid):
        return 1.0
    return PROGRESS * _count_progress(state, sid, condition or {}) ** 2


def rate(state: State, sid: str, uid: str, *, main: bool, start: bool = False) -> float:
    """Victory Tokens a turn ``uid`` gains: one by the Command ability on the main character (t.COMMAND_VICTORY_TOKEN),
    more by each of its abilities that places one, while it is face-up (t.FACE_DOWN_ABILITIES)."""
    tokens = 1.0 if main else 0.0
    if start or state["board"][uid]["up"] or state["board"][uid]["ex"] <= 1:  # back face-up by its next Day
        tokens += sum(placing(state, sid, uid, e, start=start) for e in st.defn(state, uid)["fx"])
    return tokens


def _once(state: State, sid: str, uid: str, *, start: bool = False) -> float:
    """Tokens ``uid`` gains once, not each turn: Smelter Captain's "Whenever you attach an item to one of your
    characters, you may place one Victory Token" — one for each item in hand a free slot can take."""
    if not start and not state["board"][uid]["up"]:
        return 0.0
    for e in st.defn(state, uid)["fx"]:
        if e["kind"] == "trigger" and e.get("when") == "item_attached":
            return HOPED_ATTACHMENTS if start else float(_attachable(state, sid))
    return 0.0


def _now(state: State, sid: str, uid: str, main: bool) -> float:
    """The tokens ``uid`` still gains in its controller's current turn: the Command placement if still open, and the
    Evening / end-of-turn triggers whose condition holds."""
    turn, s = state["turn"], seat(state, sid)
    if turn["step"] not in ("morning", "day", "combat"):
        return 0.0
    tokens = 1.0 if main and not turn["victory_token_used"] and s["command_tokens"] >= 2 else 0.0
    if not state["board"][uid]["up"]:
        return tokens
    for e in st.defn(state, uid)["fx"]:
        if e["kind"] == "trigger" and e.get("when") in ("evening", "end_of_turn") and placing(state, sid, uid, e) >= 1:
            tokens += 1.0
    return tokens


def _plies(need: float, per_turn: float, now: float, distance: int, seats: int) -> float:
    """Plies until ``need`` tokens are in: ``now`` of them in the current turn (``distance`` 0, the seat's own), then
    ``per_turn`` in each of the seat's turns, one every ``seats`` plies."""
    need -= now
    if need <= 0:
        return float(distance)
    if per_turn <= 0:
        return NEVER
    return distance + seats * (math.ceil(need / per_turn - 1e-9) - (0 if distance == 0 else 1))


def win_ply(state: State, sid: str) -> float:
    """The plies (turns of any seat, the current one 0) until ``sid`` wins at this pace: an Objective field filled
    (t.OBJECTIVE), or more tokens than any opponent could reach (t.POINT_SUPERIORITY); ``NEVER`` without a way."""
    if seat(state, sid)["out"]:
        return NEVER
    if state["phase"] == "start":
        return _start_ply(state, sid)
    order = st.turn_order_from(state, state["turn"]["active_seat"])
    seats = len(order)
    distance = 0 if sid == state["turn"]["active_seat"] else order.index(sid) + 1
    main = seat(state, sid)["main"]
    best = NEVER
    total = total_now = 0.0
    for uid, rec in state["board"].items():
        d = st.defn(state, uid)
        if rec["ctrl"] != sid or not d["vt"]:
            continue
        per_turn = rate(state, sid, uid, main=uid == main)
        now = (_now(state, sid, uid, uid == main) if distance == 0 else 0.0) + _once(state, sid, uid)
        total, total_now = total + per_turn, total_now + now
        if d["type"] == "character" and d["obj"]:
            need = d["vt"] - rec["vt"]
            if need <= state["vt_pool"]:  # tokens come from the pool only (t.POOL): an empty pool stops the race
                best = min(best, _plies(need, per_turn, now, distance, seats))
    # point superiority: each token placed moves the lead over an opponent's reach by two (one more on the seat's
    # cards, one fewer in the pool); an opponent's token moves nothing (one more on its cards, one fewer in the pool)
    reach = max(seat(state, o)["victory_tokens"] for o in order if o != sid) + state["vt_pool"]
    margin = reach - seat(state, sid)["victory_tokens"] + 1
    if margin / 2 > state["vt_pool"]:
        return best
    return min(best, _plies(margin / 2, total, total_now, distance, seats))


def _start_ply(state: State, sid: str) -> float:
    """Before the first turn: the starting card's pace, every seat counted as if it began (initiative decides who
    does, RULINGS Athernum 1, a detail the one ply each seat gains or loses hardly changes)."""
    seats = len(st.in_game(state))
    start = seat(state, sid)["start"]
    if start is None:
        return float(seats * (UNCHOSEN_TURNS - 1))
    d = st.defn(state, start)
    if d["type"] != "character" or not d["vt"]:
        return NEVER
    per_turn = rate(state, sid, start, main=True, start=True)
    once = _once(state, sid, start, start=True)
    pool = d["vt"] + (seats - 1) * UNCHOSEN_TURNS  # the others' starting fields, five each
    superiority = math.ceil(((pool + 1) / 2 - once) / per_turn)
    turns = min(superiority, math.ceil((d["vt"] - once) / per_turn) if d["obj"] else NEVER)
    return float(seats * (turns - 1))


def lead_logit(mine: float, theirs: float) -> float:
    """What a lead in the race is worth, in the logit the evaluation adds up: a ply counts most near the finish."""
    if mine == NEVER and theirs == NEVER:
        return 0.0
    lead = (
        max(-MAX_LEAD, min(MAX_LEAD, theirs - mine))
        if NEVER not in (mine, theirs)
        else math.copysign(MAX_LEAD, theirs - mine)
    )
    return RACE_WEIGHT * lead * CLOSENESS / (min(mine, theirs) + CLOSENESS)
