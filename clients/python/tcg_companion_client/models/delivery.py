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
  from ..models.delivery_attempts_item import DeliveryAttemptsItem
  from ..models.delivery_payload import DeliveryPayload





T = TypeVar("T", bound="Delivery")



@_attrs_define
class Delivery:
    """ 
        Attributes:
            attempts (list[DeliveryAttemptsItem]):
            created_at (datetime.datetime):
            event_type (str):
            id (str): the webhook-id header
            payload (DeliveryPayload):
            status (str): pending, succeeded or failed
            delivered_at (datetime.datetime | None | Unset):
     """

    attempts: list[DeliveryAttemptsItem]
    created_at: datetime.datetime
    event_type: str
    id: str
    payload: DeliveryPayload
    status: str
    delivered_at: datetime.datetime | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.delivery_attempts_item import DeliveryAttemptsItem # noqa: PLC0415
        from ..models.delivery_payload import DeliveryPayload # noqa: PLC0415
        attempts = []
        for attempts_item_data in self.attempts:
            attempts_item = attempts_item_data.to_dict()
            attempts.append(attempts_item)



        created_at = self.created_at.isoformat()

        event_type = self.event_type

        id = self.id

        payload = self.payload.to_dict()

        status = self.status

        delivered_at: None | str | Unset
        if isinstance(self.delivered_at, Unset):
            delivered_at = UNSET
        elif isinstance(self.delivered_at, datetime.datetime):
            delivered_at = self.delivered_at.isoformat()
        else:
            delivered_at = self.delivered_at


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "attempts": attempts,
            "created_at": created_at,
            "event_type": event_type,
            "id": id,
            "payload": payload,
            "status": status,
        })
        if delivered_at is not UNSET:
            field_dict["delivered_at"] = delivered_at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.delivery_attempts_item import DeliveryAttemptsItem # noqa: PLC0415
        from ..models.delivery_payload import DeliveryPayload # noqa: PLC0415
        d = dict(src_dict)
        attempts = []
        _attempts = d.pop("attempts")
        for attempts_item_data in (_attempts):
            attempts_item = DeliveryAttemptsItem.from_dict(attempts_item_data)



            attempts.append(attempts_item)


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        event_type = d.pop("event_type")

        id = d.pop("id")

        payload = DeliveryPayload.from_dict(d.pop("payload"))




        status = d.pop("status")

        def _parse_delivered_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                delivered_at_type_0 = datetime.datetime.fromisoformat(data)



                return delivered_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        delivered_at = _parse_delivered_at(d.pop("delivered_at", UNSET))


        delivery = cls(
            attempts=attempts,
            created_at=created_at,
            event_type=event_type,
            id=id,
            payload=payload,
            status=status,
            delivered_at=delivered_at,
        )

        return delivery

