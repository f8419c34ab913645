from enum import StrEnum

class TournamentCreateDeckFormatType1(StrEnum):
    CASUAL = "casual"
    OFFICIAL = "official"

    def __str__(self) -> str:
        return str(self.value)
