"""Building exact Athernum engine positions for rule tests."""

from __future__ import annotations

from typing import Any

from rules.athernum.engine import ENGINE
from rules.athernum.engine import state as st
from rules.base import Action, Event, State
from rules.demo_sets import demo_set
from rules.engine import deck_card_ids

CARDS: dict[str, dict[str, Any]] = {c["id"]: c for c in demo_set("athernum")["cards"]}
ID = {c["name"]: c["id"] for c in CARDS.values()}
DECKS = {d["name"]: deck_card_ids(d["cards"]) for d in demo_set("athernum")["demo_decks"]}
FOUNDRY, MISTVEIL = "foundry-guild", "mistveil-hunt"
ORSA, ILSE = "Guildmaster Orsa Vell", "Warden-Captain Ilse Marrow"


def deck_with(*names: str, filler: str = "Road Warden") -> list[str]:
    """A legal 60-card main deck: the named cards, then copies of ``filler``."""
    ids = [ID[n] for n in names]
    return ids + [ID[filler]] * (st.MAIN_DECK_SIZE - len(ids))


def new_game(
    decks: list[list[str]] | None = None, *, seed: int = 1, first: str | None = None, options: Any = None
) -> State:
    decks = decks or [DECKS[FOUNDRY], DECKS[MISTVEIL]]
    players = [{"name": f"P{i}", "deck": d} for i, d in enumerate(decks, 1)]
    state, _ = ENGINE.setup(players=players, cards=CARDS, seed=seed, first_player=first, options=options)
    return state


def start(
    decks: list[list[str]] | None = None, starts: list[str] | None = None, *, seed: int = 1, first: str | None = "p1"
) -> State:
    """A game past the starting cards (Orsa Vell for p1, Ilse Marrow for p2 unless told), in the first player's
    first Day."""
    state = new_game(decks, seed=seed, first=first)
    starts = starts or [ORSA, ILSE, ORSA, ILSE][: len(state["seats"])]
    for s, name in zip(list(state["seats"]), starts, strict=True):
        state, _ = ENGINE.apply(state, choose_start(state, s["seat"], name))
    return state


def choose_start(state: State, sid: str, name: str) -> Action:
    """The ``choose_start`` body for the card ``name``: its label in the seat's own view (``start_options``)."""
    options = ENGINE.view_for(state, sid)["seats"][[s["seat"] for s in state["seats"]].index(sid)]["start_options"]
    label = next(o["option"] for o in options if o["card_id"] == ID[name])
    return {"type": "choose_start", "seat": sid, "card": label}


def seat(state: State, sid: str) -> dict[str, Any]:
    return next(s for s in state["seats"] if s["seat"] == sid)


def new_card(state: State, sid: str, name: str) -> str:
    uid = f"x{len(state['inst'])}"
    state["inst"] = {**state["inst"], uid: [ID[name], sid]}
    state["cards"] = {**state["cards"], ID[name]: st.compact(CARDS[ID[name]])}
    return uid


def hand(state: State, sid: str, name: str) -> str:
    uid = new_card(state, sid, name)
    seat(state, sid)["hand"].append(uid)
    return uid


def put(state: State, sid: str, name: str, *, exhausted: bool = False) -> str:
    """A copy of the character ``name`` in one of ``sid``'s regular slots, played in an earlier turn."""
    uid = new_card(state, sid, name)
    st.enter_play(state, uid, sid)
    state["board"][uid]["turn"] = 0
    seat(state, sid)["characters"].append(uid)
    if exhausted:
        st.exhaust(state, uid)
    return uid


def main(state: State, sid: str) -> str:
    uid: str = seat(state, sid)["main"]
    return uid


def resources(state: State, sid: str, faction: str, n: int) -> None:
    seat(state, sid)["ready"][faction] = n


def act(state: State, action: Action) -> tuple[State, list[Event]]:
    """Apply ``action`` (through the full check) and let every other player pass what it put on the stack."""
    state, events = ENGINE.apply(state, action)
    while state["status"] == "active" and state["window"] is not None:
        who = ENGINE.to_act(state)[0]
        state, more = ENGINE.apply(state, {"type": "pass", "seat": who})
        events += more
    assert ENGINE.invariant_violations(state) == []
    return state, events


def to_turn_of(state: State, sid: str) -> State:
    """End the Day at least once, then until it is ``sid``'s Day."""
    for _ in range(8):
        state, _ = act(state, {"type": "end_day", "seat": state["turn"]["active_seat"]})
        if state["turn"]["active_seat"] == sid:
            return state
    raise AssertionError("the turn never came")


def types(events: list[Event]) -> list[str]:
    return [e["type"] for e in events]
