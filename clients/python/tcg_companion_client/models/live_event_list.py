from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.live_event import LiveEvent





T = TypeVar("T", bound="LiveEventList")



@_attrs_define
class LiveEventList:
    """ 
        Attributes:
            items (list[LiveEvent]):
            last (int): the number of the event's latest entry
            next_after (int | None | Unset): `after` for the next page, if any
     """

    items: list[LiveEvent]
    last: int
    next_after: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.live_event import LiveEvent # noqa: PLC0415
        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)



        last = self.last

        next_after: int | None | Unset
        if isinstance(self.next_after, Unset):
            next_after = UNSET
        else:
            next_after = self.next_after


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "items": items,
            "last": last,
        })
        if next_after is not UNSET:
            field_dict["next_after"] = next_after

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.live_event import LiveEvent # noqa: PLC0415
        d = dict(src_dict)
        items = []
        _items = d.pop("items")
        for items_item_data in (_items):
            items_item = LiveEvent.from_dict(items_item_data)



            items.append(items_item)


        last = d.pop("last")

        def _parse_next_after(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        next_after = _parse_next_after(d.pop("next_after", UNSET))


        live_event_list = cls(
            items=items,
            last=last,
            next_after=next_after,
        )

        return live_event_list

