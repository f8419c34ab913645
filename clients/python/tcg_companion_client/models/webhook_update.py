from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="WebhookUpdate")



@_attrs_define
class WebhookUpdate:
    """ 
        Attributes:
            active (bool): false pauses, true re-enables
     """

    active: bool





    def to_dict(self) -> dict[str, Any]:
        active = self.active


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "active": active,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        active = d.pop("active")

        webhook_update = cls(
            active=active,
        )

        return webhook_update

