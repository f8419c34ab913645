from enum import StrEnum

class GetV1RulesetsRulesetCardsSort(StrEnum):
    COST = "cost"
    ID = "id"
    NAME = "name"
    VALUE_1 = "-name"
    VALUE_3 = "-cost"
    VALUE_5 = "-id"

    def __str__(self) -> str:
        return str(self.value)
