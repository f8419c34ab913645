from enum import StrEnum

class GetV1GamesLifecycleType2Type1(StrEnum):
    ABANDONED = "abandoned"
    FINISHED = "finished"
    LIVE = "live"

    def __str__(self) -> str:
        return str(self.value)
