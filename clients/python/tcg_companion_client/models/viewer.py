from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Viewer")



@_attrs_define
class Viewer:
    """ 
        Attributes:
            controls (list[str]): the seats the caller may act for: those they hold, and for the creator every seat nobody
                holds
            role (str): owner, player, spectator, admin, or staff (a judge's ruling)
            seat (None | str | Unset): the seat whose view this is
     """

    controls: list[str]
    role: str
    seat: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        controls = self.controls



        role = self.role

        seat: None | str | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "controls": controls,
            "role": role,
        })
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        controls = cast(list[str], d.pop("controls"))


        role = d.pop("role")

        def _parse_seat(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))


        viewer = cls(
            controls=controls,
            role=role,
            seat=seat,
        )

        return viewer

