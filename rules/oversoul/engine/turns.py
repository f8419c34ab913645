"""Turn flow — the opening, the Cycle Phase, the Return Phase, passing the turn — and ``settle``: everything that
happens by itself after an action (Shattering at 0 HP, the endings, resolving the Timeshift, starting waiting
triggers, moving through the phases) until the game waits for a player again."""

from __future__ import annotations

from rules.base import Event, State
from rules.oversoul import rules_text as R
from rules.oversoul.engine import battle as bt
from rules.oversoul.engine import board as bd
from rules.oversoul.engine import chain as ch
from rules.oversoul.engine import choices as chs
from rules.oversoul.engine import damage as dm
from rules.oversoul.engine import play, stats
from rules.oversoul.engine import windows as wn
from rules.oversoul.engine.darshan import darshan
from rules.oversoul.engine.rulings import ATTACK_PRIORITY, LEADER_LAST_CHANCE, TURN_LIMIT
from rules.oversoul.engine.state import HAND_LIMIT, MAX_RANK, SEATS, draw, other, seat


def begin_play(state: State) -> list[Event]:
    state["phase"] = "play"
    return start_turn(state, state["first_seat"])


def start_turn(state: State, sid: str) -> list[Event]:
    """2.1: Draw 1, RANK +1 (not on the first cycle), ENERGY = RANK, Heal and Reactivate (not on the first)."""
    turn = state["turn"]
    turn.update(number=turn["number"] + 1, active_seat=sid, step="cycle")
    state["return_three"] = None
    state["once"] = [k for k in state["once"] if not k.startswith("turn:")]
    for s in state["seats"]:
        s["plus_activated"] = 0
        s["bonus_generate"] = 0
        s["discounts"] = {"unit": 0, "event": 0, "construct": 0}
    for rec in state["board"].values():
        rec["exposed"] = False  # t.EXPOSE: "until the next Cycle Phase"
        if rec["granted"]:
            rec["granted"] = [g for g in rec["granted"] if g["until"] != f"cycle:{sid}"]
    s = seat(state, sid)
    s["cycles"] += 1
    events: list[Event] = [
        {"type": "turn_started", "seat": sid, "number": turn["number"], "cycle": s["cycles"], "rule": R.PHASES.id}
    ]
    wn.turn_starts(state, sid, events)
    if turn["number"] > state["max_turns"]:
        return events + _turn_limit(state)
    events += draw(state, sid, 1, cause="cycle")
    if s["cycles"] > 1 and s["rank"] < MAX_RANK:
        s["rank"] += 1
        events.append({"type": "rank_increased", "seat": sid, "rank": s["rank"], "rule": R.RANK_UP.id})
    s["energy"] = s["rank"]
    events.append({"type": "energy_refreshed", "seat": sid, "energy": s["energy"], "rule": R.ENERGY_REFRESH.id})
    if s["cycles"] > 1:
        for uid in bd.roots(state, sid) + [c for u in bd.roots(state, sid) for c in state["board"][u]["stack"]]:
            if uid != s["leader"]:
                dm.heal(state, uid, stats.max_hp(state, uid), events)  # t.CYCLE_HEAL
        for uid in bd.roots(state, sid):
            ch.reactivate(state, uid, events)  # t.CYCLE_REACTIVATE
    for uid in bd.roots(state, sid):
        stats.queue_triggers(state, uid, "CYCLE", sid)
    return events


def end_turn(state: State) -> list[Event]:
    current = state["turn"]["active_seat"]
    for rec in state["board"].values():
        if rec["mods"]:
            rec["mods"] = [m for m in rec["mods"] if m.get("until") != "turn"]
        if rec["granted"]:
            rec["granted"] = [g for g in rec["granted"] if g["until"] != "turn"]
    for s in state["seats"]:
        s["floating"] = 0
    events: list[Event] = [{"type": "turn_passed", "seat": current, "to": other(current), "rule": R.TURN_PASS.id}]
    return events + start_turn(state, other(current))


def _turn_limit(state: State) -> list[Event]:
    hp = {s["seat"]: s["hp"] for s in state["seats"]}
    best = max(hp.values())
    top = [sid for sid, v in hp.items() if v == best]
    return finish(state, top[0] if len(top) == 1 else None, "turn_limit", TURN_LIMIT.id)


def finish(state: State, winner: str | None, reason: str, rule: str) -> list[Event]:
    for link in state["chain"]:  # a card still being played from the hand when the game ends goes Idle
        if link["kind"] == "activate" and link["from"] == "hand":
            seat(state, state["inst"][link["card"]][1])["idle"].append(link["card"])
    state.update(
        status="finished",
        winner=winner,
        finish_reason=reason,
        chain=[],
        priority=None,
        passes=0,
        resolving=False,
        battle=None,
        choice=None,
        triggers=[],
        rescue=None,
        window=None,
    )
    for s in state["seats"]:
        if winner is not None and s["seat"] != winner:
            s["out"], s["out_reason"] = True, reason
    return [{"type": "game_finished", "winner": winner, "reason": reason, "rule": rule}]


def _endings(state: State) -> list[Event]:
    """The game's endings, checked after every step (RULINGS Oversoul 3; 2. GAME FLOW's darshans)."""
    losers = [s["seat"] for s in state["seats"] if s["hp"] <= 0]
    if losers:
        winner = None if len(losers) == 2 else other(losers[0])
        return finish(state, winner, "leader_hp_zero", R.LEADER_DEFEATED.id)
    out = state.pop("deck_out", None)
    if out is not None:
        return finish(state, other(out), "deck_out", R.DECK_OUT.id)
    active = state["turn"]["active_seat"] or SEATS[0]
    face_up = {SEATS[0]: 0, SEATS[1]: 0}
    for r in state["board"].values():
        if not r["down"]:
            face_up[r["ctrl"]] += 1
    for sid in (active, other(active)):
        won = darshan(state, sid, face_up[sid])
        if won is not None:
            rule = R.SHAKTI_DARSHAN if won == "shakti" else R.SHIVA_DARSHAN  # read as SHAKTI_/SHIVA_READING
            return finish(state, sid, f"{won}_darshan", rule.id)
    return []


def _leaders_gone(state: State) -> list[Event]:
    """R.LEADER_DEFEATED: a Leader that left the board and did not Return within the chain that removed it."""
    for sid in list(dict.fromkeys(state["leader_gone"])):
        if seat(state, sid)["leader"] in state["board"]:
            state["leader_gone"].remove(sid)
            continue
        if state.get("rescue") is None and sid not in state.get("rescued", []):
            state["rescue"] = sid
            state.setdefault("rescued", []).append(sid)
            return [{"type": "leader_last_chance", "seat": sid, "rule": LEADER_LAST_CHANCE.id}]
        if state.get("rescue") is None:
            return finish(state, other(sid), "leader_left_board", R.LEADER_DEFEATED.id)
    return []


def settle(state: State) -> list[Event]:
    events: list[Event] = []
    for _ in range(10_000):
        if state["status"] != "active":
            return events
        dm.sweep(state, events)
        events += _endings(state)
        if state["status"] != "active" or state["choice"] is not None:
            return events
        if state["chain"]:
            if state["resolving"]:
                ch.resolve_next(state, events)
                continue
            if not wn.asked_in_chain(state, state["priority"]):
                ch.do_pass(state, state["priority"], events)
                continue
            return events
        if state["resolving"]:
            ch.end_chain(state, events)
        if state["leader_gone"] and not state["triggers"]:
            events += _leaders_gone(state)
            if state["status"] != "active":
                return events
        rescue = state.get("rescue")
        if rescue is not None:
            if wn.asked(state, rescue):
                return events
            state["rescue"] = None
            events.append({"type": "priority_passed", "seat": rescue, "rule": LEADER_LAST_CHANCE.id})
            continue
        if state["battle"] is not None:  # ATTACK_PRIORITY: the defender may answer, then Guard selection
            defender = other(state["battle"]["seat"])
            if bt.guards(state) or wn.asked(state, defender):
                return events
            events.append({"type": "priority_passed", "seat": defender, "rule": ATTACK_PRIORITY.id})
            bt.fight(state, events)
            continue
        if state["triggers"]:
            ch.start_trigger(state, events)
            continue
        if state["phase"] != "play":
            return events
        if state.get("window") is not None:  # PHASE_WINDOWS: the player not on turn, between phases
            if wn.waiting(state, events):
                return events
            continue
        step = state["turn"]["step"]
        if step == "cycle":
            wn.open_window(state, "action_start")
            continue
        if step == "passing":
            events += end_turn(state)
            continue
        if step == "return":
            events += _return_phase(state)
            if state["choice"] is not None or state["status"] != "active":
                return events
            continue
        return events
    raise RuntimeError("settle did not come to rest")


def _return_phase(state: State) -> list[Event]:
    """2.3, in the order of RETURN_PHASE: the hand limit, then — "Additionally, once during the turn player's Return
    Phase, they have a choice to Return any 3 cards" — the choice, offered once the hand is within the limit."""
    sid = state["turn"]["active_seat"]
    s = seat(state, sid)
    if len(s["hand"]) > HAND_LIMIT:
        state["choice"] = {"kind": "hand_limit", "seat": sid}
        return []
    if state["return_three"] is None:
        state["return_three"] = "offered"
        if play.return_three_possible(state, sid):
            chs.start_return_three(state, sid)
            return []
    if wn.turn_end_due(state):
        wn.open_window(state, "turn_end")
        return []
    return end_turn(state)
