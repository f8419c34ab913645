"""Chronicles of Arcane engine — property tests (Hypothesis): any sequence of legal moves keeps every invariant,
made-up bodies are refused without a change (or were legal), a game replays exactly from its seed and actions, and
the quotes the engine cites are the rulebook's own words."""

from __future__ import annotations

import copy
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.arcane.engine import ENGINE, texts
from rules.base import ActionInvalid, Rule, RuleViolation

from .helpers import CARDS

SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
DECKS = st.sampled_from(ENGINE.demo_deck_names())
RULES_DIR = Path(__file__).resolve().parents[4] / "shared" / "rules"
ENGINE_RULES = [v for v in vars(texts).values() if isinstance(v, Rule)]


@SETTINGS
@given(
    seed=st.integers(0, 10_000),
    decks=st.lists(DECKS, min_size=2, max_size=4),
    picks=st.lists(st.integers(0, 10_000), min_size=20, max_size=160),
    probe=st.sampled_from(["c0", "c7", "c50", "t0", "p1", "p2", "zz"]),
)
def test_legal_moves_keep_invariants_and_replay(seed: int, decks: list[str], picks: list[int], probe: str) -> None:
    """Chronicles of Arcane — invariants under any legal play; refusals change nothing; replay from the seed."""
    players = [{"name": f"P{i}", "deck": ENGINE.demo_deck(d)} for i, d in enumerate(decks)]
    state, _ = ENGINE.setup(players=players, cards=CARDS, seed=seed)
    start, played = state, []
    for pick in picks:
        if ENGINE.outcome(state) is not None:
            break
        sid = ENGINE.to_act(state)[0]
        legal = [a for a in ENGINE.legal_actions(state, sid) if a["type"] != "concede"]
        kind = ["invoke", "attack", "block", "place_essence", "choose_target", "activate"][pick % 6]
        bogus = {"type": kind, "seat": sid, "card": probe, "attacker": probe, "target": probe, "ability": 0}
        keep = {
            "invoke": ("card", "target"),
            "attack": ("attacker", "target"),
            "block": ("card",),
            "place_essence": ("card",),
            "choose_target": ("target",),
            "activate": ("card", "ability"),
        }[kind]
        bogus = {k: v for k, v in bogus.items() if k in ("type", "seat", *keep)}
        before = copy.deepcopy(state)
        try:
            ENGINE.apply(state, bogus)
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


def _normalise(text: str) -> str:
    for a, b in (("\u2019", "'"), ("\u2018", "'"), ("\u201c", '"'), ("\u201d", '"'), ("*", "")):
        text = text.replace(a, b)
    return re.sub(r"\s+", " ", text)


@pytest.mark.parametrize("rule", ENGINE_RULES, ids=lambda rule: rule.id)
def test_engine_rule_quotes_are_verbatim(rule: Rule) -> None:
    """Every rule the engine cites quotes the rulebook (or RULINGS.md) word for word."""
    path = RULES_DIR / rule.rulebook
    if not path.exists():
        pytest.skip(f"{path} not available")
    assert _normalise(rule.quote) in _normalise(path.read_text(encoding="utf-8"))
