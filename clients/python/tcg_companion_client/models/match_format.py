from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.match_format_best_of import MatchFormatBestOf
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.match_format_points_type_1_type_0 import MatchFormatPointsType1Type0
  from ..models.points import Points





T = TypeVar("T", bound="MatchFormat")



@_attrs_define
class MatchFormat:
    """ 
        Attributes:
            best_of (MatchFormatBestOf):
            points (MatchFormatPointsType1Type0 | None | Points | Unset):
     """

    best_of: MatchFormatBestOf
    points: MatchFormatPointsType1Type0 | None | Points | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.match_format_points_type_1_type_0 import MatchFormatPointsType1Type0 # noqa: PLC0415
        from ..models.points import Points # noqa: PLC0415
        best_of = self.best_of.value

        points: dict[str, Any] | None | Unset
        if isinstance(self.points, Unset):
            points = UNSET
        elif isinstance(self.points, Points):
            points = self.points.to_dict()
        elif isinstance(self.points, MatchFormatPointsType1Type0):
            points = self.points.to_dict()
        else:
            points = self.points


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "best_of": best_of,
        })
        if points is not UNSET:
            field_dict["points"] = points

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.match_format_points_type_1_type_0 import MatchFormatPointsType1Type0 # noqa: PLC0415
        from ..models.points import Points # noqa: PLC0415
        d = dict(src_dict)
        best_of = MatchFormatBestOf(d.pop("best_of"))




        def _parse_points(data: object) -> MatchFormatPointsType1Type0 | None | Points | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                points_type_0 = Points.from_dict(data)



                return points_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                points_type_1_type_0 = MatchFormatPointsType1Type0.from_dict(data)



                return points_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MatchFormatPointsType1Type0 | None | Points | Unset, data)

        points = _parse_points(d.pop("points", UNSET))


        match_format = cls(
            best_of=best_of,
            points=points,
        )

        return match_format

