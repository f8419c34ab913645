from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="JoinLookup")



@_attrs_define
class JoinLookup:
    """ 
        Attributes:
            join_code (str):
            game_id (None | str | Unset): when known (a scanned join link): only this game
     """

    join_code: str
    game_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        join_code = self.join_code

        game_id: None | str | Unset
        if isinstance(self.game_id, Unset):
            game_id = UNSET
        else:
            game_id = self.game_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "join_code": join_code,
        })
        if game_id is not UNSET:
            field_dict["game_id"] = game_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        join_code = d.pop("join_code")

        def _parse_game_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        game_id = _parse_game_id(d.pop("game_id", UNSET))


        join_lookup = cls(
            join_code=join_code,
            game_id=game_id,
        )

        return join_lookup

