"""Main-step play: Deploying (costs, hosts, INFEST, Heroic, Realm Relics, ACTION effects), attacks, activated
abilities (HUNT, SPLAT, SQUISH, MENAGERIE, SACRIFICE), DISPOSE and MOUNT.

Each ``gen_*`` lists every body of that type the seat may send now (the caller has checked whose turn it is and
that nothing is pending); each ``do_*`` carries one out on a fresh copy.
"""

from __future__ import annotations

from typing import Any

from rules.achroma.engine import board as bd
from rules.achroma.engine import cards as cd
from rules.achroma.engine import combat
from rules.achroma.engine import effects as fx
from rules.achroma.engine import texts as t
from rules.achroma.engine.state import DEPLOY_LIMIT, change_shards, defn, seat, to_dregs
from rules.base import Action, Event, State


def targeted(effects: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The one effect in a group that takes a target (the demo set never prints two)."""
    return next((e for e in effects if fx.needs_target(e)), None)


def _targets(state: State, effect: dict[str, Any] | None, sid: str, source: str) -> list[Any]:
    if effect is None:
        return [None]
    return fx.candidates(state, effect, sid, source) or [None]


def run_group(
    state: State, group: list[dict[str, Any]], *, actor: str, source: str, target: Any, events: list[Event]
) -> None:
    """Run effects in printed order; a target that is no longer legal makes its effect fizzle."""
    for e in group:
        tgt = None
        if fx.needs_target(e):
            tgt = target if target is not None and target in fx.candidates(state, e, actor, source) else None
        fx.run(state, e, actor=actor, source=source, target=tgt, events=events)


# ---- deploying -------------------------------------------------------------------------------------------------


def object_hosts(state: State, card: dict[str, Any]) -> list[str]:
    """t.OBJECT_ATTACH: a Character on any Canvas; t.REALM_RELIC: one Realm Relic per Character."""
    hosts = []
    for u in _root_characters(state):
        if card["realm_relic"] and any(defn(state, o)["realm_relic"] for o in bd.attached(state, u, "object")):
            continue
        hosts.append(u)
    return hosts


def _root_characters(state: State) -> list[str]:
    return [
        u
        for u, rec in state["board"].items()
        if rec["on"] is None and bd.is_character(state, u) and not seat(state, rec["ctrl"])["out"]
    ]


def deploy_options(state: State, sid: str, uid: str) -> list[dict[str, Any]]:
    """Every (host, target, mode) a card may be Deployed with, ignoring cost, step and the deploy limit."""
    card = defn(state, uid)
    placements: list[tuple[str | None, str | None]] = (
        [(None, h) for h in object_hosts(state, card)] if card["type"] == "object" else [(None, None)]
    )
    if card["type"] == "character" and cd.static(card, "INFEST"):
        # t.INFEST: pay 1 Shard to attach to another Character on any Canvas (not one already INFESTED).
        placements += [("infest", h) for h in _root_characters(state) if bd.infester(state, h) is None]
    group = cd.effects(card, "deploy")
    out = []
    for mode, host in placements:
        for tgt in _targets(state, targeted(group), sid, uid) if mode is None else [None]:
            opt = {"card": uid}
            if host is not None:
                opt["host"] = host
            if tgt is not None:
                opt["target"] = tgt
            if mode is not None:
                opt["mode"] = mode
            out.append(opt)
    return out


def deploy_cost(state: State, uid: str, mode: str | None) -> int:
    return 1 if mode == "infest" else defn(state, uid)["shard_value"]


def gen_deploy(state: State, sid: str) -> list[Action]:
    if state["this_turn"]["deploys"] >= DEPLOY_LIMIT:
        return []
    bank, step = seat(state, sid)["shards"], state["turn"]["step"]
    out = []
    for uid in dict.fromkeys(seat(state, sid)["hand"]):
        if defn(state, uid)["type"] != "action" and step != "main":
            continue  # r.DEPLOY_STEP
        for opt in deploy_options(state, sid, uid):
            if deploy_cost(state, uid, opt.get("mode")) <= bank:  # r.DEPLOY_PAYMENT (RULINGS 5)
                out.append({"type": "deploy", "seat": sid, **opt})
    return out


def do_deploy(state: State, a: Action, *, free: bool = False) -> list[Event]:
    sid, uid, mode, host = a["seat"], a["card"], a.get("mode"), a.get("host")
    card = defn(state, uid)
    if uid in seat(state, sid)["hand"]:
        seat(state, sid)["hand"].remove(uid)
    cost = 0 if free else deploy_cost(state, uid, mode)
    if not free:
        state["this_turn"]["deploys"] += 1
    _, after = change_shards(state, sid, -cost)
    events: list[Event] = [
        {
            "type": "deployed",
            "seat": sid,
            "card": uid,
            "card_id": state["inst"][uid][0],
            "host": host,
            "mode": mode,
            "cost": cost,
            "free": free,
            "deploys": state["this_turn"]["deploys"],
            "to": after,
        }
    ]
    group = cd.effects(card, "deploy")
    if card["type"] == "action":
        run_group(state, group, actor=sid, source=uid, target=a.get("target"), events=events)
        to_dregs(state, uid)  # t.ACTION_CARD: "resolved and then immediately placed in your Dregs"
        return events
    dest = state["board"][host]["ctrl"] if host else sid
    if (old := bd.heroic_copy(state, uid, dest)) is not None:
        bd.erase(state, old, events, reason="heroic")  # t.HEROIC: before any ability of the second copy
    if host is not None and host not in state["board"]:
        to_dregs(state, uid)  # the host left with the Heroic original: an Object cannot stay unattached
        return events
    bd.place(state, uid, sid, on=host, as_=mode or ("object" if host else None))
    if mode is None:
        # t.ACTION_KW; an Object Deployed on another player's Character: "you get to resolve this effect".
        run_group(state, group, actor=sid, source=uid, target=a.get("target"), events=events)
    return events


# ---- attacks, abilities, DISPOSE, MOUNT ----------------------------------------------------------------------


def gen_attack(state: State, sid: str) -> list[Action]:
    if state["turn"]["step"] != "main":
        return []
    targets = combat.defenders(state, sid)
    return [
        {"type": "attack", "seat": sid, "attacker": u, "defender": d}
        for u in bd.canvas(state, sid)
        if combat.can_attack(state, u, sid)
        for d in targets
    ]


def do_attack(state: State, a: Action) -> list[Event]:
    events: list[Event] = []
    combat.attack(state, a["seat"], a["attacker"], a["defender"], events)
    return events


def menagerie_ready(state: State, sid: str) -> bool:
    """t.MENAGERIE: 3 or more unique Character Types on your Canvas, once in your turn."""
    types = {ty for u in bd.canvas(state, sid) if bd.is_character(state, u) for ty in defn(state, u)["character_types"]}
    return len(types) >= 3 and not state["this_turn"].get("menagerie")


def shard_price(effect: dict[str, Any]) -> int:
    """'Pay X Shards:' before an ability, as ``"cost": {"shards": X}``."""
    return int((effect.get("cost") or {}).get("shards", 0))


def activated(state: State, uid: str) -> list[dict[str, Any]]:
    return [e for e in bd.abilities(state, uid) if e.get("when") == "activated"]


def gen_activate(state: State, sid: str) -> list[Action]:
    if state["turn"]["step"] != "main":
        return []
    out = []
    for uid in bd.canvas(state, sid):
        if uid in state["this_turn"]["used"]:
            continue
        for e in activated(state, uid):
            if e.get("keyword") == "MENAGERIE" and not menagerie_ready(state, sid):
                continue
            if shard_price(e) > seat(state, sid)["shards"]:
                continue  # t.PAY_X: the cost is paid to use the ability (once a turn per card: t.PAY_ONCE)
            costs: list[str | None] = [None]
            if (e.get("cost") or {}).get("sacrifice"):
                costs = [u for u in bd.canvas(state, sid) if u != uid]  # t.SACRIFICE: Erase a card of yours
            targets = fx.candidates(state, e, sid, uid) if fx.needs_target(e) else [None]
            for cost in costs:
                for tgt in targets:
                    body: Action = {"type": "activate", "seat": sid, "card": uid}
                    if cost is not None:
                        body["cost_card"] = cost
                    if tgt is not None:
                        body["target"] = tgt
                    out.append(body)
    return out


def do_activate(state: State, a: Action) -> list[Event]:
    sid, uid = a["seat"], a["card"]
    e = activated(state, uid)[0]
    state["this_turn"]["used"].append(uid)
    events: list[Event] = [{"type": "ability_used", "seat": sid, "card": uid, "keyword": e.get("keyword")}]
    if e.get("keyword") == "MENAGERIE":
        state["this_turn"]["menagerie"] = True
    if price := shard_price(e):
        _, after = change_shards(state, sid, -price)
        events.append(
            {"type": "shards_paid", "seat": sid, "card": uid, "amount": price, "to": after, "rule": t.PAY_X.id}
        )
    if a.get("cost_card"):
        bd.erase(state, a["cost_card"], events, reason="sacrifice")
        if uid not in state["board"]:
            return events
    run_group(state, [e], actor=sid, source=uid, target=a.get("target"), events=events)
    return events


def dispose_effects(state: State, uid: str) -> list[dict[str, Any]]:
    return [e for e in bd.abilities(state, uid) if e.get("when") == "dispose"]


def gen_dispose(state: State, sid: str) -> list[Action]:
    """t.DISPOSE: during your turn at any time; during another's turn as a Reaction (see reactions)."""
    out = []
    for uid in bd.canvas(state, sid):
        group = dispose_effects(state, uid)
        if not group:
            continue
        for tgt in _targets(state, targeted(group), sid, uid):
            body: Action = {"type": "dispose", "seat": sid, "card": uid}
            if tgt is not None:
                body["target"] = tgt
            out.append(body)
    return out


def do_dispose(state: State, a: Action) -> list[Event]:
    sid, uid = a["seat"], a["card"]
    group = dispose_effects(state, uid)
    events: list[Event] = [
        {"type": "disposed", "seat": sid, "card": uid, "card_id": state["inst"][uid][0], "rule": t.DISPOSE.id}
    ]
    bd.erase(state, uid, events, reason="dispose")  # "Erase the card with the word DISPOSE. Once Erased, action…"
    run_group(state, group, actor=sid, source=uid, target=a.get("target"), events=events)
    return events


def gen_mount(state: State, sid: str) -> list[Action]:
    if state["turn"]["step"] != "main":
        return []
    mine = [u for u in bd.canvas(state, sid) if state["board"][u]["on"] is None and bd.is_character(state, u)]
    riders = [u for u in mine if bd.has_keyword(state, u, "MOUNT") and not bd.attached(state, u)]
    mounts = [
        u
        for u in mine
        if (cd.types_match(defn(state, u), "Dragon") or cd.types_match(defn(state, u), "Drake"))
        and not bd.attached(state, u, "rider")
    ]
    return [{"type": "mount", "seat": sid, "card": r, "host": m} for r in riders for m in mounts if m != r]


def do_mount(state: State, a: Action) -> list[Event]:
    rec = state["board"][a["card"]]
    rec["on"], rec["as"] = a["host"], "rider"
    return [{"type": "mounted", "seat": a["seat"], "card": a["card"], "host": a["host"], "rule": t.MOUNT.id}]
