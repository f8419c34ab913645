from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="DeckSubmit")



@_attrs_define
class DeckSubmit:
    """ 
        Attributes:
            deck_id (str):
     """

    deck_id: str





    def to_dict(self) -> dict[str, Any]:
        deck_id = self.deck_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "deck_id": deck_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deck_id = d.pop("deck_id")

        deck_submit = cls(
            deck_id=deck_id,
        )

        return deck_submit

