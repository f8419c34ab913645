from enum import StrEnum

class ResultOutcome(StrEnum):
    DOUBLE_LOSS = "double_loss"
    INTENTIONAL_DRAW = "intentional_draw"
    NO_SHOW = "no_show"
    PLAYED = "played"

    def __str__(self) -> str:
        return str(self.value)
