from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.tournament_player_missed_round_result_type_1 import TournamentPlayerMissedRoundResultType1
from ..models.tournament_player_missed_round_result_type_2_type_1 import TournamentPlayerMissedRoundResultType2Type1
from ..models.tournament_player_missed_round_result_type_3_type_1 import TournamentPlayerMissedRoundResultType3Type1
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
            disqualified (bool):
            dropped (bool):
            entered_round (int): the first round the player plays
            id (str):
            missed_rounds (list[int]): rounds before a late entry joined
            name (str):
            dropped_after_round (int | None | Unset):
            missed_round_result (None | TournamentPlayerMissedRoundResultType1 | TournamentPlayerMissedRoundResultType2Type1
                | TournamentPlayerMissedRoundResultType3Type1 | Unset): what each missed round counts as
            user_id (None | str | Unset):
     """

    checked_in: bool
    created_at: datetime.datetime
    deck_submitted: bool
    decklist_locked: bool
    disqualified: bool
    dropped: bool
    entered_round: int
    id: str
    missed_rounds: list[int]
    name: str
    dropped_after_round: int | None | Unset = UNSET
    missed_round_result: None | TournamentPlayerMissedRoundResultType1 | TournamentPlayerMissedRoundResultType2Type1 | TournamentPlayerMissedRoundResultType3Type1 | Unset = UNSET
    user_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        checked_in = self.checked_in

        created_at = self.created_at.isoformat()

        deck_submitted = self.deck_submitted

        decklist_locked = self.decklist_locked

        disqualified = self.disqualified

        dropped = self.dropped

        entered_round = self.entered_round

        id = self.id

        missed_rounds = self.missed_rounds



        name = self.name

        dropped_after_round: int | None | Unset
        if isinstance(self.dropped_after_round, Unset):
            dropped_after_round = UNSET
        else:
            dropped_after_round = self.dropped_after_round

        missed_round_result: None | str | Unset
        if isinstance(self.missed_round_result, Unset):
            missed_round_result = UNSET
        elif isinstance(self.missed_round_result, TournamentPlayerMissedRoundResultType1):
            missed_round_result = self.missed_round_result.value
        elif isinstance(self.missed_round_result, TournamentPlayerMissedRoundResultType2Type1):
            missed_round_result = self.missed_round_result.value
        elif isinstance(self.missed_round_result, TournamentPlayerMissedRoundResultType3Type1):
            missed_round_result = self.missed_round_result.value
        else:
            missed_round_result = self.missed_round_result

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
            "disqualified": disqualified,
            "dropped": dropped,
            "entered_round": entered_round,
            "id": id,
            "missed_rounds": missed_rounds,
            "name": name,
        })
        if dropped_after_round is not UNSET:
            field_dict["dropped_after_round"] = dropped_after_round
        if missed_round_result is not UNSET:
            field_dict["missed_round_result"] = missed_round_result
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

        disqualified = d.pop("disqualified")

        dropped = d.pop("dropped")

        entered_round = d.pop("entered_round")

        id = d.pop("id")

        missed_rounds = cast(list[int], d.pop("missed_rounds"))


        name = d.pop("name")

        def _parse_dropped_after_round(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        dropped_after_round = _parse_dropped_after_round(d.pop("dropped_after_round", UNSET))


        def _parse_missed_round_result(data: object) -> None | TournamentPlayerMissedRoundResultType1 | TournamentPlayerMissedRoundResultType2Type1 | TournamentPlayerMissedRoundResultType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                missed_round_result_type_1 = TournamentPlayerMissedRoundResultType1(data)



                return missed_round_result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                missed_round_result_type_2_type_1 = TournamentPlayerMissedRoundResultType2Type1(data)



                return missed_round_result_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                missed_round_result_type_3_type_1 = TournamentPlayerMissedRoundResultType3Type1(data)



                return missed_round_result_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TournamentPlayerMissedRoundResultType1 | TournamentPlayerMissedRoundResultType2Type1 | TournamentPlayerMissedRoundResultType3Type1 | Unset, data)

        missed_round_result = _parse_missed_round_result(d.pop("missed_round_result", UNSET))


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
            disqualified=disqualified,
            dropped=dropped,
            entered_round=entered_round,
            id=id,
            missed_rounds=missed_rounds,
            name=name,
            dropped_after_round=dropped_after_round,
            missed_round_result=missed_round_result,
            user_id=user_id,
        )

        return tournament_player

