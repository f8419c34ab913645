from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ExtensionCreate")



@_attrs_define
class ExtensionCreate:
    """ 
        Attributes:
            minutes (int):
            reason (str):
     """

    minutes: int
    reason: str





    def to_dict(self) -> dict[str, Any]:
        minutes = self.minutes

        reason = self.reason


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "minutes": minutes,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        minutes = d.pop("minutes")

        reason = d.pop("reason")

        extension_create = cls(
            minutes=minutes,
            reason=reason,
        )

        return extension_create

