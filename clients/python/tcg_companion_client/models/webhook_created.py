from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="WebhookCreated")



@_attrs_define
class WebhookCreated:
    """ 
        Attributes:
            consecutive_failures (int):
            created_at (datetime.datetime):
            event_types (list[str]):
            id (str):
            secret (str): the signing secret (whsec_…), shown only in this response
            status (str): active or disabled
            url (str):
            description (None | str | Unset):
            disabled_reason (None | str | Unset):
     """

    consecutive_failures: int
    created_at: datetime.datetime
    event_types: list[str]
    id: str
    secret: str
    status: str
    url: str
    description: None | str | Unset = UNSET
    disabled_reason: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        consecutive_failures = self.consecutive_failures

        created_at = self.created_at.isoformat()

        event_types = self.event_types



        id = self.id

        secret = self.secret

        status = self.status

        url = self.url

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        disabled_reason: None | str | Unset
        if isinstance(self.disabled_reason, Unset):
            disabled_reason = UNSET
        else:
            disabled_reason = self.disabled_reason


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "consecutive_failures": consecutive_failures,
            "created_at": created_at,
            "event_types": event_types,
            "id": id,
            "secret": secret,
            "status": status,
            "url": url,
        })
        if description is not UNSET:
            field_dict["description"] = description
        if disabled_reason is not UNSET:
            field_dict["disabled_reason"] = disabled_reason

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        consecutive_failures = d.pop("consecutive_failures")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        event_types = cast(list[str], d.pop("event_types"))


        id = d.pop("id")

        secret = d.pop("secret")

        status = d.pop("status")

        url = d.pop("url")

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        def _parse_disabled_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        disabled_reason = _parse_disabled_reason(d.pop("disabled_reason", UNSET))


        webhook_created = cls(
            consecutive_failures=consecutive_failures,
            created_at=created_at,
            event_types=event_types,
            id=id,
            secret=secret,
            status=status,
            url=url,
            description=description,
            disabled_reason=disabled_reason,
        )

        return webhook_created

