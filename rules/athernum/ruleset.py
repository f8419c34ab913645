"""The Athernum ruleset object: the contract of ``rules.base.Ruleset`` over the pieces of this package."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules.athernum import state as st
from rules.athernum.actions import ACTION_TYPES, COUNTERS, PLAYER_FIELDS
from rules.athernum.handlers import COMMAND_COSTS, HANDLERS, command_problem
from rules.athernum.invariants import invariant_violations
from rules.athernum.locations import play_location_problem
from rules.athernum.victory import end_checks, opponents_reach
from rules.base import ActionType, Counter, Event, PlayerField, State
from rules.common import seat
from rules.tracker import Tracker


class AthernumRuleset(Tracker):
    id: str = st.RULESET_ID
    name: str = "Athernum: The Old World"
    min_players: int = st.MIN_PLAYERS
    max_players: int | None = None  # "2+ players": the rulebook's own example is a 3-player game
    counters: tuple[Counter, ...] = COUNTERS
    turn_structure: tuple[str, ...] = st.TURN_STRUCTURE
    action_types: tuple[ActionType, ...] = ACTION_TYPES
    player_fields: tuple[PlayerField, ...] = PLAYER_FIELDS
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
        # The State-Based Check after every change: a win counts "immediately", whoever acted.
        return end_checks(state)

    def legal_types(self, state: State, seat_id: str) -> list[str]:
        if state["status"] != "active" or seat_id not in st.in_game(state):
            return []
        player = seat(state, seat_id)
        names = ["vt_card_enter", "draw", "adjust", "concede"]
        if any(not c["main"] for c in player["cards"]):
            names.append("vt_card_leave")
        if player["cards"]:
            names.append("vt_card_turn")
        if state["vt_pool"] > 0 and player["cards"]:
            names.append("vt_place")
        if any(c["tokens"] > 0 for c in player["cards"]):
            names.append("vt_remove")
        if any(command_problem(state, seat_id, use) is None for use in COMMAND_COSTS):
            names.append("command")
        if play_location_problem(state, seat_id) is None:
            names.append("play_location")
        if player.get("location") is not None:
            names.append("location_leave")
        names.append("game_ending_effect")
        if state["turn"]["active_seat"] == seat_id:
            names.append("next_phase")
        order = [a.name for a in self.action_types]
        return sorted(names, key=order.index)

    def narrow(self, state: State, seat_id: str, action_type: ActionType) -> dict[str, dict[str, Any]]:
        """The card fields name a card the seat controls (one that can leave, or that holds tokens to remove)."""
        cards = seat(state, seat_id)["cards"]
        choices = {
            "vt_card_leave": [c["card"] for c in cards if not c["main"]],
            "vt_card_turn": [c["card"] for c in cards],
            "vt_place": [c["card"] for c in cards],
            "vt_remove": [c["card"] for c in cards if c["tokens"] > 0],
        }
        if action_type.name not in choices:
            return {}
        narrowed: dict[str, dict[str, Any]] = {"card": {"enum": choices[action_type.name]}}
        if action_type.name == "vt_place":
            narrowed["amount"] = {"maximum": state["vt_pool"]}  # placed tokens come from the pool
        return narrowed

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
                "location_played": turn.get("location_played", False),
            },
            "seats": [self._seat_view(state, s) for s in state["seats"]],
        }
        if seat_id is not None:
            view["legal_actions"] = self.legal_types(state, seat_id)
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
            "main_character": main,  # None when the starting card was a location: that slot remains empty
            "location": s.get("location"),
            "cards": [dict(c) for c in s["cards"]],
            # point superiority comes when victory_tokens exceed this (None once out)
            "opponents_reach": None if s["out"] else opponents_reach(state, s["seat"]),
        }

    def invariant_violations(self, state: State) -> list[str]:
        return invariant_violations(state)
