"""A game's history: the entries of its event log, and the fold that turns them back into a state.

Entry 1 is ``game_created`` (the setup: players, seed, first player, options, and the setup
events such as dice rolls). Each accepted action appends one ``action`` entry carrying the
action and the ruleset's events (``effects``; a judge's ruling carries ``ruling``); an undo appends
an ``undo`` entry naming the entry it undoes; a holder handing their seat back to the table appends
``seat_released``. Nothing is ever erased: the state is the fold of the setup and every action
not undone, so undo, replay, audit and archive all read the same log.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from datetime import UTC, datetime
from typing import Any

from rules import registry
from rules.base import Ruleset, State
from service.platform.model_base import rfc3339


def ruleset_for(meta: Mapping[str, Any]) -> Ruleset:
    """The rules a game runs on: its ruleset in its mode (a tracker, or a card-level engine)."""
    return registry.get(meta["ruleset"], meta.get("mode") or "tracker")


def public(effects: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Events as everyone may see them: the engine's ``private`` member (a drawn card...) never enters the log."""
    return [{k: v for k, v in e.items() if k != "private"} for e in effects]


def timestamp(now: float) -> str:
    return rfc3339(datetime.fromtimestamp(now, UTC))


def created_entry(*, setup: Mapping[str, Any], effects: list[dict[str, Any]], by: str | None, now: float) -> dict:
    return {
        "number": 1,
        "type": "game_created",
        "at": timestamp(now),
        "by": by,
        "setup": dict(setup),
        "effects": public(effects),
    }


def action_entry(
    *, number: int, action: Mapping[str, Any], effects: list[dict[str, Any]], by: str | None, now: float
) -> dict:
    return {
        "number": number,
        "type": "action",
        "at": timestamp(now),
        "by": by,
        "action": dict(action),
        "effects": public(effects),
    }


def undo_entry(*, number: int, undone: Mapping[str, Any], by: str | None, now: float) -> dict:
    return {
        "number": number,
        "type": "undo",
        "at": timestamp(now),
        "by": by,
        "undoes": undone["number"],
        "action": undone["action"],
        "effects": [],
    }


def released_entry(*, number: int, seat: str, by: str | None, now: float) -> dict:
    return {"number": number, "type": "seat_released", "at": timestamp(now), "by": by, "seat": seat, "effects": []}


def undone_numbers(entries: Iterable[Mapping[str, Any]]) -> set[int]:
    return {e["undoes"] for e in entries if e["type"] == "undo"}


def last_undoable(entries: Sequence[Mapping[str, Any]]) -> Mapping[str, Any] | None:
    """The latest action entry not already undone."""
    undone = undone_numbers(entries)
    for entry in reversed(entries):
        if entry["type"] == "action" and entry["number"] not in undone:
            return entry
    return None


def setup_state(ruleset: Ruleset, setup: Mapping[str, Any]) -> tuple[State, list[dict[str, Any]]]:
    return ruleset.setup(
        players=setup["players"],
        seed=setup["seed"],
        first_player=setup.get("first_player"),
        options=setup.get("options"),
        cards=setup.get("cards"),  # the card definitions a game with cards used
    )


def fold(ruleset: Ruleset, entries: Sequence[Mapping[str, Any]]) -> State:
    """The state the log describes: setup, then every action not undone, in order."""
    state, _ = setup_state(ruleset, entries[0]["setup"])
    undone = undone_numbers(entries)
    for entry in entries[1:]:
        if entry["type"] == "action" and entry["number"] not in undone:
            state, _ = ruleset.apply(state, entry["action"])
    return state
