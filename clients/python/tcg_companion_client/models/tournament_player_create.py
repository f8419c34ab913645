from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.tournament_player_create_missed_round_result_type_1 import TournamentPlayerCreateMissedRoundResultType1
from ..models.tournament_player_create_missed_round_result_type_2_type_1 import TournamentPlayerCreateMissedRoundResultType2Type1
from ..models.tournament_player_create_missed_round_result_type_3_type_1 import TournamentPlayerCreateMissedRoundResultType3Type1
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="TournamentPlayerCreate")



@_attrs_define
class TournamentPlayerCreate:
    """ 
        Attributes:
            missed_round_result (None | TournamentPlayerCreateMissedRoundResultType1 |
                TournamentPlayerCreateMissedRoundResultType2Type1 | TournamentPlayerCreateMissedRoundResultType3Type1 | Unset):
                staff, late entries: what this player's missed rounds count as (default: the event's late_entry_result)
            name (None | str | Unset):
            user_id (None | str | Unset):
     """

    missed_round_result: None | TournamentPlayerCreateMissedRoundResultType1 | TournamentPlayerCreateMissedRoundResultType2Type1 | TournamentPlayerCreateMissedRoundResultType3Type1 | Unset = UNSET
    name: None | str | Unset = UNSET
    user_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        missed_round_result: None | str | Unset
        if isinstance(self.missed_round_result, Unset):
            missed_round_result = UNSET
        elif isinstance(self.missed_round_result, TournamentPlayerCreateMissedRoundResultType1):
            missed_round_result = self.missed_round_result.value
        elif isinstance(self.missed_round_result, TournamentPlayerCreateMissedRoundResultType2Type1):
            missed_round_result = self.missed_round_result.value
        elif isinstance(self.missed_round_result, TournamentPlayerCreateMissedRoundResultType3Type1):
            missed_round_result = self.missed_round_result.value
        else:
            missed_round_result = self.missed_round_result

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        user_id: None | str | Unset
        if isinstance(self.user_id, Unset):
            user_id = UNSET
        else:
            user_id = self.user_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if missed_round_result is not UNSET:
            field_dict["missed_round_result"] = missed_round_result
        if name is not UNSET:
            field_dict["name"] = name
        if user_id is not UNSET:
            field_dict["user_id"] = user_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_missed_round_result(data: object) -> None | TournamentPlayerCreateMissedRoundResultType1 | TournamentPlayerCreateMissedRoundResultType2Type1 | TournamentPlayerCreateMissedRoundResultType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                missed_round_result_type_1 = TournamentPlayerCreateMissedRoundResultType1(data)



                return missed_round_result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                missed_round_result_type_2_type_1 = TournamentPlayerCreateMissedRoundResultType2Type1(data)



                return missed_round_result_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                missed_round_result_type_3_type_1 = TournamentPlayerCreateMissedRoundResultType3Type1(data)



                return missed_round_result_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TournamentPlayerCreateMissedRoundResultType1 | TournamentPlayerCreateMissedRoundResultType2Type1 | TournamentPlayerCreateMissedRoundResultType3Type1 | Unset, data)

        missed_round_result = _parse_missed_round_result(d.pop("missed_round_result", UNSET))


        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        def _parse_user_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        user_id = _parse_user_id(d.pop("user_id", UNSET))


        tournament_player_create = cls(
            missed_round_result=missed_round_result,
            name=name,
            user_id=user_id,
        )

        return tournament_player_create

