from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.clock_action_action import ClockActionAction
from ..types import UNSET, Unset






T = TypeVar("T", bound="ClockAction")



@_attrs_define
class ClockAction:
    """ 
        Attributes:
            action (ClockActionAction):
            minutes (int | Unset): start: the round's length (default: the event's round_minutes); extend (required): the
                minutes added to the whole round's clock
     """

    action: ClockActionAction
    minutes: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        minutes = self.minutes


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
        })
        if minutes is not UNSET:
            field_dict["minutes"] = minutes

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = ClockActionAction(d.pop("action"))




        minutes = d.pop("minutes", UNSET)

        clock_action = cls(
            action=action,
            minutes=minutes,
        )

        return clock_action

