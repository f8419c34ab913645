"""The official format: on top of the game's rules, every copy in the deck is a registered card in good standing.

Registration lives in the service; this check is given, per card id, how many copies the deck's owner has
registered in good standing and how many more are reported lost or stolen or revoked as counterfeit.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from rules.base import Rule
from rules.decks.problem import DeckCard, Problem

REGISTERED = Rule(
    "companion.official.registered",
    "athernum-rulebook.md",
    "QR Codes",
    "Verify cards and even use them for official online tournaments",
)


def check(
    entries: Sequence[DeckCard], *, good: Mapping[str, int], blocked: Mapping[str, int] | None = None
) -> list[Problem]:
    blocked = blocked or {}
    wanted: Counter[str] = Counter()
    names: dict[str, str] = {}
    for e in entries:
        wanted[e.card_id] += e.quantity
        names[e.card_id] = e.name
    problems = []
    for card_id, n in wanted.items():
        have = good.get(card_id, 0)
        if have >= n:
            continue
        detail = f"{n} copies of {names[card_id]} in the deck; {have} registered to you in good standing"
        if blocked.get(card_id):
            detail += f" ({blocked[card_id]} more reported lost or stolen, or revoked)"
        problems.append(Problem(REGISTERED, detail + ".", (card_id,)))
    return problems
