from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.player_field_schema import PlayerFieldSchema





T = TypeVar("T", bound="PlayerField")



@_attrs_define
class PlayerField:
    """ 
        Attributes:
            description (str):
            name (str):
            required (bool):
            schema (PlayerFieldSchema): JSON Schema of the field
     """

    description: str
    name: str
    required: bool
    schema: PlayerFieldSchema





    def to_dict(self) -> dict[str, Any]:
        from ..models.player_field_schema import PlayerFieldSchema # noqa: PLC0415
        description = self.description

        name = self.name

        required = self.required

        schema = self.schema.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "description": description,
            "name": name,
            "required": required,
            "schema": schema,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.player_field_schema import PlayerFieldSchema # noqa: PLC0415
        d = dict(src_dict)
        description = d.pop("description")

        name = d.pop("name")

        required = d.pop("required")

        schema = PlayerFieldSchema.from_dict(d.pop("schema"))




        player_field = cls(
            description=description,
            name=name,
            required=required,
            schema=schema,
        )

        return player_field

