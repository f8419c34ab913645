"""Achroma game state: setup, plain-data helpers, turn passing and the end-of-game checks.

The state is a plain JSON dict::

    {"ruleset": "achroma", "seed": 7, "rng_counter": 1, "status": "active", "winner": None, "finish_reason": None,
     "seats": [{"seat": "p1", "name": "Ada", "shards": 10, "out": False, "prevent": 0, "prevent_used": 0,
                "had_turn": True}, ...],
     "turn": {"number": 1, "active_seat": "p1", "step": "start"},
     "first_seat": "p1", "opening": False,
     "this_turn": {"start_step": None, "end_step": None, "trade_shards": 0, "deploys": 0}}

Each seat also records its ``opening_hand`` decision (None, "kept" or "mulligan"); ``opening`` is true until the
first turn action, which means every undecided player kept (states from before these existed lack both keys).

``this_turn`` holds the active player's per-turn limits: what the Start and End steps' one Draw or TRADE was,
the shards gained from limited TRADEs and the paid deploys.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules.achroma import rules_text as r
from rules.base import Event, SetupInvalid, State, rng, seat_ids
from rules.common import finish, mark_out, remaining, seat

RULESET_ID = "achroma"
MIN_PLAYERS = 2
MAX_PLAYERS = 6
STARTING_SHARDS = 10
WINNING_SHARDS = 30
TRADE_LIMIT = 6
DEPLOY_LIMIT = 3
STEPS: tuple[str, ...] = ("start", "main", "resolve", "end")


def new_turn_info() -> dict[str, Any]:
    return {"start_step": None, "end_step": None, "trade_shards": 0, "deploys": 0}


def setup(
    players: Sequence[Mapping[str, Any]],
    seed: int,
    first_player: str | None = None,
    options: Mapping[str, Any] | None = None,
) -> tuple[State, list[Event]]:
    _check_setup(players, first_player, options)
    ids = seat_ids(len(players))
    state: State = {
        "ruleset": RULESET_ID,
        "seed": seed,
        "rng_counter": 0,
        "status": "active",
        "winner": None,
        "finish_reason": None,
        "seats": [
            {
                "seat": sid,
                "name": p["name"].strip(),
                "shards": STARTING_SHARDS,  # r.STARTING_BANK
                "out": False,
                "prevent": 0,
                "prevent_used": 0,
                "had_turn": False,
                "opening_hand": None,  # None (undecided), "kept" or "mulligan" (r.MULLIGAN)
            }
            for sid, p in zip(ids, players, strict=True)
        ],
        "opening": True,  # opening-hand decisions may be recorded until the first turn action
        "turn": {"number": 0, "active_seat": None, "step": "start"},
        "first_seat": None,
        "this_turn": new_turn_info(),
    }
    events: list[Event] = []
    if first_player is None:
        # r.FIRST_PLAYER: "Our companion app determines which player starts first" — a seeded, recorded pick.
        first = rng(state).choice(ids)
        events.append({"type": "first_player_chosen", "seat": first, "method": "random", "rule": r.FIRST_PLAYER.id})
    else:
        first = first_player
        events.append({"type": "first_player_chosen", "seat": first, "method": "given", "rule": r.FIRST_PLAYER.id})
    state["first_seat"] = first
    if len(players) == 2:
        # r.TWO_PLAYER_SKIP; RULINGS Achroma 3: "the first player's first turn begins in the Main step".
        events += begin_turn(state, first, step="main")
        events.append({"type": "start_step_skipped", "seat": first, "rule": r.TWO_PLAYER_SKIP.id})
    else:
        events += begin_turn(state, first)
    return state, events


def _check_setup(
    players: Sequence[Mapping[str, Any]], first_player: str | None, options: Mapping[str, Any] | None
) -> None:
    if not isinstance(players, Sequence) or isinstance(players, str | bytes):
        raise SetupInvalid({"players": ["Must be a list of players."]})
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise SetupInvalid({"players": [f"Achroma is played by {MIN_PLAYERS} to {MAX_PLAYERS} players."]})
    errors: dict[str, list[str]] = {}
    for i, p in enumerate(players):
        if not isinstance(p, Mapping):
            errors[f"players.{i}"] = ["Must be an object with a name."]
        elif not isinstance(p.get("name"), str) or not p["name"].strip():
            errors[f"players.{i}.name"] = ["Missing data for required field."]
    if first_player is not None and first_player not in seat_ids(len(players)):
        errors["first_player"] = [f"Must be one of {', '.join(seat_ids(len(players)))}."]
    if options:
        errors["options"] = ["Achroma takes no options."]
    if errors:
        raise SetupInvalid(errors)


# ---- reading the state -------------------------------------------------------------------------


def in_game(state: State) -> list[str]:
    return remaining(state)


def is_active_seat(state: State, seat_id: str) -> bool:
    active: str = state["turn"]["active_seat"]
    return active == seat_id


def drain_steal_open(state: State, seat_id: str) -> bool:
    """RULINGS Achroma 3: every *other* player still in the game has started at least one turn."""
    return all(s["had_turn"] for s in state["seats"] if s["seat"] != seat_id and not s["out"])


def prevent_left(seat_state: Mapping[str, Any]) -> int:
    # Lowering Prevent mid-turn (a Prevent card Erased) can leave more used than there now is: nothing is left.
    left: int = seat_state["prevent"] - seat_state["prevent_used"]
    return max(0, left)


def next_seat_after(state: State, seat_id: str) -> tuple[str, list[str]]:
    """The next seat clockwise still in the game, and the seats passed over because they are out."""
    order = [s["seat"] for s in state["seats"]]
    i = order.index(seat_id)
    skipped: list[str] = []
    for k in range(1, len(order) + 1):
        candidate = order[(i + k) % len(order)]
        if not seat(state, candidate)["out"]:
            return candidate, skipped
        skipped.append(candidate)
    raise RuntimeError("no seat left in the game")  # settle() finishes the game before this can happen


# ---- changing the state (always on a fresh copy) -----------------------------------------------


def begin_turn(state: State, seat_id: str, step: str = "start") -> list[Event]:
    turn = state["turn"]
    turn["number"] += 1
    turn["active_seat"] = seat_id
    turn["step"] = step
    state["this_turn"] = new_turn_info()
    # RULINGS Achroma 2: every Prevent budget renews when the next player's turn starts.
    for s in state["seats"]:
        s["prevent_used"] = 0
    seat(state, seat_id)["had_turn"] = True
    return [{"type": "turn_started", "seat": seat_id, "number": turn["number"], "step": step}]


def pass_to_next(state: State) -> list[Event]:
    """Start the next turn clockwise, skipping seats that are out (r.OUT_OF_GAME)."""
    current = state["turn"]["active_seat"]
    nxt, skipped = next_seat_after(state, current)
    events: list[Event] = [{"type": "turn_passed", "seat": current, "to": nxt}]
    events += [{"type": "seat_skipped", "seat": s, "reason": "out"} for s in skipped]
    return events + begin_turn(state, nxt)


def change_shards(state: State, seat_id: str, delta: int) -> tuple[int, int]:
    """Add ``delta`` to a bank, never below 0 (RULINGS Achroma 1); returns (before, after)."""
    s = seat(state, seat_id)
    before = s["shards"]
    s["shards"] = max(0, before + delta)
    return before, s["shards"]


def settle(state: State) -> list[Event]:
    """The automatic consequences of any change: banks at 0 go out, a bank at 30 or the last bank standing wins,
    and an active player who went out hands the turn on. Call after every accepted action."""
    events: list[Event] = []
    # RULINGS Achroma 6: "A bank at 0 is out at once and its player's turns are skipped". Banks emptied by the
    # same action go out together (they tie in the finish order).
    empty = [s["seat"] for s in state["seats"] if not s["out"] and s["shards"] <= 0]
    mark_out(state, empty, "bank_empty")
    for seat_id in empty:
        events.append({"type": "player_out", "seat": seat_id, "reason": "bank_empty", "rule": r.OUT_OF_GAME.id})
    if state["status"] != "active":
        return events
    rich = [s["seat"] for s in state["seats"] if not s["out"] and s["shards"] >= WINNING_SHARDS]
    left = in_game(state)
    if rich:
        # RULINGS Achroma 6: "A bank that reaches 30 wins at once, whoever's turn it is." Only one bank rises per
        # action, so there is never more than one.
        return events + finish(state, rich[0], "reached_30_shards")
    if len(left) == 1:
        return events + finish(state, left[0], "last_bank_standing")
    if not left:  # cannot happen one change at a time; kept so a finished game never lacks a reason
        return events + finish(state, None, "no_bank_left")
    if seat(state, state["turn"]["active_seat"])["out"]:
        events += pass_to_next(state)
    return events
