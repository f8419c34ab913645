from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.card_ref import CardRef
  from ..models.verify_card_type_0_type_0 import VerifyCardType0Type0





T = TypeVar("T", bound="Verify")



@_attrs_define
class Verify:
    """ 
        Attributes:
            genuine (bool):
            playable_in_official (bool):
            registered (bool):
            serial (str):
            status (str):
            card (CardRef | None | Unset | VerifyCardType0Type0):
            owner (None | str | Unset): only when the owner made it public
     """

    genuine: bool
    playable_in_official: bool
    registered: bool
    serial: str
    status: str
    card: CardRef | None | Unset | VerifyCardType0Type0 = UNSET
    owner: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.card_ref import CardRef # noqa: PLC0415
        from ..models.verify_card_type_0_type_0 import VerifyCardType0Type0 # noqa: PLC0415
        genuine = self.genuine

        playable_in_official = self.playable_in_official

        registered = self.registered

        serial = self.serial

        status = self.status

        card: dict[str, Any] | None | Unset
        if isinstance(self.card, Unset):
            card = UNSET
        elif isinstance(self.card, VerifyCardType0Type0):
            card = self.card.to_dict()
        elif isinstance(self.card, CardRef):
            card = self.card.to_dict()
        else:
            card = self.card

        owner: None | str | Unset
        if isinstance(self.owner, Unset):
            owner = UNSET
        else:
            owner = self.owner


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "genuine": genuine,
            "playable_in_official": playable_in_official,
            "registered": registered,
            "serial": serial,
            "status": status,
        })
        if card is not UNSET:
            field_dict["card"] = card
        if owner is not UNSET:
            field_dict["owner"] = owner

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.card_ref import CardRef # noqa: PLC0415
        from ..models.verify_card_type_0_type_0 import VerifyCardType0Type0 # noqa: PLC0415
        d = dict(src_dict)
        genuine = d.pop("genuine")

        playable_in_official = d.pop("playable_in_official")

        registered = d.pop("registered")

        serial = d.pop("serial")

        status = d.pop("status")

        def _parse_card(data: object) -> CardRef | None | Unset | VerifyCardType0Type0:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                card_type_0_type_0 = VerifyCardType0Type0.from_dict(data)



                return card_type_0_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                card_type_1 = CardRef.from_dict(data)



                return card_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CardRef | None | Unset | VerifyCardType0Type0, data)

        card = _parse_card(d.pop("card", UNSET))


        def _parse_owner(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        owner = _parse_owner(d.pop("owner", UNSET))


        verify = cls(
            genuine=genuine,
            playable_in_official=playable_in_official,
            registered=registered,
            serial=serial,
            status=status,
            card=card,
            owner=owner,
        )

        return verify

