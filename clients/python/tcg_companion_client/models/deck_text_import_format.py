from enum import StrEnum

class DeckTextImportFormat(StrEnum):
    CASUAL = "casual"
    OFFICIAL = "official"

    def __str__(self) -> str:
        return str(self.value)
