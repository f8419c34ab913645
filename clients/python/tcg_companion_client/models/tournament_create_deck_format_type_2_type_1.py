from enum import StrEnum

class TournamentCreateDeckFormatType2Type1(StrEnum):
    CASUAL = "casual"
    OFFICIAL = "official"

    def __str__(self) -> str:
        return str(self.value)
