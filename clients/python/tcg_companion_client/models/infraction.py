from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.infraction_category import InfractionCategory
from ..models.infraction_default_penalty import InfractionDefaultPenalty
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Infraction")



@_attrs_define
class Infraction:
    """ 
        Attributes:
            category (InfractionCategory):
            code (str): what a penalty's `infraction` names
            default_penalty (InfractionDefaultPenalty):
            description (str):
            name (str):
            escalates_after (int | None | Unset): after this many earlier instances the next penalty up is suggested
     """

    category: InfractionCategory
    code: str
    default_penalty: InfractionDefaultPenalty
    description: str
    name: str
    escalates_after: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        category = self.category.value

        code = self.code

        default_penalty = self.default_penalty.value

        description = self.description

        name = self.name

        escalates_after: int | None | Unset
        if isinstance(self.escalates_after, Unset):
            escalates_after = UNSET
        else:
            escalates_after = self.escalates_after


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "category": category,
            "code": code,
            "default_penalty": default_penalty,
            "description": description,
            "name": name,
        })
        if escalates_after is not UNSET:
            field_dict["escalates_after"] = escalates_after

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        category = InfractionCategory(d.pop("category"))




        code = d.pop("code")

        default_penalty = InfractionDefaultPenalty(d.pop("default_penalty"))




        description = d.pop("description")

        name = d.pop("name")

        def _parse_escalates_after(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        escalates_after = _parse_escalates_after(d.pop("escalates_after", UNSET))


        infraction = cls(
            category=category,
            code=code,
            default_penalty=default_penalty,
            description=description,
            name=name,
            escalates_after=escalates_after,
        )

        return infraction

