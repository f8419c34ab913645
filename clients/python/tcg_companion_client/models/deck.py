from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.deck_card_out import DeckCardOut





T = TypeVar("T", bound="Deck")



@_attrs_define
class Deck:
    """ 
        Attributes:
            card_count (int):
            cards (list[DeckCardOut]):
            created_at (datetime.datetime):
            format_ (str): casual | official
            id (str):
            name (str):
            ruleset (str):
            updated_at (datetime.datetime):
     """

    card_count: int
    cards: list[DeckCardOut]
    created_at: datetime.datetime
    format_: str
    id: str
    name: str
    ruleset: str
    updated_at: datetime.datetime





    def to_dict(self) -> dict[str, Any]:
        from ..models.deck_card_out import DeckCardOut # noqa: PLC0415
        card_count = self.card_count

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)



        created_at = self.created_at.isoformat()

        format_ = self.format_

        id = self.id

        name = self.name

        ruleset = self.ruleset

        updated_at = self.updated_at.isoformat()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card_count": card_count,
            "cards": cards,
            "created_at": created_at,
            "format": format_,
            "id": id,
            "name": name,
            "ruleset": ruleset,
            "updated_at": updated_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.deck_card_out import DeckCardOut # noqa: PLC0415
        d = dict(src_dict)
        card_count = d.pop("card_count")

        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = DeckCardOut.from_dict(cards_item_data)



            cards.append(cards_item)


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        format_ = d.pop("format")

        id = d.pop("id")

        name = d.pop("name")

        ruleset = d.pop("ruleset")

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        deck = cls(
            card_count=card_count,
            cards=cards,
            created_at=created_at,
            format_=format_,
            id=id,
            name=name,
            ruleset=ruleset,
            updated_at=updated_at,
        )

        return deck

