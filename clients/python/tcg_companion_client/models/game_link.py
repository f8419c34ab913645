from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.game_link_players_type_0 import GameLinkPlayersType0
  from ..models.game_link_seats_type_0 import GameLinkSeatsType0





T = TypeVar("T", bound="GameLink")



@_attrs_define
class GameLink:
    """ 
        Attributes:
            first_player (None | str | Unset): starting the game: the seat that goes first
            game_id (None | str | Unset): the tracked game to link; without it, the match's game is created and linked
            players (GameLinkPlayersType0 | None | Unset): starting the game: each player's setup beyond the name, by player
                id, as the event's ruleset asks (`player_fields` of GET /v1/rulesets/{id}: Oversoul's `leader`, Athernum's
                `starting_card`)
            seats (GameLinkSeatsType0 | None | Unset): player id → seat; default p1, p2… in order
     """

    first_player: None | str | Unset = UNSET
    game_id: None | str | Unset = UNSET
    players: GameLinkPlayersType0 | None | Unset = UNSET
    seats: GameLinkSeatsType0 | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.game_link_players_type_0 import GameLinkPlayersType0 # noqa: PLC0415
        from ..models.game_link_seats_type_0 import GameLinkSeatsType0 # noqa: PLC0415
        first_player: None | str | Unset
        if isinstance(self.first_player, Unset):
            first_player = UNSET
        else:
            first_player = self.first_player

        game_id: None | str | Unset
        if isinstance(self.game_id, Unset):
            game_id = UNSET
        else:
            game_id = self.game_id

        players: dict[str, Any] | None | Unset
        if isinstance(self.players, Unset):
            players = UNSET
        elif isinstance(self.players, GameLinkPlayersType0):
            players = self.players.to_dict()
        else:
            players = self.players

        seats: dict[str, Any] | None | Unset
        if isinstance(self.seats, Unset):
            seats = UNSET
        elif isinstance(self.seats, GameLinkSeatsType0):
            seats = self.seats.to_dict()
        else:
            seats = self.seats


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if first_player is not UNSET:
            field_dict["first_player"] = first_player
        if game_id is not UNSET:
            field_dict["game_id"] = game_id
        if players is not UNSET:
            field_dict["players"] = players
        if seats is not UNSET:
            field_dict["seats"] = seats

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_link_players_type_0 import GameLinkPlayersType0 # noqa: PLC0415
        from ..models.game_link_seats_type_0 import GameLinkSeatsType0 # noqa: PLC0415
        d = dict(src_dict)
        def _parse_first_player(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        first_player = _parse_first_player(d.pop("first_player", UNSET))


        def _parse_game_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        game_id = _parse_game_id(d.pop("game_id", UNSET))


        def _parse_players(data: object) -> GameLinkPlayersType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                players_type_0 = GameLinkPlayersType0.from_dict(data)



                return players_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GameLinkPlayersType0 | None | Unset, data)

        players = _parse_players(d.pop("players", UNSET))


        def _parse_seats(data: object) -> GameLinkSeatsType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                seats_type_0 = GameLinkSeatsType0.from_dict(data)



                return seats_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GameLinkSeatsType0 | None | Unset, data)

        seats = _parse_seats(d.pop("seats", UNSET))


        game_link = cls(
            first_player=first_player,
            game_id=game_id,
            players=players,
            seats=seats,
        )

        return game_link

