from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.ai import Ai
  from ..models.player_leader import PlayerLeader
  from ..models.player_starting_card import PlayerStartingCard





T = TypeVar("T", bound="Player")



@_attrs_define
class Player:
    """ 
        Attributes:
            name (str):
            ai (Ai | Unset):
            deck (str | Unset): modes with cards_required (engine): a demo deck's name or your deck's id
            leader (PlayerLeader | Unset): Oversoul: {name, hp}
            starting_card (PlayerStartingCard | Unset): Athernum: {name, cost, vt_field, objective}
     """

    name: str
    ai: Ai | Unset = UNSET
    deck: str | Unset = UNSET
    leader: PlayerLeader | Unset = UNSET
    starting_card: PlayerStartingCard | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ai import Ai # noqa: PLC0415
        from ..models.player_leader import PlayerLeader # noqa: PLC0415
        from ..models.player_starting_card import PlayerStartingCard # noqa: PLC0415
        name = self.name

        ai: dict[str, Any] | Unset = UNSET
        if not isinstance(self.ai, Unset):
            ai = self.ai.to_dict()

        deck = self.deck

        leader: dict[str, Any] | Unset = UNSET
        if not isinstance(self.leader, Unset):
            leader = self.leader.to_dict()

        starting_card: dict[str, Any] | Unset = UNSET
        if not isinstance(self.starting_card, Unset):
            starting_card = self.starting_card.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
        })
        if ai is not UNSET:
            field_dict["ai"] = ai
        if deck is not UNSET:
            field_dict["deck"] = deck
        if leader is not UNSET:
            field_dict["leader"] = leader
        if starting_card is not UNSET:
            field_dict["starting_card"] = starting_card

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ai import Ai # noqa: PLC0415
        from ..models.player_leader import PlayerLeader # noqa: PLC0415
        from ..models.player_starting_card import PlayerStartingCard # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        _ai = d.pop("ai", UNSET)
        ai: Ai | Unset
        if isinstance(_ai,  Unset):
            ai = UNSET
        else:
            ai = Ai.from_dict(_ai)




        deck = d.pop("deck", UNSET)

        _leader = d.pop("leader", UNSET)
        leader: PlayerLeader | Unset
        if isinstance(_leader,  Unset):
            leader = UNSET
        else:
            leader = PlayerLeader.from_dict(_leader)




        _starting_card = d.pop("starting_card", UNSET)
        starting_card: PlayerStartingCard | Unset
        if isinstance(_starting_card,  Unset):
            starting_card = UNSET
        else:
            starting_card = PlayerStartingCard.from_dict(_starting_card)




        player = cls(
            name=name,
            ai=ai,
            deck=deck,
            leader=leader,
            starting_card=starting_card,
        )


        player.additional_properties = d
        return player

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
