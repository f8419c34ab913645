from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Rule")



@_attrs_define
class Rule:
    """ 
        Attributes:
            id (str):
            quote (str):
            rulebook (str):
            section (str):
     """

    id: str
    quote: str
    rulebook: str
    section: str





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        quote = self.quote

        rulebook = self.rulebook

        section = self.section


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "quote": quote,
            "rulebook": rulebook,
            "section": section,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        quote = d.pop("quote")

        rulebook = d.pop("rulebook")

        section = d.pop("section")

        rule = cls(
            id=id,
            quote=quote,
            rulebook=rulebook,
            section=section,
        )

        return rule

