from enum import StrEnum

class ClockState(StrEnum):
    ENDED = "ended"
    NOT_STARTED = "not_started"
    PAUSED = "paused"
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)
