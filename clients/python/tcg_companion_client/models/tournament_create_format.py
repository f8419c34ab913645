from enum import StrEnum

class TournamentCreateFormat(StrEnum):
    PODS = "pods"
    SWISS = "swiss"

    def __str__(self) -> str:
        return str(self.value)
