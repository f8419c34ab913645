"""The Chronicles of Arcane ruleset: apply dispatch, legal actions, the public view and the outcome."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules.arcane.actions import ACTION_TYPES, COUNTERS
from rules.arcane.handlers import HANDLERS
from rules.arcane.invariants import invariant_violations
from rules.arcane.state import (
    BANISH_LIMIT,
    ESSENCES_PER_TURN,
    HAND_SIZE,
    MAX_MULLIGANS,
    MIN_PLAYERS,
    PHASES,
    begin_game,
    draw_due,
    draw_settled,
    setup_game,
    started,
)
from rules.base import ActionType, Counter, Event, PlayerField, State
from rules.tracker import Tracker


class ArcaneRuleset(Tracker):
    """Chronicles of Arcane in tracker mode: Life, Essences, Domains and their Banish Counters, mulligans."""

    id: str = "arcane"
    name: str = "Chronicles of Arcane"
    min_players: int = MIN_PLAYERS
    # The rulebook sets no maximum ("In 3+ player games, players start with 30 Life").
    max_players: int | None = None
    counters: tuple[Counter, ...] = COUNTERS
    turn_structure: tuple[str, ...] = PHASES
    action_types: tuple[ActionType, ...] = ACTION_TYPES
    player_fields: tuple[PlayerField, ...] = ()  # Arcane needs nothing per player beyond a name
    handlers = HANDLERS

    def new_game(
        self,
        players: Sequence[Mapping[str, Any]],
        seed: int,
        first_player: str | None,
        options: Mapping[str, Any] | None,
    ) -> tuple[State, list[Event]]:
        return setup_game(players, seed, first_player, options)

    opening_decisions = ("mulligan", "keep")

    def opening_open(self, state: State) -> bool:
        return state["status"] == "active" and not started(state)

    def close_opening(self, state: State) -> list[Event]:
        return begin_game(state)

    def legal_types(self, state: State, seat: str) -> list[str]:
        seats = {s["seat"]: s for s in state["seats"]}
        if state["status"] != "active" or seat not in seats or seats[seat]["out"]:
            return []
        legal = {"adjust", "concede", "life"}
        if not started(state) and not seats[seat]["kept"]:
            legal.add("keep")
            if seats[seat]["mulligans"] < MAX_MULLIGANS:
                legal.add("mulligan")
        play = self.after_opening(state)  # the first turn action begins the game (mulligans are optional)
        if play["domains"]:
            legal |= {"banish_counter", "domain_leave"}
        turn = play["turn"]
        if turn["active_seat"] == seat:
            step = turn["step"]
            if step == "start_of_turn" and draw_due(play) and not turn["drawn"]:
                legal.add("draw")
            if step == "action":
                # Always listed: a second Essence is accepted when a card allowing it is named.
                legal |= {"essence", "domain_enter"}
            if draw_settled(play):
                legal.add("pass_turn")
                if step != PHASES[-1]:
                    legal.add("next_phase")
        return [a.name for a in self.action_types if a.name in legal]

    def narrow(self, state: State, seat: str, action_type: ActionType) -> dict[str, dict[str, Any]]:
        if action_type.name == "domain_leave":
            return {"domain": {"enum": [d["id"] for d in state["domains"]]}}
        return {}

    def view_for(self, state: State, seat: str | None) -> dict[str, Any]:
        # Nothing the tracker holds is hidden: every seat and spectators see the same.
        turn = state["turn"]
        return {
            "ruleset": self.id,
            "status": state["status"],
            "winner": state["winner"],
            "finish_reason": state["finish_reason"],
            "starting_life": state["starting_life"],
            "first_player": state["first_player"],
            "first_player_method": state["first_player_method"],
            "first_player_rolls": [dict(r) for r in state["first_player_rolls"]],
            "seats": [
                {
                    "seat": s["seat"],
                    "name": s["name"],
                    "out": s["out"],
                    "out_reason": s["out_reason"],
                    "life": s["life"],
                    "essences": s["essences"],
                    "mulligans": s["mulligans"],
                    "hand_kept": s["kept"],
                }
                for s in state["seats"]
            ],
            "turn": {
                "number": turn["number"],
                "active_seat": turn["active_seat"],
                "step": turn["step"],
                "draw_due": draw_due(state),
                "drawn": turn["drawn"],
                "essences_placed": turn["essences_placed"],
                "essences_per_turn": ESSENCES_PER_TURN,
                "bonus_essences": turn["bonus_essences"],
            },
            "domains": [
                {**d, "active": i == 0, "banish_counters_to_destroy": BANISH_LIMIT - d["banish_counters"]}
                for i, d in enumerate(state["domains"])
            ],
            "active_domain": state["domains"][0]["id"] if state["domains"] else None,
            "limits": {
                "essences_per_turn": ESSENCES_PER_TURN,
                "banish_counters_destroy_at": BANISH_LIMIT,
                "hand_size": HAND_SIZE,
                "max_mulligans": MAX_MULLIGANS,
            },
            "legal_actions": self.legal_types(state, seat) if seat is not None else [],
        }

    def invariant_violations(self, state: State) -> list[str]:
        return invariant_violations(state)
