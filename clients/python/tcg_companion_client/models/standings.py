from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.standing import Standing





T = TypeVar("T", bound="Standings")



@_attrs_define
class Standings:
    """ 
        Attributes:
            final (bool):
            format_ (str):
            items (list[Standing]):
            round_ (int):
            tournament_id (str):
     """

    final: bool
    format_: str
    items: list[Standing]
    round_: int
    tournament_id: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.standing import Standing # noqa: PLC0415
        final = self.final

        format_ = self.format_

        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)



        round_ = self.round_

        tournament_id = self.tournament_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "final": final,
            "format": format_,
            "items": items,
            "round": round_,
            "tournament_id": tournament_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.standing import Standing # noqa: PLC0415
        d = dict(src_dict)
        final = d.pop("final")

        format_ = d.pop("format")

        items = []
        _items = d.pop("items")
        for items_item_data in (_items):
            items_item = Standing.from_dict(items_item_data)



            items.append(items_item)


        round_ = d.pop("round")

        tournament_id = d.pop("tournament_id")

        standings = cls(
            final=final,
            format_=format_,
            items=items,
            round_=round_,
            tournament_id=tournament_id,
        )

        return standings

