from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="DeckCardOut")



@_attrs_define
class DeckCardOut:
    """ 
        Attributes:
            card_id (str):
            name (str):
            quantity (int):
            zone (str):
     """

    card_id: str
    name: str
    quantity: int
    zone: str





    def to_dict(self) -> dict[str, Any]:
        card_id = self.card_id

        name = self.name

        quantity = self.quantity

        zone = self.zone


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card_id": card_id,
            "name": name,
            "quantity": quantity,
            "zone": zone,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card_id = d.pop("card_id")

        name = d.pop("name")

        quantity = d.pop("quantity")

        zone = d.pop("zone")

        deck_card_out = cls(
            card_id=card_id,
            name=name,
            quantity=quantity,
            zone=zone,
        )

        return deck_card_out

