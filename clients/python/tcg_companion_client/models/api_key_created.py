from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="ApiKeyCreated")



@_attrs_define
class ApiKeyCreated:
    """ 
        Attributes:
            created_at (datetime.datetime):
            id (str):
            key (str): shown once; store it now
            name (str):
            prefix (str): the key's first characters, to recognise it
            scopes (list[str]):
     """

    created_at: datetime.datetime
    id: str
    key: str
    name: str
    prefix: str
    scopes: list[str]





    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        id = self.id

        key = self.key

        name = self.name

        prefix = self.prefix

        scopes = self.scopes




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "created_at": created_at,
            "id": id,
            "key": key,
            "name": name,
            "prefix": prefix,
            "scopes": scopes,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        id = d.pop("id")

        key = d.pop("key")

        name = d.pop("name")

        prefix = d.pop("prefix")

        scopes = cast(list[str], d.pop("scopes"))


        api_key_created = cls(
            created_at=created_at,
            id=id,
            key=key,
            name=name,
            prefix=prefix,
            scopes=scopes,
        )

        return api_key_created

