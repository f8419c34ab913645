from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Capabilities")



@_attrs_define
class Capabilities:
    """ 
        Attributes:
            ai (bool): a player may be the AI (`ai`); simulations
            cards_required (bool): each player brings a `deck`; demo decks are offered
            hidden_information (bool): each seat sees its own view
            legal_actions_exhaustive (bool): legal-actions lists every move as a complete body (no templates)
            undo (bool): POST …/undo takes an action back
     """

    ai: bool
    cards_required: bool
    hidden_information: bool
    legal_actions_exhaustive: bool
    undo: bool





    def to_dict(self) -> dict[str, Any]:
        ai = self.ai

        cards_required = self.cards_required

        hidden_information = self.hidden_information

        legal_actions_exhaustive = self.legal_actions_exhaustive

        undo = self.undo


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "ai": ai,
            "cards_required": cards_required,
            "hidden_information": hidden_information,
            "legal_actions_exhaustive": legal_actions_exhaustive,
            "undo": undo,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ai = d.pop("ai")

        cards_required = d.pop("cards_required")

        hidden_information = d.pop("hidden_information")

        legal_actions_exhaustive = d.pop("legal_actions_exhaustive")

        undo = d.pop("undo")

        capabilities = cls(
            ai=ai,
            cards_required=cards_required,
            hidden_information=hidden_information,
            legal_actions_exhaustive=legal_actions_exhaustive,
            undo=undo,
        )

        return capabilities

