from enum import StrEnum

class SimulationCreateRuleset(StrEnum):
    ACHROMA = "achroma"

    def __str__(self) -> str:
        return str(self.value)
