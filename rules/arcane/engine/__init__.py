"""Chronicles of Arcane at card level: the engine (``ENGINE``) that holds the whole game of
``chronicles-of-arcane-rulebook.md`` — set-up and Mulligans, the four phases, Essences, rows and positions, combat,
the stack and Traps, Domains, every Trait, tokens and Ancients — with card effects as data from
``rules/sets/arcane.json``. The readings it chose where the rulebook is unclear are in ``docs/arcane-rulings.md``.
"""

from __future__ import annotations

from rules.arcane.engine.engine import ENGINE, ArcaneEngine

__all__ = ["ENGINE", "ArcaneEngine"]
