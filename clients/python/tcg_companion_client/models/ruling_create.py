from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.action import Action





T = TypeVar("T", bound="RulingCreate")



@_attrs_define
class RulingCreate:
    """ 
        Attributes:
            action (Action):
            game_id (str): a game linked to the match
            reason (str):
     """

    action: Action
    game_id: str
    reason: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.action import Action # noqa: PLC0415
        action = self.action.to_dict()

        game_id = self.game_id

        reason = self.reason


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
            "game_id": game_id,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.action import Action # noqa: PLC0415
        d = dict(src_dict)
        action = Action.from_dict(d.pop("action"))




        game_id = d.pop("game_id")

        reason = d.pop("reason")

        ruling_create = cls(
            action=action,
            game_id=game_id,
            reason=reason,
        )

        return ruling_create

