"""The AI works on the contract alone: a game with no hooks at all (a tiny Nim written for this test) gets every
level, and the generic defaults make "hard" a sound pure Monte Carlo player."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from rules.ai import LEVELS, SearchStats, choose_action, hooks_for
from rules.ai.hooks import outcome_values
from rules.base import (
    Action,
    ActionType,
    Capabilities,
    Event,
    Field,
    Outcome,
    Rule,
    Ruleset,
    RuleViolation,
    State,
    clone,
    outcome_of,
)

TAKE_RULE = Rule("nim.take", "test", "Nim", "Take one to three stones; whoever takes the last stone wins.")


class Nim:
    """Two players take 1–3 stones from one pile; taking the last one wins. Perfect information, no hooks."""

    id = "nim"
    mode = "engine"
    name = "Nim"
    min_players = max_players = 2
    capabilities = Capabilities(
        undo=True, hidden_information=False, cards_required=False, ai=True, legal_actions_exhaustive=True
    )
    counters = ()
    turn_structure = ("take",)
    action_types = (
        ActionType("take", "Take stones.", TAKE_RULE, (Field("stones", "int", minimum=1, maximum=3),)),
        ActionType("concede", "Leave.", TAKE_RULE),
    )
    player_fields = ()

    def setup(
        self,
        *,
        players: Sequence[Mapping[str, Any]],
        seed: int,
        first_player: str | None = None,
        options: Mapping[str, Any] | None = None,
        cards: Mapping[str, Mapping[str, Any]] | None = None,
    ) -> tuple[State, list[Event]]:
        pile = (options or {}).get("pile", 15)
        seats = [{"seat": f"p{i + 1}", "name": p["name"]} for i, p in enumerate(players)]
        turn = {"number": 1, "active_seat": first_player or "p1", "step": "take"}
        return {
            "ruleset": "nim",
            "seed": seed,
            "rng_counter": 0,
            "status": "active",
            "winner": None,
            "finish_reason": None,
            "seats": seats,
            "turn": turn,
            "pile": pile,
        }, []

    def legal_actions(self, state: State, seat: str) -> list[Action]:
        if state["status"] != "active" or seat != state["turn"]["active_seat"]:
            return []
        takes = [{"type": "take", "seat": seat, "stones": n} for n in range(1, min(3, state["pile"]) + 1)]
        return [*takes, {"type": "concede", "seat": seat}]

    def to_act(self, state: State) -> list[str]:
        return [state["turn"]["active_seat"]] if state["status"] == "active" else []

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        if action not in self.legal_actions(state, action.get("seat", "")):
            raise RuleViolation(TAKE_RULE, "Not now.")
        new = clone(state)
        me = action["seat"]
        other = "p2" if me == "p1" else "p1"
        if action["type"] == "concede":
            new.update(status="finished", winner=other, finish_reason="conceded")
            return new, [{"type": "conceded", "seat": me}]
        new["pile"] -= action["stones"]
        if new["pile"] == 0:
            new.update(status="finished", winner=me, finish_reason="last_stone")
        else:
            new["turn"] = {"number": state["turn"]["number"] + 1, "active_seat": other, "step": "take"}
        return new, [{"type": "took", "seat": me, "stones": action["stones"]}]

    def view_for(self, state: State, seat: str | None) -> dict[str, Any]:
        return {k: state[k] for k in ("status", "winner", "seats", "turn", "pile")}

    def outcome(self, state: State) -> Outcome | None:
        return outcome_of(state)

    def invariant_violations(self, state: State) -> list[str]:
        return [] if state["pile"] >= 0 else ["negative pile"]


NIM = Nim()


def _new(pile: int = 15, first: str = "p1") -> State:
    state, _ = NIM.setup(players=[{"name": "A"}, {"name": "B"}], seed=1, first_player=first, options={"pile": pile})
    return state


def test_a_game_without_hooks_satisfies_the_contract_and_gets_the_defaults():
    assert isinstance(NIM, Ruleset)
    hooks = hooks_for(NIM)
    state = _new()
    assert hooks.determinize(state, "p1", random.Random(1)) is state  # nothing hidden: nothing to resample
    assert hooks.evaluate(state) == {"p1": 0.5, "p2": 0.5}
    assert hooks.playout_weight(state, {"type": "take", "seat": "p1", "stones": 1}) == 1.0
    assert hooks.apply_trusted == NIM.apply and hooks.cards_played([{"type": "card_played", "card_id": "x"}]) == ["x"]
    won, _ = NIM.apply(_new(pile=2), {"type": "take", "seat": "p1", "stones": 2})
    assert outcome_values(NIM, won) == {"p1": 1.0, "p2": 0.0}


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_a_legal_move_and_never_concedes(level):
    state = _new()
    action = choose_action(NIM, state=state, seat="p1", level=level, budget_ms=50, seed=2, max_iterations=50)
    assert action in NIM.legal_actions(state, "p1") and action["type"] != "concede"


def test_hard_finds_the_winning_move():
    """Nim — from 7 stones, taking 3 leaves a multiple of four: the only move that wins against any reply."""
    action = choose_action(
        NIM, state=_new(pile=7), seat="p1", level="hard", budget_ms=10_000, seed=1, max_iterations=400
    )
    assert action["stones"] == 3


def test_hard_beats_random_with_the_generic_defaults():
    wins = 0
    for game in range(10):
        hard = "p1" if game % 2 == 0 else "p2"
        state = _new(pile=13, first="p1")
        while NIM.outcome(state) is None:
            seat = NIM.to_act(state)[0]
            level = "hard" if seat == hard else "random"
            action = choose_action(
                NIM, state=state, seat=seat, level=level, budget_ms=10_000, seed=game, max_iterations=200
            )
            state, _ = NIM.apply(state, action)
        wins += state["winner"] == hard
    assert wins >= 9


def test_the_budget_is_counted_by_the_clock_the_caller_gives():
    """A benchmark on a shared machine counts the budget in CPU time: the search stops when *that* clock says the
    budget is spent, whatever the wall clock says."""
    ticks = iter(range(1_000_000))
    stats = SearchStats()

    def clock() -> float:  # 1 ms a reading, never the wall clock
        return next(ticks) / 1000.0

    action = choose_action(
        NIM, state=_new(pile=7), seat="p1", level="hard", budget_ms=40, seed=1, stats=stats, clock=clock
    )
    assert action in NIM.legal_actions(_new(pile=7), "p1")
    assert 1 <= stats.iterations < 40  # every iteration reads the clock at least once
    assert stats.seconds == pytest.approx(0.040, abs=0.01)
