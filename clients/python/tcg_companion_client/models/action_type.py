from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.action_type_schema import ActionTypeSchema
  from ..models.rule import Rule





T = TypeVar("T", bound="ActionType")



@_attrs_define
class ActionType:
    """ 
        Attributes:
            description (str):
            rule (Rule):
            schema (ActionTypeSchema): JSON Schema of the action body
            type_ (str):
     """

    description: str
    rule: Rule
    schema: ActionTypeSchema
    type_: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.action_type_schema import ActionTypeSchema # noqa: PLC0415
        from ..models.rule import Rule # noqa: PLC0415
        description = self.description

        rule = self.rule.to_dict()

        schema = self.schema.to_dict()

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "description": description,
            "rule": rule,
            "schema": schema,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.action_type_schema import ActionTypeSchema # noqa: PLC0415
        from ..models.rule import Rule # noqa: PLC0415
        d = dict(src_dict)
        description = d.pop("description")

        rule = Rule.from_dict(d.pop("rule"))




        schema = ActionTypeSchema.from_dict(d.pop("schema"))




        type_ = d.pop("type")

        action_type = cls(
            description=description,
            rule=rule,
            schema=schema,
            type_=type_,
        )

        return action_type

