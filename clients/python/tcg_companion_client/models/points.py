from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Points")



@_attrs_define
class Points:
    """ 
        Attributes:
            draw (int | Unset):  Default: 1.
            loss (int | Unset):  Default: 0.
            placements (list[int] | Unset): pods: points for 1st, 2nd… place (places beyond the list score 0)
            win (int | Unset):  Default: 3.
     """

    draw: int | Unset = 1
    loss: int | Unset = 0
    placements: list[int] | Unset = UNSET
    win: int | Unset = 3





    def to_dict(self) -> dict[str, Any]:
        draw = self.draw

        loss = self.loss

        placements: list[int] | Unset = UNSET
        if not isinstance(self.placements, Unset):
            placements = self.placements



        win = self.win


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if draw is not UNSET:
            field_dict["draw"] = draw
        if loss is not UNSET:
            field_dict["loss"] = loss
        if placements is not UNSET:
            field_dict["placements"] = placements
        if win is not UNSET:
            field_dict["win"] = win

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        draw = d.pop("draw", UNSET)

        loss = d.pop("loss", UNSET)

        placements = cast(list[int], d.pop("placements", UNSET))


        win = d.pop("win", UNSET)

        points = cls(
            draw=draw,
            loss=loss,
            placements=placements,
            win=win,
        )

        return points

