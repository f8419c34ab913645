"""The cards' HTTP resources: the catalog, decks, print runs, registrations, copies and transfers, the collection."""

from __future__ import annotations

from service.cards.routes import catalog, collection, copies, decks, print_runs, registrations

CARD_BLUEPRINTS = (catalog.blp, decks.blp, print_runs.blp, registrations.blp, copies.blp, collection.blp)
