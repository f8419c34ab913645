"""Everything a sound Achroma tracker state satisfies (checked after every action by the property tests)."""

from __future__ import annotations

from rules.achroma import state as st
from rules.base import State
from rules.common import seat as seat_of


def invariant_violations(state: State) -> list[str]:
    problems: list[str] = []
    ids = [s["seat"] for s in state["seats"]]
    if ids != [f"p{i}" for i in range(1, len(ids) + 1)]:
        problems.append(f"seats are not p1..pN in order: {ids}")
    if not st.MIN_PLAYERS <= len(ids) <= st.MAX_PLAYERS:
        problems.append(f"{len(ids)} seats")
    for s in state["seats"]:
        if s["shards"] < 0:
            problems.append(f"{s['seat']} has {s['shards']} shards (below 0)")
        if s["shards"] == 0 and not s["out"]:
            problems.append(f"{s['seat']} has an empty bank but is still in the game")
        if s["prevent"] < 0 or s["prevent_used"] < 0:
            problems.append(f"{s['seat']} has a negative Prevent")
        if s.get("opening_hand") not in (None, "kept", "mulligan"):
            problems.append(f"{s['seat']} opening hand {s.get('opening_hand')!r}")
        if s.get("opening_hand") is None and "opening" in state and not state["opening"] and not s["out"]:
            problems.append(f"{s['seat']} never decided on a hand although the opening is over")
    turn, info = state["turn"], state["this_turn"]
    if turn["step"] not in st.STEPS:
        problems.append(f"unknown step {turn['step']!r}")
    if not 0 <= info["trade_shards"] <= st.TRADE_LIMIT:
        problems.append(f"trade shards {info['trade_shards']} outside 0..{st.TRADE_LIMIT}")
    if not 0 <= info["deploys"] <= st.DEPLOY_LIMIT:
        problems.append(f"deploys {info['deploys']} outside 0..{st.DEPLOY_LIMIT}")
    for step in ("start", "end"):
        if info[f"{step}_step"] not in (None, "draw", "trade"):
            problems.append(f"{step} step choice {info[f'{step}_step']!r}")
    left = [s for s in state["seats"] if not s["out"]]
    if state["status"] == "active":
        if state["winner"] is not None or state["finish_reason"] is not None:
            problems.append("an active game has a winner or finish reason")
        if len(left) < 2:
            problems.append("an active game with fewer than two banks left")
        if any(s["shards"] >= st.WINNING_SHARDS for s in left):
            problems.append("an active game with a bank at 30 or more")
        if turn["active_seat"] not in ids or seat_of(state, turn["active_seat"])["out"]:
            problems.append(f"active seat {turn['active_seat']} is not in the game")
        elif not seat_of(state, turn["active_seat"])["had_turn"]:
            problems.append("the active seat has not started a turn")
    elif state["status"] == "finished":
        if not state["finish_reason"]:
            problems.append("a finished game without a finish reason")
        if state["winner"] is not None and (state["winner"] not in ids or seat_of(state, state["winner"])["out"]):
            problems.append(f"winner {state['winner']} is not a seat still in the game")
    else:
        problems.append(f"unknown status {state['status']!r}")
    return problems
