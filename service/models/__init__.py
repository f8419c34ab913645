"""SQLAlchemy models, one module per area; importing this package registers them all on ``Base.metadata``."""

from service.models.accounts import ApiKey, AuthToken, User
from service.models.base import Base
from service.models.games import Game, GameEvent, GameMember
from service.models.idempotency import IdempotencyRecord

__all__ = ["ApiKey", "AuthToken", "Base", "Game", "GameEvent", "GameMember", "IdempotencyRecord", "User"]
