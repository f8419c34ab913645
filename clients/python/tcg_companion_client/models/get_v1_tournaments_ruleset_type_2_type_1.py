from enum import StrEnum

class GetV1TournamentsRulesetType2Type1(StrEnum):
    ACHROMA = "achroma"
    ARCANE = "arcane"
    ATHERNUM = "athernum"
    OVERSOUL = "oversoul"

    def __str__(self) -> str:
        return str(self.value)
