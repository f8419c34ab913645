"""Turn-flow moves: the mulligan, Draw and TRADE in the Start and End steps, moving on a step, passing the turn,
the Resolve step, SECRET reveals, free Deploys a DISPOSE queued, pending choices (RESEARCH, a revealed SECRET, a
REPLACE, a free Deploy) and conceding."""

from __future__ import annotations

from typing import Any

from rules.achroma import rules_text as r
from rules.achroma.engine import board as bd
from rules.achroma.engine import effects as fx
from rules.achroma.engine import exchanges as ex
from rules.achroma.engine import play, turns
from rules.achroma.engine import texts as t
from rules.achroma.engine.state import (
    HAND_SIZE,
    TRADE_LIMIT,
    change_shards,
    defn,
    drain_open,
    draw,
    in_game,
    seat,
    shuffle_palette,
    to_dregs,
    turn_order_from,
)
from rules.base import Action, Event, State
from rules.common import mark_out

NEXT_STEP = {"start": "main", "main": "resolve", "resolve": "end"}


def gen_mulligan(state: State, sid: str) -> list[Action]:
    if seat(state, sid)["mulligan"] is not None:
        return []
    return [{"type": "mulligan", "seat": sid}, {"type": "keep", "seat": sid}]


def do_mulligan(state: State, a: Action) -> list[Event]:
    s = seat(state, a["seat"])
    if a["type"] == "mulligan":
        # t.MULLIGAN: shuffle them back and draw 5 new cards; the second draw is final.
        s["palette"].extend(s["hand"])
        s["hand"] = []
        shuffle_palette(state, a["seat"])
        draw(state, a["seat"], HAND_SIZE)
        s["mulligan"] = "redrawn"
    else:
        s["mulligan"] = "kept"
    events: list[Event] = [
        {"type": "mulligan" if a["type"] == "mulligan" else "hand_kept", "seat": a["seat"], "rule": t.MULLIGAN.id}
    ]
    if all(seat(state, x)["mulligan"] for x in in_game(state)):
        events += turns.begin_game(state)
    return events


def _slot(state: State) -> str | None:
    step = state["turn"]["step"]
    if step not in ("start", "end"):
        return None
    return f"{step}_step" if state["this_turn"][f"{step}_step"] is None else None


def gen_draw(state: State, sid: str) -> list[Action]:
    # t.EMPTY_PALETTE: with no card to draw, TRADE or skip.
    return [{"type": "draw", "seat": sid}] if _slot(state) and seat(state, sid)["palette"] else []


def do_draw(state: State, a: Action) -> list[Event]:
    s = seat(state, a["seat"])
    state["this_turn"][str(_slot(state))] = "draw"
    uid = s["palette"][-1]
    draw(state, a["seat"])
    return [
        {
            "type": "card_drawn",
            "seat": a["seat"],
            "step": state["turn"]["step"],
            "private": {a["seat"]: {"card": uid, "card_id": state["inst"][uid][0]}},
        }
    ]


def gen_trade(state: State, sid: str) -> list[Action]:
    if not _slot(state):
        return []
    return [{"type": "trade", "seat": sid, "card": u} for u in seat(state, sid)["hand"]]


def do_trade(state: State, a: Action) -> list[Event]:
    sid, uid = a["seat"], a["card"]
    turn = state["this_turn"]
    turn[str(_slot(state))] = "trade"
    seat(state, sid)["hand"].remove(uid)
    to_dregs(state, uid)
    value = defn(state, uid)["shard_value"]
    # r.TRADE_LIMIT / r.TRADE_REMAINDER: the card is still traded, only the remainder of the limit is gained.
    gained = max(0, min(value, TRADE_LIMIT - turn["trade_shards"]))
    turn["trade_shards"] += gained
    before, after = change_shards(state, sid, gained)
    return [
        {
            "type": "traded",
            "seat": sid,
            "card": uid,
            "card_id": state["inst"][uid][0],
            "value": value,
            "gained": after - before,
            "bonus": False,
            "to": after,
            "rule": r.TRADE_LIMIT.id,
        }
    ]


def gen_step(state: State, sid: str) -> list[Action]:
    if state["turn"]["step"] == "end":
        return [{"type": "pass_turn", "seat": sid}]
    return [{"type": "next_step", "seat": sid}]


def do_next_step(state: State, a: Action) -> list[Event]:
    before = state["turn"]["step"]
    state["turn"]["step"] = NEXT_STEP[before]
    return [
        {
            "type": "step_changed",
            "seat": a["seat"],
            "from": before,
            "to": state["turn"]["step"],
            "rule": r.STEP_ORDER.id,
        }
    ]


def do_pass_turn(state: State, a: Action) -> list[Event]:
    return turns.end_turn(state)


# ---- Resolve step ----------------------------------------------------------------------------------------------


def resolve_parts(state: State, uid: str) -> list[dict[str, Any]]:
    """A card's Achroma effect, its SPLAT/SQUISH tokens and its resolve abilities, as effects; FROZEN: none."""
    rec = state["board"][uid]
    if rec["frozen"]:
        return []  # t.FREEZE: "cannot GAIN, DRAIN, STEAL or PREVENT"
    parts: list[dict[str, Any]] = []
    ae = bd.achroma_effect(state, uid)
    if ae and ae["kind"] in ("gain", "drain", "steal") and ae["amount"] > 0:
        parts.append({"op": ae["kind"], "x": ae["amount"]})
    for tk in rec["tokens"]:
        parts.append({"op": "gain" if tk["k"] == "splat" else "drain", "x": tk["x"]})
    parts += [e for e in bd.abilities(state, uid) if e.get("when") == "resolve"]
    return parts


def gen_resolve(state: State, sid: str) -> list[Action]:
    if state["turn"]["step"] != "resolve":
        return []
    out: list[Action] = []
    opponents = [s for s in in_game(state) if s != sid] if drain_open(state, sid) else []
    for uid in bd.canvas(state, sid):
        if uid in state["this_turn"]["resolved"]:
            continue
        parts = resolve_parts(state, uid)
        if not parts:
            continue
        if any(p["op"] in ("drain", "steal") for p in parts) and opponents:
            out += [{"type": "resolve", "seat": sid, "card": uid, "target": o} for o in opponents]
        elif any(p["op"] not in ("drain", "steal") for p in parts):
            out.append({"type": "resolve", "seat": sid, "card": uid})
    return out


def do_resolve(state: State, a: Action) -> list[Event]:
    sid, uid = a["seat"], a["card"]
    parts = resolve_parts(state, uid)
    state["this_turn"]["resolved"].append(uid)
    state["board"][uid]["tokens"] = []  # "Once resolved, the SPLAT is removed."
    events: list[Event] = [{"type": "card_resolved", "seat": sid, "card": uid, "rule": t.RESOLVE_ONE.id}]
    for p in parts:
        if p["op"] in ("drain", "steal") and a.get("target") is None:
            events.append({"type": "effect_skipped", "card": uid, "op": p["op"], "rule": r.FIRST_TURNS.id})
            continue
        fx.run(state, p, actor=sid, source=uid, target=a.get("target"), events=events)
    return events


# ---- SECRET, choices, concede ----------------------------------------------------------------------------------


def gen_reveal_secret(state: State, sid: str) -> list[Action]:
    if state["turn"]["step"] != "start" or state["this_turn"]["acted"]:
        return []  # t.SECRET: "Immediately at the very start of your turn"
    return [
        {"type": "reveal_secret", "seat": sid, "card": u} for u in bd.canvas(state, sid) if state["board"][u]["secret"]
    ]


def do_reveal_secret(state: State, a: Action) -> list[Event]:
    sid, keeper = a["seat"], a["card"]
    hidden = state["board"][keeper]["secret"]
    state["board"][keeper]["secret"] = []
    events: list[Event] = [
        {
            "type": "secret_revealed",
            "seat": sid,
            "keeper": keeper,
            "card_ids": [state["inst"][u][0] for u in hidden],
            "rule": t.SECRET.id,
        }
    ]
    bd.erase(state, keeper, events, reason="secret")
    return events + offer_secret(state, sid, hidden)


def offer_secret(state: State, sid: str, hidden: list[str]) -> list[Event]:
    """Deploy each revealed card for free; a card with several ways to be Deployed waits for the seat's choice."""
    events: list[Event] = []
    while hidden:
        uid, hidden = hidden[0], hidden[1:]
        options = play.deploy_options(state, sid, uid)
        if not options:
            to_dregs(state, uid)
            events.append({"type": "secret_fizzled", "card": uid, "card_id": state["inst"][uid][0]})
        else:
            events += deploy_free_or_ask(state, sid, options, {"what": "secret", "card": uid, "rest": hidden})
            if len(options) > 1:
                return events
    return events


def deploy_free_or_ask(state: State, sid: str, options: list[dict[str, Any]], choice: dict[str, Any]) -> list[Event]:
    """Deploy for free the one way there is, or leave the choice among several ways pending for the seat."""
    if len(options) == 1:
        return play.do_deploy(state, {"type": "deploy", "seat": sid, **options[0]}, free=True)
    state["pending"] = {"kind": "choice", "seat": sid, "options": options, **choice}
    return []


def free_deploy_options(state: State, sid: str, flt: dict[str, Any]) -> list[dict[str, Any]]:
    return [opt for u in ex.hand_matching(state, sid, flt) for opt in play.deploy_options(state, sid, u)]


def run_free_deploys(state: State) -> list[Event]:
    """t.DISPOSE_DEPLOYS_LATER: the queued free Deploys, in order, while nothing else is pending; one that can be
    made in several ways (which card, host or target) waits for its seat's choice."""
    events: list[Event] = []
    while state["status"] == "active" and state["pending"] is None and state.get("free_deploys"):
        job, state["free_deploys"] = state["free_deploys"][0], state["free_deploys"][1:]
        sid = job["seat"]
        if seat(state, sid)["out"]:
            continue
        options = free_deploy_options(state, sid, job["filter"])
        if not options:
            events.append(
                {"type": "free_deploy_fizzled", "seat": sid, "reason": "no_card", "rule": t.DISPOSE_DEPLOYS_LATER.id}
            )
        else:
            events += deploy_free_or_ask(state, sid, options, {"what": "free_deploy", "filter": job["filter"]})
    return events


def gen_choose(state: State, sid: str) -> list[Action]:
    p = state["pending"]
    return [{"type": "choose", "seat": sid, "option": i} for i in range(len(p["options"]))]


def do_choose(state: State, a: Action) -> list[Event]:
    p = state["pending"]
    state["pending"] = None
    sid, option = a["seat"], p["options"][a["option"]]
    if p["what"] == "secret":
        events = play.do_deploy(state, {"type": "deploy", "seat": sid, **option}, free=True)
        return events + offer_secret(state, sid, p["rest"])
    # The options were listed from the hand as it was; a search's resampled hand may differ, so check them again.
    if p["what"] == "free_deploy":
        if option in free_deploy_options(state, sid, p["filter"]):
            return play.do_deploy(state, {"type": "deploy", "seat": sid, **option}, free=True)
        return [{"type": "free_deploy_fizzled", "seat": sid, "reason": "no_card", "rule": t.DISPOSE_DEPLOYS_LATER.id}]
    if p["what"] == "replace":
        events = []
        if option["card"] in ex.hand_matching(state, sid, p["filter"]):
            ex.place_replacement(state, sid, option["card"], p["slot"], events)
        return events
    # t.RESEARCH: pay 1 Shard per card kept; the rest go back on top (in the order they were, a fixed choice of
    # "in any order") and their owner now knows them.
    s = seat(state, sid)
    change_shards(state, sid, -len(option))
    for u in option:
        s["palette"].remove(u)
        s["hand"].append(u)
    rest = [u for u in p["cards"] if u not in option]
    s["known_top"] = list(reversed(rest))
    return [
        {
            "type": "research_done",
            "seat": sid,
            "kept": len(option),
            "paid": len(option),
            "private": {sid: {"kept": option}},
        }
    ]


def gen_research_affordable(state: State, sid: str) -> list[Action]:
    bank = seat(state, sid)["shards"]
    return [
        b
        for b in gen_choose(state, sid)
        if state["pending"]["what"] != "research" or len(state["pending"]["options"][b["option"]]) <= bank
    ]


def do_concede(state: State, a: Action) -> list[Event]:
    mark_out(state, [a["seat"]], "conceded")
    events: list[Event] = [{"type": "conceded", "seat": a["seat"]}]
    bd.remove_seat_cards(state, a["seat"], events)
    p = state["pending"]
    if p and p["kind"] == "choice" and p["seat"] == a["seat"]:
        if p["what"] == "secret":
            to_dregs(state, p["card"])
        state["pending"] = None
    if state["phase"] == "mulligan" and len(in_game(state)) > 1:
        if state["first_seat"] == a["seat"]:
            state["first_seat"] = turn_order_from(state, a["seat"])[0]
        if all(seat(state, x)["mulligan"] for x in in_game(state)):
            events += turns.begin_game(state)
    return events
