from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.card_import_format import CardImportFormat






T = TypeVar("T", bound="CardImport")



@_attrs_define
class CardImport:
    """ 
        Attributes:
            content (str): the file
            format_ (CardImportFormat):
     """

    content: str
    format_: CardImportFormat





    def to_dict(self) -> dict[str, Any]:
        content = self.content

        format_ = self.format_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "content": content,
            "format": format_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        content = d.pop("content")

        format_ = CardImportFormat(d.pop("format"))




        card_import = cls(
            content=content,
            format_=format_,
        )

        return card_import

