from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="CardImportResult")



@_attrs_define
class CardImportResult:
    """ 
        Attributes:
            cards (int):
            created (int):
            ruleset (str):
            set_ (str):
            updated (int):
            versions_added (int):
     """

    cards: int
    created: int
    ruleset: str
    set_: str
    updated: int
    versions_added: int





    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        created = self.created

        ruleset = self.ruleset

        set_ = self.set_

        updated = self.updated

        versions_added = self.versions_added


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "created": created,
            "ruleset": ruleset,
            "set": set_,
            "updated": updated,
            "versions_added": versions_added,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = d.pop("cards")

        created = d.pop("created")

        ruleset = d.pop("ruleset")

        set_ = d.pop("set")

        updated = d.pop("updated")

        versions_added = d.pop("versions_added")

        card_import_result = cls(
            cards=cards,
            created=created,
            ruleset=ruleset,
            set_=set_,
            updated=updated,
            versions_added=versions_added,
        )

        return card_import_result

