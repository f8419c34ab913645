"""Engine state: setup from decks and seed, and the plain-data helpers every other module reads it through.

The state is JSON data::

    {"ruleset": "achroma", "mode": "engine", "seed": 7, "rng_counter": 3, "status": "active", "phase": "mulligan",
     "cards": {card_id: compact definition},          # each card in play stored once
     "inst": {"c0": ["ach1-003", "p1"], ...},          # instance -> [card id, owner]
     "seats": [{"seat": "p1", "name": "Ada", "shards": 10, "out": False, "had_turn": False, "prevent_used": 0,
                "palette": [...], "hand": [...], "dregs": [...], "mulligan": None, "known_top": []}, ...],
     "board": {"c4": {"ctrl": "p1", "dmg": 0, "since": 3, "on": None, "as": None, ...}},  # cards on Canvases
     "hunts": [...], "turn": {"number": 1, "active_seat": "p1", "step": "main"}, "this_turn": {...},
     "pending": None | {"kind": "reaction"|"choice", ...}, "first_seat": "p2", "max_turns": 200}

Palettes are lists whose *last* item is the top card. Instance ids are given after each palette's first shuffle,
so an id says nothing about which card it is.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules.achroma.engine import cards as cd
from rules.achroma.engine import texts as t
from rules.base import Event, SetupInvalid, State, rng, seat_ids
from rules.common import in_game as in_game
from rules.common import max_turns_option
from rules.common import seat as seat
from rules.common import seat_names as seat_names

STARTING_SHARDS = 10
WINNING_SHARDS = 30
TRADE_LIMIT = 6
DEPLOY_LIMIT = 3
HAND_SIZE = 5
DEFAULT_MAX_TURNS = 200


def new_turn_info() -> dict[str, Any]:
    return {
        "start_step": None,  # what the Start step's one Draw or TRADE was
        "end_step": None,
        "trade_shards": 0,  # from limited TRADEs (r.TRADE_LIMIT)
        "deploys": 0,  # paid deploys (r.DEPLOY_LIMIT)
        "acted": False,  # anything done yet (SECRET reveals only at the very start)
        "attacks": {},  # attacker -> attacks made
        "used": [],  # "uid" of cards whose activated ability was used
        "resolved": [],  # cards resolved in this Resolve step
        "diverts": [],  # DIVERT cards used this turn
        "shielded": [],  # characters SHIELD WALL already triggered on
    }


def setup(
    players: Sequence[Mapping[str, Any]],
    cards: Mapping[str, Mapping[str, Any]],
    seed: int,
    first_player: str | None = None,
    options: Mapping[str, Any] | None = None,
) -> tuple[State, list[Event]]:
    max_turns = _check_setup(players, cards, first_player, options)
    ids = seat_ids(len(players))
    state: State = {
        "ruleset": "achroma",
        "mode": "engine",
        "seed": seed,
        "rng_counter": 0,
        "status": "active",
        "phase": "mulligan",
        "winner": None,
        "finish_reason": None,
        "cards": {},
        "inst": {},
        "seats": [],
        "board": {},
        "hunts": [],
        "turn": {"number": 0, "active_seat": None, "step": "start"},
        "this_turn": new_turn_info(),
        "pending": None,
        "first_seat": None,
        "max_turns": max_turns,
    }
    events: list[Event] = []
    n = 0
    for sid, p in zip(ids, players, strict=True):
        deck = list(p["deck"])
        rng(state).shuffle(deck)
        palette = []
        for card_id in deck:
            uid = f"c{n}"
            n += 1
            state["inst"][uid] = [card_id, sid]
            state["cards"].setdefault(card_id, cd.compact(cards[card_id]))
            palette.append(uid)
        state["seats"].append(
            {
                "seat": sid,
                "name": p["name"].strip(),
                "shards": STARTING_SHARDS,  # r.STARTING_BANK
                "out": False,
                "out_reason": None,
                "had_turn": False,
                "prevent_used": 0,
                "palette": palette,
                "hand": [],
                "dregs": [],
                "mulligan": None,
                "known_top": [],  # top Palette cards their owner has seen (RESEARCH)
                "shown": [],  # hand cards every player has seen (REVEAL, DIG, FIND)
            }
        )
        draw(state, sid, HAND_SIZE)  # t.OPENING_HAND
        events.append({"type": "opening_hand_drawn", "seat": sid, "cards": HAND_SIZE, "rule": t.OPENING_HAND.id})
    # r.FIRST_PLAYER: "Our companion app determines which player starts first" — a seeded, recorded pick.
    first = first_player if first_player is not None else rng(state).choice(ids)
    state["first_seat"] = first
    events.append({"type": "first_player_chosen", "seat": first, "method": "given" if first_player else "random"})
    return state, events


def _check_setup(
    players: Sequence[Mapping[str, Any]],
    cards: Mapping[str, Mapping[str, Any]],
    first_player: str | None,
    options: Mapping[str, Any] | None,
) -> int:
    if not isinstance(players, Sequence) or isinstance(players, str | bytes):
        raise SetupInvalid({"players": ["Must be a list of players."]})
    if not 2 <= len(players) <= 6:
        raise SetupInvalid({"players": ["Achroma is played by 2 to 6 players."]})  # r.PLAYER_COUNT
    errors: dict[str, list[str]] = {}
    for i, p in enumerate(players):
        if not isinstance(p, Mapping) or not isinstance(p.get("name"), str) or not p["name"].strip():
            errors[f"players.{i}.name"] = ["Missing data for required field."]
            continue
        deck = p.get("deck")
        if not isinstance(deck, Sequence) or isinstance(deck, str) or not deck:
            errors[f"players.{i}.deck"] = ["Must be a non-empty list of card ids."]
        elif unknown := sorted({c for c in deck if not isinstance(c, str) or c not in cards}, key=str):
            errors[f"players.{i}.deck"] = [f"Unknown card ids: {', '.join(map(str, unknown[:5]))}."]
    if first_player is not None and first_player not in seat_ids(len(players)):
        errors["first_player"] = [f"Must be one of {', '.join(seat_ids(len(players)))}."]
    max_turns = max_turns_option(dict(options or {}), errors, DEFAULT_MAX_TURNS)
    if errors:
        raise SetupInvalid(errors)
    return max_turns


# ---- reading -------------------------------------------------------------------------------------------------


def defn(state: State, uid: str) -> dict[str, Any]:
    """The definition a card plays by: its own, or on a Canvas the one it COPYs (the board record's ``face``)."""
    cards: dict[str, dict[str, Any]] = state["cards"]
    rec = state["board"].get(uid)
    if rec is not None and "face" in rec:
        return cards[rec["face"]]
    return cards[state["inst"][uid][0]]


def card_id(state: State, uid: str) -> str:
    return str(state["inst"][uid][0])


def owner(state: State, uid: str) -> str:
    return str(state["inst"][uid][1])


def turn_order_from(state: State, sid: str) -> list[str]:
    """The seats still in the game clockwise after ``sid`` (``sid`` itself excluded)."""
    order = seat_names(state)
    i = order.index(sid)
    rotated = order[i + 1 :] + order[:i]
    return [s for s in rotated if not seat(state, s)["out"]]


def drain_open(state: State, sid: str) -> bool:
    """RULINGS Achroma 3: every *other* player still in the game has started at least one turn."""
    return all(s["had_turn"] for s in state["seats"] if s["seat"] != sid and not s["out"])


# ---- changing (always on a fresh copy) -------------------------------------------------------------------------


def change_shards(state: State, sid: str, delta: int) -> tuple[int, int]:
    """Add ``delta`` to a bank, never below 0 (RULINGS Achroma 1); returns (before, after)."""
    s = seat(state, sid)
    before = s["shards"]
    s["shards"] = max(0, before + delta)
    return before, s["shards"]


def draw(state: State, sid: str, count: int = 1) -> int:
    """Move up to ``count`` cards from the top of the Palette to the hand; returns how many moved."""
    s = seat(state, sid)
    moved = 0
    for _ in range(count):
        if not s["palette"]:
            break
        uid = s["palette"].pop()
        if s["known_top"] and s["known_top"][-1] == uid:
            s["known_top"].pop()
        s["hand"].append(uid)
        moved += 1
    return moved


def shuffle_palette(state: State, sid: str) -> None:
    s = seat(state, sid)
    rng(state).shuffle(s["palette"])
    s["known_top"] = []


def to_dregs(state: State, uid: str) -> None:
    seat(state, owner(state, uid))["dregs"].append(uid)


def prevent_budget(state: State, sid: str) -> int:
    """r.PREVENT: the Prevent effects of the seat's cards on the Canvas; FROZEN cards cannot PREVENT."""
    from rules.achroma.engine import board as bd  # a cycle otherwise: board reads seats through this module

    total = 0
    for uid in bd.canvas(state, sid):
        ae = bd.achroma_effect(state, uid)
        if ae and ae["kind"] == "prevent" and not state["board"][uid].get("frozen"):
            total += ae["amount"]
    return total


def take_from_bank(state: State, target: str, amount: int, *, by: str) -> tuple[int, int]:
    """A Drain or Steal of ``amount`` against ``target``: (shards prevented, shards that left the bank).

    RULINGS Achroma 2: the Prevent budget is used first; RULINGS Achroma 1: never more than the bank holds."""
    tgt = seat(state, target)
    left = max(0, prevent_budget(state, target) - tgt["prevent_used"]) if by != target else 0
    prevented = min(left, amount)
    tgt["prevent_used"] += prevented
    before, after = change_shards(state, target, -(amount - prevented))
    return prevented, before - after


def mark_acted(state: State) -> None:
    state["this_turn"]["acted"] = True
