"""The Oversoul ruleset: apply dispatch, legal actions, the public view, outcome and invariants."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules.base import ActionType, Event, State
from rules.common import seat
from rules.oversoul import actions as A
from rules.oversoul.handlers import HANDLERS, close_opening
from rules.oversoul.invariants import invariant_violations
from rules.oversoul.state import PHASES, SEATS, setup
from rules.tracker import Tracker

_VIEW_SEAT_KEYS = (
    "leader",
    "hp",
    "max_hp",
    "rank",
    "energy",
    "hand",
    "deck",
    "prepared",
    "cycles",
    "prepared_this_turn",
    "generate_activated",
)
_OPENING_DONE = "kept"  # what a state from before opening decisions were recorded shows


class OversoulRuleset(Tracker):
    id = "oversoul"
    name = "Oversoul TCG"
    min_players = 2
    max_players = 2
    counters = A.COUNTERS
    turn_structure = PHASES
    action_types = A.ACTION_TYPES
    player_fields = A.PLAYER_FIELDS
    handlers = HANDLERS

    def new_game(
        self,
        players: Sequence[Mapping[str, Any]],
        seed: int,
        first_player: str | None,
        options: Mapping[str, Any] | None,
    ) -> tuple[State, list[Event]]:
        return setup(players, seed, first_player, options)

    opening_decisions = ("keep", "replace_hand")

    def opening_open(self, state: State) -> bool:
        return bool(state.get("opening"))

    def close_opening(self, state: State) -> list[Event]:
        return close_opening(state)

    def legal_types(self, state: State, seat_id: str) -> list[str]:
        if seat_id not in SEATS or state["status"] != "active" or seat(state, seat_id).get("out"):
            return []
        s, turn = seat(state, seat_id), state["turn"]
        undecided = self.opening_open(state) and s.get("opening_hand") is None
        own = turn["active_seat"] == seat_id
        in_step = {step: own and turn["step"] == step for step in PHASES}
        allowed = {
            "keep": undecided,
            "replace_hand": undecided,
            "spend_energy": s["energy"] >= 1,
            "next_phase": own,
            # a QUICK Event can be Activated from the hand at any time
            "activate": s["hand"] >= 1 or s["prepared"] - s["prepared_this_turn"] >= 1,
            "prepare": in_step["action"] and s["hand"] >= 1,
            "return_and_draw": in_step["return"] and not state["return_and_draw_used"] and s["hand"] >= 1,
        }
        return [at.name for at in self.action_types if allowed.get(at.name, True)]

    def narrow(self, state: State, seat_id: str, action_type: ActionType) -> dict[str, dict[str, Any]]:
        """What the seat's leader and cards allow: a RANK up to the leader's, ENERGY up to what it has."""
        s = seat(state, seat_id)
        if action_type.name == "spend_energy":
            return {"amount": {"maximum": s["energy"]}}
        if action_type.name == "replace_hand":
            first = seat_id == state["first_player"]
            return {"count": {"maximum": A.OPENING_HAND_FIRST if first else A.OPENING_HAND_SECOND}}
        if action_type.name != "activate":
            return {}
        sources = [
            src for src, n in (("hand", s["hand"]), ("prepared", s["prepared"] - s["prepared_this_turn"])) if n >= 1
        ]
        return {"rank": {"maximum": s["rank"]}, "leader_energy": {"maximum": s["energy"]}, "source": {"enum": sources}}

    def view_for(self, state: State, seat_id: str | None) -> dict[str, Any]:
        # Everything Oversoul's tracker holds is public at the table (hand and deck sizes included).
        return {
            "ruleset": self.id,
            "status": state["status"],
            "winner": state["winner"],
            "finish_reason": state["finish_reason"],
            "seats": [
                {
                    "seat": s["seat"],
                    "name": s["name"],
                    "out": s["out"],
                    "out_reason": s.get("out_reason"),
                    **{k: s[k] for k in _VIEW_SEAT_KEYS},
                    "opening_hand": s.get("opening_hand", _OPENING_DONE),
                }
                for s in state["seats"]
            ],
            "turn": dict(state["turn"]),
            "first_player": state["first_player"],
            "return_and_draw_used": state["return_and_draw_used"],
            "opening": bool(state.get("opening")),
            "hand_limit": A.HAND_LIMIT,
            "max_rank": A.MAX_RANK,
        }

    def invariant_violations(self, state: State) -> list[str]:
        return invariant_violations(state)
