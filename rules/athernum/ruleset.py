"""The Athernum ruleset object: the contract of ``rules.base.Ruleset`` over the pieces of this package."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules.athernum import checks, handlers
from rules.athernum import state as st
from rules.athernum.actions import ACTION_TYPES, COUNTERS, PLAYER_FIELDS
from rules.base import (
    Action,
    ActionType,
    Counter,
    Event,
    Outcome,
    PlayerField,
    State,
    clone,
    find_action_type,
)
from rules.common import ensure_active, ensure_in_game, placements, seat


class AthernumRuleset:
    id: str = st.RULESET_ID
    name: str = "Athernum: The Old World"
    min_players: int = st.MIN_PLAYERS
    max_players: int | None = None  # "2+ players": the rulebook's own example is a 3-player game
    counters: tuple[Counter, ...] = COUNTERS
    turn_structure: tuple[str, ...] = st.TURN_STRUCTURE
    action_types: tuple[ActionType, ...] = ACTION_TYPES
    player_fields: tuple[PlayerField, ...] = PLAYER_FIELDS

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
        action_type = find_action_type(self.action_types, action.get("type"))
        clean = action_type.validate(action, [s["seat"] for s in state["seats"]])
        ensure_active(state)
        ensure_in_game(state, clean["seat"])
        new = clone(state)
        events = handlers.HANDLERS[action_type.name](new, clean)
        # The State-Based Check after every change: a win counts "immediately", whoever acted.
        events += checks.end_checks(new)
        return new, events

    def legal_actions(self, state: State, seat_id: str) -> list[str]:
        if state["status"] != "active" or seat_id not in st.in_game(state):
            return []
        player = seat(state, seat_id)
        names = ["vt_card_enter", "draw", "adjust", "concede"]
        if any(not c["main"] for c in player["cards"]):
            names.append("vt_card_leave")
        if state["vt_pool"] > 0:
            names.append("vt_place")
        if any(c["tokens"] > 0 for c in player["cards"]):
            names.append("vt_remove")
        if any(handlers.command_problem(state, seat_id, use) is None for use in handlers.COMMAND_COSTS):
            names.append("command")
        if state["turn"]["active_seat"] == seat_id:
            names.append("next_phase")
        order = [a.name for a in self.action_types]
        return sorted(names, key=order.index)

    def view_for(self, state: State, seat_id: str | None) -> dict[str, Any]:
        """Everything the tracker knows is public (starting cards are face-up once initiative is compared)."""
        turn = state["turn"]
        view: dict[str, Any] = {
            "ruleset": state["ruleset"],
            "status": state["status"],
            "winner": state["winner"],
            "finish_reason": state["finish_reason"],
            "first_player": state["first_player"],
            "vt_pool": state["vt_pool"],
            "vt_total": state["vt_total"],
            "turn": {
                "number": turn["number"],
                "active_seat": turn["active_seat"],
                "step": turn["step"],
                "resource_used": turn["resource_used"],
                "victory_token_used": turn["victory_token_used"],
            },
            "seats": [self._seat_view(state, s) for s in state["seats"]],
        }
        if seat_id is not None:
            view["legal_actions"] = self.legal_actions(state, seat_id)
        return view

    def _seat_view(self, state: State, s: dict[str, Any]) -> dict[str, Any]:
        main = next((c["card"] for c in s["cards"] if c["main"]), None)
        return {
            "seat": s["seat"],
            "name": s["name"],
            "out": s["out"],
            "out_reason": s["out_reason"],
            "victory_tokens": s["victory_tokens"],
            "command_tokens": s["command_tokens"],
            "deck": s["deck"],
            "initiative": s["initiative"],
            "main_character": main,
            "cards": [dict(c) for c in s["cards"]],
            # point superiority comes when victory_tokens exceed this (None once out)
            "opponents_reach": None if s["out"] else checks.opponents_reach(state, s["seat"]),
        }

    def outcome(self, state: State) -> Outcome | None:
        if state["status"] == "active":
            return None
        return Outcome(winner=state["winner"], reason=state["finish_reason"], placements=placements(state))

    def invariant_violations(self, state: State) -> list[str]:
        return checks.invariant_violations(state)
