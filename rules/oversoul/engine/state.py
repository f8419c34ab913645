"""Engine state: setup from decks and seed, and the plain-data helpers every other module reads it through.

The state is JSON data::

    {"ruleset": "oversoul", "mode": "engine", "seed": 7, "rng_counter": 3, "status": "active", "phase": "play",
     "cards": {card_id: compact definition}, "inst": {"c4": [card_id, owner], ...},
     "seats": [{"seat": "p1", "leader": "c0", "hp": 20, "max_hp": 20, "rank": 1, "energy": 1, "floating": 0,
                "deck": [...], "hand": [...], "idle": [...], "exile": [...], "known": {"p2": [...]}, ...}, ...],
     "board": {"c4": {"ctrl": "p1", "zone": "u2", "down": False, "exh": False, "dmg": 0, ...}},
     "turn": {"number": 3, "active_seat": "p1", "step": "action"},
     "chain": [...], "priority": None, "passes": 0, "resolving": False,    # the Timeshift (rules.…chain)
     "battle": None, "choice": None, "triggers": [], "once": [...], "first_seat": "p1", "max_turns": 200}

Decks are lists whose *last* item is the top card. Instance ids are given after each deck's first shuffle, so an
id says nothing about which card it is. ``phase`` is "first" (the lower-HP player chooses who goes first),
"opening" (both players replace cards of their opening hand, once) or "play".
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules.base import Event, SetupInvalid, State, rng, seat_ids
from rules.common import max_turns_option
from rules.oversoul import rules_text as R
from rules.oversoul.engine import cards as cd

SEATS = tuple(seat_ids(2))
OPENING_FIRST, OPENING_SECOND = 4, 5
HAND_LIMIT = 5
MAX_RANK = 5
DEFAULT_MAX_TURNS = 200
OPTIONS = ("max_turns",)


def other(sid: str) -> str:
    return SEATS[1] if sid == SEATS[0] else SEATS[0]


def new_seat(sid: str, name: str) -> dict[str, Any]:
    return {
        "seat": sid,
        "name": name,
        "leader": None,
        "hp": 0,
        "max_hp": 0,
        "rank": 1,
        "energy": 0,  # the Leader's ENERGY, refreshed to RANK each cycle (RULINGS Oversoul 2)
        "floating": 0,  # ENERGY Generated from +cards, gone when its Timeshift has resolved
        "cycles": 0,
        "deck": [],
        "hand": [],
        "idle": [],
        "exile": [],
        "known": {},  # deck owner -> the top cards of that deck this seat has Gazed at, top first
        "shown": [],  # hand cards every player has seen
        "opening": None,  # None (deciding), "kept" or "replaced"
        "marked": [],  # opening-hand cards marked to be replaced
        "plus_activated": 0,  # +cards Activated this turn
        "bonus_generate": 0,  # NATURA: extra ENERGY from the next +card this turn
        "discounts": {"unit": 0, "event": 0, "construct": 0},  # SUMMONER / SHAMAN / SOVEREIGN
        "out": False,
        "out_reason": None,
    }


def setup(
    players: Sequence[Mapping[str, Any]],
    cards: Mapping[str, Mapping[str, Any]],
    seed: int,
    first_player: str | None,
    options: Mapping[str, Any] | None,
) -> tuple[State, list[Event]]:
    max_turns = _check_setup(players, cards, first_player, options)
    state: State = {
        "ruleset": "oversoul",
        "mode": "engine",
        "seed": seed,
        "rng_counter": 0,
        "status": "active",
        "phase": "first",
        "winner": None,
        "finish_reason": None,
        "cards": {},
        "inst": {},
        "seats": [],
        "board": {},
        "turn": {"number": 0, "active_seat": None, "step": "cycle"},
        "chain": [],
        "priority": None,
        "passes": 0,
        "resolving": False,
        "battle": None,
        "choice": None,
        "triggers": [],
        "once": [],
        "leader_gone": [],
        "first_seat": None,
        "chooser": None,
        "max_turns": max_turns,
        "next_token": 0,
        "next_uid": 0,
        "window": None,  # priority between the phases: {"seat", "at"} (rules.…windows)
        "passing_until": {},  # standing passes: seat -> "end_of_turn" or "my_turn"
        "return_mark": None,
        "granting": [],  # cards on the board whose continuous Abilities give others Keyworded Abilities
    }
    events: list[Event] = []
    n = 0
    for sid, p in zip(SEATS, players, strict=True):
        s = new_seat(sid, p["name"].strip())
        state["seats"].append(s)
        main = list(p["deck"])
        leader_id = next(c for c in main if cards[c]["type"] == "leader")
        main.remove(leader_id)
        rng(state).shuffle(main)
        for card_id in [leader_id, *main]:
            uid = f"c{n}"
            n += 1
            state["inst"][uid] = [card_id, sid]
            state["cards"].setdefault(card_id, cd.compact(cards[card_id]))
            if s["leader"] is None:
                s["leader"] = uid
            else:
                s["deck"].append(uid)
        leader = state["cards"][leader_id]
        s["hp"] = s["max_hp"] = int(leader["leader_hp"])
        state["board"][s["leader"]] = new_record(sid, "leader", turn=0)
        state["next_uid"] = n
        events.append(
            {
                "type": "leader_placed",
                "seat": sid,
                "card": s["leader"],
                "card_id": leader_id,
                "hp": s["hp"],
                "rule": R.LEADER_DEFEATED.id,
            }
        )
    for token in _tokens(state["cards"]):
        state["cards"].setdefault(token["id"], cd.compact(token))
    if first_player is not None:
        events += choose_first(state, first_player, method="given")
    else:
        events += _chooser(state)
    return state, events


def _tokens(defs: Mapping[str, Mapping[str, Any]]) -> list[dict[str, Any]]:
    """TOTEM cards a card in play can Spawn: their definitions travel inside the Spawning effect."""
    found: dict[str, dict[str, Any]] = {}
    for card in list(defs.values()):
        for e in card["effects"]:
            for op in e.get("do", []):
                if op.get("op") == "spawn" and isinstance(op.get("token"), Mapping):
                    found[op["card"]] = {**op["token"], "id": op["card"]}
    return list(found.values())


def _chooser(state: State) -> list[Event]:
    """RULINGS Oversoul 1: the lower-HP Leader's player chooses who goes first; on equal HP a recorded random pick
    (for rock-paper-scissors) decides who chooses."""
    hp = {s["seat"]: s["max_hp"] for s in state["seats"]}
    if hp[SEATS[0]] == hp[SEATS[1]]:
        chooser, method = rng(state).choice(SEATS), "random"
    else:
        chooser, method = min(SEATS, key=lambda sid: hp[sid]), "lower_hp"
    state["chooser"] = chooser
    return [{"type": "first_player_chooser", "seat": chooser, "method": method, "rule": R.PLAYERS.id}]


def choose_first(state: State, first: str, *, method: str) -> list[Event]:
    """The first player is settled: 4 cards to them, 5 to the other; then the opening hands are decided."""
    state["first_seat"] = first
    state["phase"] = "opening"
    events: list[Event] = [
        {
            "type": "first_player_chosen",
            "seat": first,
            "by": state["chooser"],
            "method": method,
            "rule": R.FIRST_PLAYER.id,
        }
    ]
    for sid, count in ((first, OPENING_FIRST), (other(first), OPENING_SECOND)):
        events += draw(state, sid, count, cause="opening")
    return events


def _check_setup(
    players: Sequence[Mapping[str, Any]],
    cards: Mapping[str, Mapping[str, Any]],
    first_player: str | None,
    options: Mapping[str, Any] | None,
) -> int:
    if isinstance(players, str | bytes) or not isinstance(players, Sequence) or len(players) != 2:
        raise SetupInvalid({"players": ["Oversoul is played one versus one: give exactly 2 players."]})
    errors: dict[str, list[str]] = {}
    for i, p in enumerate(players):
        if not isinstance(p, Mapping) or not isinstance(p.get("name"), str) or not p["name"].strip():
            errors[f"players.{i}.name"] = ["Missing data for required field."]
            continue
        deck = p.get("deck")
        if not isinstance(deck, Sequence) or isinstance(deck, str) or not deck:
            errors[f"players.{i}.deck"] = ["Must be a non-empty list of card ids (the Leader included)."]
            continue
        unknown = sorted({str(c) for c in deck if not isinstance(c, str) or c not in cards})
        if unknown:
            errors[f"players.{i}.deck"] = [f"Unknown card ids: {', '.join(unknown[:5])}."]
            continue
        leaders = [c for c in deck if cards[c].get("type") == "leader"]
        tokens = [c for c in deck if "TOTEM" in (cards[c].get("roles") or [])]
        if len(leaders) != 1:
            errors[f"players.{i}.deck"] = [f"A deck holds exactly one Leader; this one holds {len(leaders)}."]
        elif tokens:
            errors[f"players.{i}.deck"] = ["TOTEM Units are Spawned by Abilities, not played in the Deck."]
        elif len(deck) < 2:
            errors[f"players.{i}.deck"] = ["A deck needs cards besides its Leader."]
    if first_player is not None and first_player not in SEATS:
        errors["first_player"] = [f"Must be one of {', '.join(SEATS)}."]
    max_turns = max_turns_option(dict(options or {}), errors, DEFAULT_MAX_TURNS)
    if errors:
        raise SetupInvalid(errors)
    return max_turns


def new_record(ctrl: str, zone: str, *, turn: int, down: bool = False) -> dict[str, Any]:
    """A card on the board: who controls it, where it stands and what has happened to it while there."""
    return {
        "ctrl": ctrl,
        "zone": zone,  # u1..u5, e1..e3 or leader (Constructs share their host's)
        "down": down,  # Prepared (face-down)
        "exh": False,
        "dmg": 0,
        "since": turn,  # the turn it Entered (or was Prepared)
        "on": None,  # the host of a Construct
        "stack": [],  # Constructs Attached to this card, bottom first
        "charges": {},  # consumed Keyworded Abilities: family -> 2 (HYPER-) or 1
        "granted": [],  # Keyworded Abilities Gained or Given: {"kw", "until", "by"}
        "mods": [],  # stat changes: {"spd": 2, "until": "turn"}
        "marks": 0,  # Death marks
        "roles_add": [],  # Roles it also Became (SHIFTER)
        "exposed": False,  # can't be Activated until the next Cycle Phase
        "known": False,  # face-down but seen by both players (Exposed, or revealed as it was Activated)
        "hp_as_construct": None,  # a Unit Spawned as a Construct (MEGANIST) keeps its original HP
    }


# ---- reading -------------------------------------------------------------------------------------------------


def seat(state: State, sid: str) -> dict[str, Any]:
    seats: list[dict[str, Any]] = state["seats"]
    return seats[0] if sid == SEATS[0] else seats[1]


def defn(state: State, uid: str) -> dict[str, Any]:
    card: dict[str, Any] = state["cards"][state["inst"][uid][0]]
    return card


def card_id(state: State, uid: str) -> str:
    return str(state["inst"][uid][0])


def owner(state: State, uid: str) -> str:
    return str(state["inst"][uid][1])


def is_leader(state: State, uid: str) -> bool:
    leader: str | None = seat(state, owner(state, uid))["leader"]
    return leader == uid


# ---- changing (always on a fresh copy) -------------------------------------------------------------------------


def _forget_top(state: State, deck_owner: str) -> None:
    """Keep every seat's Gaze knowledge to cards still on top of that deck, in order."""
    deck = seat(state, deck_owner)["deck"]
    for s in state["seats"]:
        known = s["known"].get(deck_owner)
        if known:
            still = [u for u in known if u in deck]
            if still != deck[::-1][: len(still)]:
                still = []
            if still:
                s["known"][deck_owner] = still
            else:
                del s["known"][deck_owner]


def draw(state: State, sid: str, count: int, *, cause: str) -> list[Event]:
    """Draw ``count`` cards; having to draw from an empty Deck loses (RULINGS Oversoul 3)."""
    s = seat(state, sid)
    drawn = []
    for _ in range(count):
        if not s["deck"]:
            state["deck_out"] = sid
            break
        drawn.append(s["deck"].pop())
    s["hand"] += drawn
    _forget_top(state, sid)
    events: list[Event] = []
    if drawn:
        events.append(
            {
                "type": "drew",
                "seat": sid,
                "count": len(drawn),
                "cause": cause,
                "private": {"seat": sid, "cards": list(drawn)},
            }
        )
    if len(drawn) < count:
        events.append({"type": "deck_empty", "seat": sid, "rule": R.DECK_OUT.id})
    return events


def to_deck_bottom(state: State, uid: str) -> None:
    s = seat(state, owner(state, uid))
    s["deck"].insert(0, uid)


def shuffle_deck(state: State, sid: str) -> None:
    rng(state).shuffle(seat(state, sid)["deck"])
    for s in state["seats"]:
        s["known"].pop(sid, None)


def take_from_hand(state: State, uid: str, *, face_up: bool) -> None:
    """Take a card out of its owner's hand. When it leaves face-down (Prepared, back into the Deck) the others
    cannot tell which card left, so whatever of that hand had been shown to them is no longer known
    (``rulings.HIDDEN_HAND``)."""
    s = seat(state, owner(state, uid))
    s["hand"].remove(uid)
    if not face_up:
        s["shown"] = []
    elif uid in s["shown"]:
        s["shown"].remove(uid)


def rekey(state: State, uid: str) -> str:
    """A fresh instance id for a card that leaves the hand face-down: the others never saw which hand card it was,
    so its id must not tie it to anything they saw of it before."""
    new = f"c{state['next_uid']}"
    state["next_uid"] += 1
    inst = dict(state["inst"])
    inst[new] = inst.pop(uid)
    state["inst"] = inst
    return new
