from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.report_status import ReportStatus
from ..types import UNSET, Unset






T = TypeVar("T", bound="Report")



@_attrs_define
class Report:
    """ 
        Attributes:
            status (ReportStatus):
            note (str | Unset):  Default: ''.
     """

    status: ReportStatus
    note: str | Unset = ''





    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        note = self.note


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "status": status,
        })
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = ReportStatus(d.pop("status"))




        note = d.pop("note", UNSET)

        report = cls(
            status=status,
            note=note,
        )

        return report

