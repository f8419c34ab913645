from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.action_type import ActionType
  from ..models.counter import Counter
  from ..models.mode import Mode
  from ..models.player_count import PlayerCount
  from ..models.player_field import PlayerField





T = TypeVar("T", bound="Ruleset")



@_attrs_define
class Ruleset:
    """ 
        Attributes:
            actions (list[ActionType]): tracker mode's actions
            counters (list[Counter]):
            id (str):
            modes (list[Mode]): every mode the ruleset can be played in (POST /v1/games `mode`)
            name (str):
            player_fields (list[PlayerField]):
            players (PlayerCount):
            turn_structure (list[str]):
     """

    actions: list[ActionType]
    counters: list[Counter]
    id: str
    modes: list[Mode]
    name: str
    player_fields: list[PlayerField]
    players: PlayerCount
    turn_structure: list[str]





    def to_dict(self) -> dict[str, Any]:
        from ..models.action_type import ActionType # noqa: PLC0415
        from ..models.counter import Counter # noqa: PLC0415
        from ..models.mode import Mode # noqa: PLC0415
        from ..models.player_count import PlayerCount # noqa: PLC0415
        from ..models.player_field import PlayerField # noqa: PLC0415
        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)



        counters = []
        for counters_item_data in self.counters:
            counters_item = counters_item_data.to_dict()
            counters.append(counters_item)



        id = self.id

        modes = []
        for modes_item_data in self.modes:
            modes_item = modes_item_data.to_dict()
            modes.append(modes_item)



        name = self.name

        player_fields = []
        for player_fields_item_data in self.player_fields:
            player_fields_item = player_fields_item_data.to_dict()
            player_fields.append(player_fields_item)



        players = self.players.to_dict()

        turn_structure = self.turn_structure




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "actions": actions,
            "counters": counters,
            "id": id,
            "modes": modes,
            "name": name,
            "player_fields": player_fields,
            "players": players,
            "turn_structure": turn_structure,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.action_type import ActionType # noqa: PLC0415
        from ..models.counter import Counter # noqa: PLC0415
        from ..models.mode import Mode # noqa: PLC0415
        from ..models.player_count import PlayerCount # noqa: PLC0415
        from ..models.player_field import PlayerField # noqa: PLC0415
        d = dict(src_dict)
        actions = []
        _actions = d.pop("actions")
        for actions_item_data in (_actions):
            actions_item = ActionType.from_dict(actions_item_data)



            actions.append(actions_item)


        counters = []
        _counters = d.pop("counters")
        for counters_item_data in (_counters):
            counters_item = Counter.from_dict(counters_item_data)



            counters.append(counters_item)


        id = d.pop("id")

        modes = []
        _modes = d.pop("modes")
        for modes_item_data in (_modes):
            modes_item = Mode.from_dict(modes_item_data)



            modes.append(modes_item)


        name = d.pop("name")

        player_fields = []
        _player_fields = d.pop("player_fields")
        for player_fields_item_data in (_player_fields):
            player_fields_item = PlayerField.from_dict(player_fields_item_data)



            player_fields.append(player_fields_item)


        players = PlayerCount.from_dict(d.pop("players"))




        turn_structure = cast(list[str], d.pop("turn_structure"))


        ruleset = cls(
            actions=actions,
            counters=counters,
            id=id,
            modes=modes,
            name=name,
            player_fields=player_fields,
            players=players,
            turn_structure=turn_structure,
        )

        return ruleset

