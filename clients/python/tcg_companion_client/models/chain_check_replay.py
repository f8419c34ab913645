from enum import StrEnum

class ChainCheckReplay(StrEnum):
    MATCH = "match"
    MISMATCH = "mismatch"
    PENDING = "pending"

    def __str__(self) -> str:
        return str(self.value)
