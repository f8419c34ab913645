from enum import StrEnum

class TournamentCreateDeckFormatType3Type1(StrEnum):
    CASUAL = "casual"
    OFFICIAL = "official"

    def __str__(self) -> str:
        return str(self.value)
