"""The AI and the responding contract: a seat asked to respond that can only pass passes at once, and the search
never spends effort on the standing passes (``pass`` with ``until``) or ``stop_passing``."""

from __future__ import annotations

from rules.ai import choose_action, hooks_for
from rules.ai.mcts import SearchStats, choices, seat_choices
from rules.arcane.engine import ENGINE
from tests.rules.arcane_engine.helpers import act, essences, hand, put, start


def _asked_after_a_move(trap: bool) -> dict:
    state = start()
    hound = put(state, "p1", "Blazefang Hound", "front", 1)
    essences(state, "p2", earth=2)
    hand(state, "p2", "Thicket Lurker" if trap else "Kindled Essence")
    return act(state, "move", "p1", card=hound, row="front", slot=2)


def test_a_seat_that_can_only_pass_passes_at_once_without_searching() -> None:
    """Chronicles of Arcane — Trap: "Cards with Trap can be played at any time.": p2 is asked (it holds a card and
    has Essence) but holds no Trap: its moves are the pass variants and conceding, and the AI passes this window at
    once (no search iteration)."""
    state = _asked_after_a_move(trap=False)
    assert {a.get("until") for a in ENGINE.legal_actions(state, "p2") if a["type"] == "pass"} == {
        None,
        "end_of_turn",
        "my_turn",
    }
    stats = SearchStats()
    action = choose_action(ENGINE, state=state, seat="p2", level="hard", budget_ms=2000, seed=1, stats=stats)
    assert action == {"type": "pass", "seat": "p2"} and stats.iterations == 0


def test_the_search_weighs_the_plain_pass_only() -> None:
    """Chronicles of Arcane — Trap: "Cards with Trap can be played at any time.": with a Trap to play, the AI weighs
    the Trap against the plain pass; the standing passes and stop_passing are not among the moves it searches."""
    state = _asked_after_a_move(trap=True)
    h = hooks_for(ENGINE)
    moves = seat_choices(h, state, "p2")
    assert [a["type"] for a in moves] == ["pass", "invoke"] and "until" not in moves[0]
    assert choices(h, state)[1] == moves
    action = choose_action(ENGINE, state=state, seat="p2", level="hard", budget_ms=200, seed=1, max_iterations=40)
    assert action in moves
