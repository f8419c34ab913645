from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.result_outcome import ResultOutcome
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.result_wins import ResultWins





T = TypeVar("T", bound="Result")



@_attrs_define
class Result:
    """ 
        Attributes:
            absent (list[str] | Unset):
            draws (int | Unset):  Default: 0.
            from_game (bool | Unset): take the result from the linked tracked game(s)
            outcome (ResultOutcome | Unset): double_loss and no_show: staff only
            placements (list[Any] | Unset): pods: first place first; a list of ids is a tie
            wins (ResultWins | Unset): games won per player id
     """

    absent: list[str] | Unset = UNSET
    draws: int | Unset = 0
    from_game: bool | Unset = UNSET
    outcome: ResultOutcome | Unset = UNSET
    placements: list[Any] | Unset = UNSET
    wins: ResultWins | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.result_wins import ResultWins # noqa: PLC0415
        absent: list[str] | Unset = UNSET
        if not isinstance(self.absent, Unset):
            absent = self.absent



        draws = self.draws

        from_game = self.from_game

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
        })
        if absent is not UNSET:
            field_dict["absent"] = absent
        if draws is not UNSET:
            field_dict["draws"] = draws
        if from_game is not UNSET:
            field_dict["from_game"] = from_game
        if outcome is not UNSET:
            field_dict["outcome"] = outcome
        if placements is not UNSET:
            field_dict["placements"] = placements
        if wins is not UNSET:
            field_dict["wins"] = wins

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.result_wins import ResultWins # noqa: PLC0415
        d = dict(src_dict)
        absent = cast(list[str], d.pop("absent", UNSET))


        draws = d.pop("draws", UNSET)

        from_game = d.pop("from_game", UNSET)

        _outcome = d.pop("outcome", UNSET)
        outcome: ResultOutcome | Unset
        if isinstance(_outcome,  Unset):
            outcome = UNSET
        else:
            outcome = ResultOutcome(_outcome)




        placements = cast(list[Any], d.pop("placements", UNSET))


        _wins = d.pop("wins", UNSET)
        wins: ResultWins | Unset
        if isinstance(_wins,  Unset):
            wins = UNSET
        else:
            wins = ResultWins.from_dict(_wins)




        result = cls(
            absent=absent,
            draws=draws,
            from_game=from_game,
            outcome=outcome,
            placements=placements,
            wins=wins,
        )

        return result

