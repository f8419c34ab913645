"""The Achroma ruleset: apply dispatch, legal actions, the public view, the outcome and the invariants."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules.achroma import state as st
from rules.achroma.actions import ACTION_TYPES, COUNTERS
from rules.achroma.moves import HANDLERS
from rules.base import (
    Action,
    ActionInvalid,
    ActionType,
    Counter,
    Event,
    Outcome,
    PlayerField,
    State,
    clone,
    find_action_type,
)
from rules.common import ensure_active, ensure_in_game, placements
from rules.common import seat as seat_of

# Actions any seat still in the game may take at any moment of an active game.
_ANY_TIME = ("set_prevent", "adjust", "concede")
# Actions the active player may always attempt: a bonus trade, a free deploy and a gain fit any step.
_OWN_TURN = ("trade", "deploy", "gain")


class AchromaRuleset:
    id: str = st.RULESET_ID
    name: str = "Achroma"
    min_players: int = st.MIN_PLAYERS
    max_players: int | None = st.MAX_PLAYERS
    counters: tuple[Counter, ...] = COUNTERS
    turn_structure: tuple[str, ...] = st.STEPS
    action_types: tuple[ActionType, ...] = ACTION_TYPES
    player_fields: tuple[PlayerField, ...] = ()  # Achroma needs nothing beyond a name

    def setup(
        self,
        *,
        players: Sequence[Mapping[str, Any]],
        seed: int,
        first_player: str | None = None,
        options: Mapping[str, Any] | None = None,
    ) -> tuple[State, list[Event]]:
        return st.setup(players, seed, first_player, options)

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        if not isinstance(action, Mapping):
            raise ActionInvalid({"type": ["An action is an object with a type and a seat."]})
        action_type = find_action_type(ACTION_TYPES, action.get("type"))
        clean = action_type.validate(action, [s["seat"] for s in state["seats"]])
        ensure_active(state)
        ensure_in_game(state, clean["seat"])
        new = clone(state)
        events = HANDLERS[action_type.name](new, clean)
        events += st.settle(new)
        return new, events

    def legal_actions(self, state: State, seat: str) -> list[str]:
        if state["status"] != "active" or seat not in {s["seat"] for s in state["seats"]}:
            return []
        if seat_of(state, seat)["out"]:
            return []
        names = set(_ANY_TIME)
        if st.is_active_seat(state, seat):
            step = state["turn"]["step"]
            names.update(_OWN_TURN)
            if step in ("start", "end") and state["this_turn"][f"{step}_step"] is None:
                names.add("draw")
            if st.drain_steal_open(state, seat):  # an opponent is always left while the game is active
                names.update(("drain", "steal"))
            names.add("pass_turn" if step == st.STEPS[-1] else "next_step")
        return [at.name for at in ACTION_TYPES if at.name in names]

    def view_for(self, state: State, seat: str | None) -> dict[str, Any]:
        # Everything Achroma's tracker knows is public (banks, Prevent, the turn's limits): one view for all.
        turn = state["this_turn"]
        active = state["turn"]["active_seat"]
        return {
            "ruleset": state["ruleset"],
            "status": state["status"],
            "winner": state["winner"],
            "finish_reason": state["finish_reason"],
            "seats": [
                {
                    "seat": s["seat"],
                    "name": s["name"],
                    "out": s["out"],
                    "out_reason": s.get("out_reason"),
                    "shards": s["shards"],
                    "prevent": s["prevent"],
                    "prevent_left": st.prevent_left(s),
                    "had_turn": s["had_turn"],
                }
                for s in state["seats"]
            ],
            "turn": dict(state["turn"]),
            "first_seat": state["first_seat"],
            "this_turn": {
                "start_step": turn["start_step"],
                "end_step": turn["end_step"],
                "trade_shards": turn["trade_shards"],
                "trade_limit": st.TRADE_LIMIT,
                "trade_shards_left": st.TRADE_LIMIT - turn["trade_shards"],
                "deploys": turn["deploys"],
                "deploy_limit": st.DEPLOY_LIMIT,
                "deploys_left": st.DEPLOY_LIMIT - turn["deploys"],
                "drain_steal_open": state["status"] == "active" and st.drain_steal_open(state, active),
            },
            "winning_shards": st.WINNING_SHARDS,
            "viewer": seat,
        }

    def outcome(self, state: State) -> Outcome | None:
        if state["status"] == "active":
            return None
        return Outcome(winner=state["winner"], reason=state["finish_reason"], placements=placements(state))

    def invariant_violations(self, state: State) -> list[str]:
        return invariant_violations(state)


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
