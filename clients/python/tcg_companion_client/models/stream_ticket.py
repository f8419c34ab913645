from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="StreamTicket")



@_attrs_define
class StreamTicket:
    """ 
        Attributes:
            events_url (str): the game's events with the ticket (add `&after=N` to resume)
            expires_in (int): seconds left to use it
            ticket (str): pass as `?ticket=`; works once
     """

    events_url: str
    expires_in: int
    ticket: str





    def to_dict(self) -> dict[str, Any]:
        events_url = self.events_url

        expires_in = self.expires_in

        ticket = self.ticket


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "events_url": events_url,
            "expires_in": expires_in,
            "ticket": ticket,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        events_url = d.pop("events_url")

        expires_in = d.pop("expires_in")

        ticket = d.pop("ticket")

        stream_ticket = cls(
            events_url=events_url,
            expires_in=expires_in,
            ticket=ticket,
        )

        return stream_ticket

