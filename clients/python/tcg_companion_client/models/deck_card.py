from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="DeckCard")



@_attrs_define
class DeckCard:
    """ 
        Attributes:
            card_id (str):
            quantity (int):
            zone (str | Unset): main, extra (Athernum), starting (Athernum), ancient (Arcane), leader (Oversoul) Default:
                'main'.
     """

    card_id: str
    quantity: int
    zone: str | Unset = 'main'





    def to_dict(self) -> dict[str, Any]:
        card_id = self.card_id

        quantity = self.quantity

        zone = self.zone


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card_id": card_id,
            "quantity": quantity,
        })
        if zone is not UNSET:
            field_dict["zone"] = zone

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card_id = d.pop("card_id")

        quantity = d.pop("quantity")

        zone = d.pop("zone", UNSET)

        deck_card = cls(
            card_id=card_id,
            quantity=quantity,
            zone=zone,
        )

        return deck_card

