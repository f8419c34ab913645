from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.price import Price
  from ..models.transfer_create_price_type_1_type_0 import TransferCreatePriceType1Type0





T = TypeVar("T", bound="TransferCreate")



@_attrs_define
class TransferCreate:
    """ 
        Attributes:
            serial (str):
            to (str): username
            price (None | Price | TransferCreatePriceType1Type0 | Unset):
     """

    serial: str
    to: str
    price: None | Price | TransferCreatePriceType1Type0 | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.price import Price # noqa: PLC0415
        from ..models.transfer_create_price_type_1_type_0 import TransferCreatePriceType1Type0 # noqa: PLC0415
        serial = self.serial

        to = self.to

        price: dict[str, Any] | None | Unset
        if isinstance(self.price, Unset):
            price = UNSET
        elif isinstance(self.price, Price):
            price = self.price.to_dict()
        elif isinstance(self.price, TransferCreatePriceType1Type0):
            price = self.price.to_dict()
        else:
            price = self.price


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "serial": serial,
            "to": to,
        })
        if price is not UNSET:
            field_dict["price"] = price

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.price import Price # noqa: PLC0415
        from ..models.transfer_create_price_type_1_type_0 import TransferCreatePriceType1Type0 # noqa: PLC0415
        d = dict(src_dict)
        serial = d.pop("serial")

        to = d.pop("to")

        def _parse_price(data: object) -> None | Price | TransferCreatePriceType1Type0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                price_type_0 = Price.from_dict(data)



                return price_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                price_type_1_type_0 = TransferCreatePriceType1Type0.from_dict(data)



                return price_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Price | TransferCreatePriceType1Type0 | Unset, data)

        price = _parse_price(d.pop("price", UNSET))


        transfer_create = cls(
            serial=serial,
            to=to,
            price=price,
        )

        return transfer_create

