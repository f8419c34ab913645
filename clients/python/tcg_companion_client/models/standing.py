from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.standing_record import StandingRecord
  from ..models.standing_tiebreakers import StandingTiebreakers
  from ..models.top_cut_place import TopCutPlace





T = TypeVar("T", bound="Standing")



@_attrs_define
class Standing:
    """ 
        Attributes:
            disqualified (bool):
            dropped (bool):
            name (str):
            player_id (str):
            points (float):
            rank (int):
            record (StandingRecord): Swiss: wins, losses, draws, byes; pods: tables, firsts, byes
            tiebreakers (StandingTiebreakers): Swiss: mw, omw, gw, ogw; pods: opp_rate, firsts (in order of use, after
                points)
            top_cut (TopCutPlace | Unset):
            user_id (None | str | Unset):
     """

    disqualified: bool
    dropped: bool
    name: str
    player_id: str
    points: float
    rank: int
    record: StandingRecord
    tiebreakers: StandingTiebreakers
    top_cut: TopCutPlace | Unset = UNSET
    user_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.standing_record import StandingRecord # noqa: PLC0415
        from ..models.standing_tiebreakers import StandingTiebreakers # noqa: PLC0415
        from ..models.top_cut_place import TopCutPlace # noqa: PLC0415
        disqualified = self.disqualified

        dropped = self.dropped

        name = self.name

        player_id = self.player_id

        points = self.points

        rank = self.rank

        record = self.record.to_dict()

        tiebreakers = self.tiebreakers.to_dict()

        top_cut: dict[str, Any] | Unset = UNSET
        if not isinstance(self.top_cut, Unset):
            top_cut = self.top_cut.to_dict()

        user_id: None | str | Unset
        if isinstance(self.user_id, Unset):
            user_id = UNSET
        else:
            user_id = self.user_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "disqualified": disqualified,
            "dropped": dropped,
            "name": name,
            "player_id": player_id,
            "points": points,
            "rank": rank,
            "record": record,
            "tiebreakers": tiebreakers,
        })
        if top_cut is not UNSET:
            field_dict["top_cut"] = top_cut
        if user_id is not UNSET:
            field_dict["user_id"] = user_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.standing_record import StandingRecord # noqa: PLC0415
        from ..models.standing_tiebreakers import StandingTiebreakers # noqa: PLC0415
        from ..models.top_cut_place import TopCutPlace # noqa: PLC0415
        d = dict(src_dict)
        disqualified = d.pop("disqualified")

        dropped = d.pop("dropped")

        name = d.pop("name")

        player_id = d.pop("player_id")

        points = d.pop("points")

        rank = d.pop("rank")

        record = StandingRecord.from_dict(d.pop("record"))




        tiebreakers = StandingTiebreakers.from_dict(d.pop("tiebreakers"))




        _top_cut = d.pop("top_cut", UNSET)
        top_cut: TopCutPlace | Unset
        if isinstance(_top_cut,  Unset):
            top_cut = UNSET
        else:
            top_cut = TopCutPlace.from_dict(_top_cut)




        def _parse_user_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        user_id = _parse_user_id(d.pop("user_id", UNSET))


        standing = cls(
            disqualified=disqualified,
            dropped=dropped,
            name=name,
            player_id=player_id,
            points=points,
            rank=rank,
            record=record,
            tiebreakers=tiebreakers,
            top_cut=top_cut,
            user_id=user_id,
        )

        return standing

