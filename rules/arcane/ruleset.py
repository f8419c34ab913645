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
    draw_due,
    draw_settled,
    setup_game,
    started,
)
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


class ArcaneRuleset:
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

    def setup(
        self,
        *,
        players: Sequence[Mapping[str, Any]],
        seed: int,
        first_player: str | None = None,
        options: Mapping[str, Any] | None = None,
    ) -> tuple[State, list[Event]]:
        return setup_game(players, seed, first_player, options)

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        if not isinstance(action, Mapping):
            raise ActionInvalid({"_schema": ["An action must be an object."]})
        action_type = find_action_type(self.action_types, action.get("type"))
        clean = action_type.validate(action, [s["seat"] for s in state["seats"]])
        ensure_active(state)
        ensure_in_game(state, clean["seat"])
        new = clone(state)
        events = HANDLERS[action_type.name](new, clean)
        return new, events

    def legal_actions(self, state: State, seat: str) -> list[str]:
        seats = {s["seat"]: s for s in state["seats"]}
        if state["status"] != "active" or seat not in seats or seats[seat]["out"]:
            return []
        legal = {"adjust", "concede"}
        if not started(state):
            if not seats[seat]["kept"]:
                legal.add("keep")
                if seats[seat]["mulligans"] < MAX_MULLIGANS:
                    legal.add("mulligan")
        else:
            legal.add("life")
            if state["domains"]:
                legal |= {"banish_counter", "domain_leave"}
            turn = state["turn"]
            if turn["active_seat"] == seat:
                step = turn["step"]
                if step == "start_of_turn" and draw_due(state) and not turn["drawn"]:
                    legal.add("draw")
                if step == "action":
                    # Always listed: a second Essence is accepted when a card allowing it is named.
                    legal |= {"essence", "domain_enter"}
                if draw_settled(state):
                    legal.add("pass_turn")
                    if step != PHASES[-1]:
                        legal.add("next_phase")
        return [a.name for a in self.action_types if a.name in legal]

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
            "legal_actions": self.legal_actions(state, seat) if seat is not None else [],
        }

    def outcome(self, state: State) -> Outcome | None:
        if state["status"] == "active":
            return None
        return Outcome(winner=state["winner"], reason=state["finish_reason"], placements=placements(state))

    def invariant_violations(self, state: State) -> list[str]:
        return invariant_violations(state)
