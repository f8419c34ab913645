"""Achroma engine mode: the service holds the whole game; each seat sees only what its player may see."""

from rules.achroma.engine.cards import demo_cards, demo_deck, demo_deck_names
from rules.achroma.engine.engine import ENGINE, AchromaEngine

__all__ = ["ENGINE", "AchromaEngine", "demo_cards", "demo_deck", "demo_deck_names"]
