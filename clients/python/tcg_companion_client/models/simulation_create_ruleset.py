from enum import StrEnum

class SimulationCreateRuleset(StrEnum):
    ACHROMA = "achroma"
    ARCANE = "arcane"
    ATHERNUM = "athernum"
    OVERSOUL = "oversoul"

    def __str__(self) -> str:
        return str(self.value)
