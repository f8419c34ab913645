from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.bracket_match_result_type_0 import BracketMatchResultType0





T = TypeVar("T", bound="BracketMatch")



@_attrs_define
class BracketMatch:
    """ 
        Attributes:
            bye (bool):
            id (str):
            names (list[str]):
            players (list[str]): player ids, seat order
            seeds (list[int | None]):
            slot (int): place in the bracket, top to bottom
            status (str):
            result (BracketMatchResultType0 | None | Unset):
            table (int | None | Unset):
            winner (None | str | Unset): the player id who went through
     """

    bye: bool
    id: str
    names: list[str]
    players: list[str]
    seeds: list[int | None]
    slot: int
    status: str
    result: BracketMatchResultType0 | None | Unset = UNSET
    table: int | None | Unset = UNSET
    winner: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.bracket_match_result_type_0 import BracketMatchResultType0 # noqa: PLC0415
        bye = self.bye

        id = self.id

        names = self.names



        players = self.players



        seeds = []
        for seeds_item_data in self.seeds:
            seeds_item: int | None
            seeds_item = seeds_item_data
            seeds.append(seeds_item)



        slot = self.slot

        status = self.status

        result: dict[str, Any] | None | Unset
        if isinstance(self.result, Unset):
            result = UNSET
        elif isinstance(self.result, BracketMatchResultType0):
            result = self.result.to_dict()
        else:
            result = self.result

        table: int | None | Unset
        if isinstance(self.table, Unset):
            table = UNSET
        else:
            table = self.table

        winner: None | str | Unset
        if isinstance(self.winner, Unset):
            winner = UNSET
        else:
            winner = self.winner


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bye": bye,
            "id": id,
            "names": names,
            "players": players,
            "seeds": seeds,
            "slot": slot,
            "status": status,
        })
        if result is not UNSET:
            field_dict["result"] = result
        if table is not UNSET:
            field_dict["table"] = table
        if winner is not UNSET:
            field_dict["winner"] = winner

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bracket_match_result_type_0 import BracketMatchResultType0 # noqa: PLC0415
        d = dict(src_dict)
        bye = d.pop("bye")

        id = d.pop("id")

        names = cast(list[str], d.pop("names"))


        players = cast(list[str], d.pop("players"))


        seeds = []
        _seeds = d.pop("seeds")
        for seeds_item_data in (_seeds):
            def _parse_seeds_item(data: object) -> int | None:
                if data is None:
                    return data
                return cast(int | None, data)

            seeds_item = _parse_seeds_item(seeds_item_data)

            seeds.append(seeds_item)


        slot = d.pop("slot")

        status = d.pop("status")

        def _parse_result(data: object) -> BracketMatchResultType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = BracketMatchResultType0.from_dict(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BracketMatchResultType0 | None | Unset, data)

        result = _parse_result(d.pop("result", UNSET))


        def _parse_table(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        table = _parse_table(d.pop("table", UNSET))


        def _parse_winner(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        winner = _parse_winner(d.pop("winner", UNSET))


        bracket_match = cls(
            bye=bye,
            id=id,
            names=names,
            players=players,
            seeds=seeds,
            slot=slot,
            status=status,
            result=result,
            table=table,
            winner=winner,
        )

        return bracket_match

