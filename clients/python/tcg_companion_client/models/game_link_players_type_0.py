from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.game_link_players_type_0_additional_property import GameLinkPlayersType0AdditionalProperty





T = TypeVar("T", bound="GameLinkPlayersType0")



@_attrs_define
class GameLinkPlayersType0:
    """ starting the game: each player's setup beyond the name, by player id, as the event's ruleset asks (`player_fields`
    of GET /v1/rulesets/{id}: Oversoul's `leader`, Athernum's `starting_card`)

     """

    additional_properties: dict[str, GameLinkPlayersType0AdditionalProperty] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.game_link_players_type_0_additional_property import GameLinkPlayersType0AdditionalProperty # noqa: PLC0415
        
        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop.to_dict()


        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_link_players_type_0_additional_property import GameLinkPlayersType0AdditionalProperty # noqa: PLC0415
        d = dict(src_dict)
        game_link_players_type_0 = cls(
        )


        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = GameLinkPlayersType0AdditionalProperty.from_dict(prop_dict)



            additional_properties[prop_name] = additional_property

        game_link_players_type_0.additional_properties = additional_properties
        return game_link_players_type_0

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> GameLinkPlayersType0AdditionalProperty:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: GameLinkPlayersType0AdditionalProperty) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
