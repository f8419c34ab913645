from enum import StrEnum

class MatchStatus(StrEnum):
    DISPUTED = "disputed"
    FINAL = "final"
    PENDING = "pending"
    REPORTED = "reported"

    def __str__(self) -> str:
        return str(self.value)
