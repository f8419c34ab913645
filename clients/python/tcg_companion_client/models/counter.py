from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Counter")



@_attrs_define
class Counter:
    """ 
        Attributes:
            description (str):
            name (str):
            per (str): 'seat' or 'game'
            start (Any): a number, or what it depends on
            maximum (int | None | Unset):
            minimum (int | None | Unset):
     """

    description: str
    name: str
    per: str
    start: Any
    maximum: int | None | Unset = UNSET
    minimum: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        description = self.description

        name = self.name

        per = self.per

        start = self.start

        maximum: int | None | Unset
        if isinstance(self.maximum, Unset):
            maximum = UNSET
        else:
            maximum = self.maximum

        minimum: int | None | Unset
        if isinstance(self.minimum, Unset):
            minimum = UNSET
        else:
            minimum = self.minimum


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "description": description,
            "name": name,
            "per": per,
            "start": start,
        })
        if maximum is not UNSET:
            field_dict["maximum"] = maximum
        if minimum is not UNSET:
            field_dict["minimum"] = minimum

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        description = d.pop("description")

        name = d.pop("name")

        per = d.pop("per")

        start = d.pop("start")

        def _parse_maximum(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        maximum = _parse_maximum(d.pop("maximum", UNSET))


        def _parse_minimum(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        minimum = _parse_minimum(d.pop("minimum", UNSET))


        counter = cls(
            description=description,
            name=name,
            per=per,
            start=start,
            maximum=maximum,
            minimum=minimum,
        )

        return counter

