from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bracket_round_status import BracketRoundStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.bracket_match import BracketMatch





T = TypeVar("T", bound="BracketRound")



@_attrs_define
class BracketRound:
    """ 
        Attributes:
            matches (list[BracketMatch]):
            number (int):
            status (BracketRoundStatus):
            name (None | str | Unset): round of 16, quarter-final, semi-final, final
     """

    matches: list[BracketMatch]
    number: int
    status: BracketRoundStatus
    name: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.bracket_match import BracketMatch # noqa: PLC0415
        matches = []
        for matches_item_data in self.matches:
            matches_item = matches_item_data.to_dict()
            matches.append(matches_item)



        number = self.number

        status = self.status.value

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "matches": matches,
            "number": number,
            "status": status,
        })
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bracket_match import BracketMatch # noqa: PLC0415
        d = dict(src_dict)
        matches = []
        _matches = d.pop("matches")
        for matches_item_data in (_matches):
            matches_item = BracketMatch.from_dict(matches_item_data)



            matches.append(matches_item)


        number = d.pop("number")

        status = BracketRoundStatus(d.pop("status"))




        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        bracket_round = cls(
            matches=matches,
            number=number,
            status=status,
            name=name,
        )

        return bracket_round

