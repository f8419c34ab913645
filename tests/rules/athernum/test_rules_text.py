"""The Athernum rules quote their rulebook verbatim, and every action names one."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules.athernum import RULESET
from rules.athernum.rules_text import ALL_RULES

SHARED_RULES = Path(__file__).resolve().parents[4] / "shared" / "rules"


def _normalise(text: str) -> str:
    return " ".join(text.replace("**", "").split())


@pytest.mark.parametrize("rule", ALL_RULES, ids=[r.id for r in ALL_RULES])
def test_rule_quotes_are_verbatim(rule) -> None:
    """Rules text — every quoted sentence appears word for word in its rulebook or in RULINGS.md."""
    source = SHARED_RULES / rule.rulebook
    if not source.exists():
        pytest.skip(f"{source} not available")
    text = _normalise(source.read_text(encoding="utf-8"))
    for part in rule.quote.split(" … "):
        assert _normalise(part) in text, part


def test_rule_ids_are_unique_and_every_action_has_a_rule() -> None:
    """Rules text — stable ids, one per rule; each action type cites its rule and has a json schema."""
    ids = [r.id for r in ALL_RULES]
    assert len(ids) == len(set(ids))
    for at in RULESET.action_types:
        assert at.rule.quote
        schema = at.json_schema()
        assert schema["properties"]["type"]["const"] == at.name
    names = [a.name for a in RULESET.action_types]
    assert {"command", "vt_card_enter", "vt_card_leave", "next_phase", "adjust", "concede"} <= set(names)


def test_rules_package_imports_no_service_frameworks() -> None:
    """Contract — the ruleset is pure Python: no Flask, Redis, SQLAlchemy, Celery or marshmallow."""
    package = Path(__file__).resolve().parents[3] / "rules" / "athernum"
    for module in package.glob("*.py"):
        source = module.read_text(encoding="utf-8")
        for banned in ("flask", "redis", "sqlalchemy", "celery", "marshmallow", "import random"):
            assert banned not in source.lower(), (module.name, banned)
