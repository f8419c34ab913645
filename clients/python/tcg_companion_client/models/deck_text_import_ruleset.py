from enum import StrEnum

class DeckTextImportRuleset(StrEnum):
    ACHROMA = "achroma"
    ARCANE = "arcane"
    ATHERNUM = "athernum"
    OVERSOUL = "oversoul"

    def __str__(self) -> str:
        return str(self.value)
