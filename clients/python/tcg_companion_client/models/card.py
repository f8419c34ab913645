from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Card")



@_attrs_define
class Card:
    """ 
        Attributes:
            id (str):
            lore (str):
            name (str):
            rarity (str):
            ruleset (str):
            text (str): current rules text (latest version)
            type_ (str):
            version (int): number of the current text version
     """

    id: str
    lore: str
    name: str
    rarity: str
    ruleset: str
    text: str
    type_: str
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        lore = self.lore

        name = self.name

        rarity = self.rarity

        ruleset = self.ruleset

        text = self.text

        type_ = self.type_

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "lore": lore,
            "name": name,
            "rarity": rarity,
            "ruleset": ruleset,
            "text": text,
            "type": type_,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        lore = d.pop("lore")

        name = d.pop("name")

        rarity = d.pop("rarity")

        ruleset = d.pop("ruleset")

        text = d.pop("text")

        type_ = d.pop("type")

        version = d.pop("version")

        card = cls(
            id=id,
            lore=lore,
            name=name,
            rarity=rarity,
            ruleset=ruleset,
            text=text,
            type_=type_,
            version=version,
        )


        card.additional_properties = d
        return card

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
