"""The game's automatic parts: the starting cards and who begins, the Morning, Evening and Night, the State-Based
Check and who has won, and a seat leaving the game."""

from __future__ import annotations

from typing import Any

from rules.athernum import victory
from rules.athernum.engine import state as st
from rules.athernum.engine import statics
from rules.athernum.engine import texts as t
from rules.base import Event, State, rng
from rules.common import finish, mark_out, seat

# ---- the starting cards ----------------------------------------------------------------------------------------------


def do_choose_start(state: State, a: dict[str, Any]) -> list[Event]:
    """t.START_FACE_DOWN: the card is set aside face-down, seen by its owner only, until every player has chosen."""
    s = seat(state, a["seat"])
    cid = next(c for c, label in state["start_labels"][s["seat"]].items() if label == a["card"])
    uid = next(u for u in s["deck"] if state["inst"][u][0] == cid)
    s["deck"].remove(uid)
    s["start"] = uid
    events: list[Event] = [
        {"type": "starting_card_chosen", "seat": s["seat"], "private": {"seat": s["seat"], "card_id": cid}}
    ]
    if all(x["start"] is not None for x in state["seats"] if not x["out"]):  # a seat that conceded chooses nothing
        events += begin(state)
    return events


def initiative(state: State, uid: str) -> int:
    """t.INITIATIVE: the starting card's cost; a location or an item has no cost field, so 0 (t.NO_COST), which goes
    first (docs/athernum-rulings.md, "Initiative of a card without a cost")."""
    return int(st.defn(state, uid)["cost"] or 0)


def begin(state: State) -> list[Event]:
    """Every starting card face-up (t.START_FACE_UP), the pool formed, the first player found, then shuffle and draw
    six (t.STARTING_HAND)."""
    events: list[Event] = []
    revealed = []
    for s in [x for x in state["seats"] if not x["out"]]:
        uid = s["start"]
        kind = st.defn(state, uid)["type"]
        events += st.enter_play(state, uid, s["seat"])
        if kind == "character":
            s["main"] = uid
        elif kind == "location":
            s["location"] = uid
        s["initiative"] = initiative(state, uid)
        revealed.append(
            {"seat": s["seat"], "card": uid, "card_id": state["inst"][uid][0], "initiative": s["initiative"]}
        )
    events.insert(0, {"type": "starting_cards_revealed", "cards": revealed, "vt_pool": state["vt_pool"]})
    first = _first_player(state, events)
    state["first_player"] = first
    for sid in st.in_game(state):
        st.shuffle(state, sid)
        events += st.draw(state, sid, st.STARTING_HAND)
    state["phase"] = "play"
    return events + start_turn(state, first)


def _first_player(state: State, events: list[Event]) -> str:
    """RULINGS Athernum 1 (t.INITIATIVE_RULING): the lower initiative goes first, a tie at random."""
    costs = {s["seat"]: s["initiative"] for s in state["seats"] if not s["out"]}
    chosen = state["first_player"]
    if chosen is not None and chosen in costs:
        events.append({"type": "first_player_chosen", "seat": chosen, "method": "chosen", "initiative": costs})
        return str(chosen)
    low = min(costs.values())
    tied = [sid for sid, cost in costs.items() if cost == low]
    pick = tied[0] if len(tied) == 1 else rng(state).choice(tied)
    method = "initiative" if len(tied) == 1 else "random"
    events.append({"type": "first_player_chosen", "seat": pick, "method": method, "initiative": costs})
    return str(pick)


# ---- the turn --------------------------------------------------------------------------------------------------------


def start_turn(state: State, sid: str) -> list[Event]:
    """A new turn: its Morning (``flow.morning``: the "In the Morning" abilities, t.MORNING, t.COMMAND_REFILL, the
    resource markers readied), then the Day."""
    turn = state["turn"]
    turn.update(number=turn["number"] + 1, active_seat=sid, step="morning", **st.fresh_turn_flags())
    events: list[Event] = [{"type": "turn_started", "seat": sid, "number": turn["number"], "rule": t.PHASES.id}]
    # a new turn ends every "end_of_turn" pass (the last turn ended, by end_day or by its player leaving) and the
    # "my_turn" pass of the seat whose turn it is
    passing = state["passing"]
    for other in [o for o, until in passing.items() if until == "end_of_turn" or o == sid]:
        del passing[other]
    if turn["number"] > state["max_turns"]:
        return events + _turn_limit(state)
    from rules.athernum.engine import flow  # the phases' triggered abilities go on the stack (flow -> windows)

    return events + flow.morning(state)


def do_end_day(state: State, a: dict[str, Any]) -> list[Event]:
    """t.END_DAY, t.EVENING, t.NIGHT: the Evening and the Night with their triggered abilities (``flow``)."""
    from rules.athernum.engine import flow

    return flow.evening(state)


def _turn_limit(state: State) -> list[Event]:
    """The engines' safety stop: the most Victory Tokens wins, a tie is a draw."""
    tokens = {sid: seat(state, sid)["victory_tokens"] for sid in st.in_game(state)}
    best = max(tokens.values())
    top = [sid for sid, n in tokens.items() if n == best]
    return finish(state, top[0] if len(top) == 1 else None, "turn_limit")


# ---- the State-Based Check -------------------------------------------------------------------------------------------


def destroyed(state: State, uid: str) -> bool:
    """docs/athernum-rulings.md, "When damage discards": more damage counters than the Defensive Value
    (t.DISCARD_EXCEEDS, t.SUSTAIN); a face-down card has no Defensive Value (t.FACE_DOWN_VALUES), so it is checked
    once it is revealed."""
    rec = state["board"][uid]
    return bool(rec["up"] and rec["dmg"] > statics.dfv(state, uid))


def damage_check(state: State) -> list[Event]:
    events: list[Event] = []
    for sid in st.in_game(state):
        for uid in st.characters(state, sid):
            if uid not in state["board"] or not destroyed(state, uid):
                continue
            if uid == seat(state, sid)["main"]:  # t.MAIN_DAMAGE
                rec = state["board"][uid]
                rec["dmg"] = 0
                st.exhaust(state, uid)
                events.append({"type": "main_character_exhausted", "card": uid, "rule": t.MAIN_DAMAGE.id})
            else:
                events += st.leave_play(state, uid)
    return events


def uniqueness_check(state: State) -> list[Event]:
    """t.UNIQUENESS: of two copies (same name) of a card with a Victory Token field a seat controls, the copy that
    entered play last is the excess and is discarded (docs/athernum-rulings.md, "The copy that came last goes"): the
    one "already under your control in play" (t.UNIQUE_VT_CARD) stays, the main character always. Its tokens go back
    to the pool and its field stays there, as for any card leaving play."""
    events: list[Event] = []
    for sid in st.in_game(state):
        main = seat(state, sid)["main"]
        held = ([main] if main is not None else []) + [
            uid for uid, rec in state["board"].items() if rec["ctrl"] == sid and uid != main
        ]  # the board keeps the order cards entered play
        kept: dict[str, str] = {}
        for uid in held:
            d = st.defn(state, uid)
            if uid not in state["board"] or not d["vt"]:
                continue
            if d["name"] not in kept:
                kept[d["name"]] = uid
                continue
            events.append({"type": "excess_copy", "card": uid, "kept": kept[d["name"]], "rule": t.UNIQUENESS.id})
            events += st.leave_play(state, uid)
    return events


def check(state: State) -> list[Event]:
    """t.STATE_BASED_CHECK, run whenever the stack is empty: damage, uniqueness, then who has won."""
    if state["status"] != "active" or state["stack"]:
        return []
    return damage_check(state) + uniqueness_check(state) + win_check(state)


def objective_fulfilled(state: State, uid: str) -> bool:
    """docs/athernum-rulings.md, "Objective wins on a face-up character" (as ``victory.objective_card``): a character
    (t.OBJECTIVE) with an Objective ability and at least its field in tokens, face-up — a face-down card has lost
    "All abilities printed in the card text" (t.FACE_DOWN_ABILITIES); revealed in its Morning, it wins at the check
    that follows."""
    d, rec = st.defn(state, uid), state["board"][uid]
    return bool(d["type"] == "character" and d["obj"] and d["vt"] and rec["up"] and rec["vt"] >= d["vt"])


def objective_winners(state: State) -> list[str]:
    """RULINGS Athernum 5: the seats with a character whose Objective is fulfilled."""
    return [
        sid
        for sid in st.in_game(state)
        for uid, rec in state["board"].items()
        if rec["ctrl"] == sid and objective_fulfilled(state, uid)
    ]


def win_check(state: State) -> list[Event]:
    """Objective first (t.OBJECTIVE), then point superiority (t.POINT_SUPERIORITY, ``victory.superiority_winner``:
    RULINGS Athernum 4, the tokens on every card a seat controls), then the last player left."""
    if state["status"] != "active":
        return []
    objective = sorted(set(objective_winners(state)))
    if objective:
        return finish(state, objective[0] if len(objective) == 1 else objective, "objective")
    superior = victory.superiority_winner(state)
    if superior is not None:
        return finish(state, superior, "point_superiority")
    left = st.in_game(state)
    if len(left) == 1:
        return finish(state, left[0], "last_player_standing")
    return []


# ---- leaving the game ------------------------------------------------------------------------------------------------


def seat_leaves(state: State, sid: str, reason: str) -> list[Event]:
    """``sid`` is out (Deck Loss, a concession): its cards leave play with it, their tokens back to the pool; what it
    had on the stack or in a combat goes too; the game goes on for the others."""
    mark_out(state, [sid], reason)
    events: list[Event] = [{"type": "seat_out", "seat": sid, "reason": reason}]
    for uid in [u for u, rec in state["board"].items() if rec["ctrl"] == sid and rec["on"] is None]:
        if uid in state["board"]:
            events += st.leave_play(state, uid)
    s = seat(state, sid)
    s["main"] = None
    for item in [i for i in state["stack"] if i["seat"] == sid]:
        state["stack"].remove(item)
        if item.get("card") is not None:
            s["discard"].append(item["card"])
    w = state["window"]
    if w is not None and sid in w["queue"]:
        w["queue"].remove(sid)
    c = state["combat"]
    if c is not None and sid in (c["seat"], c["defending"]):
        state["combat"] = None
    if state["choice"] is not None and state["choice"]["seat"] == sid:
        state["choice"] = None
    state["passing"].pop(sid, None)
    events += win_check(state)
    if state["status"] == "active" and state["turn"]["active_seat"] == sid:
        state["stack"], state["window"], state["combat"], state["choice"] = [], None, None, None
        events += start_turn(state, st.next_seat(state, sid))
    return events


def do_concede(state: State, a: dict[str, Any]) -> list[Event]:
    if state["phase"] == "start":
        mark_out(state, [a["seat"]], "conceded")
        leaving = seat(state, a["seat"])
        if leaving["start"] is not None:  # its chosen card never enters play: back to its deck
            leaving["deck"].append(leaving["start"])
            leaving["start"] = None
        left = st.in_game(state)
        events: list[Event] = [{"type": "seat_out", "seat": a["seat"], "reason": "conceded"}]
        if len(left) == 1:
            return events + finish(state, left[0], "last_player_standing")
        if all(seat(state, x)["start"] is not None for x in left):
            events += begin(state)
        return events
    return seat_leaves(state, a["seat"], "conceded")
