"""Oversoul engine — every rule the engine cites quotes its source verbatim: the rulebook, or for a ruling
docs/oversoul-rulings.md."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rules.base import Rule
from rules.oversoul.engine import ENGINE, rulings
from rules.oversoul.engine import texts as t
from rules.oversoul.engine.kwtexts import KEYWORDS, ROLES

REPO = Path(__file__).resolve().parents[3]
SHARED = REPO.parent / "shared" / "rules"
RULINGS = [r for r in vars(rulings).values() if isinstance(r, Rule)]
QUOTED = [r for r in vars(t).values() if isinstance(r, Rule)] + list(KEYWORDS.values()) + list(ROLES.values())


def _plain(text: str) -> str:
    """Markdown emphasis and escapes removed, whitespace collapsed."""
    return re.sub(r"\s+", " ", text.replace("\\", "").replace("**", "").replace("*", ""))


@pytest.mark.skipif(not SHARED.exists(), reason="the shared rulebooks are not next to this checkout")
@pytest.mark.parametrize("rule", [r for r in QUOTED if r.rulebook != t.RULINGS_DOC], ids=lambda r: r.id)
def test_rule_quotes_are_verbatim(rule: Rule) -> None:
    """Rules text: each quote appears word for word in the rulebook it names."""
    assert _plain(rule.quote) in _plain((SHARED / rule.rulebook).read_text())


@pytest.mark.parametrize("rule", RULINGS + [r for r in QUOTED if r.rulebook == t.RULINGS_DOC], ids=lambda r: r.id)
def test_rulings_are_written_down_in_the_rulings_document(rule: Rule) -> None:
    """Rules text: each ruling the code cites is in docs/oversoul-rulings.md, word for word, under its title."""
    doc = _plain((REPO / "docs" / "oversoul-rulings.md").read_text())
    assert _plain(rule.quote) in doc and rule.section in doc


def test_every_action_type_names_a_rule_with_a_quote() -> None:
    """Rules text: every action type names the rule it comes from."""
    assert all(at.rule.quote and at.rule.id.startswith(("oversoul.", "companion.")) for at in ENGINE.action_types)
    assert len(KEYWORDS) == 28
