from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.card_ref import CardRef





T = TypeVar("T", bound="CollectionItem")



@_attrs_define
class CollectionItem:
    """ 
        Attributes:
            card (CardRef):
            manual (int): added by hand
            quantity (int):
            registered (int):
     """

    card: CardRef
    manual: int
    quantity: int
    registered: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.card_ref import CardRef # noqa: PLC0415
        card = self.card.to_dict()

        manual = self.manual

        quantity = self.quantity

        registered = self.registered


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "manual": manual,
            "quantity": quantity,
            "registered": registered,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.card_ref import CardRef # noqa: PLC0415
        d = dict(src_dict)
        card = CardRef.from_dict(d.pop("card"))




        manual = d.pop("manual")

        quantity = d.pop("quantity")

        registered = d.pop("registered")

        collection_item = cls(
            card=card,
            manual=manual,
            quantity=quantity,
            registered=registered,
        )

        return collection_item

