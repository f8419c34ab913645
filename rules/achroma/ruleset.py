"""The Achroma ruleset: which actions are legal now, the public view, and the contract over this package."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules.achroma import state as st
from rules.achroma.actions import ACTION_TYPES, COUNTERS, MAX_SHARD_VALUE
from rules.achroma.handlers import HANDLERS, close_opening
from rules.achroma.invariants import invariant_violations
from rules.base import ActionType, Counter, Event, PlayerField, State
from rules.common import seat as seat_of
from rules.tracker import Tracker

# Actions any seat still in the game may take at any moment of an active game.
_ANY_TIME = ("set_prevent", "adjust", "concede")
# Actions the active player may always attempt: a bonus trade, a free deploy and a gain fit any step.
_OWN_TURN = ("trade", "deploy", "gain")


class AchromaRuleset(Tracker):
    id: str = st.RULESET_ID
    name: str = "Achroma"
    min_players: int = st.MIN_PLAYERS
    max_players: int | None = st.MAX_PLAYERS
    counters: tuple[Counter, ...] = COUNTERS
    turn_structure: tuple[str, ...] = st.STEPS
    action_types: tuple[ActionType, ...] = ACTION_TYPES
    player_fields: tuple[PlayerField, ...] = ()  # Achroma needs nothing beyond a name
    handlers = HANDLERS

    def new_game(
        self,
        players: Sequence[Mapping[str, Any]],
        seed: int,
        first_player: str | None,
        options: Mapping[str, Any] | None,
    ) -> tuple[State, list[Event]]:
        return st.setup(players, seed, first_player, options)

    def after_action(self, state: State) -> list[Event]:
        return st.settle(state)

    opening_decisions = ("mulligan", "keep")

    def opening_open(self, state: State) -> bool:
        return bool(state.get("opening"))

    def close_opening(self, state: State) -> list[Event]:
        return close_opening(state)

    def legal_types(self, state: State, seat: str) -> list[str]:
        if state["status"] != "active" or seat not in {s["seat"] for s in state["seats"]}:
            return []
        if seat_of(state, seat)["out"]:
            return []
        names = set(_ANY_TIME)
        if self.opening_open(state) and seat_of(state, seat).get("opening_hand") is None:
            names.update(self.opening_decisions)
        if not st.is_active_seat(state, seat):
            names.add("gain")  # from a DISPOSE used as a Reaction
            if st.drain_steal_open(state, seat):
                names.update(("drain", "steal"))
        if st.is_active_seat(state, seat):
            step = state["turn"]["step"]
            names.update(_OWN_TURN)
            if step in ("start", "end") and state["this_turn"][f"{step}_step"] is None:
                names.add("draw")
            if st.drain_steal_open(state, seat):  # an opponent is always left while the game is active
                names.update(("drain", "steal"))
            names.add("pass_turn" if step == st.STEPS[-1] else "next_step")
        return [at.name for at in ACTION_TYPES if at.name in names]

    def narrow(self, state: State, seat: str, action_type: ActionType) -> dict[str, dict[str, Any]]:
        if action_type.name == "deploy":  # a paid Deploy cannot cost more than the bank holds
            return {"cost": {"maximum": min(MAX_SHARD_VALUE, seat_of(state, seat)["shards"])}}
        narrowed: dict[str, dict[str, Any]] = {}
        if action_type.name in ("drain", "steal"):  # one opponent still in the game
            narrowed["target"] = {"enum": [s["seat"] for s in state["seats"] if s["seat"] != seat and not s["out"]]}
        if action_type.name in ("gain", "drain", "steal") and not st.is_active_seat(state, seat):
            narrowed["reaction"] = {"const": True}  # outside your turn, only as a DISPOSE Reaction
        return narrowed

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
                    "opening_hand": s.get("opening_hand", "kept"),
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
            "opening": bool(state.get("opening")),
            "winning_shards": st.WINNING_SHARDS,
            "viewer": seat,
        }

    def invariant_violations(self, state: State) -> list[str]:
        return invariant_violations(state)
