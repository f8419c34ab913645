from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.card_ref import CardRef
  from ..models.copy_card_type_0_type_0 import CopyCardType0Type0





T = TypeVar("T", bound="Copy")



@_attrs_define
class Copy:
    """ 
        Attributes:
            owner_public (bool):
            serial (str):
            status (str): active | lost | stolen | revoked
            card (CardRef | CopyCardType0Type0 | None | Unset):
            registered_at (datetime.datetime | None | Unset):
     """

    owner_public: bool
    serial: str
    status: str
    card: CardRef | CopyCardType0Type0 | None | Unset = UNSET
    registered_at: datetime.datetime | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.card_ref import CardRef # noqa: PLC0415
        from ..models.copy_card_type_0_type_0 import CopyCardType0Type0 # noqa: PLC0415
        owner_public = self.owner_public

        serial = self.serial

        status = self.status

        card: dict[str, Any] | None | Unset
        if isinstance(self.card, Unset):
            card = UNSET
        elif isinstance(self.card, CopyCardType0Type0):
            card = self.card.to_dict()
        elif isinstance(self.card, CardRef):
            card = self.card.to_dict()
        else:
            card = self.card

        registered_at: None | str | Unset
        if isinstance(self.registered_at, Unset):
            registered_at = UNSET
        elif isinstance(self.registered_at, datetime.datetime):
            registered_at = self.registered_at.isoformat()
        else:
            registered_at = self.registered_at


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "owner_public": owner_public,
            "serial": serial,
            "status": status,
        })
        if card is not UNSET:
            field_dict["card"] = card
        if registered_at is not UNSET:
            field_dict["registered_at"] = registered_at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.card_ref import CardRef # noqa: PLC0415
        from ..models.copy_card_type_0_type_0 import CopyCardType0Type0 # noqa: PLC0415
        d = dict(src_dict)
        owner_public = d.pop("owner_public")

        serial = d.pop("serial")

        status = d.pop("status")

        def _parse_card(data: object) -> CardRef | CopyCardType0Type0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                card_type_0_type_0 = CopyCardType0Type0.from_dict(data)



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
            return cast(CardRef | CopyCardType0Type0 | None | Unset, data)

        card = _parse_card(d.pop("card", UNSET))


        def _parse_registered_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                registered_at_type_0 = datetime.datetime.fromisoformat(data)



                return registered_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        registered_at = _parse_registered_at(d.pop("registered_at", UNSET))


        copy = cls(
            owner_public=owner_public,
            serial=serial,
            status=status,
            card=card,
            registered_at=registered_at,
        )

        return copy

