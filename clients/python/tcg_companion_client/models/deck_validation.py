from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.deck_problem import DeckProblem





T = TypeVar("T", bound="DeckValidation")



@_attrs_define
class DeckValidation:
    """ 
        Attributes:
            format_ (str):
            legal (bool):
            problems (list[DeckProblem]):
     """

    format_: str
    legal: bool
    problems: list[DeckProblem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.deck_problem import DeckProblem # noqa: PLC0415
        format_ = self.format_

        legal = self.legal

        problems = []
        for problems_item_data in self.problems:
            problems_item = problems_item_data.to_dict()
            problems.append(problems_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "format": format_,
            "legal": legal,
            "problems": problems,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.deck_problem import DeckProblem # noqa: PLC0415
        d = dict(src_dict)
        format_ = d.pop("format")

        legal = d.pop("legal")

        problems = []
        _problems = d.pop("problems")
        for problems_item_data in (_problems):
            problems_item = DeckProblem.from_dict(problems_item_data)



            problems.append(problems_item)


        deck_validation = cls(
            format_=format_,
            legal=legal,
            problems=problems,
        )

        return deck_validation

