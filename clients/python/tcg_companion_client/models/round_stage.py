from enum import StrEnum

class RoundStage(StrEnum):
    BRACKET = "bracket"
    PODS = "pods"
    SWISS = "swiss"
    TOP_CUT = "top_cut"

    def __str__(self) -> str:
        return str(self.value)
