from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.chain_check_replay import ChainCheckReplay
from typing import cast






T = TypeVar("T", bound="ChainCheck")



@_attrs_define
class ChainCheck:
    """ 
        Attributes:
            chain_head (None | str): the head the entries lead to (when intact)
            chained (bool): false for a log kept before chaining
            entries (int): entries checked
            first_broken (int | None): the first entry that does not match
            game_id (str):
            intact (bool | None): every entry matches its hash, in order, with none missing (null: not chained)
            matches_game (bool): that head is the one the game records
            replay (ChainCheckReplay): the game replayed from the seed its last entry revealed: match (the seed opens
                seed_commitment and gives every recorded event), mismatch, or pending (not ended, nothing revealed)
     """

    chain_head: None | str
    chained: bool
    entries: int
    first_broken: int | None
    game_id: str
    intact: bool | None
    matches_game: bool
    replay: ChainCheckReplay





    def to_dict(self) -> dict[str, Any]:
        chain_head: None | str
        chain_head = self.chain_head

        chained = self.chained

        entries = self.entries

        first_broken: int | None
        first_broken = self.first_broken

        game_id = self.game_id

        intact: bool | None
        intact = self.intact

        matches_game = self.matches_game

        replay = self.replay.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "chain_head": chain_head,
            "chained": chained,
            "entries": entries,
            "first_broken": first_broken,
            "game_id": game_id,
            "intact": intact,
            "matches_game": matches_game,
            "replay": replay,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_chain_head(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        chain_head = _parse_chain_head(d.pop("chain_head"))


        chained = d.pop("chained")

        entries = d.pop("entries")

        def _parse_first_broken(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        first_broken = _parse_first_broken(d.pop("first_broken"))


        game_id = d.pop("game_id")

        def _parse_intact(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        intact = _parse_intact(d.pop("intact"))


        matches_game = d.pop("matches_game")

        replay = ChainCheckReplay(d.pop("replay"))




        chain_check = cls(
            chain_head=chain_head,
            chained=chained,
            entries=entries,
            first_broken=first_broken,
            game_id=game_id,
            intact=intact,
            matches_game=matches_game,
            replay=replay,
        )

        return chain_check

