from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.tournament_enforcement import TournamentEnforcement
from ..models.tournament_late_entry_result import TournamentLateEntryResult
from ..models.tournament_status import TournamentStatus
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.tournament_match import TournamentMatch





T = TypeVar("T", bound="Tournament")



@_attrs_define
class Tournament:
    """ 
        Attributes:
            created_at (datetime.datetime):
            current_round (int):
            enforcement (TournamentEnforcement):
            format_ (str):
            id (str):
            late_entry_result (TournamentLateEntryResult):
            match (TournamentMatch): {best_of, points: {win, draw, loss, placements}}
            name (str):
            organiser_id (str):
            player_count (int):
            round_minutes (int):
            rounds (int): planned Swiss/pod rounds
            rounds_fixed (bool): false: still follows the player count
            ruleset (str):
            seed (int):
            status (TournamentStatus):
            top_cut (int):
            deck_format (None | str | Unset):
            finished_at (datetime.datetime | None | Unset):
            pod_size (int | None | Unset):
     """

    created_at: datetime.datetime
    current_round: int
    enforcement: TournamentEnforcement
    format_: str
    id: str
    late_entry_result: TournamentLateEntryResult
    match: TournamentMatch
    name: str
    organiser_id: str
    player_count: int
    round_minutes: int
    rounds: int
    rounds_fixed: bool
    ruleset: str
    seed: int
    status: TournamentStatus
    top_cut: int
    deck_format: None | str | Unset = UNSET
    finished_at: datetime.datetime | None | Unset = UNSET
    pod_size: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.tournament_match import TournamentMatch # noqa: PLC0415
        created_at = self.created_at.isoformat()

        current_round = self.current_round

        enforcement = self.enforcement.value

        format_ = self.format_

        id = self.id

        late_entry_result = self.late_entry_result.value

        match = self.match.to_dict()

        name = self.name

        organiser_id = self.organiser_id

        player_count = self.player_count

        round_minutes = self.round_minutes

        rounds = self.rounds

        rounds_fixed = self.rounds_fixed

        ruleset = self.ruleset

        seed = self.seed

        status = self.status.value

        top_cut = self.top_cut

        deck_format: None | str | Unset
        if isinstance(self.deck_format, Unset):
            deck_format = UNSET
        else:
            deck_format = self.deck_format

        finished_at: None | str | Unset
        if isinstance(self.finished_at, Unset):
            finished_at = UNSET
        elif isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at

        pod_size: int | None | Unset
        if isinstance(self.pod_size, Unset):
            pod_size = UNSET
        else:
            pod_size = self.pod_size


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "created_at": created_at,
            "current_round": current_round,
            "enforcement": enforcement,
            "format": format_,
            "id": id,
            "late_entry_result": late_entry_result,
            "match": match,
            "name": name,
            "organiser_id": organiser_id,
            "player_count": player_count,
            "round_minutes": round_minutes,
            "rounds": rounds,
            "rounds_fixed": rounds_fixed,
            "ruleset": ruleset,
            "seed": seed,
            "status": status,
            "top_cut": top_cut,
        })
        if deck_format is not UNSET:
            field_dict["deck_format"] = deck_format
        if finished_at is not UNSET:
            field_dict["finished_at"] = finished_at
        if pod_size is not UNSET:
            field_dict["pod_size"] = pod_size

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tournament_match import TournamentMatch # noqa: PLC0415
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        current_round = d.pop("current_round")

        enforcement = TournamentEnforcement(d.pop("enforcement"))




        format_ = d.pop("format")

        id = d.pop("id")

        late_entry_result = TournamentLateEntryResult(d.pop("late_entry_result"))




        match = TournamentMatch.from_dict(d.pop("match"))




        name = d.pop("name")

        organiser_id = d.pop("organiser_id")

        player_count = d.pop("player_count")

        round_minutes = d.pop("round_minutes")

        rounds = d.pop("rounds")

        rounds_fixed = d.pop("rounds_fixed")

        ruleset = d.pop("ruleset")

        seed = d.pop("seed")

        status = TournamentStatus(d.pop("status"))




        top_cut = d.pop("top_cut")

        def _parse_deck_format(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        deck_format = _parse_deck_format(d.pop("deck_format", UNSET))


        def _parse_finished_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                finished_at_type_0 = datetime.datetime.fromisoformat(data)



                return finished_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        finished_at = _parse_finished_at(d.pop("finished_at", UNSET))


        def _parse_pod_size(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        pod_size = _parse_pod_size(d.pop("pod_size", UNSET))


        tournament = cls(
            created_at=created_at,
            current_round=current_round,
            enforcement=enforcement,
            format_=format_,
            id=id,
            late_entry_result=late_entry_result,
            match=match,
            name=name,
            organiser_id=organiser_id,
            player_count=player_count,
            round_minutes=round_minutes,
            rounds=rounds,
            rounds_fixed=rounds_fixed,
            ruleset=ruleset,
            seed=seed,
            status=status,
            top_cut=top_cut,
            deck_format=deck_format,
            finished_at=finished_at,
            pod_size=pod_size,
        )

        return tournament

