from enum import StrEnum

class GetV1RatingsRuleset(StrEnum):
    ACHROMA = "achroma"
    ARCANE = "arcane"
    ATHERNUM = "athernum"
    OVERSOUL = "oversoul"

    def __str__(self) -> str:
        return str(self.value)
