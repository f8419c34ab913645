from enum import StrEnum

class StaffAddRole(StrEnum):
    JUDGE = "judge"
    SCOREKEEPER = "scorekeeper"

    def __str__(self) -> str:
        return str(self.value)
