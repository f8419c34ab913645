from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.game_summary_seats_item import GameSummarySeatsItem
  from ..models.game_summary_turn import GameSummaryTurn





T = TypeVar("T", bound="GameSummary")



@_attrs_define
class GameSummary:
    """ 
        Attributes:
            controls (list[str]):
            created_at (datetime.datetime):
            id (str):
            lifecycle (str): live, finished or abandoned
            mode (str):
            role (str):
            ruleset (str):
            seats (list[GameSummarySeatsItem]):
            status (str):
            version (int):
            turn (GameSummaryTurn | Unset):
            winner (Any | Unset):
     """

    controls: list[str]
    created_at: datetime.datetime
    id: str
    lifecycle: str
    mode: str
    role: str
    ruleset: str
    seats: list[GameSummarySeatsItem]
    status: str
    version: int
    turn: GameSummaryTurn | Unset = UNSET
    winner: Any | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.game_summary_seats_item import GameSummarySeatsItem # noqa: PLC0415
        from ..models.game_summary_turn import GameSummaryTurn # noqa: PLC0415
        controls = self.controls



        created_at = self.created_at.isoformat()

        id = self.id

        lifecycle = self.lifecycle

        mode = self.mode

        role = self.role

        ruleset = self.ruleset

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        status = self.status

        version = self.version

        turn: dict[str, Any] | Unset = UNSET
        if not isinstance(self.turn, Unset):
            turn = self.turn.to_dict()

        winner = self.winner


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "controls": controls,
            "created_at": created_at,
            "id": id,
            "lifecycle": lifecycle,
            "mode": mode,
            "role": role,
            "ruleset": ruleset,
            "seats": seats,
            "status": status,
            "version": version,
        })
        if turn is not UNSET:
            field_dict["turn"] = turn
        if winner is not UNSET:
            field_dict["winner"] = winner

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_summary_seats_item import GameSummarySeatsItem # noqa: PLC0415
        from ..models.game_summary_turn import GameSummaryTurn # noqa: PLC0415
        d = dict(src_dict)
        controls = cast(list[str], d.pop("controls"))


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        id = d.pop("id")

        lifecycle = d.pop("lifecycle")

        mode = d.pop("mode")

        role = d.pop("role")

        ruleset = d.pop("ruleset")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = GameSummarySeatsItem.from_dict(seats_item_data)



            seats.append(seats_item)


        status = d.pop("status")

        version = d.pop("version")

        _turn = d.pop("turn", UNSET)
        turn: GameSummaryTurn | Unset
        if isinstance(_turn,  Unset):
            turn = UNSET
        else:
            turn = GameSummaryTurn.from_dict(_turn)




        winner = d.pop("winner", UNSET)

        game_summary = cls(
            controls=controls,
            created_at=created_at,
            id=id,
            lifecycle=lifecycle,
            mode=mode,
            role=role,
            ruleset=ruleset,
            seats=seats,
            status=status,
            version=version,
            turn=turn,
            winner=winner,
        )

        return game_summary

