"""Oversoul game state: setup, and the helpers that move it (turns, draws, losses).

The state is a plain dict. Per seat: ``hp``/``max_hp`` (printed leader HP, the ceiling of healing), ``rank``,
``energy``, ``hand``, ``deck``, ``prepared``, ``cycles`` (Cycle Phases begun), and this turn's
``prepared_this_turn`` and ``generate_activated``. ``turn`` is ``{number, active_seat, step}``;
``return_and_draw_used`` is the once-a-turn Return Phase option. Each seat's ``opening_hand`` records the start
of Game decision (None, "kept", "replaced"); ``opening`` is true until the first turn action (states from before
these existed lack both keys).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules.base import Event, SetupInvalid, State, rng, seat_ids
from rules.common import finish, mark_out, seat
from rules.oversoul import actions as A
from rules.oversoul import rules_text as R

PHASES: tuple[str, ...] = ("cycle", "action", "return")
SEATS: tuple[str, ...] = tuple(seat_ids(2))


def other(seat_id: str) -> str:
    return SEATS[1] if seat_id == SEATS[0] else SEATS[0]


# ---- setup --------------------------------------------------------------------------------


def _player_errors(i: int, player: Any) -> dict[str, list[str]]:
    errors: dict[str, list[str]] = {}
    key = f"players.{i}"
    if not isinstance(player, Mapping):
        return {key: ["Must be an object with a name and a leader."]}
    name = player.get("name")
    if not isinstance(name, str) or not name.strip():
        errors[f"{key}.name"] = ["Missing or empty name."]
    leader = player.get("leader")
    if not isinstance(leader, Mapping):
        errors[f"{key}.leader"] = ['Every Oversoul player needs a leader: {"name": str, "hp": int}.']
    else:
        problems = []
        lname, hp = leader.get("name"), leader.get("hp")
        if not isinstance(lname, str) or not lname.strip() or len(lname) > 100:
            problems.append("name: a non-empty string of at most 100 characters.")
        if isinstance(hp, bool) or not isinstance(hp, int) or not 1 <= hp <= 1000:
            problems.append("hp: an integer from 1 to 1000.")
        extra = sorted(set(leader) - {"name", "hp"})
        if extra:
            problems.append(f"Unknown field(s): {', '.join(map(str, extra))}.")
        if problems:
            errors[f"{key}.leader"] = problems
    size = player.get("deck_size")
    bad_size = isinstance(size, bool) or not isinstance(size, int) or not A.DECK_MIN <= size <= A.DECK_MAX
    if size is not None and bad_size:
        errors[f"{key}.deck_size"] = [f"A Deck holds {A.DECK_MIN} to {A.DECK_MAX} cards."]
    return errors


def _validate(players: Sequence[Any], first_player: str | None, options: Mapping[str, Any] | None) -> None:
    if isinstance(players, str | bytes) or not isinstance(players, Sequence) or len(players) != 2:
        raise SetupInvalid({"players": ["Oversoul is a two-player game: give exactly 2 players."]})
    errors: dict[str, list[str]] = {}
    for i, player in enumerate(players):
        errors.update(_player_errors(i, player))
    if first_player is not None and first_player not in SEATS:
        errors["first_player"] = [f"Must be one of {', '.join(SEATS)}."]
    if options:
        errors["options"] = ["Oversoul takes no options."]
    if errors:
        raise SetupInvalid(errors)


def _choose_first(state: State, requested: str | None) -> Event:
    """RULINGS Oversoul 1: the lower-HP leader's player chooses; ``first_player`` carries that choice.

    Reading: the rulebook says "If both Leaders have the same HP total, both players instead decide with
    rock-paper-scissors who gets to choose who goes first." On equal HP there is thus no chooser until
    rock-paper-scissors is played, and the service stands in for it
    with a recorded random pick, so on a tie a given ``first_player`` is recorded as ``requested`` but not
    used. Without a choice, the same random pick stands in for the chooser's decision.
    """
    hp = {s["seat"]: s["max_hp"] for s in state["seats"]}
    chooser = None if hp["p1"] == hp["p2"] else min(SEATS, key=lambda sid: hp[sid])
    event: Event = {"type": "first_player_chosen", "chooser": chooser, "rule": R.FIRST_PLAYER.id}
    if chooser is not None and requested is not None:
        return {**event, "seat": requested, "method": "chosen"}
    pick = rng(state).choice(SEATS)
    event.update(
        seat=pick, method="random", reason="equal_hp" if chooser is None else "no_choice_given", rule=R.PLAYERS.id
    )
    if requested is not None:
        event["requested"] = requested
    return event


def setup(
    players: Sequence[Mapping[str, Any]], seed: int, first_player: str | None, options: Mapping[str, Any] | None
) -> tuple[State, list[Event]]:
    _validate(players, first_player, options)
    state: State = {
        "ruleset": "oversoul",
        "seed": seed,
        "rng_counter": 0,
        "status": "active",
        "winner": None,
        "finish_reason": None,
        "seats": [
            {
                "seat": sid,
                "name": p["name"],
                "out": False,
                "leader": p["leader"]["name"],
                "hp": p["leader"]["hp"],
                "max_hp": p["leader"]["hp"],
                "rank": 1,
                "energy": 0,  # ENERGY is Generated from the cycle on, so none before the first cycle
                "hand": 0,
                "deck": p.get("deck_size") or A.DEFAULT_DECK_SIZE,
                "prepared": 0,
                "cycles": 0,
                "prepared_this_turn": 0,
                "generate_activated": 0,
                "opening_hand": None,  # None (undecided), "kept" or "replaced" (R.OPENING_REPLACE)
            }
            for sid, p in zip(SEATS, players, strict=True)
        ],
        "opening": True,  # the replacement may be recorded until the first turn action
        "turn": {"number": 0, "active_seat": None, "step": "cycle"},
        "first_player": None,
        "return_and_draw_used": False,
    }
    chosen = _choose_first(state, first_player)
    first = chosen["seat"]
    state["first_player"] = first
    events: list[Event] = [chosen]
    for sid, count in ((first, A.OPENING_HAND_FIRST), (other(first), A.OPENING_HAND_SECOND)):
        s = seat(state, sid)
        s["hand"], s["deck"] = count, s["deck"] - count
        events.append(
            {
                "type": "opening_draw",
                "seat": sid,
                "count": count,
                "hand": s["hand"],
                "deck": s["deck"],
                "rule": R.OPENING_DRAW.id,
            }
        )
    events += start_turn(state, first)
    return state, events


# ---- moving the game along ----------------------------------------------------------------


_LOSS_RULES = {"leader_hp_zero": R.LEADER_DEFEATED, "deck_out": R.DECK_OUT, "leader_left_board": R.LEADER_DEFEATED}


def lose(state: State, seat_id: str, reason: str) -> list[Event]:
    """``seat_id`` has lost: in a two-player game the other player wins at once."""
    mark_out(state, [seat_id], reason)
    rule = _LOSS_RULES.get(reason, R.SHAKTI_DARSHAN if reason.startswith("shakti") else R.SHIVA_DARSHAN)
    return [
        {"type": "player_lost", "seat": seat_id, "reason": reason, "rule": rule.id},
        *finish(state, other(seat_id), reason),
    ]


def draw(state: State, seat_id: str, count: int, cause: str) -> list[Event]:
    """Draw ``count`` cards; having to draw from an empty deck loses (RULINGS Oversoul 3)."""
    s = seat(state, seat_id)
    drawn = min(count, s["deck"])
    s["deck"] -= drawn
    s["hand"] += drawn
    events: list[Event] = []
    if drawn:
        events.append(
            {"type": "drew", "seat": seat_id, "count": drawn, "cause": cause, "hand": s["hand"], "deck": s["deck"]}
        )
    if drawn < count:
        events += lose(state, seat_id, "deck_out")
    return events


def start_turn(state: State, seat_id: str) -> list[Event]:
    """A new turn: its Cycle Phase draws 1, raises RANK (not on the first cycle) and refreshes ENERGY."""
    for s in state["seats"]:
        s["prepared_this_turn"] = 0
        s["generate_activated"] = 0
    state["return_and_draw_used"] = False
    turn = state["turn"]
    turn.update(number=turn["number"] + 1, active_seat=seat_id, step="cycle")
    s = seat(state, seat_id)
    s["cycles"] += 1
    events: list[Event] = [{"type": "turn_started", "seat": seat_id, "number": turn["number"], "cycle": s["cycles"]}]
    events += draw(state, seat_id, 1, "cycle")
    if state["status"] != "active":
        return events
    # RULINGS Oversoul 2: RANK rises from the player's second cycle, to at most V; ENERGY refreshes every cycle.
    if s["cycles"] > 1 and s["rank"] < A.MAX_RANK:
        s["rank"] += 1
        events.append({"type": "rank_increased", "seat": seat_id, "rank": s["rank"], "rule": R.RANK_UP.id})
    s["energy"] = s["rank"]
    events.append({"type": "energy_refreshed", "seat": seat_id, "energy": s["energy"], "rule": R.ENERGY_REFRESH.id})
    return events


def enforce_hand_limit(state: State, seat_id: str) -> list[Event]:
    """2.3: "they must Return cards from their hand to the bottom of their Deck until their hand size is 5 again".

    Which cards is the player's choice, how many is not; so the tracker does it at once, at the start of the Return
    Phase and again as the turn passes (a card drawn in between must go back too)."""
    s = seat(state, seat_id)
    excess = s["hand"] - A.HAND_LIMIT
    if excess <= 0:
        return []
    s["hand"] -= excess
    s["deck"] += excess
    return [
        {
            "type": "hand_limit_returned",
            "seat": seat_id,
            "count": excess,
            "hand": s["hand"],
            "deck": s["deck"],
            "rule": R.HAND_LIMIT.id,
        }
    ]
