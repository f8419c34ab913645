from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.game_seats_item import GameSeatsItem
  from ..models.game_turn import GameTurn
  from ..models.viewer import Viewer





T = TypeVar("T", bound="Game")



@_attrs_define
class Game:
    """ 
        Attributes:
            abandoned (bool):
            archived (bool):
            created_at (str):
            id (str):
            mode (str):
            ruleset (str):
            seats (list[GameSeatsItem]): seat, name, counters
            status (str): active or finished
            turn (GameTurn): number, active_seat, step
            version (int): also the ETag
            viewer (Viewer):
            chain_head (None | str | Unset): the hash of the log's last entry: each entry carries the hash of itself and of
                the one before (GET /v1/games/{id}/verify recomputes the chain)
            finish_reason (None | str | Unset):
            join_code (None | str | Unset): shown to the owner and players
            seed_commitment (None | str | Unset): sha256(decimal seed + ':' + salt) in hex, fixed at creation; the entry
                that ends the game reveals seed and salt (GET /v1/games/{id}/verify replays the game from them)
            winner (Any | Unset): a seat id, a list of seat ids, or null
     """

    abandoned: bool
    archived: bool
    created_at: str
    id: str
    mode: str
    ruleset: str
    seats: list[GameSeatsItem]
    status: str
    turn: GameTurn
    version: int
    viewer: Viewer
    chain_head: None | str | Unset = UNSET
    finish_reason: None | str | Unset = UNSET
    join_code: None | str | Unset = UNSET
    seed_commitment: None | str | Unset = UNSET
    winner: Any | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.game_seats_item import GameSeatsItem # noqa: PLC0415
        from ..models.game_turn import GameTurn # noqa: PLC0415
        from ..models.viewer import Viewer # noqa: PLC0415
        abandoned = self.abandoned

        archived = self.archived

        created_at = self.created_at

        id = self.id

        mode = self.mode

        ruleset = self.ruleset

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        status = self.status

        turn = self.turn.to_dict()

        version = self.version

        viewer = self.viewer.to_dict()

        chain_head: None | str | Unset
        if isinstance(self.chain_head, Unset):
            chain_head = UNSET
        else:
            chain_head = self.chain_head

        finish_reason: None | str | Unset
        if isinstance(self.finish_reason, Unset):
            finish_reason = UNSET
        else:
            finish_reason = self.finish_reason

        join_code: None | str | Unset
        if isinstance(self.join_code, Unset):
            join_code = UNSET
        else:
            join_code = self.join_code

        seed_commitment: None | str | Unset
        if isinstance(self.seed_commitment, Unset):
            seed_commitment = UNSET
        else:
            seed_commitment = self.seed_commitment

        winner = self.winner


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "abandoned": abandoned,
            "archived": archived,
            "created_at": created_at,
            "id": id,
            "mode": mode,
            "ruleset": ruleset,
            "seats": seats,
            "status": status,
            "turn": turn,
            "version": version,
            "viewer": viewer,
        })
        if chain_head is not UNSET:
            field_dict["chain_head"] = chain_head
        if finish_reason is not UNSET:
            field_dict["finish_reason"] = finish_reason
        if join_code is not UNSET:
            field_dict["join_code"] = join_code
        if seed_commitment is not UNSET:
            field_dict["seed_commitment"] = seed_commitment
        if winner is not UNSET:
            field_dict["winner"] = winner

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_seats_item import GameSeatsItem # noqa: PLC0415
        from ..models.game_turn import GameTurn # noqa: PLC0415
        from ..models.viewer import Viewer # noqa: PLC0415
        d = dict(src_dict)
        abandoned = d.pop("abandoned")

        archived = d.pop("archived")

        created_at = d.pop("created_at")

        id = d.pop("id")

        mode = d.pop("mode")

        ruleset = d.pop("ruleset")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = GameSeatsItem.from_dict(seats_item_data)



            seats.append(seats_item)


        status = d.pop("status")

        turn = GameTurn.from_dict(d.pop("turn"))




        version = d.pop("version")

        viewer = Viewer.from_dict(d.pop("viewer"))




        def _parse_chain_head(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        chain_head = _parse_chain_head(d.pop("chain_head", UNSET))


        def _parse_finish_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        finish_reason = _parse_finish_reason(d.pop("finish_reason", UNSET))


        def _parse_join_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        join_code = _parse_join_code(d.pop("join_code", UNSET))


        def _parse_seed_commitment(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed_commitment = _parse_seed_commitment(d.pop("seed_commitment", UNSET))


        winner = d.pop("winner", UNSET)

        game = cls(
            abandoned=abandoned,
            archived=archived,
            created_at=created_at,
            id=id,
            mode=mode,
            ruleset=ruleset,
            seats=seats,
            status=status,
            turn=turn,
            version=version,
            viewer=viewer,
            chain_head=chain_head,
            finish_reason=finish_reason,
            join_code=join_code,
            seed_commitment=seed_commitment,
            winner=winner,
        )


        game.additional_properties = d
        return game

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
