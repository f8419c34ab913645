from enum import StrEnum

class TournamentCreateEnforcement(StrEnum):
    CASUAL = "casual"
    COMPETITIVE = "competitive"
    PROFESSIONAL = "professional"

    def __str__(self) -> str:
        return str(self.value)
