"""Athernum at card level, the core rules: the engine (``ENGINE``) that holds the whole game of
``athernum-rulebook.md`` — the starting cards and initiative, the four phases, Command Tokens, resources, characters,
items and locations, the stack, combat, the State-Based Check and winning — and every card's printed abilities, read
from the set's ``effects`` data (``statics``, ``abilities``, ``activation``, ``flow``). The readings it chose where
the rulebook is unclear are in ``docs/athernum-rulings.md``.
"""

from __future__ import annotations

from rules.athernum.engine.engine import ENGINE, AthernumEngine

__all__ = ["ENGINE", "AthernumEngine"]
