from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.print_run_card import PrintRunCard





T = TypeVar("T", bound="PrintRunCreate")



@_attrs_define
class PrintRunCreate:
    """ 
        Attributes:
            cards (list[PrintRunCard]):
     """

    cards: list[PrintRunCard]





    def to_dict(self) -> dict[str, Any]:
        from ..models.print_run_card import PrintRunCard # noqa: PLC0415
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.print_run_card import PrintRunCard # noqa: PLC0415
        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = PrintRunCard.from_dict(cards_item_data)



            cards.append(cards_item)


        print_run_create = cls(
            cards=cards,
        )

        return print_run_create

