from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="ErratumCreate")



@_attrs_define
class ErratumCreate:
    """ 
        Attributes:
            effective (datetime.date):
            text (str):
            note (str | Unset):  Default: ''.
     """

    effective: datetime.date
    text: str
    note: str | Unset = ''





    def to_dict(self) -> dict[str, Any]:
        effective = self.effective.isoformat()

        text = self.text

        note = self.note


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "effective": effective,
            "text": text,
        })
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        effective = datetime.date.fromisoformat(d.pop("effective"))




        text = d.pop("text")

        note = d.pop("note", UNSET)

        erratum_create = cls(
            effective=effective,
            text=text,
            note=note,
        )

        return erratum_create

