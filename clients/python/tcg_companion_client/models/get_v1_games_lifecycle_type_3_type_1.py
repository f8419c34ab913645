from enum import StrEnum

class GetV1GamesLifecycleType3Type1(StrEnum):
    ABANDONED = "abandoned"
    FINISHED = "finished"
    LIVE = "live"

    def __str__(self) -> str:
        return str(self.value)
