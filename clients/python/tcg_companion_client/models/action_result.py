from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.entry import Entry
  from ..models.game import Game





T = TypeVar("T", bound="ActionResult")



@_attrs_define
class ActionResult:
    """ 
        Attributes:
            events (list[Entry]):
            game (Game):
            version (int):
     """

    events: list[Entry]
    game: Game
    version: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.entry import Entry # noqa: PLC0415
        from ..models.game import Game # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)



        game = self.game.to_dict()

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "events": events,
            "game": game,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.entry import Entry # noqa: PLC0415
        from ..models.game import Game # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = Entry.from_dict(events_item_data)



            events.append(events_item)


        game = Game.from_dict(d.pop("game"))




        version = d.pop("version")

        action_result = cls(
            events=events,
            game=game,
            version=version,
        )

        return action_result

