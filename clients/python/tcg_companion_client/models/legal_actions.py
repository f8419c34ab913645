from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.legal_actions_items_item import LegalActionsItemsItem





T = TypeVar("T", bound="LegalActions")



@_attrs_define
class LegalActions:
    """ 
        Attributes:
            exhaustive (bool): true (engine mode): every item is a complete body POST …/actions accepts as it is; false
                (tracker mode): the action types allowed now, fields to fill in
            items (list[LegalActionsItemsItem]): an action body, or a template: a body plus `$free`, the JSON Schema (type
                object) of the fields still to fill in; post it without `$free`, with those fields set
            seat (str):
            version (int):
     """

    exhaustive: bool
    items: list[LegalActionsItemsItem]
    seat: str
    version: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.legal_actions_items_item import LegalActionsItemsItem # noqa: PLC0415
        exhaustive = self.exhaustive

        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)



        seat = self.seat

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "exhaustive": exhaustive,
            "items": items,
            "seat": seat,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.legal_actions_items_item import LegalActionsItemsItem # noqa: PLC0415
        d = dict(src_dict)
        exhaustive = d.pop("exhaustive")

        items = []
        _items = d.pop("items")
        for items_item_data in (_items):
            items_item = LegalActionsItemsItem.from_dict(items_item_data)



            items.append(items_item)


        seat = d.pop("seat")

        version = d.pop("version")

        legal_actions = cls(
            exhaustive=exhaustive,
            items=items,
            seat=seat,
            version=version,
        )

        return legal_actions

