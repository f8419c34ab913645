"""Replaying a finished game from its log, as anyone who was served the log can: was every shuffle, draw and random
event the one its committed seed gives?

The entry that ends a game carries a ``reveal``: the ``seed``, the ``salt`` and, in a game with hidden information,
the ``decks`` by seat and the ``cards`` (definitions). The replay checks ``sha256("<seed>:<salt>")`` against the
``seed_commitment`` of entry 1, sets the game up again from entry 1's ``setup`` and the reveal, and applies every
``action`` entry's action in order (an ``undo`` entry takes its action back: the state is folded again without it).
Each step's events, without their ``private`` members, must be exactly the ``effects`` the entry recorded, and every
action must be accepted. Only what every reader is served is used: a seat's view of the log, a spectator's, or the
log as the server stores it all give the same answer.

``pending`` until a reveal is there: while the game is live, and for a game abandoned before it ended (nothing was
revealed). A log kept before games committed to their seed has no reveal either.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Literal

from rules.base import ActionInvalid, Ruleset, RuleViolation, SetupInvalid, State
from rules.visibility import join_setup
from service.games.chain import seed_commitment
from service.games.history import REVEAL, public_effects, setup_state

Verdict = Literal["match", "mismatch", "pending"]


def replay(ruleset: Ruleset, entries: Sequence[Mapping[str, Any]]) -> Verdict:
    """``match`` when the revealed seed opens the commitment and replays every entry exactly; else ``mismatch``;
    ``pending`` when nothing has been revealed yet."""
    reveals = [e[REVEAL] for e in entries if REVEAL in e]
    if not entries or not reveals:
        return "pending"
    reveal, first = reveals[0], entries[0]
    try:
        if any(r != reveal for r in reveals) or first["type"] != "game_created":
            return "mismatch"
        if seed_commitment(int(reveal["seed"]), str(reveal["salt"])) != first["setup"].get("seed_commitment"):
            return "mismatch"
        return "match" if _replays(ruleset, join_setup(first["setup"], reveal), entries) else "mismatch"
    except (ActionInvalid, RuleViolation, SetupInvalid, KeyError, IndexError, TypeError, ValueError):
        return "mismatch"  # a log that cannot be replayed (an action refused, a setup that does not start)


def _replays(ruleset: Ruleset, setup: dict[str, Any], entries: Sequence[Mapping[str, Any]]) -> bool:
    state, events = setup_state(ruleset, setup)
    if public_effects(events) != entries[0]["effects"]:
        return False
    kept: list[Mapping[str, Any]] = []  # the action entries not undone, in order
    for entry in entries[1:]:
        if entry["type"] == "action":
            state, events = ruleset.apply(state, entry["action"])
            if public_effects(events) != entry["effects"]:
                return False
            kept.append(entry)
        elif entry["type"] == "undo":
            kept = [e for e in kept if e["number"] != entry["undoes"]]
            state = _fold(ruleset, setup, kept)
    return True


def _fold(ruleset: Ruleset, setup: dict[str, Any], kept: list[Mapping[str, Any]]) -> State:
    state, _ = setup_state(ruleset, setup)
    for entry in kept:
        state, _ = ruleset.apply(state, entry["action"])
    return state
