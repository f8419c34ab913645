from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.stale_decision_decision import StaleDecisionDecision






T = TypeVar("T", bound="StaleDecision")



@_attrs_define
class StaleDecision:
    """ 
        Attributes:
            decision (StaleDecisionDecision): repair: pair again the tables that have not started; keep: the pairings stand
            reason (str):
     """

    decision: StaleDecisionDecision
    reason: str





    def to_dict(self) -> dict[str, Any]:
        decision = self.decision.value

        reason = self.reason


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "decision": decision,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        decision = StaleDecisionDecision(d.pop("decision"))




        reason = d.pop("reason")

        stale_decision = cls(
            decision=decision,
            reason=reason,
        )

        return stale_decision

