from enum import StrEnum

class GetV1TournamentsStatusType2Type1(StrEnum):
    FINISHED = "finished"
    REGISTRATION = "registration"
    RUNNING = "running"
    TOP_CUT = "top_cut"

    def __str__(self) -> str:
        return str(self.value)
