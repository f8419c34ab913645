"""The Oversoul ruleset: apply dispatch, legal actions, the public view, outcome and invariants."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from rules.base import Action, Event, Outcome, State, clone, find_action_type
from rules.common import ensure_active, ensure_in_game, placements, seat
from rules.oversoul import actions as A
from rules.oversoul.handlers import HANDLERS
from rules.oversoul.state import PHASES, SEATS, setup

_VIEW_SEAT_KEYS = ("leader", "hp", "max_hp", "rank", "energy", "hand", "deck", "prepared", "cycles",
                   "prepared_this_turn", "generate_activated")


class OversoulRuleset:
    id = "oversoul"
    name = "Oversoul TCG"
    min_players = 2
    max_players = 2
    counters = A.COUNTERS
    turn_structure = PHASES
    action_types = A.ACTION_TYPES
    player_fields = A.PLAYER_FIELDS

    def setup(
        self,
        *,
        players: Sequence[Mapping[str, Any]],
        seed: int,
        first_player: str | None = None,
        options: Mapping[str, Any] | None = None,
    ) -> tuple[State, list[Event]]:
        return setup(players, seed, first_player, options)

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        clean = find_action_type(self.action_types, action.get("type")).validate(action, SEATS)
        ensure_active(state)
        ensure_in_game(state, clean["seat"])
        new = clone(state)
        events = HANDLERS[clean["type"]](new, clean)
        return new, events

    def legal_actions(self, state: State, seat_id: str) -> list[str]:
        if seat_id not in SEATS or state["status"] != "active" or seat(state, seat_id).get("out"):
            return []
        s, turn = seat(state, seat_id), state["turn"]
        own = turn["active_seat"] == seat_id
        in_step = {step: own and turn["step"] == step for step in PHASES}
        allowed = {
            "spend_energy": s["energy"] >= 1,
            "next_phase": own,
            # a QUICK Event can be Activated from the hand at any time
            "activate": s["hand"] >= 1 or s["prepared"] - s["prepared_this_turn"] >= 1,
            "prepare": in_step["action"] and s["hand"] >= 1,
            "return_and_draw": in_step["return"] and not state["return_and_draw_used"] and s["hand"] >= 1,
        }
        return [at.name for at in self.action_types if allowed.get(at.name, True)]

    def view_for(self, state: State, seat_id: str | None) -> dict[str, Any]:
        # Everything Oversoul's tracker holds is public at the table (hand and deck sizes included).
        return {
            "ruleset": self.id,
            "status": state["status"],
            "winner": state["winner"],
            "finish_reason": state["finish_reason"],
            "seats": [
                {"seat": s["seat"], "name": s["name"], "out": s["out"], "out_reason": s.get("out_reason"),
                 **{k: s[k] for k in _VIEW_SEAT_KEYS}}
                for s in state["seats"]
            ],
            "turn": dict(state["turn"]),
            "first_player": state["first_player"],
            "return_and_draw_used": state["return_and_draw_used"],
            "hand_limit": A.HAND_LIMIT,
            "max_rank": A.MAX_RANK,
        }

    def outcome(self, state: State) -> Outcome | None:
        if state["status"] == "active":
            return None
        return Outcome(winner=state["winner"], reason=state["finish_reason"], placements=placements(state))

    def invariant_violations(self, state: State) -> list[str]:
        problems: list[str] = []
        try:
            json.dumps(state)
        except (TypeError, ValueError) as exc:
            problems.append(f"state is not JSON-serialisable: {exc}")
        for key in ("ruleset", "seed", "rng_counter", "status", "winner", "finish_reason", "seats", "turn"):
            if key not in state:
                problems.append(f"state lacks {key}")
        if problems:
            return problems
        if [s["seat"] for s in state["seats"]] != list(SEATS):
            problems.append("seats are not exactly p1, p2")
            return problems
        for s in state["seats"]:
            problems += _seat_problems(s)
        turn = state["turn"]
        if turn["active_seat"] not in SEATS or turn["step"] not in PHASES or turn["number"] < 1:
            problems.append(f"bad turn {turn}")
        out = [s["seat"] for s in state["seats"] if s["out"]]
        if state["status"] == "active":
            if state["winner"] is not None or state["finish_reason"] is not None or out:
                problems.append("an active game has a winner, a finish reason or a seat out")
            problems += [f"{s['seat']} is at 0 HP in an active game" for s in state["seats"] if s["hp"] == 0]
        elif state["status"] == "finished":
            if state["winner"] not in SEATS or not state["finish_reason"]:
                problems.append("a finished game lacks a winner seat or a reason")
            elif out != [s for s in SEATS if s != state["winner"]]:
                problems.append(f"the loser is not out (out: {out}, winner: {state['winner']})")
        else:
            problems.append(f"unknown status {state['status']!r}")
        return problems


def _seat_problems(s: dict[str, Any]) -> list[str]:
    problems = []
    for c in A.COUNTERS:
        value = s.get(c.name)
        if isinstance(value, bool) or not isinstance(value, int):
            problems.append(f"{s['seat']}.{c.name} is not an integer: {value!r}")
        elif c.minimum is not None and value < c.minimum:
            problems.append(f"{s['seat']}.{c.name} = {value} is below {c.minimum}")
        elif c.maximum is not None and value > c.maximum:
            problems.append(f"{s['seat']}.{c.name} = {value} is above {c.maximum}")
    if problems:
        return problems
    if not 0 <= s["prepared_this_turn"] <= s["prepared"]:
        problems.append(f"{s['seat']} prepared_this_turn {s['prepared_this_turn']} outside 0..{s['prepared']}")
    if s["generate_activated"] not in (0, 1):
        problems.append(f"{s['seat']} Activated {s['generate_activated']} +cards this turn (limit 1)")
    if s["max_hp"] < 1 or s["cycles"] < 0:
        problems.append(f"{s['seat']} has max_hp {s['max_hp']} / cycles {s['cycles']}")
    return problems
