from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.live_event_data import LiveEventData





T = TypeVar("T", bound="LiveEvent")



@_attrs_define
class LiveEvent:
    """ 
        Attributes:
            at (datetime.datetime):
            data (LiveEventData):
            number (int): counts up per event; the SSE `id`
            tournament_id (str):
            type_ (str): tournament.started, round.paired, clock.updated, match.extended, result.reported,
                standings.updated, penalty.issued, player.entered, player.dropped, round.stale, round.stale_resolved,
                round.completed, tournament.finished
     """

    at: datetime.datetime
    data: LiveEventData
    number: int
    tournament_id: str
    type_: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.live_event_data import LiveEventData # noqa: PLC0415
        at = self.at.isoformat()

        data = self.data.to_dict()

        number = self.number

        tournament_id = self.tournament_id

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "at": at,
            "data": data,
            "number": number,
            "tournament_id": tournament_id,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.live_event_data import LiveEventData # noqa: PLC0415
        d = dict(src_dict)
        at = datetime.datetime.fromisoformat(d.pop("at"))




        data = LiveEventData.from_dict(d.pop("data"))




        number = d.pop("number")

        tournament_id = d.pop("tournament_id")

        type_ = d.pop("type")

        live_event = cls(
            at=at,
            data=data,
            number=number,
            tournament_id=tournament_id,
            type_=type_,
        )

        return live_event

