from enum import StrEnum

class DeckWriteFormat(StrEnum):
    CASUAL = "casual"
    OFFICIAL = "official"

    def __str__(self) -> str:
        return str(self.value)
