from enum import StrEnum

class TournamentStatus(StrEnum):
    FINISHED = "finished"
    REGISTRATION = "registration"
    RUNNING = "running"
    TOP_CUT = "top_cut"

    def __str__(self) -> str:
        return str(self.value)
