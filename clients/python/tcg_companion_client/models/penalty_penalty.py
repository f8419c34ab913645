from enum import StrEnum

class PenaltyPenalty(StrEnum):
    DISQUALIFICATION = "disqualification"
    GAME_LOSS = "game_loss"
    MATCH_LOSS = "match_loss"
    WARNING = "warning"

    def __str__(self) -> str:
        return str(self.value)
