from enum import StrEnum

class SlipResultOutcome(StrEnum):
    INTENTIONAL_DRAW = "intentional_draw"
    PLAYED = "played"

    def __str__(self) -> str:
        return str(self.value)
