from enum import StrEnum

class InfractionCategory(StrEnum):
    GAME_PLAY_ERROR = "game_play_error"
    TOURNAMENT_ERROR = "tournament_error"
    UNSPORTING_CONDUCT = "unsporting_conduct"

    def __str__(self) -> str:
        return str(self.value)
