"""The effect vocabulary: target selectors and the operations a card's ``effects`` name.

Every op runs as ``run(state, effect, actor=…, source=…, target=…, events)`` on a fresh copy. ``candidates`` lists
the legal targets of an effect; an effect whose candidate list is empty does nothing ("you must resolve as much of
its ability as possible").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.achroma.engine import board as bd
from rules.achroma.engine import cards as cd
from rules.achroma.engine import exchanges as ex
from rules.achroma.engine import texts as t
from rules.achroma.engine.state import (
    change_shards,
    defn,
    drain_open,
    draw,
    in_game,
    seat,
    shuffle_palette,
    take_from_bank,
    to_dregs,
)
from rules.base import Event, State

# Ops whose target is a card that PROTECTION shields from another player ("cannot be Erased, damaged").
HARMFUL = {"damage", "erase"}
# Ops that take a Character standing on its own, not one attached as a rider or an INFEST card.
ROOT_ONLY = {"HUNT", "SWAP", "REPLACE"}
Op = Callable[[State, dict[str, Any], str, str, Any, list[Event]], None]


def needs_target(effect: dict[str, Any]) -> bool:
    return bool(effect.get("target")) or cd.effect_op(effect) in ("DIG", "TRADE", "HUNT", "drain", "steal")


def selector(effect: dict[str, Any]) -> str:
    op = cd.effect_op(effect)
    defaults = {
        "DIG": "own_dregs",
        "TRADE": "own_hand",
        "HUNT": "enemy_character",
        "drain": "opponent",
        "steal": "opponent",
    }
    return str(effect.get("target") or defaults.get(op, ""))


def candidates(state: State, effect: dict[str, Any], actor: str, source: str | None) -> list[str]:
    """Every legal target of ``effect`` for ``actor``, excluding the card itself ("another card")."""
    sel, flt, op = selector(effect), effect.get("filter") or {}, cd.effect_op(effect)
    if sel == "opponent":
        # r.FIRST_TURNS / t.FIRST_TURNS_ANY: no Drain or Steal until everyone else has had a first turn.
        return [s for s in in_game(state) if s != actor] if drain_open(state, actor) else []
    if sel == "any_palette":
        return [s for s in in_game(state) if seat(state, s)["palette"]]
    if sel == "own_hand":
        return [u for u in seat(state, actor)["hand"] if u != source]
    if sel == "own_dregs":
        seen: dict[str, str] = {}
        for u in seat(state, actor)["dregs"]:  # one pick per distinct card: the Dregs are public
            if cd.matches(defn(state, u), flt):
                seen.setdefault(state["inst"][u][0], u)
        return list(seen.values())
    out = []
    for u, rec in state["board"].items():
        if u == source or seat(state, rec["ctrl"])["out"]:
            continue
        if sel.endswith("character") and not bd.is_character(state, u):
            continue
        if sel.startswith("enemy") and rec["ctrl"] == actor:
            continue
        if sel.startswith("own") and rec["ctrl"] != actor:
            continue
        if not cd.matches(defn(state, u), flt):
            continue
        if flt.get("no_attachments") and (bd.attached(state, u) or rec["on"] is not None):
            continue
        if op in HARMFUL and bd.protected_from(state, u, actor):
            continue
        if op in ROOT_ONLY and rec["on"] is not None:
            continue
        out.append(u)
    return out


def run(
    state: State, effect: dict[str, Any], *, actor: str, source: str | None, target: Any, events: list[Event]
) -> None:
    op = cd.effect_op(effect)
    if needs_target(effect) and target is None:
        events.append({"type": "effect_fizzled", "card": source, "op": op, "reason": "no_legal_target"})
        return
    OPS[op](state, effect, actor, source or "", target, events)


# ---- bank effects --------------------------------------------------------------------------------------------


def gain(state: State, seat_id: str, amount: int, events: list[Event], source: str | None, rule: str) -> None:
    before, after = change_shards(state, seat_id, amount)
    events.append(
        {"type": "shards_gained", "seat": seat_id, "amount": after - before, "to": after, "card": source, "rule": rule}
    )


def drain_or_steal(
    state: State, kind: str, actor: str, target: str, amount: int, source: str | None, events: list[Event]
) -> None:
    prevented, lost = take_from_bank(state, target, amount, by=actor)
    ev: dict[str, Any] = {
        "type": "shards_drained" if kind == "drain" else "shards_stolen",
        "seat": actor,
        "target": target,
        "amount": amount,
        "prevented": prevented,
        "lost": lost,
        "card": source,
    }
    if kind == "steal":
        _, after = change_shards(state, actor, lost)  # RULINGS Achroma 1: exactly what the target lost
        ev["to"] = after
    events.append(ev)


def _gain(state: State, e: dict[str, Any], actor: str, source: str, target: Any, events: list[Event]) -> None:
    gain(state, actor, int(e["x"]), events, source, "achroma.gain")


def _drain(state: State, e: dict[str, Any], actor: str, source: str, target: Any, events: list[Event]) -> None:
    drain_or_steal(state, cd.effect_op(e), actor, target, int(e["x"]), source, events)


def _gain_per(state: State, e: dict[str, Any], actor: str, source: str, target: Any, events: list[Event]) -> None:
    count = sum(1 for rec in state["board"].values() if rec["cursed"]) if e.get("count") == "cursed" else 0
    gain(state, actor, int(e["x"]) * count, events, source, t.CURSE.id)


def _draw(state: State, e: dict[str, Any], actor: str, source: str, target: Any, events: list[Event]) -> None:
    n = draw(state, actor, int(e["x"]))
    events.append({"type": "cards_drawn", "seat": actor, "count": n})


# ---- card effects --------------------------------------------------------------------------------------------


def damage_card(state: State, uid: str, amount: int, events: list[Event], *, reason: str) -> None:
    """Shard damage outside combat; a MOUNTED pair shares one pool of Shards."""
    root = bd.root_of(state, uid)
    if state["board"][uid]["as"] == "rider" or bd.attached(state, uid, "rider"):
        riders = bd.attached(state, root, "rider")
        pool = [*riders, root]
    else:
        pool = [uid]
    left = amount
    for u in pool:
        take = min(left, bd.shards_left(state, u))
        state["board"][u]["dmg"] += take
        left -= take
    events.append({"type": "card_damaged", "card": uid, "amount": amount - left})
    if sum(bd.shards_left(state, u) for u in pool) <= 0:
        bd.erase(state, pool[-1], events, reason=reason)


def _damage(state: State, e: dict[str, Any], actor: str, source: str, target: Any, events: list[Event]) -> None:
    if bd.protected_from(state, target, actor):
        events.append({"type": "protected", "card": target, "rule": t.PROTECTION.id})
        return
    damage_card(state, target, int(e["x"]), events, reason="damage")


def _erase(state: State, e: dict[str, Any], actor: str, source: str, target: Any, events: list[Event]) -> None:
    if bd.protected_from(state, target, actor):
        events.append({"type": "protected", "card": target, "rule": t.PROTECTION.id})
        return
    bd.erase(state, target, events, reason="effect")


def _give(state: State, e: dict[str, Any], actor: str, source: str, target: Any, events: list[Event]) -> None:
    rec = state["board"][target]
    if e["keyword"] == "RAGE":
        rec["rage"] += int(e.get("x", 1))
    else:
        rec["prot"] = True
    events.append({"type": "keyword_given", "card": target, "keyword": e["keyword"], "rule": t.RAGE.id})


def _flag(flag: str, rule: str) -> Op:
    def op(state: State, e: dict[str, Any], actor: str, source: str, target: Any, events: list[Event]) -> None:
        state["board"][target][flag] = True
        events.append({"type": f"card_{flag}", "card": target, "by": actor, "rule": rule})

    return op


def _claim(state: State, e: dict[str, Any], actor: str, source: str, target: Any, events: list[Event]) -> None:
    before = state["board"][target]["ctrl"]
    bd.set_control(state, target, actor)
    events.append({"type": "card_claimed", "card": target, "from": before, "seat": actor, "rule": t.CLAIM.id})


def _restrain(state: State, e: dict[str, Any], actor: str, source: str, target: Any, events: list[Event]) -> None:
    if source not in state["board"]:
        return  # the RESTRAINING card left the Canvas before its ACTION resolved
    held = state["board"].pop(target)
    bd.release_contents(state, held, events)  # a RESTRAINING card that is RESTRAINED lets go of its own captive
    state["board"][source]["under"].append(target)
    state["hunts"] = [h for h in state["hunts"] if target not in (h["hunter"], h["target"])]
    events.append({"type": "card_restrained", "card": target, "by": source, "rule": t.RESTRAIN.id})


def _secret(state: State, e: dict[str, Any], actor: str, source: str, target: Any, events: list[Event]) -> None:
    pal = seat(state, target)["palette"]
    if source not in state["board"] or not pal:
        return
    uid = pal.pop()
    seat(state, target)["known_top"] = [u for u in seat(state, target)["known_top"] if u != uid]
    state["board"][source]["secret"].append(uid)
    events.append({"type": "secret_hidden", "keeper": source, "palette": target, "rule": t.SECRET.id})


def _tokens(kind: str, rule: str) -> Op:
    def op(state: State, e: dict[str, Any], actor: str, source: str, target: Any, events: list[Event]) -> None:
        state["board"][target]["tokens"].append({"k": kind, "x": int(e["x"]), "by": actor})
        events.append({"type": f"{kind}_given", "card": target, "amount": int(e["x"]), "by": actor, "rule": rule})

    return op


def _hunt(state: State, e: dict[str, Any], actor: str, source: str, target: Any, events: list[Event]) -> None:
    state["hunts"].append(
        {
            "by": actor,
            "hunter": source,
            "target": target,
            "hunter_ctrl": state["board"][source]["ctrl"],
            "target_ctrl": state["board"][target]["ctrl"],
            "then": e["then"],
        }
    )
    events.append({"type": "hunt_started", "hunter": source, "target": target, "rule": t.HUNT.id})


def _find(state: State, e: dict[str, Any], actor: str, source: str, target: Any, events: list[Event]) -> None:
    s = seat(state, actor)
    found = next((u for u in reversed(s["palette"]) if state["inst"][u][0] == e["card"]), None)
    if found is not None:
        s["palette"].remove(found)
        s["hand"].append(found)
        s["shown"].append(found)
    shuffle_palette(state, actor)
    # The found card is named on the card, so finding it (or not) is public.
    events.append(
        {"type": "card_found", "seat": actor, "card_id": e["card"], "found": found is not None, "rule": t.FIND.id}
    )


def _dig(state: State, e: dict[str, Any], actor: str, source: str, target: Any, events: list[Event]) -> None:
    s = seat(state, actor)
    s["dregs"].remove(target)
    s["hand"].append(target)
    s["shown"].append(target)
    events.append(
        {"type": "card_dug", "seat": actor, "card": target, "card_id": state["inst"][target][0], "rule": t.DIG.id}
    )


def _reveal(state: State, e: dict[str, Any], actor: str, source: str, target: Any, events: list[Event]) -> None:
    s = seat(state, actor)
    shown: list[str] = []
    taken = None
    for u in reversed(s["palette"]):
        shown.append(state["inst"][u][0])
        if cd.matches(defn(state, u), e.get("filter")):
            taken = u
            break
    if taken is not None:
        s["palette"].remove(taken)
        s["hand"].append(taken)
        s["shown"].append(taken)
    shuffle_palette(state, actor)
    events.append({"type": "cards_revealed", "seat": actor, "card_ids": shown, "taken": taken, "rule": t.REVEAL.id})


def _research(state: State, e: dict[str, Any], actor: str, source: str, target: Any, events: list[Event]) -> None:
    top = list(reversed(seat(state, actor)["palette"][-int(e["x"]) :]))
    if not top:
        return
    options = [[u for i, u in enumerate(top) if mask >> i & 1] for mask in range(1 << len(top))]
    state["pending"] = {"kind": "choice", "what": "research", "seat": actor, "cards": top, "options": options}
    events.append({"type": "research_started", "seat": actor, "count": len(top), "rule": t.RESEARCH.id})


def _trade(state: State, e: dict[str, Any], actor: str, source: str, target: Any, events: list[Event]) -> None:
    s = seat(state, actor)
    s["hand"].remove(target)
    to_dregs(state, target)
    value = defn(state, target)["shard_value"]
    before, after = change_shards(state, actor, value)  # r.BONUS_TRADE: outside the 6-shard limit
    events.append(
        {
            "type": "traded",
            "seat": actor,
            "card": target,
            "card_id": state["inst"][target][0],
            "gained": after - before,
            "bonus": True,
            "to": after,
            "rule": t.TRADE_KW.id,
        }
    )


OPS: dict[str, Op] = {
    "gain": _gain,
    "drain": _drain,
    "steal": _drain,
    "gain_per": _gain_per,
    "draw": _draw,
    "damage": _damage,
    "erase": _erase,
    "give": _give,
    "CLAIM": _claim,
    "CURSE": _flag("cursed", t.CURSE.id),
    "FREEZE": _flag("frozen", t.FREEZE.id),
    "RESTRAIN": _restrain,
    "SECRET": _secret,
    "SPLAT": _tokens("splat", t.SPLAT.id),
    "SQUISH": _tokens("squish", t.SQUISH.id),
    "HUNT": _hunt,
    "FIND": _find,
    "DIG": _dig,
    "REVEAL": _reveal,
    "RESEARCH": _research,
    "TRADE": _trade,
    "COPY": ex.copy_card,
    "SWAP": ex.swap,
    "REPLACE": ex.replace,
    "deploy_free": ex.queue_free_deploy,
}
