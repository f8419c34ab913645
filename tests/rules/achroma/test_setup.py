"""Achroma setup: players, banks, the first player, the two-player first turn, and the rule texts."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from rules.achroma import EXAMPLE_PLAYERS, RULESET
from rules.achroma.rules_text import ALL_RULES
from rules.base import SetupInvalid
from rules.describe import describe

from .helpers import new_game

RULES_DIR = Path(__file__).resolve().parents[4] / "shared" / "rules"


def _players(n: int) -> list[dict[str, str]]:
    return [{"name": f"P{i}"} for i in range(1, n + 1)]


def _normalise(text: str) -> str:
    text = text.replace("\u2019", "'").replace("\u2018", "'").replace("\\*", "*").replace("**", "")
    return re.sub(r"\s+", " ", text)


@pytest.mark.parametrize("rule", ALL_RULES, ids=lambda rule: rule.id)
def test_rule_quotes_are_verbatim(rule) -> None:
    """Achroma — every Rule quotes its rulebook (or RULINGS.md) word for word."""
    path = RULES_DIR / rule.rulebook
    if not path.exists():
        pytest.skip(f"{path} not available")
    assert _normalise(rule.quote) in _normalise(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("count", [2, 3, 6])
def test_player_count_two_to_six_accepted(count: int) -> None:
    """Achroma — Game Setup: a game for 2-6 players (inside the range)."""
    state, _ = RULESET.setup(players=_players(count), seed=1)
    assert [s["seat"] for s in state["seats"]] == [f"p{i}" for i in range(1, count + 1)]


@pytest.mark.parametrize("count", [0, 1, 7])
def test_player_count_outside_two_to_six_refused(count: int) -> None:
    """Achroma — Game Setup: a game for 2-6 players (outside the range)."""
    with pytest.raises(SetupInvalid) as info:
        RULESET.setup(players=_players(count), seed=1)
    assert "players" in info.value.errors


def test_players_need_a_name() -> None:
    """Achroma — setup: a player is given by name; Achroma needs nothing more."""
    with pytest.raises(SetupInvalid) as info:
        RULESET.setup(players=[{"name": "A"}, {"name": "  "}], seed=1)
    assert "players.1.name" in info.value.errors
    with pytest.raises(SetupInvalid):
        RULESET.setup(players=[{"name": "A"}, "B"], seed=1)  # type: ignore[list-item]


def test_unknown_options_refused() -> None:
    """Achroma — setup: the game has no options."""
    with pytest.raises(SetupInvalid) as info:
        RULESET.setup(players=_players(2), seed=1, options={"start": 20})
    assert "options" in info.value.errors
    RULESET.setup(players=_players(2), seed=1, options={})


def test_starting_bank_is_ten_shards() -> None:
    """Achroma — Your Shard Bank: each player starts with 10 Shards."""
    state = new_game(4)
    assert [s["shards"] for s in state["seats"]] == [10, 10, 10, 10]
    assert all(not s["out"] for s in state["seats"])


def test_first_player_chosen_at_random_is_seeded_and_recorded() -> None:
    """Achroma — Gameplay: the companion app determines which player starts first."""
    firsts = set()
    for seed in range(30):
        state, events = RULESET.setup(players=_players(4), seed=seed)
        chosen = [e for e in events if e["type"] == "first_player_chosen"]
        assert chosen == [
            {
                "type": "first_player_chosen",
                "seat": state["first_seat"],
                "method": "random",
                "rule": "achroma.first_player",
            }
        ]
        assert state["turn"]["active_seat"] == state["first_seat"]
        assert RULESET.setup(players=_players(4), seed=seed) == (state, events)  # reproducible from the seed
        firsts.add(state["first_seat"])
    assert len(firsts) > 1


def test_first_player_given_is_used_and_recorded() -> None:
    """Achroma — Gameplay: a given first player starts (recorded as given)."""
    state, events = RULESET.setup(players=_players(3), seed=1, first_player="p3")
    assert state["turn"] == {"number": 1, "active_seat": "p3", "step": "start"}
    assert events[0] == {"type": "first_player_chosen", "seat": "p3", "method": "given", "rule": "achroma.first_player"}
    assert state["rng_counter"] == 0


@pytest.mark.parametrize("bad", ["p4", "p0", "x"])
def test_first_player_must_be_a_seat(bad: str) -> None:
    """Achroma — setup: the first player is one of the seats."""
    with pytest.raises(SetupInvalid) as info:
        RULESET.setup(players=_players(3), seed=1, first_player=bad)
    assert "first_player" in info.value.errors


def test_two_player_first_player_skips_first_start_step() -> None:
    """Achroma — Start step: in a two player game the first player skips their first Start step."""
    state, events = RULESET.setup(players=_players(2), seed=5, first_player="p2")
    assert state["turn"] == {"number": 1, "active_seat": "p2", "step": "main"}
    assert {"type": "start_step_skipped", "seat": "p2", "rule": "achroma.two_player_first_start_step"} in events
    assert "draw" not in RULESET.legal_types(state, "p2")


def test_two_player_skip_is_first_turn_only() -> None:
    """Achroma — Start step: only the first player's *first* Start step is skipped (RULINGS Achroma 3)."""
    from .helpers import end_turn

    state = new_game(2)
    state = end_turn(state)
    assert state["turn"] == {"number": 2, "active_seat": "p2", "step": "start"}
    state = end_turn(state)
    assert state["turn"] == {"number": 3, "active_seat": "p1", "step": "start"}


def test_three_player_first_player_keeps_start_step() -> None:
    """Achroma — Start step: the skip is for two player games only."""
    state = new_game(3)
    assert state["turn"]["step"] == "start"


def test_state_and_view_are_plain_json() -> None:
    """Achroma — the state is a plain JSON dict with the fields the service needs."""
    state = new_game(3)
    assert json.loads(json.dumps(state)) == state
    for key in ("ruleset", "seed", "rng_counter", "status", "winner", "finish_reason", "seats", "turn"):
        assert key in state
    view = RULESET.view_for(state, "p2")
    json.dumps(view)
    assert view["status"] == "active" and view["winner"] is None and view["finish_reason"] is None
    assert view["seats"][0] == {
        "seat": "p1",
        "name": "P1",
        "out": False,
        "out_reason": None,
        "shards": 10,
        "prevent": 0,
        "prevent_left": 0,
        "had_turn": True,
        "opening_hand": "kept",
    }
    assert view["opening"] is True  # decisions recorded; the first turn action closes it
    assert view["turn"] == {"number": 1, "active_seat": "p1", "step": "start"}
    assert view["this_turn"]["trade_shards_left"] == 6 and view["this_turn"]["deploys_left"] == 3
    assert RULESET.outcome(state) is None
    assert RULESET.invariant_violations(state) == []


def test_example_players_set_up_a_game() -> None:
    """Achroma — EXAMPLE_PLAYERS is valid setup input."""
    assert 2 <= len(EXAMPLE_PLAYERS) <= 4
    state, _ = RULESET.setup(players=EXAMPLE_PLAYERS, seed=0)
    assert len(state["seats"]) == len(EXAMPLE_PLAYERS)


def test_ruleset_describes_itself() -> None:
    """Achroma — the ruleset metadata (served at /v1/rulesets/achroma) is complete and JSON-ready."""
    info = describe(RULESET.id)
    json.dumps(info)
    assert info["players"] == {"min": 2, "max": 6}
    assert info["turn_structure"] == ["start", "main", "resolve", "end"]
    assert [c["name"] for c in info["counters"]] == ["shards"]
    assert {a["type"] for a in info["actions"]} >= {
        "draw",
        "trade",
        "deploy",
        "gain",
        "drain",
        "steal",
        "set_prevent",
        "next_step",
        "pass_turn",
        "adjust",
        "concede",
    }
