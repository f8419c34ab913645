"""Every rule the Oversoul ruleset cites quotes its source verbatim."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rules.base import Rule
from rules.oversoul import RULESET
from rules.oversoul.rules_text import ALL_RULES

SHARED = Path(__file__).resolve().parents[4] / "shared" / "rules"


def _plain(text: str) -> str:
    """The rulebook without Markdown emphasis, with whitespace collapsed."""
    return re.sub(r"\s+", " ", text.replace("**", "").replace("*", ""))


@pytest.mark.skipif(not SHARED.exists(), reason="the shared rulebooks are not next to this checkout")
@pytest.mark.parametrize("rule", ALL_RULES, ids=lambda r: r.id)
def test_rule_quotes_are_verbatim(rule: Rule) -> None:
    """Rules text: each quote appears word for word in the rulebook (or RULINGS.md) it names."""
    assert _plain(rule.quote) in _plain((SHARED / rule.rulebook).read_text())


def test_every_action_cites_a_rule() -> None:
    """Rules text: every action type names the rule it comes from."""
    ids = {r.id for r in ALL_RULES} | {"companion.adjust", "companion.concede"}
    assert all(at.rule.id in ids for at in RULESET.action_types)
    assert len(ALL_RULES) == len({r.id for r in ALL_RULES})
