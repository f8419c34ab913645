from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PrintRunCard")



@_attrs_define
class PrintRunCard:
    """ 
        Attributes:
            card_id (str):
            quantity (int):
     """

    card_id: str
    quantity: int





    def to_dict(self) -> dict[str, Any]:
        card_id = self.card_id

        quantity = self.quantity


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card_id": card_id,
            "quantity": quantity,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card_id = d.pop("card_id")

        quantity = d.pop("quantity")

        print_run_card = cls(
            card_id=card_id,
            quantity=quantity,
        )

        return print_run_card

