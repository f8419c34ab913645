from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.penalty_create_penalty import PenaltyCreatePenalty
from ..types import UNSET, Unset






T = TypeVar("T", bound="PenaltyCreate")



@_attrs_define
class PenaltyCreate:
    """ 
        Attributes:
            infraction (str):
            penalty (PenaltyCreatePenalty):
            player_id (str):
            notes (str | Unset):  Default: ''.
     """

    infraction: str
    penalty: PenaltyCreatePenalty
    player_id: str
    notes: str | Unset = ''





    def to_dict(self) -> dict[str, Any]:
        infraction = self.infraction

        penalty = self.penalty.value

        player_id = self.player_id

        notes = self.notes


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "infraction": infraction,
            "penalty": penalty,
            "player_id": player_id,
        })
        if notes is not UNSET:
            field_dict["notes"] = notes

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        infraction = d.pop("infraction")

        penalty = PenaltyCreatePenalty(d.pop("penalty"))




        player_id = d.pop("player_id")

        notes = d.pop("notes", UNSET)

        penalty_create = cls(
            infraction=infraction,
            penalty=penalty,
            player_id=player_id,
            notes=notes,
        )

        return penalty_create

