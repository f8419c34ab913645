from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="TournamentPlayer")



@_attrs_define
class TournamentPlayer:
    """ 
        Attributes:
            checked_in (bool):
            created_at (datetime.datetime):
            deck_submitted (bool):
            decklist_locked (bool):
            dropped (bool):
            entered_round (int): the first round the player plays
            id (str):
            name (str):
            dropped_after_round (int | None | Unset):
            user_id (None | str | Unset):
     """

    checked_in: bool
    created_at: datetime.datetime
    deck_submitted: bool
    decklist_locked: bool
    dropped: bool
    entered_round: int
    id: str
    name: str
    dropped_after_round: int | None | Unset = UNSET
    user_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        checked_in = self.checked_in

        created_at = self.created_at.isoformat()

        deck_submitted = self.deck_submitted

        decklist_locked = self.decklist_locked

        dropped = self.dropped

        entered_round = self.entered_round

        id = self.id

        name = self.name

        dropped_after_round: int | None | Unset
        if isinstance(self.dropped_after_round, Unset):
            dropped_after_round = UNSET
        else:
            dropped_after_round = self.dropped_after_round

        user_id: None | str | Unset
        if isinstance(self.user_id, Unset):
            user_id = UNSET
        else:
            user_id = self.user_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "checked_in": checked_in,
            "created_at": created_at,
            "deck_submitted": deck_submitted,
            "decklist_locked": decklist_locked,
            "dropped": dropped,
            "entered_round": entered_round,
            "id": id,
            "name": name,
        })
        if dropped_after_round is not UNSET:
            field_dict["dropped_after_round"] = dropped_after_round
        if user_id is not UNSET:
            field_dict["user_id"] = user_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        checked_in = d.pop("checked_in")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        deck_submitted = d.pop("deck_submitted")

        decklist_locked = d.pop("decklist_locked")

        dropped = d.pop("dropped")

        entered_round = d.pop("entered_round")

        id = d.pop("id")

        name = d.pop("name")

        def _parse_dropped_after_round(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        dropped_after_round = _parse_dropped_after_round(d.pop("dropped_after_round", UNSET))


        def _parse_user_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        user_id = _parse_user_id(d.pop("user_id", UNSET))


        tournament_player = cls(
            checked_in=checked_in,
            created_at=created_at,
            deck_submitted=deck_submitted,
            decklist_locked=decklist_locked,
            dropped=dropped,
            entered_round=entered_round,
            id=id,
            name=name,
            dropped_after_round=dropped_after_round,
            user_id=user_id,
        )

        return tournament_player

