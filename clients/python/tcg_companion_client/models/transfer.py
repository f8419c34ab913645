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
  from ..models.transfer_price_type_0 import TransferPriceType0





T = TypeVar("T", bound="Transfer")



@_attrs_define
class Transfer:
    """ 
        Attributes:
            created_at (datetime.datetime):
            id (str):
            status (str):
            card_id (None | str | Unset):
            closed_at (datetime.datetime | None | Unset):
            from_ (None | str | Unset):
            price (None | TransferPriceType0 | Unset):
            serial (None | str | Unset):
            to (None | str | Unset):
     """

    created_at: datetime.datetime
    id: str
    status: str
    card_id: None | str | Unset = UNSET
    closed_at: datetime.datetime | None | Unset = UNSET
    from_: None | str | Unset = UNSET
    price: None | TransferPriceType0 | Unset = UNSET
    serial: None | str | Unset = UNSET
    to: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.transfer_price_type_0 import TransferPriceType0 # noqa: PLC0415
        created_at = self.created_at.isoformat()

        id = self.id

        status = self.status

        card_id: None | str | Unset
        if isinstance(self.card_id, Unset):
            card_id = UNSET
        else:
            card_id = self.card_id

        closed_at: None | str | Unset
        if isinstance(self.closed_at, Unset):
            closed_at = UNSET
        elif isinstance(self.closed_at, datetime.datetime):
            closed_at = self.closed_at.isoformat()
        else:
            closed_at = self.closed_at

        from_: None | str | Unset
        if isinstance(self.from_, Unset):
            from_ = UNSET
        else:
            from_ = self.from_

        price: dict[str, Any] | None | Unset
        if isinstance(self.price, Unset):
            price = UNSET
        elif isinstance(self.price, TransferPriceType0):
            price = self.price.to_dict()
        else:
            price = self.price

        serial: None | str | Unset
        if isinstance(self.serial, Unset):
            serial = UNSET
        else:
            serial = self.serial

        to: None | str | Unset
        if isinstance(self.to, Unset):
            to = UNSET
        else:
            to = self.to


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "created_at": created_at,
            "id": id,
            "status": status,
        })
        if card_id is not UNSET:
            field_dict["card_id"] = card_id
        if closed_at is not UNSET:
            field_dict["closed_at"] = closed_at
        if from_ is not UNSET:
            field_dict["from"] = from_
        if price is not UNSET:
            field_dict["price"] = price
        if serial is not UNSET:
            field_dict["serial"] = serial
        if to is not UNSET:
            field_dict["to"] = to

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.transfer_price_type_0 import TransferPriceType0 # noqa: PLC0415
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        id = d.pop("id")

        status = d.pop("status")

        def _parse_card_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        card_id = _parse_card_id(d.pop("card_id", UNSET))


        def _parse_closed_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                closed_at_type_0 = datetime.datetime.fromisoformat(data)



                return closed_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        closed_at = _parse_closed_at(d.pop("closed_at", UNSET))


        def _parse_from_(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        from_ = _parse_from_(d.pop("from", UNSET))


        def _parse_price(data: object) -> None | TransferPriceType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                price_type_0 = TransferPriceType0.from_dict(data)



                return price_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TransferPriceType0 | Unset, data)

        price = _parse_price(d.pop("price", UNSET))


        def _parse_serial(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        serial = _parse_serial(d.pop("serial", UNSET))


        def _parse_to(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        to = _parse_to(d.pop("to", UNSET))


        transfer = cls(
            created_at=created_at,
            id=id,
            status=status,
            card_id=card_id,
            closed_at=closed_at,
            from_=from_,
            price=price,
            serial=serial,
            to=to,
        )

        return transfer

