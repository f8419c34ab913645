"""Finishing order (Outcome.placements): every tracker knows who went out when, so a game's finish is the winner,
the players still in when it ended, then the others, the last out first — what a pod's result needs."""

from __future__ import annotations

from typing import Any

from rules import registry
from rules.base import State
from rules.base import finish_order as placements
from rules.common import mark_out

ATHERNUM_PLAYERS = [
    {"name": n, "starting_card": {"name": f"C{n}", "cost": 3, "vt_field": 4, "objective": False}}
    for n in ("Ada", "Bo", "Cy", "Di")
]


def _play(ruleset: str, players: list[dict[str, Any]], actions: list[dict[str, Any]]) -> State:
    rules = registry.get(ruleset)
    state, _ = rules.setup(players=players, seed=3, first_player="p1")
    for action in actions:
        state, _ = rules.apply(state, action)
        assert rules.invariant_violations(state) == []
    return state


def _keep_all(count: int) -> list[dict[str, Any]]:
    return [{"type": "keep", "seat": f"p{i}"} for i in range(1, count + 1)]


def _life_to_zero(target: str) -> dict[str, Any]:
    return {"type": "adjust", "seat": "p1", "target": target, "counter": "life", "delta": -30, "reason": "test"}


def test_arcane_finish_order_is_the_winner_then_the_last_out_first():
    """Chronicles of Arcane — a player at 0 life has lost and the others play on (RULINGS 5): p3 out first,
    then p2 concedes, then p4 at 0 life: p1 wins, p4 second, p2 third, p3 last."""
    actions = [*_keep_all(4), _life_to_zero("p3"), {"type": "concede", "seat": "p2"}, _life_to_zero("p4")]
    state = _play("arcane", [{"name": n} for n in ("Ada", "Bo", "Cy", "Di")], actions)
    outcome = registry.get("arcane").outcome(state)
    assert outcome.winner == "p1" and outcome.placements == (("p1",), ("p4",), ("p2",), ("p3",))


def test_achroma_players_still_in_when_a_bank_reaches_thirty_tie_behind_the_winner():
    """Achroma — 30 Shards wins at once (RULINGS 6): the players still in tie for second, the one out is last."""
    actions = [
        {"type": "concede", "seat": "p4"},
        {"type": "adjust", "seat": "p1", "target": "p1", "counter": "shards", "delta": 20, "reason": "test"},
    ]
    state = _play("achroma", [{"name": n} for n in ("Ada", "Bo", "Cy", "Di")], actions)
    outcome = registry.get("achroma").outcome(state)
    assert outcome.winner == "p1" and outcome.placements == (("p1",), ("p2", "p3"), ("p4",))


def test_athernum_and_oversoul_finish_orders():
    state = _play("athernum", ATHERNUM_PLAYERS, [{"type": "concede", "seat": s} for s in ("p3", "p2", "p4")])
    assert registry.get("athernum").outcome(state).placements == (("p1",), ("p4",), ("p2",), ("p3",))
    oversoul = [
        {"name": "Ada", "leader": {"name": "Nova", "hp": 20}},
        {"name": "Bo", "leader": {"name": "Sol", "hp": 24}},
    ]
    state = _play("oversoul", oversoul, [{"type": "concede", "seat": "p1"}])
    assert registry.get("oversoul").outcome(state).placements == (("p2",), ("p1",))


def test_seats_out_in_the_same_step_tie_and_older_games_without_steps_come_last():
    state: State = {
        "status": "finished",
        "winner": "p1",
        "seats": [{"seat": f"p{i}", "out": False} for i in range(1, 6)],
    }
    mark_out(state, ["p2", "p3"], "bank_empty")  # one action emptied two banks
    state["seats"][4]["out"] = True  # p5 went out before steps were recorded
    assert placements(state) == (("p1",), ("p4",), ("p2", "p3"), ("p5",))
    assert placements({**state, "status": "active"}) == ()
    assert placements({**state, "winner": None}) == (("p1", "p4"), ("p2", "p3"), ("p5",))  # no winner: all level
