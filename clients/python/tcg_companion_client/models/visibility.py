from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Visibility")



@_attrs_define
class Visibility:
    """ 
        Attributes:
            owner_public (bool):
     """

    owner_public: bool





    def to_dict(self) -> dict[str, Any]:
        owner_public = self.owner_public


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "owner_public": owner_public,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        owner_public = d.pop("owner_public")

        visibility = cls(
            owner_public=owner_public,
        )

        return visibility

