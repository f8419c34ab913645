from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.audit_entry_data import AuditEntryData





T = TypeVar("T", bound="AuditEntry")



@_attrs_define
class AuditEntry:
    """ 
        Attributes:
            action (str):
            at (datetime.datetime):
            data (AuditEntryData):
            id (int):
            actor_id (None | str | Unset):
     """

    action: str
    at: datetime.datetime
    data: AuditEntryData
    id: int
    actor_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.audit_entry_data import AuditEntryData # noqa: PLC0415
        action = self.action

        at = self.at.isoformat()

        data = self.data.to_dict()

        id = self.id

        actor_id: None | str | Unset
        if isinstance(self.actor_id, Unset):
            actor_id = UNSET
        else:
            actor_id = self.actor_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
            "at": at,
            "data": data,
            "id": id,
        })
        if actor_id is not UNSET:
            field_dict["actor_id"] = actor_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.audit_entry_data import AuditEntryData # noqa: PLC0415
        d = dict(src_dict)
        action = d.pop("action")

        at = datetime.datetime.fromisoformat(d.pop("at"))




        data = AuditEntryData.from_dict(d.pop("data"))




        id = d.pop("id")

        def _parse_actor_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        actor_id = _parse_actor_id(d.pop("actor_id", UNSET))


        audit_entry = cls(
            action=action,
            at=at,
            data=data,
            id=id,
            actor_id=actor_id,
        )

        return audit_entry

