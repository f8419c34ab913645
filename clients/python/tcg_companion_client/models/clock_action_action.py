from enum import StrEnum

class ClockActionAction(StrEnum):
    END = "end"
    EXTEND = "extend"
    PAUSE = "pause"
    RESUME = "resume"
    START = "start"

    def __str__(self) -> str:
        return str(self.value)
