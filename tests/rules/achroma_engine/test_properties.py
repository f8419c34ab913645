"""Achroma engine — property tests (Hypothesis): any sequence of legal moves keeps every invariant, refused bodies
change nothing, and a game replays exactly from its seed and its actions."""

from __future__ import annotations

import copy

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.achroma.engine import ENGINE, demo_cards, demo_deck, demo_deck_names
from rules.base import ActionInvalid, RuleViolation

SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
DECKS = st.sampled_from(demo_deck_names())


@SETTINGS
@given(
    seed=st.integers(0, 10_000),
    decks=st.lists(DECKS, min_size=2, max_size=4),
    picks=st.lists(st.integers(0, 10_000), min_size=20, max_size=150),
    probe=st.sampled_from(["c0", "c5", "c40", "p1", "p2", "zz"]),
)
def test_legal_moves_keep_invariants_and_replay(seed: int, decks: list[str], picks: list[int], probe: str) -> None:
    players = [{"name": f"P{i}", "deck": demo_deck(d)} for i, d in enumerate(decks)]
    state, _ = ENGINE.setup(players=players, cards=demo_cards(), seed=seed)
    start, played = state, []
    for pick in picks:
        if ENGINE.outcome(state) is not None:
            break
        sid = ENGINE.to_act(state)[0]
        legal = [a for a in ENGINE.legal_actions(state, sid) if a["type"] != "concede"]
        # A made-up body from the probe value is either accepted (then it was legal) or refused without change.
        bogus = {
            "type": ["deploy", "attack", "trade", "resolve"][pick % 4],
            "seat": sid,
            "card": probe,
            "attacker": probe,
            "defender": probe,
        }
        bogus = {k: v for k, v in bogus.items() if k in ("type", "seat", "card") or bogus["type"] == "attack"}
        if bogus["type"] == "attack":
            bogus.pop("card")
        before = copy.deepcopy(state)
        try:
            ENGINE.apply(state, bogus)
            assert bogus in ENGINE.legal_actions(state, sid)
        except (RuleViolation, ActionInvalid):
            assert state == before
        action = legal[pick % len(legal)]
        state, _ = ENGINE.apply(state, action)
        played.append(action)
        assert ENGINE.invariant_violations(state) == []
    replay, _ = ENGINE.setup(players=players, cards=demo_cards(), seed=seed)
    assert replay == start
    for action in played:
        replay, _ = ENGINE.apply(replay, action)
    assert replay == state
