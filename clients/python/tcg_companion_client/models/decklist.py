from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.deck_card_out import DeckCardOut





T = TypeVar("T", bound="Decklist")



@_attrs_define
class Decklist:
    """ 
        Attributes:
            card_count (int):
            cards (list[DeckCardOut]):
            deck_id (str):
            format_ (str): casual | official
            locked (bool): frozen when the player's first round was paired; before, the deck now
            player_id (str):
     """

    card_count: int
    cards: list[DeckCardOut]
    deck_id: str
    format_: str
    locked: bool
    player_id: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.deck_card_out import DeckCardOut # noqa: PLC0415
        card_count = self.card_count

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)



        deck_id = self.deck_id

        format_ = self.format_

        locked = self.locked

        player_id = self.player_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card_count": card_count,
            "cards": cards,
            "deck_id": deck_id,
            "format": format_,
            "locked": locked,
            "player_id": player_id,
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


        deck_id = d.pop("deck_id")

        format_ = d.pop("format")

        locked = d.pop("locked")

        player_id = d.pop("player_id")

        decklist = cls(
            card_count=card_count,
            cards=cards,
            deck_id=deck_id,
            format_=format_,
            locked=locked,
            player_id=player_id,
        )

        return decklist

