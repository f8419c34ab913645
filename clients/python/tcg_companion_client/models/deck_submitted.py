from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="DeckSubmitted")



@_attrs_define
class DeckSubmitted:
    """ 
        Attributes:
            deck_id (str):
            format_ (str):
            legal (bool):
            player_id (str):
     """

    deck_id: str
    format_: str
    legal: bool
    player_id: str





    def to_dict(self) -> dict[str, Any]:
        deck_id = self.deck_id

        format_ = self.format_

        legal = self.legal

        player_id = self.player_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "deck_id": deck_id,
            "format": format_,
            "legal": legal,
            "player_id": player_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deck_id = d.pop("deck_id")

        format_ = d.pop("format")

        legal = d.pop("legal")

        player_id = d.pop("player_id")

        deck_submitted = cls(
            deck_id=deck_id,
            format_=format_,
            legal=legal,
            player_id=player_id,
        )

        return deck_submitted

