"""What the rules raise: a ``RuleViolation`` naming the ``Rule`` that forbids an action, ``ActionInvalid`` for a
malformed body and ``SetupInvalid`` for input no game can start from. (Re-exported by ``rules.base``.)"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Rule:
    """A rule as the rulebook states it: where it is, and the sentence that says it."""

    id: str  # stable machine code, e.g. "achroma.trade_limit"
    rulebook: str  # file name under shared/rules, e.g. "achroma-rules.md"
    section: str  # heading path, e.g. "Gameplay › Start step"
    quote: str  # the sentence(s) quoted from the rulebook (or RULINGS.md)

    def as_dict(self) -> dict[str, str]:
        return {"id": self.id, "rulebook": self.rulebook, "section": self.section, "quote": self.quote}


class RuleViolation(Exception):
    """An action the rules forbid. Carries the rule and a human explanation of this case."""

    def __init__(self, rule: Rule, detail: str) -> None:
        super().__init__(f"{rule.id}: {detail}")
        self.rule = rule
        self.detail = detail


class ActionInvalid(Exception):
    """An action whose fields are malformed (missing, wrong type, out of range): not a rule matter."""

    def __init__(self, errors: dict[str, list[str]]) -> None:
        super().__init__(str(errors))
        self.errors = errors


class SetupInvalid(Exception):
    """Setup input that cannot start a game (wrong player count, missing leader...)."""

    def __init__(self, errors: dict[str, list[str]]) -> None:
        super().__init__(str(errors))
        self.errors = errors
