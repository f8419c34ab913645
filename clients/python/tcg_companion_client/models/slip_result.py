from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.slip_result_outcome import SlipResultOutcome
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.slip_result_wins import SlipResultWins





T = TypeVar("T", bound="SlipResult")



@_attrs_define
class SlipResult:
    """ 
        Attributes:
            code (str): the code printed on the table's result slip (case, spaces and dashes ignored)
            player_id (str): the match's player (a guest, without an account) whose report this is
            draws (int | Unset):  Default: 0.
            outcome (SlipResultOutcome | Unset):
            placements (list[Any] | Unset): pods: first place first; a list of ids is a tie
            wins (SlipResultWins | Unset): games won per player id
     """

    code: str
    player_id: str
    draws: int | Unset = 0
    outcome: SlipResultOutcome | Unset = UNSET
    placements: list[Any] | Unset = UNSET
    wins: SlipResultWins | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.slip_result_wins import SlipResultWins # noqa: PLC0415
        code = self.code

        player_id = self.player_id

        draws = self.draws

        outcome: str | Unset = UNSET
        if not isinstance(self.outcome, Unset):
            outcome = self.outcome.value


        placements: list[Any] | Unset = UNSET
        if not isinstance(self.placements, Unset):
            placements = self.placements



        wins: dict[str, Any] | Unset = UNSET
        if not isinstance(self.wins, Unset):
            wins = self.wins.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "code": code,
            "player_id": player_id,
        })
        if draws is not UNSET:
            field_dict["draws"] = draws
        if outcome is not UNSET:
            field_dict["outcome"] = outcome
        if placements is not UNSET:
            field_dict["placements"] = placements
        if wins is not UNSET:
            field_dict["wins"] = wins

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.slip_result_wins import SlipResultWins # noqa: PLC0415
        d = dict(src_dict)
        code = d.pop("code")

        player_id = d.pop("player_id")

        draws = d.pop("draws", UNSET)

        _outcome = d.pop("outcome", UNSET)
        outcome: SlipResultOutcome | Unset
        if isinstance(_outcome,  Unset):
            outcome = UNSET
        else:
            outcome = SlipResultOutcome(_outcome)




        placements = cast(list[Any], d.pop("placements", UNSET))


        _wins = d.pop("wins", UNSET)
        wins: SlipResultWins | Unset
        if isinstance(_wins,  Unset):
            wins = UNSET
        else:
            wins = SlipResultWins.from_dict(_wins)




        slip_result = cls(
            code=code,
            player_id=player_id,
            draws=draws,
            outcome=outcome,
            placements=placements,
            wins=wins,
        )

        return slip_result

