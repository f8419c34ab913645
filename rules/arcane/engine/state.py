"""Engine state: set-up from decks and a seed, and the plain-data helpers every other module reads it through.

The state is JSON data::

    {"ruleset": "arcane", "mode": "engine", "seed": 7, "rng_counter": 3, "status": "active", "phase": "mulligan",
     "winner": None, "finish_reason": None, "starting_life": 25, "first_seat": "p2", "first_player_rolls": [...],
     "cards": {card_id: compact definition},            # each card (and token) in play stored once
     "inst": {"c0": ["arc1-009", "p1"], ...},            # instance -> [card id, owner]
     "seats": [{"seat", "name", "out", "out_reason", "life", "deck": [...], "hand": [...], "sanctum": [...],
                "abyss": [...], "essences": [...], "spent": [...], "floating": {"fire": 1}, "mulligans": 0,
                "kept": False, "to_bottom": 0, "known": {uid: "self"|"all"}, "shown": [...]}],
     "board": {"c4": {"ctrl", "zone": "front"|"back"|"ancient", "slot": 1..6, "dmg", "ex", "since", "buffs",
                      "stealth", "held"}},
     "domains": [{"card": uid, "banish": 0}],            # index 0 is the active Domain
     "stack": [...], "window": None | {"queue": [...], "after": ...}, "combat": None | {...}, "pending": None | {...},
     "passing": {"p2": "my_turn"},                       # standing passes (windows.py)
     "turn": {"number", "active_seat", "step"}, "this_turn": {...}, "next_token": 0, "max_turns": 200}

Decks are lists whose *last* item is the top card. Instance ids are given after each deck's first shuffle, so an id
says nothing about which card it is.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules.arcane.engine import cards as cd
from rules.arcane.engine import texts as t
from rules.arcane.state import roll_for_first_player, starting_life
from rules.base import Event, SetupInvalid, State, rng, seat_ids
from rules.common import in_game as in_game
from rules.common import max_turns_option
from rules.common import seat as seat
from rules.common import seat_names as seat_names

HAND_SIZE = 7
MAX_MULLIGANS = 7  # the 7th Mulligan returns the whole hand: no further one can return more
ROW_SLOTS = 6
DEFAULT_MAX_TURNS = 200
MAX_PLAYERS = 6


def new_turn_info() -> dict[str, Any]:
    return {"essences": 0, "attacked": [], "used": []}


def setup(
    players: Sequence[Mapping[str, Any]],
    cards: Mapping[str, Mapping[str, Any]],
    seed: int,
    first_player: str | None = None,
    options: Mapping[str, Any] | None = None,
) -> tuple[State, list[Event]]:
    max_turns = _check_setup(players, cards, first_player, options)
    ids = seat_ids(len(players))
    life = starting_life(len(players))  # t.STARTING_LIFE
    state: State = {
        "ruleset": "arcane",
        "mode": "engine",
        "seed": seed,
        "rng_counter": 0,
        "status": "active",
        "phase": "mulligan",
        "winner": None,
        "finish_reason": None,
        "starting_life": life,
        "first_seat": None,
        "first_player_rolls": [],
        "cards": {},
        "inst": {},
        "seats": [],
        "board": {},
        "domains": [],
        "stack": [],
        "window": None,
        "combat": None,
        "pending": None,
        "passing": {},  # standing passes, public: seat -> "end_of_turn" | "my_turn" (windows.py)
        "turn": {"number": 0, "active_seat": None, "step": "mulligans"},
        "this_turn": new_turn_info(),
        "next_token": 0,
        "max_turns": max_turns,
    }
    events: list[Event] = [{"type": "starting_life_set", "life": life, "players": len(ids), "rule": t.STARTING_LIFE.id}]
    n = 0
    for sid, p in zip(ids, players, strict=True):
        deck = [c for c in p["deck"] if cards[c]["type"] != "ancient"]
        ancients = [c for c in p["deck"] if cards[c]["type"] == "ancient"]
        rng(state).shuffle(deck)
        seat_state = _new_seat(sid, p["name"].strip(), life)
        state["seats"].append(seat_state)
        for card_id in [*ancients, *deck]:
            state["inst"][f"c{n}"] = [card_id, sid]
            state["cards"].setdefault(card_id, cd.compact(cards[card_id]))
            if card_id in ancients:
                # t.ANCIENTS_START: "Ancients start in the Battlefield".
                state["board"][f"c{n}"] = new_record(
                    sid, "ancient", 0, since=0, exhausted=False, aura=state["cards"][card_id]["aura"]
                )
            else:
                seat_state["deck"].append(f"c{n}")
            n += 1
        draw(state, sid, HAND_SIZE)
        events.append({"type": "opening_hand_drawn", "seat": sid, "cards": HAND_SIZE, "rule": t.MULLIGAN.id})
    if first_player is None:
        first, rolled = roll_for_first_player(state, ids)  # t.FIRST_PLAYER_ROLL, RULINGS Arcane 2
        events += rolled
    else:
        first = first_player
    state["first_seat"] = first
    events.append({"type": "first_player_chosen", "seat": first, "method": "given" if first_player else "dice_roll"})
    return state, events


def _new_seat(sid: str, name: str, life: int) -> dict[str, Any]:
    return {
        "seat": sid,
        "name": name,
        "out": False,
        "out_reason": None,
        "life": life,
        "deck": [],
        "hand": [],
        "sanctum": [],
        "abyss": [],
        "essences": [],
        "spent": [],  # Essence cards exhausted
        "floating": {},  # generated Essence, lost at the end of the turn
        "mulligans": 0,
        "kept": False,
        "to_bottom": 0,  # cards still to return to the deck after a Mulligan
        "known": {},  # deck cards whose identity is known: "self" (their owner) or "all"
        "shown": [],  # hand cards every player has seen
    }


def new_record(
    sid: str, zone: str, slot: int, *, since: int, exhausted: bool, stealth: bool = False, aura: bool = False
) -> dict[str, Any]:
    return {
        "ctrl": sid,
        "zone": zone,
        "slot": slot,
        "dmg": 0,
        "ex": exhausted,
        "since": since,
        "buffs": [],  # temporary modifiers: {"ap", "hp", "left", "until"}
        "stealth": stealth,
        "held": 0,  # owner's turn ends to wait before unexhausting ("until the end of its owner's next turn")
        "aura": aura,  # its card has a static effect (so ``board.auras`` need not read every definition)
    }


def _check_setup(
    players: Sequence[Mapping[str, Any]],
    cards: Mapping[str, Mapping[str, Any]],
    first_player: str | None,
    options: Mapping[str, Any] | None,
) -> int:
    if not isinstance(players, Sequence) or isinstance(players, str | bytes):
        raise SetupInvalid({"players": ["Must be a list of players."]})
    if not 2 <= len(players) <= MAX_PLAYERS:
        raise SetupInvalid({"players": [f"Chronicles of Arcane is played here by 2 to {MAX_PLAYERS} players."]})
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
        elif sum(1 for c in deck if cards[c]["type"] == "ancient") > 1:
            errors[f"players.{i}.deck"] = [f"{t.ANCIENTS.quote.split('. ')[-1]}"]
    if first_player is not None and first_player not in seat_ids(len(players)):
        errors["first_player"] = [f"Must be one of {', '.join(seat_ids(len(players)))}."]
    max_turns = max_turns_option(dict(options or {}), errors, DEFAULT_MAX_TURNS)
    if errors:
        raise SetupInvalid(errors)
    return max_turns


# ---- reading ---------------------------------------------------------------------------------------------------------


def defn(state: State, uid: str) -> dict[str, Any]:
    card: dict[str, Any] = state["cards"][state["inst"][uid][0]]
    return card


def card_id(state: State, uid: str) -> str:
    return str(state["inst"][uid][0])


def owner(state: State, uid: str) -> str:
    return str(state["inst"][uid][1])


def turn_order_from(state: State, sid: str) -> list[str]:
    """The seats still in the game clockwise after ``sid`` (``sid`` itself excluded)."""
    order = seat_names(state)
    i = order.index(sid)
    return [s for s in order[i + 1 :] + order[:i] if not seat(state, s)["out"]]


# ---- changing (always on a fresh copy) -------------------------------------------------------------------------------


def draw(state: State, sid: str, count: int = 1) -> list[str]:
    """Move up to ``count`` cards from the top of the deck to the hand; returns the cards drawn."""
    s = seat(state, sid)
    drawn = []
    for _ in range(count):
        if not s["deck"]:
            break  # t.EMPTY_DECK: running out of cards is not a loss
        uid = s["deck"].pop()
        if uid in s["known"] and s["known"].pop(uid) == "all":
            s["shown"].append(uid)
        s["hand"].append(uid)
        drawn.append(uid)
    return drawn


def leave_hand(state: State, sid: str, uid: str) -> None:
    s = seat(state, sid)
    s["hand"].remove(uid)
    if uid in s["shown"]:
        s["shown"].remove(uid)


def shuffle_deck(state: State, sid: str) -> None:
    s = seat(state, sid)
    rng(state).shuffle(s["deck"])
    s["known"] = {}


def change_life(state: State, sid: str, delta: int) -> tuple[int, int]:
    """t.LIFE_ABOVE_START: no upper limit; at 0 the player has lost (checked after each action), and Life stops
    there."""
    s = seat(state, sid)
    before = s["life"]
    s["life"] = max(0, before + delta)
    return before, s["life"]


def to_sanctum(state: State, uid: str) -> None:
    """A card leaving play goes to its owner's Sanctum; a token leaves the game (t.TOKENS)."""
    if defn(state, uid)["token"]:
        remove_token(state, uid)
        return
    seat(state, owner(state, uid))["sanctum"].append(uid)


def to_abyss(state: State, uid: str) -> None:
    if defn(state, uid)["token"]:
        remove_token(state, uid)
        return
    seat(state, owner(state, uid))["abyss"].append(uid)


def remove_token(state: State, uid: str) -> None:
    inst = dict(state["inst"])  # shared read-only between copies: replaced, never changed in place
    del inst[uid]
    state["inst"] = inst
