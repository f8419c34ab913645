"""Cards: the catalog, print runs and scratch-off codes, registered copies and transfers, decks and collections."""
