from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="Staff")



@_attrs_define
class Staff:
    """ 
        Attributes:
            added_at (datetime.datetime):
            role (str):
            user_id (str):
            username (str):
     """

    added_at: datetime.datetime
    role: str
    user_id: str
    username: str





    def to_dict(self) -> dict[str, Any]:
        added_at = self.added_at.isoformat()

        role = self.role

        user_id = self.user_id

        username = self.username


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "added_at": added_at,
            "role": role,
            "user_id": user_id,
            "username": username,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        added_at = datetime.datetime.fromisoformat(d.pop("added_at"))




        role = d.pop("role")

        user_id = d.pop("user_id")

        username = d.pop("username")

        staff = cls(
            added_at=added_at,
            role=role,
            user_id=user_id,
            username=username,
        )

        return staff

