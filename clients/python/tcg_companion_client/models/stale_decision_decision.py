from enum import StrEnum

class StaleDecisionDecision(StrEnum):
    KEEP = "keep"
    REPAIR = "repair"

    def __str__(self) -> str:
        return str(self.value)
