from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.bracket_round import BracketRound





T = TypeVar("T", bound="Bracket")



@_attrs_define
class Bracket:
    """ 
        Attributes:
            format_ (str):
            rounds (list[BracketRound]):
            rounds_total (int): rounds the bracket takes in all
            seeds (list[str]): player ids, seed 1 first
            size (int): players in the bracket (0: none yet)
            champion (None | str | Unset):
     """

    format_: str
    rounds: list[BracketRound]
    rounds_total: int
    seeds: list[str]
    size: int
    champion: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.bracket_round import BracketRound # noqa: PLC0415
        format_ = self.format_

        rounds = []
        for rounds_item_data in self.rounds:
            rounds_item = rounds_item_data.to_dict()
            rounds.append(rounds_item)



        rounds_total = self.rounds_total

        seeds = self.seeds



        size = self.size

        champion: None | str | Unset
        if isinstance(self.champion, Unset):
            champion = UNSET
        else:
            champion = self.champion


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "format": format_,
            "rounds": rounds,
            "rounds_total": rounds_total,
            "seeds": seeds,
            "size": size,
        })
        if champion is not UNSET:
            field_dict["champion"] = champion

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bracket_round import BracketRound # noqa: PLC0415
        d = dict(src_dict)
        format_ = d.pop("format")

        rounds = []
        _rounds = d.pop("rounds")
        for rounds_item_data in (_rounds):
            rounds_item = BracketRound.from_dict(rounds_item_data)



            rounds.append(rounds_item)


        rounds_total = d.pop("rounds_total")

        seeds = cast(list[str], d.pop("seeds"))


        size = d.pop("size")

        def _parse_champion(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        champion = _parse_champion(d.pop("champion", UNSET))


        bracket = cls(
            format_=format_,
            rounds=rounds,
            rounds_total=rounds_total,
            seeds=seeds,
            size=size,
            champion=champion,
        )

        return bracket

