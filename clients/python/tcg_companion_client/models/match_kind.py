from enum import StrEnum

class MatchKind(StrEnum):
    BYE = "bye"
    MATCH = "match"
    POD = "pod"

    def __str__(self) -> str:
        return str(self.value)
