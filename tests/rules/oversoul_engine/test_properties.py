"""Oversoul engine — property tests (Hypothesis): any sequence of legal moves keeps every invariant, a made-up body
is either listed or refused without change, and a game replays exactly from its seed and its actions."""

from __future__ import annotations

import copy

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.base import ActionInvalid, RuleViolation
from rules.oversoul.engine import ENGINE

from .helpers import CARDS

SETTINGS = settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
DECKS = st.sampled_from(ENGINE.demo_deck_names())
BOGUS_TYPES = ["activate", "prepare", "attack", "use", "guard", "choose", "end_phase", "pass"]


@SETTINGS
@given(
    seed=st.integers(0, 10_000),
    decks=st.lists(DECKS, min_size=2, max_size=2),
    picks=st.lists(st.integers(0, 10_000), min_size=20, max_size=120),
    probe=st.sampled_from(["c0", "c5", "c40", "c70", "t0", "p1", "p2", "zz"]),
)
def test_legal_moves_keep_invariants_and_replay(seed: int, decks: list[str], picks: list[int], probe: str) -> None:
    players = [{"name": f"P{i}", "deck": ENGINE.demo_deck(d)} for i, d in enumerate(decks)]
    state, _ = ENGINE.setup(players=players, cards=CARDS, seed=seed)
    start, played = state, []
    for pick in picks:
        if ENGINE.outcome(state) is not None:
            break
        sid = ENGINE.to_act(state)[0]
        legal = [a for a in ENGINE.legal_actions(state, sid) if a["type"] != "concede"]
        kind = BOGUS_TYPES[pick % len(BOGUS_TYPES)]
        fields = {
            "activate": {"card": probe, "zone": "u1"},
            "prepare": {"card": probe, "zone": "e2"},
            "attack": {"attacker": probe, "target": "c1"},
            "use": {"card": probe, "ability": "e0"},
            "guard": {"card": probe},
            "choose": {"target": probe},
        }.get(kind, {})
        bogus = {"type": kind, "seat": sid, **fields}
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
    replay, _ = ENGINE.setup(players=players, cards=CARDS, seed=seed)
    assert replay == start
    for action in played:
        replay, _ = ENGINE.apply(replay, action)
    assert replay == state
