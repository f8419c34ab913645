from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.demo_deck_cards_item import DemoDeckCardsItem





T = TypeVar("T", bound="DemoDeck")



@_attrs_define
class DemoDeck:
    """ 
        Attributes:
            cards (list[DemoDeckCardsItem]): card_id, quantity, zone
            engine (bool): playable in engine mode
            name (str):
            description (None | str | Unset):
     """

    cards: list[DemoDeckCardsItem]
    engine: bool
    name: str
    description: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.demo_deck_cards_item import DemoDeckCardsItem # noqa: PLC0415
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)



        engine = self.engine

        name = self.name

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "engine": engine,
            "name": name,
        })
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.demo_deck_cards_item import DemoDeckCardsItem # noqa: PLC0415
        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = DemoDeckCardsItem.from_dict(cards_item_data)



            cards.append(cards_item)


        engine = d.pop("engine")

        name = d.pop("name")

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        demo_deck = cls(
            cards=cards,
            engine=engine,
            name=name,
            description=description,
        )

        return demo_deck

