from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LookupSeat")



@_attrs_define
class LookupSeat:
    """ 
        Attributes:
            ai (bool): the AI plays it
            name (str):
            seat (str):
            taken (bool): a joined player holds it
     """

    ai: bool
    name: str
    seat: str
    taken: bool





    def to_dict(self) -> dict[str, Any]:
        ai = self.ai

        name = self.name

        seat = self.seat

        taken = self.taken


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "ai": ai,
            "name": name,
            "seat": seat,
            "taken": taken,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ai = d.pop("ai")

        name = d.pop("name")

        seat = d.pop("seat")

        taken = d.pop("taken")

        lookup_seat = cls(
            ai=ai,
            name=name,
            seat=seat,
            taken=taken,
        )

        return lookup_seat

