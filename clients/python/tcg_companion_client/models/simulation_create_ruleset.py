from enum import StrEnum

class SimulationCreateRuleset(StrEnum):
    ACHROMA = "achroma"
    ARCANE = "arcane"

    def __str__(self) -> str:
        return str(self.value)
