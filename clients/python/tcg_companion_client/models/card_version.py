from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="CardVersion")



@_attrs_define
class CardVersion:
    """ 
        Attributes:
            effective (datetime.date):
            kind (str): printed | erratum
            note (str):
            text (str):
            version (int):
     """

    effective: datetime.date
    kind: str
    note: str
    text: str
    version: int





    def to_dict(self) -> dict[str, Any]:
        effective = self.effective.isoformat()

        kind = self.kind

        note = self.note

        text = self.text

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "effective": effective,
            "kind": kind,
            "note": note,
            "text": text,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        effective = datetime.date.fromisoformat(d.pop("effective"))




        kind = d.pop("kind")

        note = d.pop("note")

        text = d.pop("text")

        version = d.pop("version")

        card_version = cls(
            effective=effective,
            kind=kind,
            note=note,
            text=text,
            version=version,
        )

        return card_version

