from enum import StrEnum

class GameCreateRuleset(StrEnum):
    ACHROMA = "achroma"
    ARCANE = "arcane"
    ATHERNUM = "athernum"
    OVERSOUL = "oversoul"

    def __str__(self) -> str:
        return str(self.value)
