"""Oversoul at card level (one versus one): the engine behind ``registry.get("oversoul", "engine")``."""

from rules.oversoul.engine.engine import ENGINE, OversoulEngine

__all__ = ["ENGINE", "OversoulEngine"]
