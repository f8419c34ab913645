from enum import StrEnum

class AiLevel(StrEnum):
    EASY = "easy"
    GREEDY = "greedy"
    HARD = "hard"
    NORMAL = "normal"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
