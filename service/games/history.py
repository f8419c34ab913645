"""A game's history: the entries of its event log, each reader's view of them, and the fold that turns them back
into a state.

Entry 1 is ``game_created`` (the setup: players, first player, options, the ``seed_commitment``, and the setup
events such as dice rolls). Each accepted action appends one ``action`` entry carrying the action and the ruleset's
events (``effects``; a judge's ruling carries ``ruling``); an undo appends an ``undo`` entry naming the entry it
undoes; a phone joining a seat appends ``seat_joined`` and its holder handing it back ``seat_released``; the entry
that ends the game carries a ``reveal`` (the seed, its salt and, in a game with hidden information, the decks and
card definitions), so that anyone can replay it. Nothing is ever erased: the state is the fold of the setup and every
action not undone, so undo, replay, audit and archive all read the same log.

The log holds everything, but no reader is ever served an entry as it is stored: what only the server may know (the
seed and salt, the decks of a game with hidden information, the private parts of the engines' events) is kept in the
entry's ``sealed`` member, outside the hash chain, and ``entry_view`` gives each reader the entry without it, plus in
``yours`` what of it belongs to the seats that reader plays. What is secret is the rules' to say
(``rules.visibility``); this module only files it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from datetime import UTC, datetime
from typing import Any

from rules import registry
from rules.base import Ruleset, State
from rules.visibility import decks_seen_by, join_setup, private_part, public_event, split_setup
from service.games.chain import seed_commitment
from service.platform.model_base import rfc3339

SEALED = "sealed"  # server-only: what of an entry some readers may not see (never served, never hashed)
YOURS = "yours"  # in a reader's view only: what of ``sealed`` belongs to the seats they play (never hashed)
REVEAL = "reveal"  # in the entry that ends a game: the seed, its salt, and the hidden parts of the setup


def ruleset_for(meta: Mapping[str, Any]) -> Ruleset:
    """The rules a game runs on: its ruleset in its mode (a tracker, or a card-level engine)."""
    return registry.get(meta["ruleset"], meta.get("mode") or "tracker")


def public_effects(effects: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Events as every reader may see them: without the engine's ``private`` member (a drawn card...)."""
    return [public_event(e) for e in effects]


def _privates(effects: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The private members of the events, by the event's index: kept sealed, shown to the seat they are for."""
    return [{"effect": i, "private": e["private"]} for i, e in enumerate(effects) if e.get("private") is not None]


def timestamp(now: float) -> str:
    return rfc3339(datetime.fromtimestamp(now, UTC))


def created_entry(
    *,
    ruleset: Ruleset,
    setup: Mapping[str, Any],
    salt: str,
    effects: list[dict[str, Any]],
    by: str | None,
    now: float,
) -> dict:
    """Entry 1: the public half of the setup with the commitment to its seed; the secret half sealed."""
    public, secret = split_setup(ruleset, setup)
    public["seed_commitment"] = seed_commitment(setup["seed"], salt)
    sealed: dict[str, Any] = {"setup": {**secret, "salt": salt}}
    if privates := _privates(effects):
        sealed["private"] = privates
    return {
        "number": 1,
        "type": "game_created",
        "at": timestamp(now),
        "by": by,
        "setup": public,
        "effects": public_effects(effects),
        SEALED: sealed,
    }


def action_entry(
    *, number: int, action: Mapping[str, Any], effects: list[dict[str, Any]], by: str | None, now: float
) -> dict:
    entry = {
        "number": number,
        "type": "action",
        "at": timestamp(now),
        "by": by,
        "action": dict(action),
        "effects": public_effects(effects),
    }
    if privates := _privates(effects):
        entry[SEALED] = {"private": privates}
    return entry


def full_setup(first: Mapping[str, Any]) -> dict[str, Any]:
    """The whole setup a game started from, from its first entry as stored (a log kept before the setup was split
    has it all in ``setup``)."""
    secret = (first.get(SEALED) or {}).get("setup")
    return join_setup(first["setup"], secret) if secret is not None else dict(first["setup"])


def reveal_of(first: Mapping[str, Any]) -> dict[str, Any] | None:
    """What the entry that ends the game reveals: the sealed half of the setup with its salt (None for a log kept
    before games committed to their seed)."""
    secret = (first.get(SEALED) or {}).get("setup")
    return dict(secret) if secret is not None else None


def entry_view(ruleset: Ruleset, entry: Mapping[str, Any], seats: tuple[str, ...] = ()) -> dict[str, Any]:
    """The entry as a reader who plays ``seats`` may see it (none: a spectator, a webhook, staff): never its sealed
    part; in ``yours``, the decks of those seats and the private parts of events meant for them."""
    view = {k: v for k, v in entry.items() if k != SEALED}
    if entry["type"] == "game_created" and "seed" in entry["setup"]:  # a log kept before the setup was split
        public, secret = split_setup(ruleset, entry["setup"])
        view["setup"] = public
        view.pop("hash", None)  # over the seed: one would find it by trying every seed
        sealed: Mapping[str, Any] = {"setup": secret}
    else:
        sealed = entry.get(SEALED) or {}
    if not seats or not sealed:
        return view
    yours: dict[str, Any] = {}
    if decks := decks_seen_by(sealed.get("setup") or {}, seats):
        yours["decks"] = decks
    parts = [
        {"effect": p["effect"], "seat": seat, "private": part}
        for p in sealed.get("private", ())
        for seat in seats
        if (part := private_part(p["private"], seat)) is not None
    ]
    if parts:
        yours["private"] = parts
    if yours:
        view[YOURS] = yours
    return view


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


def joined_entry(*, number: int, seat: str, by: str | None, now: float) -> dict:
    return {"number": number, "type": "seat_joined", "at": timestamp(now), "by": by, "seat": seat, "effects": []}


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
    state, _ = setup_state(ruleset, full_setup(entries[0]))
    undone = undone_numbers(entries)
    for entry in entries[1:]:
        if entry["type"] == "action" and entry["number"] not in undone:
            state, _ = ruleset.apply(state, entry["action"])
    return state
