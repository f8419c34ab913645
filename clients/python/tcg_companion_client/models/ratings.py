from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.rating import Rating
  from ..models.ratings_history_item import RatingsHistoryItem





T = TypeVar("T", bound="Ratings")



@_attrs_define
class Ratings:
    """ 
        Attributes:
            history (list[RatingsHistoryItem]):
            ratings (list[Rating]):
            user_id (str):
     """

    history: list[RatingsHistoryItem]
    ratings: list[Rating]
    user_id: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.rating import Rating # noqa: PLC0415
        from ..models.ratings_history_item import RatingsHistoryItem # noqa: PLC0415
        history = []
        for history_item_data in self.history:
            history_item = history_item_data.to_dict()
            history.append(history_item)



        ratings = []
        for ratings_item_data in self.ratings:
            ratings_item = ratings_item_data.to_dict()
            ratings.append(ratings_item)



        user_id = self.user_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "history": history,
            "ratings": ratings,
            "user_id": user_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rating import Rating # noqa: PLC0415
        from ..models.ratings_history_item import RatingsHistoryItem # noqa: PLC0415
        d = dict(src_dict)
        history = []
        _history = d.pop("history")
        for history_item_data in (_history):
            history_item = RatingsHistoryItem.from_dict(history_item_data)



            history.append(history_item)


        ratings = []
        _ratings = d.pop("ratings")
        for ratings_item_data in (_ratings):
            ratings_item = Rating.from_dict(ratings_item_data)



            ratings.append(ratings_item)


        user_id = d.pop("user_id")

        ratings = cls(
            history=history,
            ratings=ratings,
            user_id=user_id,
        )

        return ratings

