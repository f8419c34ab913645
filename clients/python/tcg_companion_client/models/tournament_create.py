from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.tournament_create_deck_format_type_1 import TournamentCreateDeckFormatType1
from ..models.tournament_create_deck_format_type_2_type_1 import TournamentCreateDeckFormatType2Type1
from ..models.tournament_create_deck_format_type_3_type_1 import TournamentCreateDeckFormatType3Type1
from ..models.tournament_create_format import TournamentCreateFormat
from ..models.tournament_create_ruleset import TournamentCreateRuleset
from ..models.tournament_create_top_cut import TournamentCreateTopCut
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.match_format import MatchFormat





T = TypeVar("T", bound="TournamentCreate")



@_attrs_define
class TournamentCreate:
    """ 
        Attributes:
            format_ (TournamentCreateFormat):
            match (MatchFormat):
            name (str):
            ruleset (TournamentCreateRuleset):
            deck_format (None | TournamentCreateDeckFormatType1 | TournamentCreateDeckFormatType2Type1 |
                TournamentCreateDeckFormatType3Type1 | Unset): decklists required in this format (official: registered cards);
                none if absent
            pod_size (int | None | Unset):
            rounds (int | None | Unset): Swiss or pod rounds; default from the player count when round 1 is paired
            seed (int | None | Unset):
            top_cut (TournamentCreateTopCut | Unset):  Default: TournamentCreateTopCut.VALUE_0.
     """

    format_: TournamentCreateFormat
    match: MatchFormat
    name: str
    ruleset: TournamentCreateRuleset
    deck_format: None | TournamentCreateDeckFormatType1 | TournamentCreateDeckFormatType2Type1 | TournamentCreateDeckFormatType3Type1 | Unset = UNSET
    pod_size: int | None | Unset = UNSET
    rounds: int | None | Unset = UNSET
    seed: int | None | Unset = UNSET
    top_cut: TournamentCreateTopCut | Unset = TournamentCreateTopCut.VALUE_0





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

        pod_size: int | None | Unset
        if isinstance(self.pod_size, Unset):
            pod_size = UNSET
        else:
            pod_size = self.pod_size

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

        top_cut: int | Unset = UNSET
        if not isinstance(self.top_cut, Unset):
            top_cut = self.top_cut.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "format": format_,
            "match": match,
            "name": name,
            "ruleset": ruleset,
        })
        if deck_format is not UNSET:
            field_dict["deck_format"] = deck_format
        if pod_size is not UNSET:
            field_dict["pod_size"] = pod_size
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


        def _parse_pod_size(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        pod_size = _parse_pod_size(d.pop("pod_size", UNSET))


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


        _top_cut = d.pop("top_cut", UNSET)
        top_cut: TournamentCreateTopCut | Unset
        if isinstance(_top_cut,  Unset):
            top_cut = UNSET
        else:
            top_cut = TournamentCreateTopCut(_top_cut)




        tournament_create = cls(
            format_=format_,
            match=match,
            name=name,
            ruleset=ruleset,
            deck_format=deck_format,
            pod_size=pod_size,
            rounds=rounds,
            seed=seed,
            top_cut=top_cut,
        )

        return tournament_create

