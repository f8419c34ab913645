from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.entry_action import EntryAction
  from ..models.entry_effects_item import EntryEffectsItem
  from ..models.entry_reveal import EntryReveal
  from ..models.entry_ruling import EntryRuling
  from ..models.entry_setup import EntrySetup
  from ..models.entry_yours import EntryYours





T = TypeVar("T", bound="Entry")



@_attrs_define
class Entry:
    """ 
        Attributes:
            at (str):
            effects (list[EntryEffectsItem]): the ruleset's events, as every reader sees them
            number (int):
            type_ (str): game_created, action, undo, seat_joined (a seat taken) or seat_released (handed back)
            action (EntryAction | Unset): the action (for action and undo entries)
            by (None | str | Unset):
            hash_ (str | Unset): sha256 of the previous entry's hash and this entry's canonical JSON (without hash and
                yours)
            reveal (EntryReveal | Unset): in the entry that ends the game: seed, salt and, with hidden information, decks
                (by seat) and cards, to check seed_commitment and replay the game
            ruling (EntryRuling | Unset): for an action a judge took for a seat: the event, match and reason (POST
                /v1/tournaments/{tournament_id}/matches/{match_id}/rulings)
            seat (str | Unset): for seat_joined, seat_released: the seat joined, handed back
            setup (EntrySetup | Unset): for game_created: players (without decks in a game with hidden information),
                first_player, options and seed_commitment = sha256(decimal seed + ':' + salt); never the seed
            undoes (int | Unset): for undo: the number of the entry undone
            yours (EntryYours | Unset): what of the entry only you may see, for the seats you play: decks (by seat) in
                game_created, private (a drawn card...: effect index, seat, private) in an action; not hashed
     """

    at: str
    effects: list[EntryEffectsItem]
    number: int
    type_: str
    action: EntryAction | Unset = UNSET
    by: None | str | Unset = UNSET
    hash_: str | Unset = UNSET
    reveal: EntryReveal | Unset = UNSET
    ruling: EntryRuling | Unset = UNSET
    seat: str | Unset = UNSET
    setup: EntrySetup | Unset = UNSET
    undoes: int | Unset = UNSET
    yours: EntryYours | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.entry_action import EntryAction # noqa: PLC0415
        from ..models.entry_effects_item import EntryEffectsItem # noqa: PLC0415
        from ..models.entry_reveal import EntryReveal # noqa: PLC0415
        from ..models.entry_ruling import EntryRuling # noqa: PLC0415
        from ..models.entry_setup import EntrySetup # noqa: PLC0415
        from ..models.entry_yours import EntryYours # noqa: PLC0415
        at = self.at

        effects = []
        for effects_item_data in self.effects:
            effects_item = effects_item_data.to_dict()
            effects.append(effects_item)



        number = self.number

        type_ = self.type_

        action: dict[str, Any] | Unset = UNSET
        if not isinstance(self.action, Unset):
            action = self.action.to_dict()

        by: None | str | Unset
        if isinstance(self.by, Unset):
            by = UNSET
        else:
            by = self.by

        hash_ = self.hash_

        reveal: dict[str, Any] | Unset = UNSET
        if not isinstance(self.reveal, Unset):
            reveal = self.reveal.to_dict()

        ruling: dict[str, Any] | Unset = UNSET
        if not isinstance(self.ruling, Unset):
            ruling = self.ruling.to_dict()

        seat = self.seat

        setup: dict[str, Any] | Unset = UNSET
        if not isinstance(self.setup, Unset):
            setup = self.setup.to_dict()

        undoes = self.undoes

        yours: dict[str, Any] | Unset = UNSET
        if not isinstance(self.yours, Unset):
            yours = self.yours.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "at": at,
            "effects": effects,
            "number": number,
            "type": type_,
        })
        if action is not UNSET:
            field_dict["action"] = action
        if by is not UNSET:
            field_dict["by"] = by
        if hash_ is not UNSET:
            field_dict["hash"] = hash_
        if reveal is not UNSET:
            field_dict["reveal"] = reveal
        if ruling is not UNSET:
            field_dict["ruling"] = ruling
        if seat is not UNSET:
            field_dict["seat"] = seat
        if setup is not UNSET:
            field_dict["setup"] = setup
        if undoes is not UNSET:
            field_dict["undoes"] = undoes
        if yours is not UNSET:
            field_dict["yours"] = yours

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.entry_action import EntryAction # noqa: PLC0415
        from ..models.entry_effects_item import EntryEffectsItem # noqa: PLC0415
        from ..models.entry_reveal import EntryReveal # noqa: PLC0415
        from ..models.entry_ruling import EntryRuling # noqa: PLC0415
        from ..models.entry_setup import EntrySetup # noqa: PLC0415
        from ..models.entry_yours import EntryYours # noqa: PLC0415
        d = dict(src_dict)
        at = d.pop("at")

        effects = []
        _effects = d.pop("effects")
        for effects_item_data in (_effects):
            effects_item = EntryEffectsItem.from_dict(effects_item_data)



            effects.append(effects_item)


        number = d.pop("number")

        type_ = d.pop("type")

        _action = d.pop("action", UNSET)
        action: EntryAction | Unset
        if isinstance(_action,  Unset):
            action = UNSET
        else:
            action = EntryAction.from_dict(_action)




        def _parse_by(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        by = _parse_by(d.pop("by", UNSET))


        hash_ = d.pop("hash", UNSET)

        _reveal = d.pop("reveal", UNSET)
        reveal: EntryReveal | Unset
        if isinstance(_reveal,  Unset):
            reveal = UNSET
        else:
            reveal = EntryReveal.from_dict(_reveal)




        _ruling = d.pop("ruling", UNSET)
        ruling: EntryRuling | Unset
        if isinstance(_ruling,  Unset):
            ruling = UNSET
        else:
            ruling = EntryRuling.from_dict(_ruling)




        seat = d.pop("seat", UNSET)

        _setup = d.pop("setup", UNSET)
        setup: EntrySetup | Unset
        if isinstance(_setup,  Unset):
            setup = UNSET
        else:
            setup = EntrySetup.from_dict(_setup)




        undoes = d.pop("undoes", UNSET)

        _yours = d.pop("yours", UNSET)
        yours: EntryYours | Unset
        if isinstance(_yours,  Unset):
            yours = UNSET
        else:
            yours = EntryYours.from_dict(_yours)




        entry = cls(
            at=at,
            effects=effects,
            number=number,
            type_=type_,
            action=action,
            by=by,
            hash_=hash_,
            reveal=reveal,
            ruling=ruling,
            seat=seat,
            setup=setup,
            undoes=undoes,
            yours=yours,
        )

        return entry

