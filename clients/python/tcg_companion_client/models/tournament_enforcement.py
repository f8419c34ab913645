from enum import StrEnum

class TournamentEnforcement(StrEnum):
    CASUAL = "casual"
    COMPETITIVE = "competitive"
    PROFESSIONAL = "professional"

    def __str__(self) -> str:
        return str(self.value)
