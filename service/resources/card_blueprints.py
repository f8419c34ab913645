"""The card-related blueprints (catalog, print runs, registrations, copies, transfers, decks, collection)."""

from __future__ import annotations

from service.resources import cards, collection, copies, decks, print_runs, registrations

CARD_BLUEPRINTS = (cards.blp, decks.blp, print_runs.blp, registrations.blp, copies.blp, collection.blp)
