from enum import StrEnum

class SimulationCreateDecksType0Item(StrEnum):
    DRACO_SKYFIRE = "draco-skyfire"
    NORSO_FROSTHOLDS = "norso-frostholds"
    SALUM_ARCANA = "salum-arcana"
    SPIRATA_WILDWOOD = "spirata-wildwood"

    def __str__(self) -> str:
        return str(self.value)
