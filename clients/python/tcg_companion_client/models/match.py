from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.match_kind import MatchKind
from ..models.match_status import MatchStatus
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.match_explanation import MatchExplanation
  from ..models.match_extensions_item import MatchExtensionsItem
  from ..models.match_games_item import MatchGamesItem
  from ..models.match_player import MatchPlayer
  from ..models.match_result_type_0 import MatchResultType0





T = TypeVar("T", bound="Match")



@_attrs_define
class Match:
    """ 
        Attributes:
            explanation (MatchExplanation): why these players meet: score group, pair-down, repeat avoided, bye and why
            extension_minutes (int): the sum of the extensions
            extensions (list[MatchExtensionsItem]): time extensions: {minutes, reason, by, at}
            games (list[MatchGamesItem]): linked games: {game_id, seats, chain_head once the result is taken from them}
            id (str):
            kind (MatchKind):
            players (list[MatchPlayer]): seat order
            reported_by (list[str]):
            round_ (int):
            status (MatchStatus):
            updated_at (datetime.datetime):
            chain_head (None | str | Unset): the hash-chain head of the deciding game's log when the result came from it
            ends_at (datetime.datetime | None | Unset): when this table's time is called: the round's plus extensions
            remaining_seconds (int | None | Unset): this table's time left
            result (MatchResultType0 | None | Unset): {outcome, wins, draws} or {outcome, placements}
            table (int | None | Unset): none for a bye
     """

    explanation: MatchExplanation
    extension_minutes: int
    extensions: list[MatchExtensionsItem]
    games: list[MatchGamesItem]
    id: str
    kind: MatchKind
    players: list[MatchPlayer]
    reported_by: list[str]
    round_: int
    status: MatchStatus
    updated_at: datetime.datetime
    chain_head: None | str | Unset = UNSET
    ends_at: datetime.datetime | None | Unset = UNSET
    remaining_seconds: int | None | Unset = UNSET
    result: MatchResultType0 | None | Unset = UNSET
    table: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.match_explanation import MatchExplanation # noqa: PLC0415
        from ..models.match_extensions_item import MatchExtensionsItem # noqa: PLC0415
        from ..models.match_games_item import MatchGamesItem # noqa: PLC0415
        from ..models.match_player import MatchPlayer # noqa: PLC0415
        from ..models.match_result_type_0 import MatchResultType0 # noqa: PLC0415
        explanation = self.explanation.to_dict()

        extension_minutes = self.extension_minutes

        extensions = []
        for extensions_item_data in self.extensions:
            extensions_item = extensions_item_data.to_dict()
            extensions.append(extensions_item)



        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)



        id = self.id

        kind = self.kind.value

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        reported_by = self.reported_by



        round_ = self.round_

        status = self.status.value

        updated_at = self.updated_at.isoformat()

        chain_head: None | str | Unset
        if isinstance(self.chain_head, Unset):
            chain_head = UNSET
        else:
            chain_head = self.chain_head

        ends_at: None | str | Unset
        if isinstance(self.ends_at, Unset):
            ends_at = UNSET
        elif isinstance(self.ends_at, datetime.datetime):
            ends_at = self.ends_at.isoformat()
        else:
            ends_at = self.ends_at

        remaining_seconds: int | None | Unset
        if isinstance(self.remaining_seconds, Unset):
            remaining_seconds = UNSET
        else:
            remaining_seconds = self.remaining_seconds

        result: dict[str, Any] | None | Unset
        if isinstance(self.result, Unset):
            result = UNSET
        elif isinstance(self.result, MatchResultType0):
            result = self.result.to_dict()
        else:
            result = self.result

        table: int | None | Unset
        if isinstance(self.table, Unset):
            table = UNSET
        else:
            table = self.table


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "explanation": explanation,
            "extension_minutes": extension_minutes,
            "extensions": extensions,
            "games": games,
            "id": id,
            "kind": kind,
            "players": players,
            "reported_by": reported_by,
            "round": round_,
            "status": status,
            "updated_at": updated_at,
        })
        if chain_head is not UNSET:
            field_dict["chain_head"] = chain_head
        if ends_at is not UNSET:
            field_dict["ends_at"] = ends_at
        if remaining_seconds is not UNSET:
            field_dict["remaining_seconds"] = remaining_seconds
        if result is not UNSET:
            field_dict["result"] = result
        if table is not UNSET:
            field_dict["table"] = table

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.match_explanation import MatchExplanation # noqa: PLC0415
        from ..models.match_extensions_item import MatchExtensionsItem # noqa: PLC0415
        from ..models.match_games_item import MatchGamesItem # noqa: PLC0415
        from ..models.match_player import MatchPlayer # noqa: PLC0415
        from ..models.match_result_type_0 import MatchResultType0 # noqa: PLC0415
        d = dict(src_dict)
        explanation = MatchExplanation.from_dict(d.pop("explanation"))




        extension_minutes = d.pop("extension_minutes")

        extensions = []
        _extensions = d.pop("extensions")
        for extensions_item_data in (_extensions):
            extensions_item = MatchExtensionsItem.from_dict(extensions_item_data)



            extensions.append(extensions_item)


        games = []
        _games = d.pop("games")
        for games_item_data in (_games):
            games_item = MatchGamesItem.from_dict(games_item_data)



            games.append(games_item)


        id = d.pop("id")

        kind = MatchKind(d.pop("kind"))




        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = MatchPlayer.from_dict(players_item_data)



            players.append(players_item)


        reported_by = cast(list[str], d.pop("reported_by"))


        round_ = d.pop("round")

        status = MatchStatus(d.pop("status"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        def _parse_chain_head(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        chain_head = _parse_chain_head(d.pop("chain_head", UNSET))


        def _parse_ends_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ends_at_type_0 = datetime.datetime.fromisoformat(data)



                return ends_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        ends_at = _parse_ends_at(d.pop("ends_at", UNSET))


        def _parse_remaining_seconds(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        remaining_seconds = _parse_remaining_seconds(d.pop("remaining_seconds", UNSET))


        def _parse_result(data: object) -> MatchResultType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = MatchResultType0.from_dict(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MatchResultType0 | None | Unset, data)

        result = _parse_result(d.pop("result", UNSET))


        def _parse_table(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        table = _parse_table(d.pop("table", UNSET))


        match = cls(
            explanation=explanation,
            extension_minutes=extension_minutes,
            extensions=extensions,
            games=games,
            id=id,
            kind=kind,
            players=players,
            reported_by=reported_by,
            round_=round_,
            status=status,
            updated_at=updated_at,
            chain_head=chain_head,
            ends_at=ends_at,
            remaining_seconds=remaining_seconds,
            result=result,
            table=table,
        )

        return match

