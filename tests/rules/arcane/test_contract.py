"""Chronicles of Arcane — the ruleset contract: declarations, quotes, view, purity, legal_actions agreement."""

from __future__ import annotations

import ast
import copy
import json
import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules.arcane
from rules.arcane import EXAMPLE_PLAYERS, RULESET
from rules.arcane.rules_text import ALL_RULES
from rules.base import ActionInvalid, Ruleset, RuleViolation, State
from rules.registry import RULESET_IDS
from tests.rules.arcane.helpers import pick, started_game, weighted

SHARED_RULES = Path(__file__).resolve().parents[3].parent / "shared" / "rules"
PACKAGE = Path(rules.arcane.__file__).resolve().parent


def test_ruleset_satisfies_the_protocol() -> None:
    """Chronicles of Arcane — RULESET implements rules.base.Ruleset with the fixed names."""
    assert isinstance(RULESET, Ruleset)
    assert RULESET.id == "arcane" in RULESET_IDS
    assert RULESET.min_players == 2 and len(EXAMPLE_PLAYERS) >= RULESET.min_players
    assert [c.name for c in RULESET.counters] == ["life", "essences"]
    assert {a.name for a in RULESET.action_types} >= {
        "life",
        "draw",
        "essence",
        "banish_counter",
        "next_phase",
        "pass_turn",
        "adjust",
        "concede",
        "mulligan",
    }
    assert RULESET.player_fields == ()


def test_action_schemas_are_json() -> None:
    """Chronicles of Arcane — every action declares a JSON schema with its rule."""
    for at in RULESET.action_types:
        schema = json.loads(json.dumps(at.json_schema()))
        assert schema["properties"]["type"]["const"] == at.name
        assert at.rule.quote and at.description


def _normalise(text: str) -> str:
    return re.sub(r"\s+", " ", text)


def test_rule_quotes_are_verbatim() -> None:
    """Chronicles of Arcane — every rule quotes its rulebook (or RULINGS.md) word for word."""
    sources = {name: _normalise((SHARED_RULES / name).read_text()) for name in {r.rulebook for r in ALL_RULES}}
    assert len(ALL_RULES) >= 20
    for rule in ALL_RULES:
        assert _normalise(rule.quote) in sources[rule.rulebook], rule.id
        assert rule.id.startswith("arcane.")
    assert len({r.id for r in ALL_RULES}) == len(ALL_RULES)


def test_rules_package_is_pure() -> None:
    """Chronicles of Arcane — no web/storage imports and no module-level random in rules/arcane."""
    forbidden = {"flask", "redis", "sqlalchemy", "celery", "marshmallow", "random"}
    for path in PACKAGE.glob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            for name in names:
                assert name.split(".")[0] not in forbidden, f"{path.name} imports {name}"
        assert len(path.read_text().splitlines()) <= 350, path.name


def test_view_has_what_the_api_returns() -> None:
    """Chronicles of Arcane — the view carries status, winner, seats with life/essences, and the turn."""
    state, _ = RULESET.setup(players=EXAMPLE_PLAYERS[:3], seed=5, first_player="p3")
    for viewer in (None, "p1", "p2", "p3"):
        view = RULESET.view_for(state, viewer)
        json.dumps(view)
        assert view["status"] == "active" and view["winner"] is None and view["finish_reason"] is None
        assert set(view["turn"]) >= {"number", "active_seat", "step"}
        for s in view["seats"]:
            assert set(s) >= {"seat", "name", "out", "life", "essences"}
    assert RULESET.view_for(state, "p1")["legal_actions"] == ["life", "mulligan", "keep", "adjust", "concede"]
    assert RULESET.outcome(state) is None


@pytest.mark.parametrize(
    "body",
    [
        {"type": "fly", "seat": "p1"},
        {"type": "draw", "seat": "p7"},
        {"type": "life", "seat": "p1", "target": "p2"},
        {"type": "life", "seat": "p1", "target": "p2", "delta": "3"},
        {"type": "life", "seat": "p1", "target": "p2", "delta": -1001},
        {"type": "essence", "seat": "p1", "granted_by": "   "},
        {"type": "draw", "seat": "p1", "deck_empty": "yes"},
        {"type": "pass_turn", "seat": "p1", "extra": 1},
        {"type": "adjust", "seat": "p1", "target": "p2", "counter": "shards", "delta": 1, "reason": "x"},
        ["not", "an", "object"],
    ],
)
def test_apply_rejects_malformed_actions_without_change(body: Any) -> None:
    """Chronicles of Arcane — malformed bodies raise ActionInvalid (HTTP 422) and change nothing."""
    state = started_game(2)
    before = copy.deepcopy(state)
    with pytest.raises(ActionInvalid):
        RULESET.apply(state, body)
    assert state == before


def test_view_after_the_game_names_the_winner() -> None:
    """Chronicles of Arcane — a finished game shows its winner and reason; nobody may act."""
    state, _ = RULESET.apply(started_game(2), {"type": "concede", "seat": "p2"})
    view = RULESET.view_for(state, "p1")
    assert (view["status"], view["winner"], view["finish_reason"]) == ("finished", "p1", "last_player_standing")
    assert view["legal_actions"] == [] and view["turn"]["step"] in RULESET.turn_structure


# ---- legal_actions agrees with apply ----------------------------------------------------------------------------


def _candidates(state: State, type_: str, seat: str) -> list[dict[str, Any]]:
    """A handful of bodies for ``type_``: enough that a legal action type has an accepted one."""
    ids = [s["seat"] for s in state["seats"]]
    base = {"type": type_, "seat": seat}
    if type_ == "life":
        return [{**base, "target": t, "delta": d} for t in ids for d in (1, -1, -8)]
    if type_ == "adjust":
        return [
            {**base, "target": t, "counter": c, "delta": d, "reason": "fix"}
            for t in ids
            for c in ("life", "essences")
            for d in (1, -1)
        ]
    if type_ == "draw":
        return [base, {**base, "deck_empty": True}]
    if type_ == "essence":
        return [base, {**base, "granted_by": "Verdant Wellspring"}]
    if type_ == "domain_enter":
        return [{**base, "name": "Sunken Citadel"}]
    if type_ == "domain_leave":
        return [{**base, "domain": d} for d in [*(d["id"] for d in state["domains"]), "d99"]]
    return [base]


def _accepted(state: State, body: dict[str, Any]) -> bool:
    try:
        RULESET.apply(state, body)
    except (RuleViolation, ActionInvalid):
        return False
    return True


@st.composite
def random_states(draw: st.DrawFn) -> State:
    """A game reached by a random walk of accepted actions."""
    players = draw(st.integers(2, 4))
    state, _ = RULESET.setup(players=EXAMPLE_PLAYERS[:players], seed=draw(st.integers(0, 10**6)))
    for _ in range(draw(st.integers(0, 60))):
        seat = pick(draw, [s["seat"] for s in state["seats"]])
        legal = RULESET.legal_types(state, seat)
        if not legal:
            continue
        type_ = pick(draw, weighted(legal, concede=draw(st.integers(0, 49)) == 0))
        options = [b for b in _candidates(state, type_, seat) if _accepted(state, b)]
        state, _ = RULESET.apply(state, pick(draw, options))
    return state


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(random_states())
def test_legal_actions_agree_with_apply(state: State) -> None:
    """Chronicles of Arcane — a listed action type is accepted for some fields; an unlisted one never is."""
    for seat in [s["seat"] for s in state["seats"]]:
        legal = set(RULESET.legal_types(state, seat))
        for at in RULESET.action_types:
            accepted = any(_accepted(state, b) for b in _candidates(state, at.name, seat))
            assert accepted == (at.name in legal), (seat, at.name, state["turn"], legal)
