"""The Athernum game state: setting a table up, and small helpers over the plain-dict state.

State shape (JSON-serialisable, small)::

    {"ruleset": "athernum", "seed", "rng_counter", "status", "winner", "finish_reason",
     "first_player": "p1", "vt_pool": 9, "vt_total": 9,
     "turn": {"number", "active_seat", "step", "resource_used", "victory_token_used", "location_played"},
     "seats": [{"seat", "name", "out", "out_reason", "victory_tokens", "command_tokens", "deck",
                "initiative", "location",
                "cards": [{"card", "card_type", "vt_field", "objective", "tokens", "main"}]}]}

``cards`` are the cards with a Victory Token field in play; ``main`` marks the main character (none when the
starting card was a location or an item). ``location`` names the location on the seat's Location slot (with or
without a field). States from before locations were tracked lack ``location``, ``card_type`` and
``location_played``: readers default them (no location, a character, not played). A card turned face-down
(``vt_card_turn``) carries ``"face_down": true`` until it is turned face-up; without the key it is face-up.

``vt_total`` is every Victory Token field that ever entered play, so the conservation law
``vt_pool + tokens on cards == vt_total`` can be checked (see ``invariants.invariant_violations``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules.athernum.actions import CARD_TYPES, COMMAND_TOKEN_MAX, DECK_AFTER_SETUP, MAX_COST, MAX_VT_FIELD
from rules.base import Event, SetupInvalid, State, rng, seat_ids
from rules.common import seat

RULESET_ID = "athernum"
MIN_PLAYERS = 2
TURN_STRUCTURE: tuple[str, ...] = ("morning", "day", "evening", "night")


# ---- setup ---------------------------------------------------------------------------------------


def _starting_card_problems(card: Any) -> list[str]:
    if not isinstance(card, Mapping):
        return ["Missing data for required field: a starting card {name, card_type, cost, vt_field, objective}."]
    problems: list[str] = []
    unknown = set(card) - {"name", "card_type", "cost", "vt_field", "objective"}
    if unknown:
        problems.append(f"Unknown field(s): {', '.join(sorted(map(str, unknown)))}.")
    name = card.get("name")
    if not isinstance(name, str) or not name.strip() or len(name) > 200:
        problems.append("name: a non-empty string of at most 200 characters is required.")
    card_type = card.get("card_type", "character")
    if card_type not in CARD_TYPES:
        problems.append(f"card_type: one of {', '.join(CARD_TYPES)}.")
    for key, low, high in (("cost", 0, MAX_COST), ("vt_field", 1, MAX_VT_FIELD)):
        # R.NO_COST: items and locations have no cost field, so their initiative is 0 unless one is given.
        if key == "cost" and key not in card and card_type != "character":
            continue
        value = card.get(key)
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            problems.append(f"{key}: an integer from {low} to {high} is required.")
    if not isinstance(card.get("objective", False), bool):
        problems.append("objective: must be true or false.")
    return problems


def _validate(players: Sequence[Mapping[str, Any]], first_player: str | None, options: Any) -> None:
    if not isinstance(players, Sequence) or isinstance(players, str) or len(players) < MIN_PLAYERS:
        raise SetupInvalid({"players": [f"Athernum needs at least {MIN_PLAYERS} players."]})
    errors: dict[str, list[str]] = {}
    for i, player in enumerate(players):
        if not isinstance(player, Mapping):
            errors[f"players.{i}"] = ["Must be an object with a name and a starting_card."]
            continue
        name = player.get("name")
        if not isinstance(name, str) or not name.strip():
            errors[f"players.{i}.name"] = ["Missing data for required field."]
        problems = _starting_card_problems(player.get("starting_card"))
        if problems:
            errors[f"players.{i}.starting_card"] = problems
    if first_player is not None and first_player not in seat_ids(len(players)):
        errors["first_player"] = [f"Must be one of {', '.join(seat_ids(len(players)))}."]
    if options:
        errors["options"] = ["Athernum takes no options."]
    if errors:
        raise SetupInvalid(errors)


def _choose_first(state: State, first_player: str | None) -> Event:
    """Initiative = the starting card's cost; the cheapest goes first, ties at random.

    RULINGS Athernum 1: the rulebook says both "the higher the cost … the more likely your opponent
    will take the first turn" and "the player with the lower initiative goes first"; the project reads
    it as *the cheaper starting card goes first*, and equal costs are decided by a recorded random pick
    (the rulebook's "coin toss, dice roll, or another suitable method").
    """
    costs = {s["seat"]: s["initiative"] for s in state["seats"]}
    if first_player is not None:
        return {"type": "first_player_chosen", "seat": first_player, "method": "chosen", "initiative": costs}
    lowest = min(costs.values())
    tied = [sid for sid, cost in costs.items() if cost == lowest]
    if len(tied) == 1:
        return {"type": "first_player_chosen", "seat": tied[0], "method": "initiative", "initiative": costs}
    pick = rng(state).choice(tied)
    return {"type": "first_player_chosen", "seat": pick, "method": "random", "tied": tied, "initiative": costs}


def setup(
    players: Sequence[Mapping[str, Any]], seed: int, first_player: str | None, options: Mapping[str, Any] | None
) -> tuple[State, list[Event]]:
    _validate(players, first_player, options)
    seats: list[dict[str, Any]] = []
    for sid, player in zip(seat_ids(len(players)), players, strict=True):
        card = player["starting_card"]
        card_type = card.get("card_type", "character")
        # R.MAIN_CHARACTER_SLOT: a starting character is the main character; a starting location goes to the
        # Location slot and "this slot remains empty" — no main character for the whole game. A starting item (the
        # rulebook's "in rare cases") is no character either.
        start = new_card(
            card["name"],
            card["vt_field"],
            card.get("objective", False),
            card_type=card_type,
            main=card_type == "character",
        )
        seats.append(
            {
                "seat": sid,
                "name": player["name"].strip(),
                "out": False,
                "out_reason": None,
                "victory_tokens": 0,
                "command_tokens": COMMAND_TOKEN_MAX,  # "You start with two"
                "deck": DECK_AFTER_SETUP,
                "initiative": card.get("cost", 0),  # R.NO_COST: a location or an item costs nothing
                "location": start["card"] if card_type == "location" else None,
                "cards": [start],
            }
        )
    pool = sum(s["cards"][0]["vt_field"] for s in seats)  # "this pool consists of the starting cards of all players"
    state: State = {
        "ruleset": RULESET_ID,
        "seed": seed,
        "rng_counter": 0,
        "status": "active",
        "winner": None,
        "finish_reason": None,
        "first_player": None,
        "vt_pool": pool,
        "vt_total": pool,
        "turn": {
            "number": 0,
            "active_seat": None,
            "step": "night",
            "resource_used": False,
            "victory_token_used": False,
            "location_played": False,
        },
        "seats": seats,
    }
    events: list[Event] = [
        {
            "type": "starting_cards_revealed",
            "cards": [{"seat": s["seat"], "initiative": s["initiative"], **s["cards"][0]} for s in seats],
        },
        {"type": "vt_pool_formed", "vt_pool": pool},
    ]
    chosen = _choose_first(state, first_player)
    events.append(chosen)
    state["first_player"] = chosen["seat"]
    events += start_turn(state, chosen["seat"])
    return state, events


# ---- helpers -------------------------------------------------------------------------------------


def new_card(
    name: str, vt_field: int, objective: bool, *, card_type: str = "character", main: bool = False
) -> dict[str, Any]:
    return {
        "card": name.strip(),
        "card_type": card_type,
        "vt_field": vt_field,
        "objective": objective,
        "tokens": 0,
        "main": main,
    }


def find_card(state: State, seat_id: str, name: str) -> dict[str, Any] | None:
    """The card of that name the seat controls (names compare case-insensitively, spaces trimmed)."""
    key = name.strip().casefold()
    return next((c for c in seat(state, seat_id)["cards"] if c["card"].casefold() == key), None)


def main_card(state: State, seat_id: str) -> dict[str, Any] | None:
    return next((c for c in seat(state, seat_id)["cards"] if c["main"]), None)


def in_game(state: State) -> list[str]:
    return [s["seat"] for s in state["seats"] if not s["out"]]


def next_seat(state: State, after: str) -> str:
    """The next seat in seat order after ``after`` that is still in the game."""
    order: list[str] = [s["seat"] for s in state["seats"]]
    start = order.index(after)
    for step in range(1, len(order) + 1):
        candidate = order[(start + step) % len(order)]
        if not seat(state, candidate)["out"]:
            return candidate
    return after


def start_turn(state: State, seat_id: str) -> list[Event]:
    """A turn begins with its Morning; the Morning sets the player's Command Tokens to exactly two."""
    turn = state["turn"]
    turn.update(
        number=turn["number"] + 1,
        active_seat=seat_id,
        step="morning",
        resource_used=False,
        victory_token_used=False,
        location_played=False,
    )
    player = seat(state, seat_id)
    before = player["command_tokens"]
    # RULINGS Athernum 3: "Each Morning a player's command tokens become exactly two" — gaining two
    # with a leftover token would make three, and "Excess tokens are lost without replacement".
    player["command_tokens"] = COMMAND_TOKEN_MAX
    return [
        {"type": "turn_started", "seat": seat_id, "number": turn["number"]},
        {"type": "phase_started", "seat": seat_id, "step": "morning"},
        {"type": "command_tokens_refilled", "seat": seat_id, "from": before, "to": COMMAND_TOKEN_MAX},
    ]


def place_tokens(state: State, seat_id: str, card: dict[str, Any], amount: int) -> None:
    """Move ``amount`` tokens from the pool onto ``card`` (the caller checked the pool holds them)."""
    state["vt_pool"] -= amount
    card["tokens"] += amount
    seat(state, seat_id)["victory_tokens"] += amount


def return_tokens(state: State, seat_id: str, card: dict[str, Any], amount: int) -> None:
    """Move ``amount`` tokens from ``card`` back to the pool."""
    card["tokens"] -= amount
    seat(state, seat_id)["victory_tokens"] -= amount
    state["vt_pool"] += amount
