from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.lookup_seat import LookupSeat





T = TypeVar("T", bound="JoinLookupResult")



@_attrs_define
class JoinLookupResult:
    """ 
        Attributes:
            game_id (str):
            mode (str):
            ruleset (str):
            seats (list[LookupSeat]):
     """

    game_id: str
    mode: str
    ruleset: str
    seats: list[LookupSeat]





    def to_dict(self) -> dict[str, Any]:
        from ..models.lookup_seat import LookupSeat # noqa: PLC0415
        game_id = self.game_id

        mode = self.mode

        ruleset = self.ruleset

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game_id": game_id,
            "mode": mode,
            "ruleset": ruleset,
            "seats": seats,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lookup_seat import LookupSeat # noqa: PLC0415
        d = dict(src_dict)
        game_id = d.pop("game_id")

        mode = d.pop("mode")

        ruleset = d.pop("ruleset")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = LookupSeat.from_dict(seats_item_data)



            seats.append(seats_item)


        join_lookup_result = cls(
            game_id=game_id,
            mode=mode,
            ruleset=ruleset,
            seats=seats,
        )

        return join_lookup_result

