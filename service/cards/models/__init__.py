"""The cards' tables: the catalog, decks and collections, registered copies and their ownership."""
