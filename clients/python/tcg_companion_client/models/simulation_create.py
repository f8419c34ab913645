from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.simulation_create_ruleset import SimulationCreateRuleset
from ..models.simulation_create_seats_item import SimulationCreateSeatsItem
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SimulationCreate")



@_attrs_define
class SimulationCreate:
    """ 
        Attributes:
            games (int):
            seats (list[SimulationCreateSeatsItem]): one spec per seat, rotated per game
            budget_ms (int | Unset):  Default: 100.
            decks (list[str] | None | Unset): demo decks of the ruleset (GET /v1/rulesets/{id}/demo-decks), rotated per game
            ruleset (SimulationCreateRuleset | Unset): whose engine plays the games (one with AI seats) Default:
                SimulationCreateRuleset.ACHROMA.
            seed (int | Unset):  Default: 1.
     """

    games: int
    seats: list[SimulationCreateSeatsItem]
    budget_ms: int | Unset = 100
    decks: list[str] | None | Unset = UNSET
    ruleset: SimulationCreateRuleset | Unset = SimulationCreateRuleset.ACHROMA
    seed: int | Unset = 1





    def to_dict(self) -> dict[str, Any]:
        games = self.games

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.value
            seats.append(seats_item)



        budget_ms = self.budget_ms

        decks: list[str] | None | Unset
        if isinstance(self.decks, Unset):
            decks = UNSET
        elif isinstance(self.decks, list):
            decks = self.decks


        else:
            decks = self.decks

        ruleset: str | Unset = UNSET
        if not isinstance(self.ruleset, Unset):
            ruleset = self.ruleset.value


        seed = self.seed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "games": games,
            "seats": seats,
        })
        if budget_ms is not UNSET:
            field_dict["budget_ms"] = budget_ms
        if decks is not UNSET:
            field_dict["decks"] = decks
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        games = d.pop("games")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = SimulationCreateSeatsItem(seats_item_data)



            seats.append(seats_item)


        budget_ms = d.pop("budget_ms", UNSET)

        def _parse_decks(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                decks_type_0 = cast(list[str], data)

                return decks_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        decks = _parse_decks(d.pop("decks", UNSET))


        _ruleset = d.pop("ruleset", UNSET)
        ruleset: SimulationCreateRuleset | Unset
        if isinstance(_ruleset,  Unset):
            ruleset = UNSET
        else:
            ruleset = SimulationCreateRuleset(_ruleset)




        seed = d.pop("seed", UNSET)

        simulation_create = cls(
            games=games,
            seats=seats,
            budget_ms=budget_ms,
            decks=decks,
            ruleset=ruleset,
            seed=seed,
        )

        return simulation_create

