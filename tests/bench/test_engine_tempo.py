"""The tempo benchmark's game loop: what counts as a decision, and figures from real games."""

from __future__ import annotations

import pytest

from bench.engine_tempo_games import play, real_choices


def test_a_standing_pass_and_conceding_are_not_choices():
    legal = [
        {"type": "pass", "seat": "p2"},
        {"type": "pass", "seat": "p2", "until": "my_turn"},
        {"type": "concede", "seat": "p2"},
    ]
    assert real_choices(legal) == [{"type": "pass", "seat": "p2"}]


@pytest.mark.parametrize("ruleset", ["arcane", "oversoul"])
def test_two_games_give_every_figure(ruleset):
    figures = play(ruleset, 2, 7)
    assert figures["games"] == 2
    assert figures["actions_per_game"] >= figures["decisions_per_game"] > 0
    assert figures["turns_per_game"] > 1 and figures["ms_per_action"] > 0
