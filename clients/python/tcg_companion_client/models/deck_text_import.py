from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.deck_text_import_format import DeckTextImportFormat
from ..models.deck_text_import_ruleset import DeckTextImportRuleset
from ..types import UNSET, Unset






T = TypeVar("T", bound="DeckTextImport")



@_attrs_define
class DeckTextImport:
    """ 
        Attributes:
            name (str):
            ruleset (DeckTextImportRuleset):
            text (str): '2 Card Name' per line, under zone headings such as 'Main' or 'Ancient'
            format_ (DeckTextImportFormat | Unset):  Default: DeckTextImportFormat.CASUAL.
     """

    name: str
    ruleset: DeckTextImportRuleset
    text: str
    format_: DeckTextImportFormat | Unset = DeckTextImportFormat.CASUAL





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        ruleset = self.ruleset.value

        text = self.text

        format_: str | Unset = UNSET
        if not isinstance(self.format_, Unset):
            format_ = self.format_.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "ruleset": ruleset,
            "text": text,
        })
        if format_ is not UNSET:
            field_dict["format"] = format_

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        ruleset = DeckTextImportRuleset(d.pop("ruleset"))




        text = d.pop("text")

        _format_ = d.pop("format", UNSET)
        format_: DeckTextImportFormat | Unset
        if isinstance(_format_,  Unset):
            format_ = UNSET
        else:
            format_ = DeckTextImportFormat(_format_)




        deck_text_import = cls(
            name=name,
            ruleset=ruleset,
            text=text,
            format_=format_,
        )

        return deck_text_import

