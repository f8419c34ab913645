from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.action_type import ActionType
  from ..models.capabilities import Capabilities
  from ..models.player_count import PlayerCount





T = TypeVar("T", bound="Mode")



@_attrs_define
class Mode:
    """ 
        Attributes:
            actions (list[ActionType]):
            capabilities (Capabilities):
            mode (str): tracker or engine
            name (str):
            players (PlayerCount):
     """

    actions: list[ActionType]
    capabilities: Capabilities
    mode: str
    name: str
    players: PlayerCount





    def to_dict(self) -> dict[str, Any]:
        from ..models.action_type import ActionType # noqa: PLC0415
        from ..models.capabilities import Capabilities # noqa: PLC0415
        from ..models.player_count import PlayerCount # noqa: PLC0415
        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)



        capabilities = self.capabilities.to_dict()

        mode = self.mode

        name = self.name

        players = self.players.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "actions": actions,
            "capabilities": capabilities,
            "mode": mode,
            "name": name,
            "players": players,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.action_type import ActionType # noqa: PLC0415
        from ..models.capabilities import Capabilities # noqa: PLC0415
        from ..models.player_count import PlayerCount # noqa: PLC0415
        d = dict(src_dict)
        actions = []
        _actions = d.pop("actions")
        for actions_item_data in (_actions):
            actions_item = ActionType.from_dict(actions_item_data)



            actions.append(actions_item)


        capabilities = Capabilities.from_dict(d.pop("capabilities"))




        mode = d.pop("mode")

        name = d.pop("name")

        players = PlayerCount.from_dict(d.pop("players"))




        mode = cls(
            actions=actions,
            capabilities=capabilities,
            mode=mode,
            name=name,
            players=players,
        )

        return mode

