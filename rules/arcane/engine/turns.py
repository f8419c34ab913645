"""Turn flow: beginning and ending turns (the Start of Turn and End of Turn phases), players leaving the game, and
the end of the game."""

from __future__ import annotations

from rules.arcane.engine import board as bd
from rules.arcane.engine import texts as t
from rules.arcane.engine import triggers as tr
from rules.arcane.engine import windows as wn
from rules.arcane.engine.state import (
    card_id,
    defn,
    draw,
    in_game,
    new_turn_info,
    owner,
    seat,
    to_sanctum,
    turn_order_from,
)
from rules.base import Event, State
from rules.common import CONCEDE_RULE


def begin_game(state: State) -> list[Event]:
    state["phase"] = "play"
    return [
        {"type": "game_started", "seat": state["first_seat"], "rule": t.GAME_START.id},
        *begin_turn(state, state["first_seat"]),
    ]


def begin_turn(state: State, sid: str) -> list[Event]:
    """Start of Turn, in order: draw (t.START_DRAW; not the first player's first turn, t.GAME_START), unexhaust
    (t.UNEXHAUST), Generators' floating Essence (t.GENERATOR), then "at the start of your turn" abilities."""
    turn = state["turn"]
    turn["number"] += 1
    turn["active_seat"] = sid
    turn["step"] = "start_of_turn"
    state["this_turn"] = new_turn_info()
    wn.end_standing(state, turn_started=sid)
    events: list[Event] = [{"type": "turn_started", "seat": sid, "number": turn["number"], "rule": t.PHASE_ORDER.id}]
    if turn["number"] > state["max_turns"]:
        return events + _turn_limit(state)
    if turn["number"] > 1:
        drawn = draw(state, sid)
        if drawn:
            events.append(
                {
                    "type": "card_drawn",
                    "seat": sid,
                    "rule": t.START_DRAW.id,
                    "private": {sid: {"card": drawn[0], "card_id": card_id(state, drawn[0])}},
                }
            )
        else:
            events.append({"type": "deck_empty", "seat": sid, "rule": t.EMPTY_DECK.id})
    for rec in state["board"].values():
        if rec["ctrl"] == sid and rec["held"] <= 0:
            rec["ex"] = False
    seat(state, sid)["spent"] = []
    floating = seat(state, sid)["floating"]
    for u in bd.creatures(state, sid):
        if bd.has(state, u, "generator"):
            kind = defn(state, u)["essence"]
            floating[kind] = floating.get(kind, 0) + 1
            events.append(
                {"type": "essence_generated", "seat": sid, "card": u, "essence": kind, "rule": t.GENERATOR.id}
            )
    tr.start_of_turn(state, sid, events)
    turn["step"] = "action"
    return events


def end_turn(state: State) -> list[Event]:
    """End of Turn, in order: "end of turn" effects end (t.END_OF_TURN_EFFECTS), generated Essence is lost
    (t.GENERATED_LOST), and play passes clockwise (t.PASS_TURN)."""
    current = state["turn"]["active_seat"]
    state["turn"]["step"] = "end_of_turn"
    events: list[Event] = []
    for uid, rec in state["board"].items():
        if rec["buffs"]:
            rec["buffs"] = [b for b in rec["buffs"] if b["until"] != "end_of_turn"]
        if rec["held"] > 0 and rec["ctrl"] == current:
            rec["held"] -= 1
            if rec["held"] == 0:
                rec["ex"] = False
                events.append({"type": "unexhausted", "card": uid, "rule": t.END_OF_TURN_EFFECTS.id})
    for s in state["seats"]:
        s["floating"] = {}
    # A turn ends with nothing in progress, except when its player has just left the game: then what others
    # put on the stack (and any choice they were making) still resolves, at the start of the next turn.
    state["combat"] = None
    wn.end_standing(state, turn_ended=current)
    left = turn_order_from(state, current)
    events.append({"type": "turn_ended", "seat": current, "to": left[0] if left else None, "rule": t.PASS_TURN.id})
    if not left:
        return events
    return events + begin_turn(state, left[0])


def _turn_limit(state: State) -> list[Event]:
    """Not a rule of the game: an engine game stops at ``max_turns`` (default 200) so that simulations end; the
    highest Life wins, a tie for highest is a draw."""
    lives = {s["seat"]: s["life"] for s in state["seats"] if not s["out"]}
    best = max(lives.values())
    top = [s for s, life in lives.items() if life == best]
    return finish(state, top[0] if len(top) == 1 else None, "turn_limit")


def finish(state: State, winner: str | None, reason: str) -> list[Event]:
    state["status"] = "finished"
    state["winner"] = winner
    state["finish_reason"] = reason
    p = state["pending"]
    if p is not None and p["what"] == "place":
        to_sanctum(state, p["card"])
    state["pending"], state["window"], state["combat"] = None, None, None
    for item in state["stack"]:
        if item["kind"] == "card":
            to_sanctum(state, item["card"])
    state["stack"] = []
    return [{"type": "game_finished", "winner": winner, "reason": reason}]


def check_life(state: State) -> list[Event]:
    """t.HOW_TO_WIN; RULINGS Arcane 5: a player at 0 Life or less has lost, all at once; the last one left wins, and
    when the last players all reach 0 together nobody does."""
    events: list[Event] = []
    for s in state["seats"]:
        if not s["out"] and s["life"] <= 0:
            events += eliminate(state, s["seat"], "life_zero")
    return events + check_winner(state)


def check_winner(state: State) -> list[Event]:
    if state["status"] != "active" or (state["phase"] == "mulligan" and len(in_game(state)) > 1):
        return []
    left = in_game(state)
    if len(left) == 1:
        return finish(state, left[0], "last_player_standing")
    if not left:
        return finish(state, None, "no_players_left")
    return []


def eliminate(state: State, sid: str, reason: str) -> list[Event]:
    """A player leaves the game: everything they own leaves the Battlefield (their Domains too), their cards on the
    stack and any choice they were making go; the game goes on without them."""
    s = seat(state, sid)
    s["out"], s["out_reason"] = True, reason
    rule = {"life_zero": t.LAST_PLAYER_STANDING.id, "no_actions_left": t.EMPTY_DECK.id}.get(reason, CONCEDE_RULE.id)
    events: list[Event] = [{"type": "player_out", "seat": sid, "reason": reason, "rule": rule}]
    for uid in [u for u, rec in state["board"].items() if rec["ctrl"] == sid or owner(state, u) == sid]:
        del state["board"][uid]
        to_sanctum(state, uid)
    was_active = state["domains"][0]["card"] if state["domains"] else None
    for d in [d for d in state["domains"] if owner(state, d["card"]) == sid]:
        state["domains"].remove(d)
        to_sanctum(state, d["card"])
    if state["domains"] and state["domains"][0]["card"] != was_active:
        events.append({"type": "domain_activated", "domain": state["domains"][0]["card"], "rule": t.DOMAIN_STACK.id})
    s["sanctum"] += s["essences"]
    s["essences"], s["spent"], s["floating"] = [], [], {}
    for item in [i for i in state["stack"] if i["ctrl"] == sid]:
        state["stack"].remove(item)
        if item["kind"] == "card":
            to_sanctum(state, item["card"])
    if state["window"] is not None:
        state["window"]["queue"] = [q for q in state["window"]["queue"] if q != sid]
    c = state["combat"]
    if c is not None and sid in (c["seat"], c["defender"]):
        state["combat"] = None
        events.append({"type": "attack_ended", "attacker": c["attacker"], "reason": "player_left"})
    p = state["pending"]
    if p is not None and p["seat"] == sid:
        if p["what"] == "place":
            to_sanctum(state, p["card"])
        state["pending"] = None
    return events
