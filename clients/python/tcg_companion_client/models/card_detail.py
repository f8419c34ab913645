from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.card_version import CardVersion
  from ..models.printing import Printing





T = TypeVar("T", bound="CardDetail")



@_attrs_define
class CardDetail:
    """ 
        Attributes:
            id (str):
            lore (str):
            name (str):
            printings (list[Printing]):
            rarity (str):
            ruleset (str):
            text (str): current rules text (latest version)
            type_ (str):
            version (int): number of the current text version
            versions (list[CardVersion]):
     """

    id: str
    lore: str
    name: str
    printings: list[Printing]
    rarity: str
    ruleset: str
    text: str
    type_: str
    version: int
    versions: list[CardVersion]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.card_version import CardVersion # noqa: PLC0415
        from ..models.printing import Printing # noqa: PLC0415
        id = self.id

        lore = self.lore

        name = self.name

        printings = []
        for printings_item_data in self.printings:
            printings_item = printings_item_data.to_dict()
            printings.append(printings_item)



        rarity = self.rarity

        ruleset = self.ruleset

        text = self.text

        type_ = self.type_

        version = self.version

        versions = []
        for versions_item_data in self.versions:
            versions_item = versions_item_data.to_dict()
            versions.append(versions_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "lore": lore,
            "name": name,
            "printings": printings,
            "rarity": rarity,
            "ruleset": ruleset,
            "text": text,
            "type": type_,
            "version": version,
            "versions": versions,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.card_version import CardVersion # noqa: PLC0415
        from ..models.printing import Printing # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        lore = d.pop("lore")

        name = d.pop("name")

        printings = []
        _printings = d.pop("printings")
        for printings_item_data in (_printings):
            printings_item = Printing.from_dict(printings_item_data)



            printings.append(printings_item)


        rarity = d.pop("rarity")

        ruleset = d.pop("ruleset")

        text = d.pop("text")

        type_ = d.pop("type")

        version = d.pop("version")

        versions = []
        _versions = d.pop("versions")
        for versions_item_data in (_versions):
            versions_item = CardVersion.from_dict(versions_item_data)



            versions.append(versions_item)


        card_detail = cls(
            id=id,
            lore=lore,
            name=name,
            printings=printings,
            rarity=rarity,
            ruleset=ruleset,
            text=text,
            type_=type_,
            version=version,
            versions=versions,
        )


        card_detail.additional_properties = d
        return card_detail

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
