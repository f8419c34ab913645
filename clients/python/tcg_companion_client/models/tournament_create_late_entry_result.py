from enum import StrEnum

class TournamentCreateLateEntryResult(StrEnum):
    BYE = "bye"
    DRAW = "draw"
    LOSS = "loss"

    def __str__(self) -> str:
        return str(self.value)
