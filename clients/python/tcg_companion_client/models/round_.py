from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.round_stage import RoundStage
from ..models.round_status import RoundStatus
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.clock import Clock
  from ..models.match import Match
  from ..models.round_summary import RoundSummary





T = TypeVar("T", bound="Round")



@_attrs_define
class Round:
    """ 
        Attributes:
            clock (Clock):
            matches (list[Match]):
            number (int):
            paired_at (datetime.datetime):
            pairings_made (int):
            stage (RoundStage):
            stale (bool): an earlier result was corrected after pairing: re-pair or keep
            status (RoundStatus):
            summary (RoundSummary):
            completed_at (datetime.datetime | None | Unset):
            stale_reason (None | str | Unset):
            stale_since (datetime.datetime | None | Unset):
     """

    clock: Clock
    matches: list[Match]
    number: int
    paired_at: datetime.datetime
    pairings_made: int
    stage: RoundStage
    stale: bool
    status: RoundStatus
    summary: RoundSummary
    completed_at: datetime.datetime | None | Unset = UNSET
    stale_reason: None | str | Unset = UNSET
    stale_since: datetime.datetime | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.match import Match # noqa: PLC0415
        from ..models.round_summary import RoundSummary # noqa: PLC0415
        clock = self.clock.to_dict()

        matches = []
        for matches_item_data in self.matches:
            matches_item = matches_item_data.to_dict()
            matches.append(matches_item)



        number = self.number

        paired_at = self.paired_at.isoformat()

        pairings_made = self.pairings_made

        stage = self.stage.value

        stale = self.stale

        status = self.status.value

        summary = self.summary.to_dict()

        completed_at: None | str | Unset
        if isinstance(self.completed_at, Unset):
            completed_at = UNSET
        elif isinstance(self.completed_at, datetime.datetime):
            completed_at = self.completed_at.isoformat()
        else:
            completed_at = self.completed_at

        stale_reason: None | str | Unset
        if isinstance(self.stale_reason, Unset):
            stale_reason = UNSET
        else:
            stale_reason = self.stale_reason

        stale_since: None | str | Unset
        if isinstance(self.stale_since, Unset):
            stale_since = UNSET
        elif isinstance(self.stale_since, datetime.datetime):
            stale_since = self.stale_since.isoformat()
        else:
            stale_since = self.stale_since


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "clock": clock,
            "matches": matches,
            "number": number,
            "paired_at": paired_at,
            "pairings_made": pairings_made,
            "stage": stage,
            "stale": stale,
            "status": status,
            "summary": summary,
        })
        if completed_at is not UNSET:
            field_dict["completed_at"] = completed_at
        if stale_reason is not UNSET:
            field_dict["stale_reason"] = stale_reason
        if stale_since is not UNSET:
            field_dict["stale_since"] = stale_since

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.match import Match # noqa: PLC0415
        from ..models.round_summary import RoundSummary # noqa: PLC0415
        d = dict(src_dict)
        clock = Clock.from_dict(d.pop("clock"))




        matches = []
        _matches = d.pop("matches")
        for matches_item_data in (_matches):
            matches_item = Match.from_dict(matches_item_data)



            matches.append(matches_item)


        number = d.pop("number")

        paired_at = datetime.datetime.fromisoformat(d.pop("paired_at"))




        pairings_made = d.pop("pairings_made")

        stage = RoundStage(d.pop("stage"))




        stale = d.pop("stale")

        status = RoundStatus(d.pop("status"))




        summary = RoundSummary.from_dict(d.pop("summary"))




        def _parse_completed_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                completed_at_type_0 = datetime.datetime.fromisoformat(data)



                return completed_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        completed_at = _parse_completed_at(d.pop("completed_at", UNSET))


        def _parse_stale_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        stale_reason = _parse_stale_reason(d.pop("stale_reason", UNSET))


        def _parse_stale_since(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                stale_since_type_0 = datetime.datetime.fromisoformat(data)



                return stale_since_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        stale_since = _parse_stale_since(d.pop("stale_since", UNSET))


        round_ = cls(
            clock=clock,
            matches=matches,
            number=number,
            paired_at=paired_at,
            pairings_made=pairings_made,
            stage=stage,
            stale=stale,
            status=status,
            summary=summary,
            completed_at=completed_at,
            stale_reason=stale_reason,
            stale_since=stale_since,
        )

        return round_

