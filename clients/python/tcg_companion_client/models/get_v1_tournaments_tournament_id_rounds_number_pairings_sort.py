from enum import StrEnum

class GetV1TournamentsTournamentIdRoundsNumberPairingsSort(StrEnum):
    NAME = "name"
    TABLE = "table"

    def __str__(self) -> str:
        return str(self.value)
