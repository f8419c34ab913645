from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.penalty_penalty import PenaltyPenalty
from ..models.penalty_suggested_penalty import PenaltySuggestedPenalty
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="Penalty")



@_attrs_define
class Penalty:
    """ 
        Attributes:
            id (str):
            infraction (str):
            issued_at (datetime.datetime):
            notes (str):
            penalty (PenaltyPenalty):
            player_id (str):
            round_ (int): the round in progress (0: before round 1)
            earlier (int | Unset): on issue: earlier instances of this infraction
            issued_by (None | str | Unset):
            match_id (None | str | Unset): the match a game or match loss changed (null: waits for the player's next one)
            suggested_penalty (PenaltySuggestedPenalty | Unset): on issue: the policy's penalty for this instance
     """

    id: str
    infraction: str
    issued_at: datetime.datetime
    notes: str
    penalty: PenaltyPenalty
    player_id: str
    round_: int
    earlier: int | Unset = UNSET
    issued_by: None | str | Unset = UNSET
    match_id: None | str | Unset = UNSET
    suggested_penalty: PenaltySuggestedPenalty | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        infraction = self.infraction

        issued_at = self.issued_at.isoformat()

        notes = self.notes

        penalty = self.penalty.value

        player_id = self.player_id

        round_ = self.round_

        earlier = self.earlier

        issued_by: None | str | Unset
        if isinstance(self.issued_by, Unset):
            issued_by = UNSET
        else:
            issued_by = self.issued_by

        match_id: None | str | Unset
        if isinstance(self.match_id, Unset):
            match_id = UNSET
        else:
            match_id = self.match_id

        suggested_penalty: str | Unset = UNSET
        if not isinstance(self.suggested_penalty, Unset):
            suggested_penalty = self.suggested_penalty.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "infraction": infraction,
            "issued_at": issued_at,
            "notes": notes,
            "penalty": penalty,
            "player_id": player_id,
            "round": round_,
        })
        if earlier is not UNSET:
            field_dict["earlier"] = earlier
        if issued_by is not UNSET:
            field_dict["issued_by"] = issued_by
        if match_id is not UNSET:
            field_dict["match_id"] = match_id
        if suggested_penalty is not UNSET:
            field_dict["suggested_penalty"] = suggested_penalty

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        infraction = d.pop("infraction")

        issued_at = datetime.datetime.fromisoformat(d.pop("issued_at"))




        notes = d.pop("notes")

        penalty = PenaltyPenalty(d.pop("penalty"))




        player_id = d.pop("player_id")

        round_ = d.pop("round")

        earlier = d.pop("earlier", UNSET)

        def _parse_issued_by(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        issued_by = _parse_issued_by(d.pop("issued_by", UNSET))


        def _parse_match_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        match_id = _parse_match_id(d.pop("match_id", UNSET))


        _suggested_penalty = d.pop("suggested_penalty", UNSET)
        suggested_penalty: PenaltySuggestedPenalty | Unset
        if isinstance(_suggested_penalty,  Unset):
            suggested_penalty = UNSET
        else:
            suggested_penalty = PenaltySuggestedPenalty(_suggested_penalty)




        penalty = cls(
            id=id,
            infraction=infraction,
            issued_at=issued_at,
            notes=notes,
            penalty=penalty,
            player_id=player_id,
            round_=round_,
            earlier=earlier,
            issued_by=issued_by,
            match_id=match_id,
            suggested_penalty=suggested_penalty,
        )

        return penalty

