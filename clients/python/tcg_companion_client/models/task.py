from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.task_progress_type_0 import TaskProgressType0





T = TypeVar("T", bound="Task")



@_attrs_define
class Task:
    """ 
        Attributes:
            id (str):
            state (str): PENDING, STARTED, PROGRESS, RETRY, SUCCESS or FAILURE
            error (None | str | Unset):
            name (None | str | Unset):
            progress (None | TaskProgressType0 | Unset): e.g. {'done': 40, 'total': 100}
            result (Any | Unset):
     """

    id: str
    state: str
    error: None | str | Unset = UNSET
    name: None | str | Unset = UNSET
    progress: None | TaskProgressType0 | Unset = UNSET
    result: Any | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.task_progress_type_0 import TaskProgressType0 # noqa: PLC0415
        id = self.id

        state = self.state

        error: None | str | Unset
        if isinstance(self.error, Unset):
            error = UNSET
        else:
            error = self.error

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        progress: dict[str, Any] | None | Unset
        if isinstance(self.progress, Unset):
            progress = UNSET
        elif isinstance(self.progress, TaskProgressType0):
            progress = self.progress.to_dict()
        else:
            progress = self.progress

        result = self.result


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "state": state,
        })
        if error is not UNSET:
            field_dict["error"] = error
        if name is not UNSET:
            field_dict["name"] = name
        if progress is not UNSET:
            field_dict["progress"] = progress
        if result is not UNSET:
            field_dict["result"] = result

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.task_progress_type_0 import TaskProgressType0 # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        state = d.pop("state")

        def _parse_error(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        error = _parse_error(d.pop("error", UNSET))


        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        def _parse_progress(data: object) -> None | TaskProgressType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                progress_type_0 = TaskProgressType0.from_dict(data)



                return progress_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TaskProgressType0 | Unset, data)

        progress = _parse_progress(d.pop("progress", UNSET))


        result = d.pop("result", UNSET)

        task = cls(
            id=id,
            state=state,
            error=error,
            name=name,
            progress=progress,
            result=result,
        )

        return task

