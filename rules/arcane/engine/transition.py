"""One transition of the game: an action's handler on a fresh copy, then everything automatic that follows
(``flow.settle``), and the check that a player who ran out of cards can still act, now or later. ``fast_clone`` is
the copy the AI's search makes thousands of times a second."""

from __future__ import annotations

from collections.abc import Callable

from rules.arcane.engine import board as bd
from rules.arcane.engine import cards as cd
from rules.arcane.engine import combat, flow, legal, play, turns
from rules.arcane.engine import essence as es
from rules.arcane.engine import state as st
from rules.arcane.engine import windows as wn
from rules.base import Action, Event, State

Handler = Callable[[State, Action], list[Event]]
HANDLERS: dict[str, Handler] = {
    "keep": flow.do_keep,
    "mulligan": flow.do_mulligan,
    "choose_card": flow.do_choose_card,
    "place_essence": play.do_place_essence,
    "invoke": play.do_invoke,
    "activate": play.do_activate,
    "move": play.do_move,
    "attack": combat.do_attack,
    "pass": wn.do_pass,
    "stop_passing": wn.do_stop_passing,
    "block": combat.do_block,
    "done_blocking": combat.do_done_blocking,
    "place": flow.do_place,
    "choose_target": flow.do_choose_target,
    "choose_option": flow.do_choose_option,
    "end_turn": flow.do_end_turn,
    "concede": flow.do_concede,
}
SHARED = ("cards", "inst", "first_player_rolls")  # replaced, never changed in place: shared between copies


def fast_clone(state: State) -> State:
    """A deep copy of everything that changes, written out for the known shape (the AI clones a lot); card
    definitions and instances are shared read-only, and the other keys hold scalars, kept as they are."""
    known = {"seats", "board", "this_turn", "turn", "domains", "stack", "window", "combat", "pending", "passing"}
    known |= set(SHARED)
    new = {k: v for k, v in state.items() if k not in known}  # scalars, and the shared data
    new.update((k, state[k]) for k in SHARED if k in state)
    new["seats"] = [
        {
            **s,
            "deck": s["deck"][:],
            "hand": s["hand"][:],
            "sanctum": s["sanctum"][:],
            "abyss": s["abyss"][:],
            "essences": s["essences"][:],
            "spent": s["spent"][:],
            "floating": dict(s["floating"]),
            "known": dict(s["known"]),
            "shown": s["shown"][:],
        }
        for s in state["seats"]
    ]
    new["board"] = {u: {**rec, "buffs": [dict(b) for b in rec["buffs"]]} for u, rec in state["board"].items()}
    tt = state["this_turn"]
    new["this_turn"] = {"essences": tt["essences"], "attacked": tt["attacked"][:], "used": tt["used"][:]}
    new["turn"] = dict(state["turn"])
    new["domains"] = [dict(d) for d in state["domains"]]
    new["stack"] = [dict(i) for i in state["stack"]]
    w = state["window"]
    new["window"] = {**w, "queue": w["queue"][:]} if w else None
    new["passing"] = dict(state.get("passing") or {})
    c = state["combat"]
    new["combat"] = {**c, "blockers": c["blockers"][:]} if c else None
    new["pending"] = dict(state["pending"]) if state["pending"] else None  # its effect data is card data: shared
    return new


def apply_trusted(state: State, action: Action) -> tuple[State, list[Event]]:
    """Apply a body taken from ``legal_actions`` (no re-validation) to a copy of ``state``."""
    new = fast_clone(state)
    events = HANDLERS[action["type"]](new, action)
    events += flow.settle(new)
    if any(e["type"] == "turn_started" for e in events):
        events += idle_check(new)
    return new, events


def idle_check(state: State) -> list[Event]:
    """t.EMPTY_DECK: a player who has run out of cards plays on "until they surrender or no longer have any actions
    to take" (RULINGS Arcane 5: "until they concede or can take no action"). Having nothing to do this turn is not
    enough — a creature held exhausted acts again later: a player whose turn starts with an empty deck is out only
    when nothing they hold or control can ever act again (``never_acts_again``)."""
    if state["status"] != "active" or state["phase"] != "play":
        return []
    sid = state["turn"]["active_seat"]
    if st.seat(state, sid)["deck"] or legal.to_act(state) != [sid] or not never_acts_again(state, sid):
        return []
    if {a["type"] for a in legal.legal_actions(state, sid)} != {"end_turn", "concede"}:
        return []  # never for a player with a move this turn, whatever the reading above misses
    events = turns.eliminate(state, sid, "no_actions_left")
    events += flow.settle(state)
    return events + idle_check(state)


def never_acts_again(state: State, sid: str) -> bool:
    """docs/arcane-rulings.md, "Running out of cards": with an empty deck nothing new comes to the player, so they
    can act again only through what they have: a creature (it wakes, attacks, moves, blocks), an Essence card in
    hand, or a hand card or an ability of their perpetuals that their Essence cards pay for once awake, with a
    target that can still come."""
    s = st.seat(state, sid)
    if any(st.defn(state, u)["type"] == "essence" for u in s["hand"]):
        return False
    if any(bd.is_creature(state, u) for u in bd.controlled(state, sid)):
        return False
    pool: dict[str, int] = {}
    for u in s["essences"]:
        kind = st.defn(state, u)["essence"]
        pool[kind] = pool.get(kind, 0) + 1
    for u in s["hand"]:
        d = st.defn(state, u)
        played = cd.effects(d, "play")
        if es.can_pay(pool, d["pay"]) and all(_target_may_come(state, sid, e.get("target")) for e in played):
            return False
    return not any(
        es.can_pay(pool, e.get("cost") or {}) for u in bd.controlled(state, sid) for _, e in play.abilities(state, u)
    )


def _target_may_come(state: State, sid: str, selector: str | None) -> bool:
    """A Trap that answers a spell or an attacking creature needs another player to cast or attack, so it waits only
    while another player still has a Spell card (hand or deck) or a creature (in play, hand or deck). Any other
    target may come from any player later."""
    wanted = {"spell": "spell", "attacking_creature": "creature"}.get(selector or "")
    if wanted is None:
        return True
    for other in st.in_game(state):
        o = st.seat(state, other)
        if other == sid:
            continue
        cards = o["hand"] + o["deck"] + [u for u, rec in state["board"].items() if rec["ctrl"] == other]
        if any(st.defn(state, u)["type"] == wanted for u in cards):
            return True
    return False
