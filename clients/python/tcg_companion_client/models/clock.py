from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.clock_state import ClockState
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="Clock")



@_attrs_define
class Clock:
    """ 
        Attributes:
            minutes (int): the round's length
            now (datetime.datetime): the server's time when this was read
            remaining_seconds (int):
            round_ (int):
            state (ClockState):
            ends_at (datetime.datetime | None | Unset): when time is (was) called; null before the start and while paused
            started_at (datetime.datetime | None | Unset):
     """

    minutes: int
    now: datetime.datetime
    remaining_seconds: int
    round_: int
    state: ClockState
    ends_at: datetime.datetime | None | Unset = UNSET
    started_at: datetime.datetime | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        minutes = self.minutes

        now = self.now.isoformat()

        remaining_seconds = self.remaining_seconds

        round_ = self.round_

        state = self.state.value

        ends_at: None | str | Unset
        if isinstance(self.ends_at, Unset):
            ends_at = UNSET
        elif isinstance(self.ends_at, datetime.datetime):
            ends_at = self.ends_at.isoformat()
        else:
            ends_at = self.ends_at

        started_at: None | str | Unset
        if isinstance(self.started_at, Unset):
            started_at = UNSET
        elif isinstance(self.started_at, datetime.datetime):
            started_at = self.started_at.isoformat()
        else:
            started_at = self.started_at


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "minutes": minutes,
            "now": now,
            "remaining_seconds": remaining_seconds,
            "round": round_,
            "state": state,
        })
        if ends_at is not UNSET:
            field_dict["ends_at"] = ends_at
        if started_at is not UNSET:
            field_dict["started_at"] = started_at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        minutes = d.pop("minutes")

        now = datetime.datetime.fromisoformat(d.pop("now"))




        remaining_seconds = d.pop("remaining_seconds")

        round_ = d.pop("round")

        state = ClockState(d.pop("state"))




        def _parse_ends_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ends_at_type_0 = datetime.datetime.fromisoformat(data)



                return ends_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        ends_at = _parse_ends_at(d.pop("ends_at", UNSET))


        def _parse_started_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                started_at_type_0 = datetime.datetime.fromisoformat(data)



                return started_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        started_at = _parse_started_at(d.pop("started_at", UNSET))


        clock = cls(
            minutes=minutes,
            now=now,
            remaining_seconds=remaining_seconds,
            round_=round_,
            state=state,
            ends_at=ends_at,
            started_at=started_at,
        )

        return clock

