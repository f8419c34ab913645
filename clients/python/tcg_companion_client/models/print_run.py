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
  from ..models.print_run_cards_item import PrintRunCardsItem





T = TypeVar("T", bound="PrintRun")



@_attrs_define
class PrintRun:
    """ 
        Attributes:
            cards (list[PrintRunCardsItem]):
            created_at (datetime.datetime):
            id (str):
            status (str): pending | ready
            total (int):
            codes_downloaded_at (datetime.datetime | None | Unset):
            finished_at (datetime.datetime | None | Unset):
            sheet_downloaded_at (datetime.datetime | None | Unset):
            task_id (None | str | Unset): follow it at GET /v1/tasks/{id}
     """

    cards: list[PrintRunCardsItem]
    created_at: datetime.datetime
    id: str
    status: str
    total: int
    codes_downloaded_at: datetime.datetime | None | Unset = UNSET
    finished_at: datetime.datetime | None | Unset = UNSET
    sheet_downloaded_at: datetime.datetime | None | Unset = UNSET
    task_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.print_run_cards_item import PrintRunCardsItem # noqa: PLC0415
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)



        created_at = self.created_at.isoformat()

        id = self.id

        status = self.status

        total = self.total

        codes_downloaded_at: None | str | Unset
        if isinstance(self.codes_downloaded_at, Unset):
            codes_downloaded_at = UNSET
        elif isinstance(self.codes_downloaded_at, datetime.datetime):
            codes_downloaded_at = self.codes_downloaded_at.isoformat()
        else:
            codes_downloaded_at = self.codes_downloaded_at

        finished_at: None | str | Unset
        if isinstance(self.finished_at, Unset):
            finished_at = UNSET
        elif isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at

        sheet_downloaded_at: None | str | Unset
        if isinstance(self.sheet_downloaded_at, Unset):
            sheet_downloaded_at = UNSET
        elif isinstance(self.sheet_downloaded_at, datetime.datetime):
            sheet_downloaded_at = self.sheet_downloaded_at.isoformat()
        else:
            sheet_downloaded_at = self.sheet_downloaded_at

        task_id: None | str | Unset
        if isinstance(self.task_id, Unset):
            task_id = UNSET
        else:
            task_id = self.task_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "created_at": created_at,
            "id": id,
            "status": status,
            "total": total,
        })
        if codes_downloaded_at is not UNSET:
            field_dict["codes_downloaded_at"] = codes_downloaded_at
        if finished_at is not UNSET:
            field_dict["finished_at"] = finished_at
        if sheet_downloaded_at is not UNSET:
            field_dict["sheet_downloaded_at"] = sheet_downloaded_at
        if task_id is not UNSET:
            field_dict["task_id"] = task_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.print_run_cards_item import PrintRunCardsItem # noqa: PLC0415
        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = PrintRunCardsItem.from_dict(cards_item_data)



            cards.append(cards_item)


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        id = d.pop("id")

        status = d.pop("status")

        total = d.pop("total")

        def _parse_codes_downloaded_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                codes_downloaded_at_type_0 = datetime.datetime.fromisoformat(data)



                return codes_downloaded_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        codes_downloaded_at = _parse_codes_downloaded_at(d.pop("codes_downloaded_at", UNSET))


        def _parse_finished_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                finished_at_type_0 = datetime.datetime.fromisoformat(data)



                return finished_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        finished_at = _parse_finished_at(d.pop("finished_at", UNSET))


        def _parse_sheet_downloaded_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                sheet_downloaded_at_type_0 = datetime.datetime.fromisoformat(data)



                return sheet_downloaded_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        sheet_downloaded_at = _parse_sheet_downloaded_at(d.pop("sheet_downloaded_at", UNSET))


        def _parse_task_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        task_id = _parse_task_id(d.pop("task_id", UNSET))


        print_run = cls(
            cards=cards,
            created_at=created_at,
            id=id,
            status=status,
            total=total,
            codes_downloaded_at=codes_downloaded_at,
            finished_at=finished_at,
            sheet_downloaded_at=sheet_downloaded_at,
            task_id=task_id,
        )

        return print_run

