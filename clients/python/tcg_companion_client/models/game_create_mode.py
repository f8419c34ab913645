from enum import StrEnum

class GameCreateMode(StrEnum):
    TRACKER = "tracker"

    def __str__(self) -> str:
        return str(self.value)
