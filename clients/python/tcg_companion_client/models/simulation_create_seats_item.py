from enum import StrEnum

class SimulationCreateSeatsItem(StrEnum):
    AIEASY = "ai:easy"
    AIHARD = "ai:hard"
    AINORMAL = "ai:normal"
    EASY = "easy"
    GREEDY = "greedy"
    HARD = "hard"
    NORMAL = "normal"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
