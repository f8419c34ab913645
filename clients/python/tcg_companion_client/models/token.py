from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="Token")



@_attrs_define
class Token:
    """ 
        Attributes:
            device_token (str): proof that this device signed in to this account: send it with later logins (it is also set
                as an HttpOnly cookie); it is no credential
            expires_at (datetime.datetime):
            token (str): send as 'Authorization: Bearer <token>'
     """

    device_token: str
    expires_at: datetime.datetime
    token: str





    def to_dict(self) -> dict[str, Any]:
        device_token = self.device_token

        expires_at = self.expires_at.isoformat()

        token = self.token


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "device_token": device_token,
            "expires_at": expires_at,
            "token": token,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        device_token = d.pop("device_token")

        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))




        token = d.pop("token")

        token = cls(
            device_token=device_token,
            expires_at=expires_at,
            token=token,
        )

        return token

