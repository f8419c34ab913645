from enum import StrEnum

class GameCreateMode(StrEnum):
    ENGINE = "engine"
    TRACKER = "tracker"

    def __str__(self) -> str:
        return str(self.value)
