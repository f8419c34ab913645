"""Setting a table up, and the small helpers that read and change an Athernum engine state.

State shape (plain JSON-able data)::

    {"ruleset": "athernum", "seed", "rng_counter", "status", "winner", "finish_reason", "max_turns",
     "cards": {card id: compact definition}, "inst": {uid: [card id, owner]},
     "phase": "start" | "play", "first_player", "vt_pool", "vt_total",
     "turn": {"number", "active_seat", "step", "resource_used", "victory_token_used", "location_played",
              "combat_used"},
     "seats": [{"seat", "name", "out", "out_reason", "deck", "extra", "hand", "discard", "void", "start",
                "initiative", "command_tokens", "victory_tokens", "main", "characters", "location",
                "ready": {faction: n}, "spent": {faction: n}, "fallen"}],
     "board": {uid: {"ctrl", "up", "ex", "dmg", "vt", "items", "on", "turn", "boost"?, "defended"?, "used"?,
                     "settling"?}},
     "stack": [...], "window": None | {"queue": [seat...]}, "combat": None | {...}, "passing": {seat: until},
     "choice": None | {"seat", "item", "step", "options"}, "known": {seat: [uid...]},
     "start_labels": {seat: {card id: label}}}

``board`` holds every card in play: characters (the main one in ``main``, the five regular slots in
``characters``), the location and the attached items (``on`` names an item's character). ``up`` is face-up, ``ex``
the Exhaustion Counters, ``dmg`` the damage counters, ``vt`` the Victory Tokens on the card. ``ready``/``spent``
count the seat's resource markers by faction (docs/athernum-rulings.md, "Resources"). ``boost`` is an OFV bonus
until the end of the turn, ``defended`` the turn a character fought on the defending side, ``used`` the turn a
once-per-turn ability was used, ``settling`` an item revealed whose Equip abilities are still on the stack.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from rules.base import Event, SetupInvalid, State, rng, seat_ids
from rules.common import max_turns_option, seat

RULESET_ID = "athernum"
MAIN_DECK_SIZE = 60  # "Your deck consists of exactly 60 cards."
STARTING_HAND = 6
COMMAND_TOKENS = 2
CHARACTER_SLOTS = 5
MIN_PLAYERS, MAX_PLAYERS = 2, 4
DEFAULT_MAX_TURNS = 200
STEPS: tuple[str, ...] = ("morning", "day", "evening", "night")

__all__ = ["seat"]


def compact(card: Mapping[str, Any]) -> dict[str, Any]:
    """The fields of a card definition the rules read: the printed values and the abilities (``fx``)."""
    return {
        "name": card["name"],
        "type": card["type"],
        "faction": card.get("faction"),
        "cost": card.get("cost"),
        "vt": card.get("vt_field"),
        "obj": bool(card.get("objective")),
        "sup": bool(card.get("supporter")),
        "extra": bool(card.get("extra_deck")),
        "ofv": card.get("ofv") or 0,
        "dfv": card.get("dfv") or 0,
        "slots": card.get("item_slots") or 0,
        "fx": list(card.get("effects") or []),  # the card's abilities as data (abilities.py reads them)
    }


def defn(state: State, uid: str) -> dict[str, Any]:
    card: dict[str, Any] = state["cards"][state["inst"][uid][0]]
    return card


def owner(state: State, uid: str) -> str:
    return str(state["inst"][uid][1])


def in_game(state: State) -> list[str]:
    return [s["seat"] for s in state["seats"] if not s["out"]]


def turn_order_from(state: State, sid: str) -> list[str]:
    """The seats in play order after ``sid`` (``sid`` itself last): docs/athernum-rulings.md, "Seat order"."""
    order = [s["seat"] for s in state["seats"]]
    i = order.index(sid)
    return [s for s in order[i + 1 :] + order[: i + 1] if not seat(state, s)["out"]]


def next_seat(state: State, after: str) -> str:
    return turn_order_from(state, after)[0]


# ---- set-up ----------------------------------------------------------------------------------------------------------


def _check_setup(
    players: Sequence[Mapping[str, Any]], cards: Mapping[str, Mapping[str, Any]], first: str | None, options: Any
) -> int:
    if not isinstance(players, Sequence) or not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise SetupInvalid({"players": [f"Athernum is played by {MIN_PLAYERS} to {MAX_PLAYERS} players."]})
    errors: dict[str, list[str]] = {}
    for i, p in enumerate(players):
        deck = p.get("deck") if isinstance(p, Mapping) else None
        if not isinstance(deck, list) or not all(isinstance(c, str) for c in deck):
            errors[f"players.{i}.deck"] = ["A list of card ids is required."]
            continue
        unknown = sorted({c for c in deck if c not in cards})
        if unknown:
            errors[f"players.{i}.deck"] = [f"Unknown cards: {', '.join(unknown)}."]
            continue
        main = [c for c in deck if not cards[c].get("extra_deck")]
        if len(main) != MAIN_DECK_SIZE:
            errors[f"players.{i}.deck"] = [f"The main deck holds exactly {MAIN_DECK_SIZE} cards, not {len(main)}."]
        elif not any(cards[c].get("vt_field") for c in main):
            errors[f"players.{i}.deck"] = ["The deck must contain at least one card with a Victory Token field."]
    if first is not None and first not in seat_ids(len(players)):
        errors["first_player"] = [f"Must be one of {', '.join(seat_ids(len(players)))}."]
    max_turns = max_turns_option(dict(options or {}), errors, DEFAULT_MAX_TURNS)
    if errors:
        raise SetupInvalid(errors)
    return max_turns


def setup(
    players: Sequence[Mapping[str, Any]],
    cards: Mapping[str, Mapping[str, Any]],
    seed: int,
    first_player: str | None,
    options: Mapping[str, Any] | None,
) -> tuple[State, list[Event]]:
    """A table waiting for every player's starting card (``choose_start``); ``first_player`` overrides initiative."""
    max_turns = _check_setup(players, cards, first_player, options)
    inst: dict[str, list[str]] = {}
    seats: list[dict[str, Any]] = []
    for sid, p in zip(seat_ids(len(players)), players, strict=True):
        deck: list[str] = []
        extra: list[str] = []
        for cid in p["deck"]:
            uid = f"c{len(inst) + 1}"
            inst[uid] = [cid, sid]
            (extra if cards[cid].get("extra_deck") else deck).append(uid)  # t.EXTRA_DECK
        seats.append(
            {
                "seat": sid,
                "name": str(p.get("name") or sid).strip(),
                "out": False,
                "out_reason": None,
                "deck": deck,
                "extra": extra,
                "hand": [],
                "discard": [],
                "void": [],
                "start": None,
                "initiative": None,
                "command_tokens": COMMAND_TOKENS,
                "victory_tokens": 0,
                "main": None,
                "characters": [],
                "location": None,
                "ready": {},
                "spent": {},
                "fallen": 0,  # characters of this seat discarded from play (an Extra Deck condition counts them)
            }
        )
    state: State = {
        "ruleset": RULESET_ID,
        "seed": seed,
        "rng_counter": 0,
        "status": "active",
        "winner": None,
        "finish_reason": None,
        "max_turns": max_turns,
        "cards": {cid: compact(cards[cid]) for cid in sorted({c for p in players for c in p["deck"]})},
        "inst": inst,
        "phase": "start",
        "first_player": first_player,
        "vt_pool": 0,
        "vt_total": 0,
        "turn": {"number": 0, "active_seat": None, "step": "start", **fresh_turn_flags()},
        "seats": seats,
        "board": {},
        "stack": [],
        "window": None,
        "combat": None,
        "passing": {},
        "choice": None,  # an ability waiting for its controller's choice (abilities.py): replaced, never mutated
        "known": {},  # seat -> the cards of other hands it has looked at ("look at an opponent's hand"): replaced
    }
    state["start_labels"] = {s["seat"]: start_labels(state, s["seat"]) for s in seats}
    return state, [{"type": "starting_cards_wanted", "seats": [s["seat"] for s in seats]}]


def fresh_turn_flags() -> dict[str, bool]:
    return {"resource_used": False, "victory_token_used": False, "location_played": False, "combat_used": False}


def start_labels(state: State, sid: str) -> dict[str, str]:
    """A label for each card id ``sid`` may start with, in an order drawn from the seed: the ``choose_start`` body
    names the label, so the game's public log of actions does not tell the others the card chosen in secret
    (t.START_FACE_DOWN); only the seat's own view pairs its labels with its cards."""
    options = start_options(state, sid)
    order = list(range(1, len(options) + 1))
    random.Random(f"{state['seed']}:start:{sid}").shuffle(order)
    return {cid: f"o{n}" for cid, n in zip(options, order, strict=True)}


def start_options(state: State, sid: str) -> list[str]:
    """The card ids a seat may start with: its main-deck cards with a Victory Token field (t.STARTING_CARD)."""
    return sorted({state["inst"][u][0] for u in seat(state, sid)["deck"] if defn(state, u)["vt"]})


# ---- cards in play ---------------------------------------------------------------------------------------------------


def new_record(ctrl: str, turn: int) -> dict[str, Any]:
    return {"ctrl": ctrl, "up": True, "ex": 0, "dmg": 0, "vt": 0, "items": [], "on": None, "turn": turn}


def enter_play(state: State, uid: str, ctrl: str, *, up: bool = True) -> list[Event]:
    """A card enters play; a Victory Token field joins the pool (t.POOL)."""
    rec = new_record(ctrl, state["turn"]["number"])
    rec["up"] = up
    state["board"][uid] = rec
    field = defn(state, uid)["vt"]
    if not field:
        return []
    state["vt_pool"] += field
    state["vt_total"] += field  # every field that ever entered: vt_pool + tokens on cards == vt_total
    return [{"type": "vt_pool_grew", "card": uid, "by": field, "vt_pool": state["vt_pool"]}]


def leave_play(state: State, uid: str, to: str = "discard") -> list[Event]:
    """A card leaves play for its owner's discard pile, its items with it (t.ITEMS_DISCARDED); its Victory Tokens go
    back to the pool (RULINGS Athernum 2: the pool holds the tokens not on a card)."""
    rec = state["board"].pop(uid)
    ctrl = seat(state, rec["ctrl"])
    events: list[Event] = []
    for item in rec["items"]:
        events += leave_play(state, item, to)
    if rec["on"] is not None and rec["on"] in state["board"]:
        state["board"][rec["on"]]["items"].remove(uid)
    if uid in ctrl["characters"]:
        ctrl["characters"].remove(uid)
    if defn(state, uid)["type"] == "character" and to == "discard":
        seat(state, owner(state, uid))["fallen"] += 1
    if ctrl["location"] == uid:
        ctrl["location"] = None
    if rec["vt"]:
        state["vt_pool"] += rec["vt"]
        ctrl["victory_tokens"] -= rec["vt"]
        events.append(
            {"type": "victory_tokens_returned", "card": uid, "amount": rec["vt"], "vt_pool": state["vt_pool"]}
        )
    seat(state, owner(state, uid))[to].append(uid)
    events.append({"type": "card_discarded", "card": uid, "card_id": state["inst"][uid][0], "seat": rec["ctrl"]})
    return events


def exhaust(state: State, uid: str) -> None:
    """t.EXHAUST_AFTER_COMBAT: face-down, one more Exhaustion Counter."""
    rec = state["board"][uid]
    rec["up"] = False
    rec["ex"] += 1


def place_token(state: State, sid: str, uid: str) -> None:
    state["vt_pool"] -= 1
    state["board"][uid]["vt"] += 1
    seat(state, sid)["victory_tokens"] += 1


def draw(state: State, sid: str, count: int = 1) -> list[Event]:
    """Draw ``count`` cards; a draw from an empty deck is Deck Loss (the caller ends the seat's game)."""
    s = seat(state, sid)
    drawn = []
    for _ in range(count):
        if not s["deck"]:
            return [{"type": "deck_empty", "seat": sid}]
        drawn.append(s["deck"].pop(0))
        s["hand"].append(drawn[-1])
    shown = [{"card": u, "card_id": state["inst"][u][0]} for u in drawn]
    return [{"type": "cards_drawn", "seat": sid, "count": len(drawn), "private": {"seat": sid, "cards": shown}}]


def shuffle(state: State, sid: str) -> None:
    rng(state).shuffle(seat(state, sid)["deck"])


def characters(state: State, sid: str) -> list[str]:
    """Every character ``sid`` controls in play: the main character first."""
    s = seat(state, sid)
    out: list[str] = ([s["main"]] if s["main"] is not None else []) + s["characters"]
    return out


def main_faction(state: State, sid: str) -> str | None:
    """The faction ``generate`` makes: the main character's, while it is face-up (a face-down card loses its
    faction, t.FACE_DOWN_VALUES); none without a main character."""
    main = seat(state, sid)["main"]
    if main is None or not state["board"][main]["up"]:
        return None
    faction = defn(state, main)["faction"]
    return str(faction) if faction else None


def free_item_slots(state: State, uid: str) -> int:
    return int(defn(state, uid)["slots"]) - len(state["board"][uid]["items"])
