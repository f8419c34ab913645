from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.market_value_values_item import MarketValueValuesItem





T = TypeVar("T", bound="MarketValue")



@_attrs_define
class MarketValue:
    """ 
        Attributes:
            card_id (str):
            minimum_sales (int):
            values (list[MarketValueValuesItem]): per currency: sales counted, and the median (null below the minimum)
            window_days (int):
     """

    card_id: str
    minimum_sales: int
    values: list[MarketValueValuesItem]
    window_days: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.market_value_values_item import MarketValueValuesItem # noqa: PLC0415
        card_id = self.card_id

        minimum_sales = self.minimum_sales

        values = []
        for values_item_data in self.values:
            values_item = values_item_data.to_dict()
            values.append(values_item)



        window_days = self.window_days


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card_id": card_id,
            "minimum_sales": minimum_sales,
            "values": values,
            "window_days": window_days,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.market_value_values_item import MarketValueValuesItem # noqa: PLC0415
        d = dict(src_dict)
        card_id = d.pop("card_id")

        minimum_sales = d.pop("minimum_sales")

        values = []
        _values = d.pop("values")
        for values_item_data in (_values):
            values_item = MarketValueValuesItem.from_dict(values_item_data)



            values.append(values_item)


        window_days = d.pop("window_days")

        market_value = cls(
            card_id=card_id,
            minimum_sales=minimum_sales,
            values=values,
            window_days=window_days,
        )

        return market_value

