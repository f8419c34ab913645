"""The AI hooks ``evaluate`` and ``playout_weight`` (``rules.ai.hooks``): a position's worth to each seat, and the
moves a playout prefers.

``values`` first plays on what is pending — the stack passed through, an attack met without a defender — so a
one-ply look sees a card played or an attack declared as it will be, then scores: Victory Tokens (and, for an
Objective card, how near its field is), the characters in play, the resource markers and the cards in hand; the
value is a logistic of the score's lead over the best rival plus what the seat's lead in the race to a win is worth
(``race``: the plies until each seat fills an Objective field or passes every opponent's reach).

A playout places the turn's Victory Token before it spends a Command Token on anything else, as a player racing to
an Objective does: otherwise the playouts would let both seats dawdle, and a slow plan would look as good as the
race greedy players run.
"""

from __future__ import annotations

import math

from rules.athernum.engine import combat, legal, race, transition
from rules.athernum.engine import state as st
from rules.athernum.engine import statics as sx
from rules.base import Action, State
from rules.common import seat

QUIET_STEPS = 8
SCALE = 6.0
# a token is worth most through the race it moves (race.py); these are what it adds beside that
TOKEN = 2.5
OBJECTIVE_PROGRESS = 4.0


def quiet(state: State) -> State:
    for _ in range(QUIET_STEPS):
        if state["status"] != "active" or state["phase"] != "play":
            break
        if state["window"] is not None:
            sid = state["window"]["queue"][0]
            state, _ = transition.apply_trusted(state, {"type": "pass", "seat": sid})
        elif state["combat"] is not None:
            state, _ = transition.apply_trusted(state, {"type": "no_defender", "seat": state["combat"]["defending"]})
        else:
            break
    return state


def seat_score(state: State, sid: str) -> float:
    s = seat(state, sid)
    if s["out"]:
        return -100.0
    score: float = TOKEN * s["victory_tokens"]
    if state["phase"] == "start" and s["start"] is not None:
        # without card abilities only a main character earns Victory Tokens (place_victory_token) and makes resources
        d = st.defn(state, s["start"])
        return score + (4.0 + (2.0 if d["obj"] else 0.0) if d["type"] == "character" else 0.0)
    for uid, rec in state["board"].items():
        if rec["ctrl"] != sid:
            continue
        d = st.defn(state, uid)
        if d["obj"] and d["vt"] and d["type"] == "character":  # only a character wins by its Objective
            score += OBJECTIVE_PROGRESS * min(1.0, rec["vt"] / d["vt"]) ** 2
        if d["type"] == "character":
            # the values with their static and Equip modifiers (a face-down card counts its printed ones, as it
            # comes back face-up in a Morning); a card with abilities is worth a little more
            attack, defence = (sx.ofv(state, uid), sx.dfv(state, uid)) if rec["up"] else (d["ofv"], d["dfv"])
            score += 1.0 + 0.6 * attack + 0.4 * max(0, defence - rec["dmg"]) + (0.5 if rec["up"] else 0.0)
            score += 0.3 if d["fx"] else 0.0
        elif d["type"] == "item":
            score += 0.6 + (0.3 if rec["up"] and d["fx"] else 0.0)
        else:
            score += 0.8
    score += 0.9 * sum(s["ready"].values()) + 0.8 * sum(s["spent"].values())
    score += 0.35 * min(len(s["hand"]), 8) - (3.0 if len(s["deck"]) < 3 else 0.0)
    return score


def values(state: State) -> dict[str, float]:
    """Each seat's value in [0, 1]: the result when the game is over, else a squashed score lead."""
    state = quiet(state)
    seats = [s["seat"] for s in state["seats"]]
    if state["status"] == "finished":
        w = state["winner"]
        won = {w} if isinstance(w, str) else set(w or [])
        return {s: (1.0 if s in won else 0.0) if w else 0.5 for s in seats}
    scores = {s: seat_score(state, s) for s in seats}
    plies = {s: race.win_ply(state, s) for s in seats}
    out = {}
    for s in seats:
        others = [k for k in seats if k != s]
        logit = (scores[s] - max(scores[k] for k in others)) / SCALE
        logit += race.lead_logit(plies[s], min(plies[k] for k in others))
        out[s] = 1.0 / (1.0 + math.exp(-logit))
    return out


WEIGHTS = {
    "place_victory_token": 20.0,
    "generate": 6.0,
    "play_character": 5.0,
    "combat": 3.0,
    "attack": 3.0,
    "play_location": 1.5,
    "support": 1.5,
    "activate": 2.5,
    "reveal": 0.8,
    "end_combat": 0.6,
    "end_day": 0.4,
}


def move_weight(state: State, action: Action) -> float:
    kind = action["type"]
    if kind == "concede":
        return 0.0
    if kind in ("draw", "generate") and _token_open(state, action["seat"]):
        # either spends a Command Token the turn's Victory Token needs: a sensible player places the token first
        return 0.05 if kind == "draw" else 0.5
    if kind == "draw":
        s = seat(state, action["seat"])
        if not s["deck"]:
            return 0.01
        return 2.5 if len(s["hand"]) < 7 else 0.3
    if kind == "choose":
        return 0.5 if action["option"] == "no" else 1.5
    if kind == "activate" and action.get("target") is not None and action["target"] in state["board"]:
        # an ability aimed at one's own card helps it, one aimed at an opponent's card hurts it: prefer the sensible
        mine = state["board"][action["target"]]["ctrl"] == action["seat"]
        fx = st.defn(state, action["card"])["fx"][action["ability"]]
        harmful = any(step["op"] in ("damage", "exhaust") for step in fx["do"])
        return WEIGHTS["activate"] * (0.2 if mine == harmful else 1.0)
    if kind == "attach_item":
        return 0.4 if action["face_down"] else 1.2
    if kind == "attack":
        target = st.defn(state, action["target"])
        return WEIGHTS["attack"] + (2.0 if target["vt"] else 0.0)
    return WEIGHTS.get(kind, 1.0)


def search_actions(state: State, sid: str) -> list[Action]:
    """The moves the AI's search weighs: every legal move, less the spellings that rarely matter — one card to
    discard for a cost (the first of each kind in hand), and an item attached face-down only when it has a Reveal
    ability to use later (face-up otherwise, where its Equip abilities work); never a location replacing its own
    copy (t.LOCATION_UNIQUE discards the one in play: the same card again, its field added to the pool once more),
    and no Combat Phase without an attack to declare in it (t.ATTACKER: "one of your non-exhausted characters")."""
    out: list[Action] = []
    seen: set[tuple[str, str | None]] = set()
    for a in legal.legal_actions(state, sid):
        if a["type"] == "activate" and "discard" in a:
            key = (a["card"], a.get("target"))
            if key in seen:
                continue
            seen.add(key)
        if a["type"] == "play_location" and _same_location(state, sid, a["card"]):
            continue
        if a["type"] == "combat" and not (combat.ready_characters(state, sid) and combat.targets(state, sid)):
            continue
        if a["type"] == "attach_item":
            reveal = any(e["kind"] == "reveal" for e in st.defn(state, a["card"])["fx"])
            if a["face_down"] != reveal:
                continue
        out.append(a)
    return out


def _same_location(state: State, sid: str, uid: str) -> bool:
    held = seat(state, sid)["location"]
    return held is not None and st.defn(state, held)["name"] == st.defn(state, uid)["name"]


def _token_open(state: State, sid: str) -> bool:
    """The turn's Victory Token (t.COMMAND_VICTORY_TOKEN: two Command Tokens, once a turn) can still be placed."""
    s = seat(state, sid)
    return bool(
        s["command_tokens"] >= 2 and not state["turn"]["victory_token_used"] and s["main"] and state["vt_pool"] > 0
    )
