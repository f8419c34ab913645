from enum import StrEnum

class BracketRoundStatus(StrEnum):
    COMPLETE = "complete"
    OPEN = "open"

    def __str__(self) -> str:
        return str(self.value)
