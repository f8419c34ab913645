from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="Printing")



@_attrs_define
class Printing:
    """ 
        Attributes:
            number (str):
            released (datetime.date):
            set_ (str):
            set_name (str):
     """

    number: str
    released: datetime.date
    set_: str
    set_name: str





    def to_dict(self) -> dict[str, Any]:
        number = self.number

        released = self.released.isoformat()

        set_ = self.set_

        set_name = self.set_name


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "number": number,
            "released": released,
            "set": set_,
            "set_name": set_name,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        number = d.pop("number")

        released = datetime.date.fromisoformat(d.pop("released"))




        set_ = d.pop("set")

        set_name = d.pop("set_name")

        printing = cls(
            number=number,
            released=released,
            set_=set_,
            set_name=set_name,
        )

        return printing

