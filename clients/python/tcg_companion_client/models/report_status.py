from enum import StrEnum

class ReportStatus(StrEnum):
    LOST = "lost"
    STOLEN = "stolen"

    def __str__(self) -> str:
        return str(self.value)
