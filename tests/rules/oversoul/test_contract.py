"""Oversoul against the shared contract in rules.base: shape, purity, fields and the public view."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from rules.base import ActionInvalid, Ruleset
from rules.oversoul import EXAMPLE_PLAYERS, RULESET

from .helpers import act, new_game

PACKAGE = Path(__file__).resolve().parents[3] / "rules" / "oversoul"


def test_ruleset_satisfies_the_protocol() -> None:
    """Contract: RULESET is a rules.base.Ruleset with Oversoul's id, counters and actions."""
    assert isinstance(RULESET, Ruleset)
    assert (RULESET.id, RULESET.min_players, RULESET.max_players) == ("oversoul", 2, 2)
    assert {"hp", "rank", "energy"} <= {c.name for c in RULESET.counters}
    names = {a.name for a in RULESET.action_types}
    assert {"damage", "heal", "spend_energy", "next_phase", "declare_darshan", "adjust", "concede"} <= names
    assert "leader" in {p.name for p in RULESET.player_fields}
    for at in RULESET.action_types:
        json.dumps(at.json_schema())


def test_view_has_the_api_shape() -> None:
    """Contract: the view has status, winner, finish_reason, seats with counters and the turn."""
    state, _ = RULESET.setup(players=EXAMPLE_PLAYERS, seed=1, first_player="p1")
    for viewer in ("p1", "p2", None):
        view = RULESET.view_for(state, viewer)
        json.dumps(view)
        assert view["status"] == "active" and view["winner"] is None and view["finish_reason"] is None
        assert set(view["turn"]) == {"number", "active_seat", "step"}
        for seat_view in view["seats"]:
            assert {"seat", "name", "out", "hp", "rank", "energy", "hand", "deck"} <= set(seat_view)


def test_state_is_small_plain_json() -> None:
    """Contract: the state is a plain JSON dict with the required keys."""
    state = new_game()
    assert json.loads(json.dumps(state)) == state
    assert {"ruleset", "seed", "rng_counter", "status", "winner", "finish_reason", "seats", "turn"} <= set(state)


@pytest.mark.parametrize(
    "action",
    [
        {"type": "fly", "seat": "p1"},
        {"type": "damage", "seat": "p3", "target": "p1", "amount": 1},
        {"type": "damage", "seat": "p1", "target": "p3", "amount": 1},
        {"type": "damage", "seat": "p1", "amount": 1},
        {"type": "next_phase", "seat": "p1", "extra": 1},
        {"type": "declare_darshan", "seat": "p1", "darshan": "x"},
        {"type": "activate", "seat": "p1", "rank": 6, "energy_type": "consume"},
        {"type": "draw", "seat": "p1", "amount": 11},
        {"type": "prepare", "seat": "p1", "paid_from": "bank"},
    ],
)
def test_malformed_actions_are_field_errors(action: dict[str, object]) -> None:
    """Contract: malformed fields raise ActionInvalid (422) and change nothing."""
    state = new_game()
    before = json.dumps(state, sort_keys=True)
    with pytest.raises(ActionInvalid):
        RULESET.apply(state, action)
    assert json.dumps(state, sort_keys=True) == before


def test_apply_returns_a_new_state_and_events() -> None:
    """Contract: apply never mutates its input and returns event dicts with a type."""
    state = new_game()
    new, events = act(state, "next_phase", "p1")
    assert new is not state and all(isinstance(e, dict) and "type" in e for e in events)


def test_package_is_pure_and_split_into_small_modules() -> None:
    """Contract: rules.oversoul imports no web/storage library nor ``random``; modules stay small."""
    forbidden = {"flask", "redis", "sqlalchemy", "celery", "marshmallow", "random"}
    for path in PACKAGE.glob("*.py"):
        source = path.read_text()
        assert len(source.splitlines()) <= 350, path.name
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.Import):
                roots = {alias.name.split(".")[0] for alias in node.names}
            elif isinstance(node, ast.ImportFrom):
                roots = {(node.module or "").split(".")[0]}
            else:
                continue
            assert not roots & forbidden, f"{path.name} imports {roots & forbidden}"
