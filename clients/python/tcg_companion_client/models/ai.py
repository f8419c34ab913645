from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ai_level import AiLevel
from ..types import UNSET, Unset






T = TypeVar("T", bound="Ai")



@_attrs_define
class Ai:
    """ 
        Attributes:
            level (AiLevel):
            budget_ms (int | Unset): wall-clock thinking time per decision (at most 5000 ms) Default: 1000.
     """

    level: AiLevel
    budget_ms: int | Unset = 1000





    def to_dict(self) -> dict[str, Any]:
        level = self.level.value

        budget_ms = self.budget_ms


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "level": level,
        })
        if budget_ms is not UNSET:
            field_dict["budget_ms"] = budget_ms

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        level = AiLevel(d.pop("level"))




        budget_ms = d.pop("budget_ms", UNSET)

        ai = cls(
            level=level,
            budget_ms=budget_ms,
        )

        return ai

