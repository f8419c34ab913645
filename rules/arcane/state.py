"""The state of a Chronicles of Arcane game (a plain JSON dict), its setup, and the turn flow helpers.

State shape::

    {"ruleset": "arcane", "seed", "rng_counter", "status", "winner", "finish_reason",
     "starting_life", "first_player", "first_player_method", "first_player_rolls": [{"p1": 4, ...}, ...],
     "seats": [{"seat", "name", "out", "out_reason", "life", "essences", "mulligans", "kept"}],
     "turn": {"number", "active_seat", "step", "drawn", "essences_placed", "bonus_essences"},
     "domains": [{"id", "name", "owner", "banish_counters"}],   # index 0 is the active Domain
     "domains_entered": int}
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules.base import Event, SetupInvalid, State, rng, seat_ids
from rules.common import finish, mark_out, remaining

RULESET_ID = "arcane"
PRE_GAME = "mulligans"  # the set-up step (draw 7, mulligans) before turn 1; not a phase of a turn
PHASES: tuple[str, ...] = ("start_of_turn", "action", "combat", "end_of_turn")
HAND_SIZE = 7
# "Return X cards to your deck, where X is your number of Mulligans" after drawing 7: a player cannot return more
# than the 7 cards they hold, so the 7th Mulligan (returning the whole hand) is the last one possible.
MAX_MULLIGANS = HAND_SIZE
ESSENCES_PER_TURN = 1
BANISH_LIMIT = 5
DIE_SIDES = 6
MIN_PLAYERS = 2


def starting_life(player_count: int) -> int:
    # RULINGS Chronicles of Arcane 1: 25 in a two-player game, 30 with three or more.
    return 25 if player_count == 2 else 30


def _check_players(players: Sequence[Mapping[str, Any]]) -> list[str]:
    if not isinstance(players, Sequence) or isinstance(players, str | bytes):
        raise SetupInvalid({"players": ["Must be a list of players."]})
    if len(players) < MIN_PLAYERS:
        raise SetupInvalid({"players": [f"Chronicles of Arcane needs at least {MIN_PLAYERS} players."]})
    errors: dict[str, list[str]] = {}
    names: list[str] = []
    for i, p in enumerate(players):
        name = p.get("name") if isinstance(p, Mapping) else None
        if not isinstance(name, str) or not name.strip():
            errors[f"players.{i}.name"] = ["Missing data for required field."]
        names.append(name.strip() if isinstance(name, str) else "")
    if errors:
        raise SetupInvalid(errors)
    return names


def setup_game(
    players: Sequence[Mapping[str, Any]],
    seed: int,
    first_player: str | None,
    options: Mapping[str, Any] | None,
) -> tuple[State, list[Event]]:
    names = _check_players(players)
    if options:
        raise SetupInvalid({"options": [f"Chronicles of Arcane has no options (got {', '.join(map(str, options))})."]})
    ids = seat_ids(len(names))
    if first_player is not None and first_player not in ids:
        raise SetupInvalid({"first_player": [f"Must be one of {', '.join(ids)}."]})
    life = starting_life(len(names))
    state: State = {
        "ruleset": RULESET_ID,
        "seed": seed,
        "rng_counter": 0,
        "status": "active",
        "winner": None,
        "finish_reason": None,
        "starting_life": life,
        "first_player": None,
        "first_player_method": None,
        "first_player_rolls": [],
        "seats": [
            {
                "seat": sid,
                "name": name,
                "out": False,
                "out_reason": None,
                "life": life,
                "essences": 0,
                "mulligans": 0,
                "kept": False,
            }
            for sid, name in zip(ids, names, strict=True)
        ],
        "turn": {
            "number": 0,
            "active_seat": ids[0],
            "step": PRE_GAME,
            "drawn": False,
            "essences_placed": 0,
            "bonus_essences": 0,
        },
        "domains": [],
        "domains_entered": 0,
    }
    events: list[Event] = [{"type": "starting_life_set", "life": life, "players": len(ids)}]
    if first_player is None:
        first_player, roll_events = roll_for_first_player(state, ids)
        events += roll_events
        method = "dice_roll"
    else:
        method = "chosen"
    state["first_player"] = first_player
    state["first_player_method"] = method
    state["turn"]["active_seat"] = first_player
    events.append(
        {"type": "first_player_chosen", "seat": first_player, "method": method, "rolls": state["first_player_rolls"]}
    )
    events.append({"type": "mulligans_open", "hand_size": HAND_SIZE})
    return state, events


def roll_for_first_player(state: State, ids: list[str]) -> tuple[str, list[Event]]:
    """Set-up 2 with RULINGS Chronicles of Arcane 2: everyone rolls; those tied for highest roll again."""
    rolling = list(ids)
    events: list[Event] = []
    while True:
        die = rng(state)
        rolls = {sid: die.randint(1, DIE_SIDES) for sid in rolling}
        state["first_player_rolls"].append(rolls)
        events.append({"type": "dice_rolled", "round": len(state["first_player_rolls"]), "rolls": rolls})
        top = max(rolls.values())
        rolling = [sid for sid in rolling if rolls[sid] == top]
        if len(rolling) == 1:
            return rolling[0], events


# ---- reading the state ---------------------------------------------------------------------------------------


def started(state: State) -> bool:
    step: str = state["turn"]["step"]
    return step != PRE_GAME


def draw_due(state: State) -> bool:
    """Whether this turn has a Start of Turn draw.

    RULINGS Chronicles of Arcane 3: "The first player skips the draw of their first turn only." Turn 1 is always
    the first turn of the player who starts the game, so only turn 1 has no draw."""
    return started(state) and state["turn"]["number"] > 1


def draw_settled(state: State) -> bool:
    return not draw_due(state) or state["turn"]["drawn"]


def next_in_game(state: State, after: str) -> str:
    """The next seat clockwise (seat order) after ``after`` that is still in the game (``after`` may be out)."""
    ids: list[str] = [s["seat"] for s in state["seats"]]
    start = ids.index(after)
    for k in range(1, len(ids) + 1):
        candidate = state["seats"][(start + k) % len(ids)]
        if not candidate["out"]:
            return ids[(start + k) % len(ids)]
    return after


# ---- changing the state (always on the fresh copy ``apply`` made) -------------------------------------------


def start_turn(state: State, seat_id: str) -> list[Event]:
    number = state["turn"]["number"] + 1
    state["turn"] = {
        "number": number,
        "active_seat": seat_id,
        "step": PHASES[0],
        "drawn": False,
        "essences_placed": 0,
        "bonus_essences": 0,
    }
    return [{"type": "turn_started", "seat": seat_id, "number": number, "step": PHASES[0], "draw_due": draw_due(state)}]


def begin_game_if_all_kept(state: State) -> list[Event]:
    """Set-up 5: once every player still in the game has kept a hand, the first player starts the game."""
    if started(state) or state["status"] != "active":
        return []
    if not all(s["kept"] for s in state["seats"] if not s["out"]):
        return []
    first = state["turn"]["active_seat"]
    return [{"type": "game_started", "seat": first}, *start_turn(state, first)]


def begin_game(state: State) -> list[Event]:
    """The first turn action is reported before everyone said keep: Set-up 4 makes mulligans optional ("Players may
    optionally Mulligan"), so every player still deciding keeps the hand they hold, and the game begins."""
    events: list[Event] = []
    for s in state["seats"]:
        if not s["out"] and not s["kept"]:
            s["kept"] = True
            events.append(
                {
                    "type": "hand_kept",
                    "seat": s["seat"],
                    "mulligans": s["mulligans"],
                    "hand_size": HAND_SIZE - s["mulligans"],
                    "implied": True,
                }
            )
    return events + begin_game_if_all_kept(state)


def eliminate(state: State, seat_id: str, reason: str) -> list[Event]:
    """RULINGS Chronicles of Arcane 5: a player at 0 life has lost; the others play on."""
    mark_out(state, [seat_id], reason)
    return [{"type": "player_eliminated", "seat": seat_id, "reason": reason}, *after_seat_left(state, seat_id)]


def after_seat_left(state: State, seat_id: str) -> list[Event]:
    """A seat has just left (lost or conceded): end the game if one is left, else move play past them."""
    left = remaining(state)
    if len(left) == 1:
        return finish(state, left[0], "last_player_standing")
    if not left:  # cannot happen with one seat leaving at a time, but never leave a game without an end
        return finish(state, None, "no_players_left")
    active = state["turn"]["active_seat"]
    if not started(state):
        events: list[Event] = []
        if active == seat_id:
            # The seat that was to start the game left during mulligans: the next one clockwise starts instead.
            state["turn"]["active_seat"] = next_in_game(state, seat_id)
            events.append(
                {
                    "type": "first_player_changed",
                    "seat": state["turn"]["active_seat"],
                    "reason": f"{seat_id} left before the game began",
                }
            )
        return events + begin_game_if_all_kept(state)
    if active != seat_id:
        return []
    return start_turn(state, next_in_game(state, seat_id))
