from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.rule import Rule





T = TypeVar("T", bound="DeckProblem")



@_attrs_define
class DeckProblem:
    """ 
        Attributes:
            cards (list[str]):
            detail (str):
            rule (Rule):
     """

    cards: list[str]
    detail: str
    rule: Rule





    def to_dict(self) -> dict[str, Any]:
        from ..models.rule import Rule # noqa: PLC0415
        cards = self.cards



        detail = self.detail

        rule = self.rule.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "detail": detail,
            "rule": rule,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rule import Rule # noqa: PLC0415
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))


        detail = d.pop("detail")

        rule = Rule.from_dict(d.pop("rule"))




        deck_problem = cls(
            cards=cards,
            detail=detail,
            rule=rule,
        )

        return deck_problem

