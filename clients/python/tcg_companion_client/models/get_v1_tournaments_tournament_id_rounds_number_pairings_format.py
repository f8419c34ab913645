from enum import StrEnum

class GetV1TournamentsTournamentIdRoundsNumberPairingsFormat(StrEnum):
    CSV = "csv"
    HTML = "html"

    def __str__(self) -> str:
        return str(self.value)
