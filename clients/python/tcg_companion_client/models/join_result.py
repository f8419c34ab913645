from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.game import Game





T = TypeVar("T", bound="JoinResult")



@_attrs_define
class JoinResult:
    """ 
        Attributes:
            controls (list[str]):
            game (Game):
            game_id (str):
            role (str):
            seat_token (None | str | Unset): for a guest without an account: a bearer token for this game, shown once
     """

    controls: list[str]
    game: Game
    game_id: str
    role: str
    seat_token: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.game import Game # noqa: PLC0415
        controls = self.controls



        game = self.game.to_dict()

        game_id = self.game_id

        role = self.role

        seat_token: None | str | Unset
        if isinstance(self.seat_token, Unset):
            seat_token = UNSET
        else:
            seat_token = self.seat_token


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "controls": controls,
            "game": game,
            "game_id": game_id,
            "role": role,
        })
        if seat_token is not UNSET:
            field_dict["seat_token"] = seat_token

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game import Game # noqa: PLC0415
        d = dict(src_dict)
        controls = cast(list[str], d.pop("controls"))


        game = Game.from_dict(d.pop("game"))




        game_id = d.pop("game_id")

        role = d.pop("role")

        def _parse_seat_token(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seat_token = _parse_seat_token(d.pop("seat_token", UNSET))


        join_result = cls(
            controls=controls,
            game=game,
            game_id=game_id,
            role=role,
            seat_token=seat_token,
        )

        return join_result

