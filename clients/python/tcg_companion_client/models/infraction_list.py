from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.infraction_list_enforcement import InfractionListEnforcement
from typing import cast

if TYPE_CHECKING:
  from ..models.infraction import Infraction





T = TypeVar("T", bound="InfractionList")



@_attrs_define
class InfractionList:
    """ 
        Attributes:
            enforcement (InfractionListEnforcement):
            items (list[Infraction]):
     """

    enforcement: InfractionListEnforcement
    items: list[Infraction]





    def to_dict(self) -> dict[str, Any]:
        from ..models.infraction import Infraction # noqa: PLC0415
        enforcement = self.enforcement.value

        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "enforcement": enforcement,
            "items": items,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.infraction import Infraction # noqa: PLC0415
        d = dict(src_dict)
        enforcement = InfractionListEnforcement(d.pop("enforcement"))




        items = []
        _items = d.pop("items")
        for items_item_data in (_items):
            items_item = Infraction.from_dict(items_item_data)



            items.append(items_item)


        infraction_list = cls(
            enforcement=enforcement,
            items=items,
        )

        return infraction_list

