from enum import StrEnum

class ApiKeyCreateScopesItem(StrEnum):
    ADMIN = "admin"
    CARDSREAD = "cards:read"
    CARDSREGISTER = "cards:register"
    DECKSWRITE = "decks:write"
    GAMESREAD = "games:read"
    GAMESWRITE = "games:write"
    TOURNAMENTSWRITE = "tournaments:write"
    WEBHOOKSMANAGE = "webhooks:manage"

    def __str__(self) -> str:
        return str(self.value)
