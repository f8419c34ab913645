from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="TokenCreate")



@_attrs_define
class TokenCreate:
    """ 
        Attributes:
            password (str):
            username (str):
            device_token (str | Unset): the device_token of an earlier login to this account (or send its cookie): the
                device is trusted, and other devices' failed logins do not lock it out; one that is not genuine, current and of
                this account is ignored
     """

    password: str
    username: str
    device_token: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        password = self.password

        username = self.username

        device_token = self.device_token


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "password": password,
            "username": username,
        })
        if device_token is not UNSET:
            field_dict["device_token"] = device_token

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        password = d.pop("password")

        username = d.pop("username")

        device_token = d.pop("device_token", UNSET)

        token_create = cls(
            password=password,
            username=username,
            device_token=device_token,
        )

        return token_create

