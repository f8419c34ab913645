from enum import StrEnum

class GetV1TournamentsTournamentIdStandingsExportFormat(StrEnum):
    CSV = "csv"
    HTML = "html"

    def __str__(self) -> str:
        return str(self.value)
