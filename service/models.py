"""SQLAlchemy models, one module per area; importing this package registers them all on ``Base.metadata``."""

from service.accounts.models import ApiKey, AuthToken, User
from service.cards.models.catalog import Card, CardKeyword, CardPrinting, CardSet, CardVersion
from service.cards.models.decks import CollectionEntry, Deck
from service.cards.models.registrations import CardCopy, OwnershipEvent, PrintRun, Sale, Transfer
from service.games.models import Game, GameEvent, GameMember
from service.platform.model_base import Base
from service.tournaments.models import (
    PlayerRating,
    RatingChange,
    Tournament,
    TournamentAudit,
    TournamentEvent,
    TournamentMatch,
    TournamentPenalty,
    TournamentPlayer,
    TournamentRound,
    TournamentStaff,
)
from service.webhooks.models import WebhookDelivery, WebhookEndpoint

__all__ = ["ApiKey", "AuthToken", "Base", "Game", "GameEvent", "GameMember", "User"]
__all__ += ["Card", "CardKeyword", "CardPrinting", "CardSet", "CardVersion", "CollectionEntry", "Deck"]
__all__ += ["CardCopy", "OwnershipEvent", "PrintRun", "Sale", "Transfer"]
__all__ += ["WebhookDelivery", "WebhookEndpoint"]
__all__ += ["PlayerRating", "RatingChange", "Tournament", "TournamentAudit", "TournamentMatch"]
__all__ += ["TournamentEvent", "TournamentPenalty", "TournamentPlayer", "TournamentRound", "TournamentStaff"]
