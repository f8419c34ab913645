from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.deck_write_format import DeckWriteFormat
from ..models.deck_write_ruleset import DeckWriteRuleset
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.deck_card import DeckCard





T = TypeVar("T", bound="DeckWrite")



@_attrs_define
class DeckWrite:
    """ 
        Attributes:
            cards (list[DeckCard]):
            name (str):
            ruleset (DeckWriteRuleset):
            format_ (DeckWriteFormat | Unset):  Default: DeckWriteFormat.CASUAL.
     """

    cards: list[DeckCard]
    name: str
    ruleset: DeckWriteRuleset
    format_: DeckWriteFormat | Unset = DeckWriteFormat.CASUAL





    def to_dict(self) -> dict[str, Any]:
        from ..models.deck_card import DeckCard # noqa: PLC0415
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)



        name = self.name

        ruleset = self.ruleset.value

        format_: str | Unset = UNSET
        if not isinstance(self.format_, Unset):
            format_ = self.format_.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "name": name,
            "ruleset": ruleset,
        })
        if format_ is not UNSET:
            field_dict["format"] = format_

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.deck_card import DeckCard # noqa: PLC0415
        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = DeckCard.from_dict(cards_item_data)



            cards.append(cards_item)


        name = d.pop("name")

        ruleset = DeckWriteRuleset(d.pop("ruleset"))




        _format_ = d.pop("format", UNSET)
        format_: DeckWriteFormat | Unset
        if isinstance(_format_,  Unset):
            format_ = UNSET
        else:
            format_ = DeckWriteFormat(_format_)




        deck_write = cls(
            cards=cards,
            name=name,
            ruleset=ruleset,
            format_=format_,
        )

        return deck_write

