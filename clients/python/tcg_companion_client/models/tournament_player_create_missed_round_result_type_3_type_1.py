from enum import StrEnum

class TournamentPlayerCreateMissedRoundResultType3Type1(StrEnum):
    BYE = "bye"
    DRAW = "draw"
    LOSS = "loss"

    def __str__(self) -> str:
        return str(self.value)
