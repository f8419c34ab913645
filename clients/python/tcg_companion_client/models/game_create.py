from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_create_mode import GameCreateMode
from ..models.game_create_ruleset import GameCreateRuleset
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.game_create_options_type_0 import GameCreateOptionsType0
  from ..models.player import Player





T = TypeVar("T", bound="GameCreate")



@_attrs_define
class GameCreate:
    """ 
        Attributes:
            players (list[Player]):
            ruleset (GameCreateRuleset):
            first_player (None | str | Unset):
            mode (GameCreateMode | Unset): tracker: players report, counters checked; engine (rulesets listing it in GET
                /v1/rulesets/{id} `modes`): the service holds the whole game, with AI seats Default: GameCreateMode.TRACKER.
            options (GameCreateOptionsType0 | None | Unset):
            seed (int | None | Unset):
     """

    players: list[Player]
    ruleset: GameCreateRuleset
    first_player: None | str | Unset = UNSET
    mode: GameCreateMode | Unset = GameCreateMode.TRACKER
    options: GameCreateOptionsType0 | None | Unset = UNSET
    seed: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.game_create_options_type_0 import GameCreateOptionsType0 # noqa: PLC0415
        from ..models.player import Player # noqa: PLC0415
        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        ruleset = self.ruleset.value

        first_player: None | str | Unset
        if isinstance(self.first_player, Unset):
            first_player = UNSET
        else:
            first_player = self.first_player

        mode: str | Unset = UNSET
        if not isinstance(self.mode, Unset):
            mode = self.mode.value


        options: dict[str, Any] | None | Unset
        if isinstance(self.options, Unset):
            options = UNSET
        elif isinstance(self.options, GameCreateOptionsType0):
            options = self.options.to_dict()
        else:
            options = self.options

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
            "ruleset": ruleset,
        })
        if first_player is not UNSET:
            field_dict["first_player"] = first_player
        if mode is not UNSET:
            field_dict["mode"] = mode
        if options is not UNSET:
            field_dict["options"] = options
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_create_options_type_0 import GameCreateOptionsType0 # noqa: PLC0415
        from ..models.player import Player # noqa: PLC0415
        d = dict(src_dict)
        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = Player.from_dict(players_item_data)



            players.append(players_item)


        ruleset = GameCreateRuleset(d.pop("ruleset"))




        def _parse_first_player(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        first_player = _parse_first_player(d.pop("first_player", UNSET))


        _mode = d.pop("mode", UNSET)
        mode: GameCreateMode | Unset
        if isinstance(_mode,  Unset):
            mode = UNSET
        else:
            mode = GameCreateMode(_mode)




        def _parse_options(data: object) -> GameCreateOptionsType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_0 = GameCreateOptionsType0.from_dict(data)



                return options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GameCreateOptionsType0 | None | Unset, data)

        options = _parse_options(d.pop("options", UNSET))


        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))


        game_create = cls(
            players=players,
            ruleset=ruleset,
            first_player=first_player,
            mode=mode,
            options=options,
            seed=seed,
        )

        return game_create

