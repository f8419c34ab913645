from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="Rating")



@_attrs_define
class Rating:
    """ 
        Attributes:
            mu (float):
            ordinal (float): mu − 3σ: the number to rank by
            ruleset (str):
            sigma (float):
            tables (int):
            updated_at (datetime.datetime):
            user_id (str):
            username (str | Unset):
     """

    mu: float
    ordinal: float
    ruleset: str
    sigma: float
    tables: int
    updated_at: datetime.datetime
    user_id: str
    username: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        mu = self.mu

        ordinal = self.ordinal

        ruleset = self.ruleset

        sigma = self.sigma

        tables = self.tables

        updated_at = self.updated_at.isoformat()

        user_id = self.user_id

        username = self.username


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "mu": mu,
            "ordinal": ordinal,
            "ruleset": ruleset,
            "sigma": sigma,
            "tables": tables,
            "updated_at": updated_at,
            "user_id": user_id,
        })
        if username is not UNSET:
            field_dict["username"] = username

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mu = d.pop("mu")

        ordinal = d.pop("ordinal")

        ruleset = d.pop("ruleset")

        sigma = d.pop("sigma")

        tables = d.pop("tables")

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        user_id = d.pop("user_id")

        username = d.pop("username", UNSET)

        rating = cls(
            mu=mu,
            ordinal=ordinal,
            ruleset=ruleset,
            sigma=sigma,
            tables=tables,
            updated_at=updated_at,
            user_id=user_id,
            username=username,
        )

        return rating

