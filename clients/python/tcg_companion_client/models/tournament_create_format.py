from enum import StrEnum

class TournamentCreateFormat(StrEnum):
    PODS = "pods"
    SINGLE_ELIMINATION = "single_elimination"
    SWISS = "swiss"

    def __str__(self) -> str:
        return str(self.value)
