from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="UserCreate")



@_attrs_define
class UserCreate:
    """ 
        Attributes:
            email (str):
            password (str): 10 to 200 characters, and not easy to guess (checked with zxcvbn: common, repetitive or
                predictable passwords and ones built from the username or email are refused, as NIST SP 800-63B asks)
            username (str):
     """

    email: str
    password: str
    username: str





    def to_dict(self) -> dict[str, Any]:
        email = self.email

        password = self.password

        username = self.username


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "email": email,
            "password": password,
            "username": username,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        email = d.pop("email")

        password = d.pop("password")

        username = d.pop("username")

        user_create = cls(
            email=email,
            password=password,
            username=username,
        )

        return user_create

