from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.me_auth import MeAuth





T = TypeVar("T", bound="Me")



@_attrs_define
class Me:
    """ 
        Attributes:
            auth (MeAuth): the credential used: kind, id and scopes
            created_at (datetime.datetime):
            email (str):
            id (str):
            is_admin (bool):
            username (str):
     """

    auth: MeAuth
    created_at: datetime.datetime
    email: str
    id: str
    is_admin: bool
    username: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.me_auth import MeAuth # noqa: PLC0415
        auth = self.auth.to_dict()

        created_at = self.created_at.isoformat()

        email = self.email

        id = self.id

        is_admin = self.is_admin

        username = self.username


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "auth": auth,
            "created_at": created_at,
            "email": email,
            "id": id,
            "is_admin": is_admin,
            "username": username,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.me_auth import MeAuth # noqa: PLC0415
        d = dict(src_dict)
        auth = MeAuth.from_dict(d.pop("auth"))




        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        email = d.pop("email")

        id = d.pop("id")

        is_admin = d.pop("is_admin")

        username = d.pop("username")

        me = cls(
            auth=auth,
            created_at=created_at,
            email=email,
            id=id,
            is_admin=is_admin,
            username=username,
        )

        return me

