from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="TopCutPlace")



@_attrs_define
class TopCutPlace:
    """ 
        Attributes:
            champion (bool):
            seed (int): seed in the top cut, from the Swiss standing
            out_in_round (int | None | Unset): the round they lost in, if they did
     """

    champion: bool
    seed: int
    out_in_round: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        champion = self.champion

        seed = self.seed

        out_in_round: int | None | Unset
        if isinstance(self.out_in_round, Unset):
            out_in_round = UNSET
        else:
            out_in_round = self.out_in_round


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "champion": champion,
            "seed": seed,
        })
        if out_in_round is not UNSET:
            field_dict["out_in_round"] = out_in_round

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        champion = d.pop("champion")

        seed = d.pop("seed")

        def _parse_out_in_round(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        out_in_round = _parse_out_in_round(d.pop("out_in_round", UNSET))


        top_cut_place = cls(
            champion=champion,
            seed=seed,
            out_in_round=out_in_round,
        )

        return top_cut_place

