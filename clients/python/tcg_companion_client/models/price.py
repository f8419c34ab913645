from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Price")



@_attrs_define
class Price:
    """ 
        Attributes:
            amount_cents (int):
            currency (str):
     """

    amount_cents: int
    currency: str





    def to_dict(self) -> dict[str, Any]:
        amount_cents = self.amount_cents

        currency = self.currency


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount_cents": amount_cents,
            "currency": currency,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount_cents = d.pop("amount_cents")

        currency = d.pop("currency")

        price = cls(
            amount_cents=amount_cents,
            currency=currency,
        )

        return price

