"""Turn flow: starting and ending turns, the start-of-turn HUNTs and SPLAT/SQUISH expiry, healing at the end of a
turn, and ``settle`` — eliminations and the win checks run after every action."""

from __future__ import annotations

from rules.achroma import rules_text as r
from rules.achroma.engine import board as bd
from rules.achroma.engine import effects as fx
from rules.achroma.engine import texts as t
from rules.achroma.engine.state import WINNING_SHARDS, in_game, new_turn_info, seat, to_dregs, turn_order_from
from rules.base import Event, State
from rules.common import mark_out


def begin_game(state: State) -> list[Event]:
    state["phase"] = "play"
    first = state["first_seat"]
    if len(state["seats"]) == 2:
        # r.TWO_PLAYER_SKIP; RULINGS Achroma 3: "the first player's first turn begins in the Main step".
        skipped = {"type": "start_step_skipped", "seat": first, "rule": r.TWO_PLAYER_SKIP.id}
        return [*begin_turn(state, first, step="main"), skipped]
    return begin_turn(state, first)


def begin_turn(state: State, sid: str, step: str = "start") -> list[Event]:
    turn = state["turn"]
    turn["number"] += 1
    turn["active_seat"] = sid
    turn["step"] = step
    state["this_turn"] = new_turn_info()
    for s in state["seats"]:
        s["prevent_used"] = 0  # RULINGS Achroma 2: every Prevent budget renews when the next turn starts
    seat(state, sid)["had_turn"] = True
    events: list[Event] = [{"type": "turn_started", "seat": sid, "number": turn["number"], "step": step}]
    for rec in state["board"].values():  # SPLAT / SQUISH last "until the start of your next turn"
        rec["tokens"] = [tk for tk in rec["tokens"] if tk["by"] != sid]
    if turn["number"] > state["max_turns"]:
        return events + _turn_limit(state)
    return events + _resolve_hunts(state, sid)


def _resolve_hunts(state: State, sid: str) -> list[Event]:
    """t.HUNT: resolved at the start of the hunter's next turn if both cards are still where they were."""
    events: list[Event] = []
    mine = [h for h in state["hunts"] if h["by"] == sid]
    state["hunts"] = [h for h in state["hunts"] if h["by"] != sid]
    board = state["board"]
    for h in mine:
        hunter, target = board.get(h["hunter"]), board.get(h["target"])
        if hunter is None or target is None or hunter["ctrl"] != h["hunter_ctrl"] or target["ctrl"] != h["target_ctrl"]:
            events.append({"type": "hunt_lapsed", "hunter": h["hunter"], "target": h["target"], "rule": t.HUNT.id})
            continue
        events.append({"type": "hunt_resolved", "hunter": h["hunter"], "target": h["target"], "rule": t.HUNT.id})
        fx.run(state, h["then"], actor=sid, source=h["hunter"], target=h["target"], events=events)
    return events


def end_turn(state: State) -> list[Event]:
    """t.HEAL: damage heals; the ender's cards unfreeze (t.FREEZE) and lose SHIELD WALL; the next seat begins."""
    current = state["turn"]["active_seat"]
    for rec in state["board"].values():
        rec["dmg"] = 0
        if rec["ctrl"] == current:
            rec["frozen"] = False
            rec["sw"] = 0
    left = turn_order_from(state, current)
    events: list[Event] = [{"type": "turn_passed", "seat": current, "to": left[0] if left else None, "rule": t.HEAL.id}]
    if not left:
        return events
    return events + begin_turn(state, left[0])


def _turn_limit(state: State) -> list[Event]:
    """Not a rule of the game: an engine game stops at ``max_turns`` (default 200) so that simulations end; the
    highest bank wins, a tie for highest is a draw."""
    banks = {s["seat"]: s["shards"] for s in state["seats"] if not s["out"]}
    best = max(banks.values())
    top = [s for s, b in banks.items() if b == best]
    return finish(state, top[0] if len(top) == 1 else None, "turn_limit")


def finish(state: State, winner: str | None, reason: str) -> list[Event]:
    state["status"] = "finished"
    state["winner"] = winner
    state["finish_reason"] = reason
    state["pending"] = None
    return [{"type": "game_finished", "winner": winner, "reason": reason}]


def settle(state: State) -> list[Event]:
    """Banks at 0 go out (their cards leave every Canvas), 30 wins at once, the last bank standing wins, and an
    active player who went out hands the turn on (RULINGS Achroma 6)."""
    events: list[Event] = []
    if state["status"] != "active":
        return events
    for s in state["seats"]:
        if not s["out"] and s["shards"] <= 0 and state["phase"] == "play":
            mark_out(state, [s["seat"]], "bank_empty")
            events.append({"type": "player_out", "seat": s["seat"], "reason": "bank_empty", "rule": r.OUT_OF_GAME.id})
            bd.remove_seat_cards(state, s["seat"], events)
            _drop_from_pending(state, s["seat"])
    rich = [s["seat"] for s in state["seats"] if not s["out"] and s["shards"] >= WINNING_SHARDS]
    left = in_game(state)
    if rich:
        return events + finish(state, rich[0], "reached_30_shards")
    if len(left) == 1:
        return events + finish(state, left[0], "last_bank_standing")
    if not left:
        return events + finish(state, None, "no_bank_left")
    if state["phase"] == "play" and seat(state, state["turn"]["active_seat"])["out"]:
        state["pending"] = None
        events += end_turn(state)
        events += settle(state)
    return events


def _drop_from_pending(state: State, sid: str) -> None:
    p = state["pending"]
    if p is None:
        return
    if p["kind"] == "choice" and p["seat"] == sid:
        if p["what"] == "secret":
            to_dregs(state, p["card"])
        state["pending"] = None
    # A seat that leaves during a reaction window is skipped by reactions.advance (seats out have no reactions).
