from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.tournament_create_deck_format_type_1 import TournamentCreateDeckFormatType1
from ..models.tournament_create_deck_format_type_2_type_1 import TournamentCreateDeckFormatType2Type1
from ..models.tournament_create_deck_format_type_3_type_1 import TournamentCreateDeckFormatType3Type1
from ..models.tournament_create_enforcement import TournamentCreateEnforcement
from ..models.tournament_create_format import TournamentCreateFormat
from ..models.tournament_create_late_entry_result import TournamentCreateLateEntryResult
from ..models.tournament_create_ruleset import TournamentCreateRuleset
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.match_format import MatchFormat





T = TypeVar("T", bound="TournamentCreate")



@_attrs_define
class TournamentCreate:
    """ 
        Attributes:
            format_ (TournamentCreateFormat): swiss; pods (multiplayer games); single_elimination (a seeded bracket)
            match (MatchFormat):
            name (str):
            ruleset (TournamentCreateRuleset):
            deck_format (None | TournamentCreateDeckFormatType1 | TournamentCreateDeckFormatType2Type1 |
                TournamentCreateDeckFormatType3Type1 | Unset): decklists required in this format (official: registered cards);
                none if absent
            enforcement (TournamentCreateEnforcement | Unset): which infractions judges record and their default penalties
                (…/infractions) Default: TournamentCreateEnforcement.CASUAL.
            late_entry_result (TournamentCreateLateEntryResult | Unset): what each round a late entry missed counts as (a
                bye counts as a win) Default: TournamentCreateLateEntryResult.LOSS.
            pod_size (int | None | Unset):
            round_minutes (int | Unset): the round clock's default length Default: 50.
            rounds (int | None | Unset): Swiss or pod rounds; default from the player count when round 1 is paired
            seed (int | None | Unset):
            top_cut (int | Unset): swiss: a bracket of 2, 4, 8, 16 or 32 after the Swiss rounds; pods: one final table of
                pod_size, or k semi-final pods of pod_size whose winners meet at a final table (k × pod_size) Default: 0.
     """

    format_: TournamentCreateFormat
    match: MatchFormat
    name: str
    ruleset: TournamentCreateRuleset
    deck_format: None | TournamentCreateDeckFormatType1 | TournamentCreateDeckFormatType2Type1 | TournamentCreateDeckFormatType3Type1 | Unset = UNSET
    enforcement: TournamentCreateEnforcement | Unset = TournamentCreateEnforcement.CASUAL
    late_entry_result: TournamentCreateLateEntryResult | Unset = TournamentCreateLateEntryResult.LOSS
    pod_size: int | None | Unset = UNSET
    round_minutes: int | Unset = 50
    rounds: int | None | Unset = UNSET
    seed: int | None | Unset = UNSET
    top_cut: int | Unset = 0





    def to_dict(self) -> dict[str, Any]:
        from ..models.match_format import MatchFormat # noqa: PLC0415
        format_ = self.format_.value

        match = self.match.to_dict()

        name = self.name

        ruleset = self.ruleset.value

        deck_format: None | str | Unset
        if isinstance(self.deck_format, Unset):
            deck_format = UNSET
        elif isinstance(self.deck_format, TournamentCreateDeckFormatType1):
            deck_format = self.deck_format.value
        elif isinstance(self.deck_format, TournamentCreateDeckFormatType2Type1):
            deck_format = self.deck_format.value
        elif isinstance(self.deck_format, TournamentCreateDeckFormatType3Type1):
            deck_format = self.deck_format.value
        else:
            deck_format = self.deck_format

        enforcement: str | Unset = UNSET
        if not isinstance(self.enforcement, Unset):
            enforcement = self.enforcement.value


        late_entry_result: str | Unset = UNSET
        if not isinstance(self.late_entry_result, Unset):
            late_entry_result = self.late_entry_result.value


        pod_size: int | None | Unset
        if isinstance(self.pod_size, Unset):
            pod_size = UNSET
        else:
            pod_size = self.pod_size

        round_minutes = self.round_minutes

        rounds: int | None | Unset
        if isinstance(self.rounds, Unset):
            rounds = UNSET
        else:
            rounds = self.rounds

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        top_cut = self.top_cut


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "format": format_,
            "match": match,
            "name": name,
            "ruleset": ruleset,
        })
        if deck_format is not UNSET:
            field_dict["deck_format"] = deck_format
        if enforcement is not UNSET:
            field_dict["enforcement"] = enforcement
        if late_entry_result is not UNSET:
            field_dict["late_entry_result"] = late_entry_result
        if pod_size is not UNSET:
            field_dict["pod_size"] = pod_size
        if round_minutes is not UNSET:
            field_dict["round_minutes"] = round_minutes
        if rounds is not UNSET:
            field_dict["rounds"] = rounds
        if seed is not UNSET:
            field_dict["seed"] = seed
        if top_cut is not UNSET:
            field_dict["top_cut"] = top_cut

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.match_format import MatchFormat # noqa: PLC0415
        d = dict(src_dict)
        format_ = TournamentCreateFormat(d.pop("format"))




        match = MatchFormat.from_dict(d.pop("match"))




        name = d.pop("name")

        ruleset = TournamentCreateRuleset(d.pop("ruleset"))




        def _parse_deck_format(data: object) -> None | TournamentCreateDeckFormatType1 | TournamentCreateDeckFormatType2Type1 | TournamentCreateDeckFormatType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                deck_format_type_1 = TournamentCreateDeckFormatType1(data)



                return deck_format_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                deck_format_type_2_type_1 = TournamentCreateDeckFormatType2Type1(data)



                return deck_format_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                deck_format_type_3_type_1 = TournamentCreateDeckFormatType3Type1(data)



                return deck_format_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TournamentCreateDeckFormatType1 | TournamentCreateDeckFormatType2Type1 | TournamentCreateDeckFormatType3Type1 | Unset, data)

        deck_format = _parse_deck_format(d.pop("deck_format", UNSET))


        _enforcement = d.pop("enforcement", UNSET)
        enforcement: TournamentCreateEnforcement | Unset
        if isinstance(_enforcement,  Unset):
            enforcement = UNSET
        else:
            enforcement = TournamentCreateEnforcement(_enforcement)




        _late_entry_result = d.pop("late_entry_result", UNSET)
        late_entry_result: TournamentCreateLateEntryResult | Unset
        if isinstance(_late_entry_result,  Unset):
            late_entry_result = UNSET
        else:
            late_entry_result = TournamentCreateLateEntryResult(_late_entry_result)




        def _parse_pod_size(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        pod_size = _parse_pod_size(d.pop("pod_size", UNSET))


        round_minutes = d.pop("round_minutes", UNSET)

        def _parse_rounds(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        rounds = _parse_rounds(d.pop("rounds", UNSET))


        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))


        top_cut = d.pop("top_cut", UNSET)

        tournament_create = cls(
            format_=format_,
            match=match,
            name=name,
            ruleset=ruleset,
            deck_format=deck_format,
            enforcement=enforcement,
            late_entry_result=late_entry_result,
            pod_size=pod_size,
            round_minutes=round_minutes,
            rounds=rounds,
            seed=seed,
            top_cut=top_cut,
        )

        return tournament_create

