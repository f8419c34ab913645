from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.staff_add_role import StaffAddRole
from ..types import UNSET, Unset






T = TypeVar("T", bound="StaffAdd")



@_attrs_define
class StaffAdd:
    """ 
        Attributes:
            user_id (str):
            role (StaffAddRole | Unset):  Default: StaffAddRole.JUDGE.
     """

    user_id: str
    role: StaffAddRole | Unset = StaffAddRole.JUDGE





    def to_dict(self) -> dict[str, Any]:
        user_id = self.user_id

        role: str | Unset = UNSET
        if not isinstance(self.role, Unset):
            role = self.role.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "user_id": user_id,
        })
        if role is not UNSET:
            field_dict["role"] = role

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        user_id = d.pop("user_id")

        _role = d.pop("role", UNSET)
        role: StaffAddRole | Unset
        if isinstance(_role,  Unset):
            role = UNSET
        else:
            role = StaffAddRole(_role)




        staff_add = cls(
            user_id=user_id,
            role=role,
        )

        return staff_add

