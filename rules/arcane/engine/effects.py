"""The effect vocabulary: target selectors and the operations a card's ``effects`` name.

An effect is ``{"when": …, "op": …, …}``. ``when`` says when it happens: ``play`` (a spell resolving), ``enters``,
``attacks``, ``blocks`` (a creature its controller controls blocks), ``destroyed``, ``creature_destroyed`` (any
creature, while this Domain is active), ``start_of_turn``, ``activated`` (an ability with a ``cost``) and ``static``
(an ``aura``). ``target`` names a selector (``creature``, ``enemy_creature``, ``own_creature``, ``artifact``,
``creature_or_domain``, ``creature_or_player``, ``attacking_creature``, ``spell``, ``player``, ``opponent``); an
effect without one acts on its controller, or on every card an ``each`` names (``enemy_front_creatures``,
``all_creatures``).

Every op runs as ``op(state, effect, actor, source, target, events)`` on a fresh copy. Ops never destroy a card
themselves: they mark it (``doomed``) or take its HP to 0, and ``triggers.check_deaths`` destroys it and runs what
its destruction triggers. An op that needs a choice (``recall``, ``scry``) leaves it pending and ends its group.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.arcane.engine import board as bd
from rules.arcane.engine import cards as cd
from rules.arcane.engine import texts as t
from rules.arcane.engine.state import (
    card_id,
    change_life,
    defn,
    draw,
    in_game,
    new_record,
    owner,
    remove_token,
    seat,
    to_abyss,
)
from rules.base import Event, State

Op = Callable[[State, dict[str, Any], str, str, Any, list[Event]], None]
BANISH_LIMIT = 5


# ---- targets ---------------------------------------------------------------------------------------------------------


def targetable(state: State, uid: str, actor: str, via: str) -> bool:
    """Whether ``actor`` may target a perpetual with a spell or an ability: never one with Stealth (t.STEALTH), never
    a Magic Ward creature with a spell (t.MAGIC_WARD), and an opponent's covered Back Row card only with a spell
    (t.COVER, t.BACK_ROW_SPELLS)."""
    rec = state["board"][uid]
    if rec["stealth"]:
        return False
    if via == "spell":
        return not bd.has(state, uid, "magic_ward")
    return rec["ctrl"] == actor or bd.blocker_in_front(state, uid) is None


def active_domain(state: State) -> str | None:
    return state["domains"][0]["card"] if state["domains"] else None


def candidates(state: State, effect: dict[str, Any], actor: str, source: str | None, via: str) -> list[str]:
    """Every legal target of ``effect`` for ``actor`` (``via`` "spell" or "ability")."""
    sel = effect.get("target")
    if sel in ("player", "opponent"):
        return [s for s in in_game(state) if sel == "player" or s != actor]
    if sel == "spell":
        return [
            i["card"]
            for i in state["stack"]
            if i["kind"] == "card" and defn(state, i["card"])["type"] == "spell" and i["card"] != source
        ]
    if sel == "attacking_creature":
        c = state["combat"]
        ok = c is not None and c["attacker"] in state["board"] and targetable(state, c["attacker"], actor, via)
        return [c["attacker"]] if ok else []
    want = "artifact" if sel == "artifact" else "creature"
    out = []
    for u, rec in state["board"].items():
        if defn(state, u)["type"] != want:
            continue
        if (sel == "enemy_creature" and rec["ctrl"] == actor) or (sel == "own_creature" and rec["ctrl"] != actor):
            continue
        if targetable(state, u, actor, via):
            out.append(u)
    if sel == "creature_or_domain" and (dom := active_domain(state)) is not None:
        out.append(dom)  # t.DOMAIN_ANY_PLAYER; only the active Domain (docs/arcane-rulings.md)
    if sel == "creature_or_player":
        out += in_game(state)
    return out


def each(state: State, effect: dict[str, Any], actor: str) -> list[str]:
    """The cards an untargeted ``each`` effect acts on (t.MAGIC_WARD: not targeting, so a ward does not help)."""
    group = effect["each"]
    out = []
    for u, rec in state["board"].items():
        if defn(state, u)["type"] != "creature":
            continue
        if group == "enemy_front_creatures" and (rec["ctrl"] == actor or rec["zone"] != "front"):
            continue
        out.append(u)
    return out


def run(state: State, effect: dict[str, Any], *, actor: str, source: str, target: Any, events: list[Event]) -> None:
    OPS[effect["op"]](state, effect, actor, source, target, events)


# ---- operations ------------------------------------------------------------------------------------------------------


def banish(state: State, domain: str, by: str, events: list[Event]) -> None:
    """t.DOMAIN_BANISH: a Domain targeted by damage (more than 0: the callers check) gets 1 Banish Counter instead;
    at 5 or more it goes to the Abyss and the Domain beneath becomes active (t.DOMAIN_STACK)."""
    entry = next(d for d in state["domains"] if d["card"] == domain)
    entry["banish"] += 1
    events.append(
        {
            "type": "banish_counter_added",
            "domain": domain,
            "banish_counters": entry["banish"],
            "by": by,
            "rule": t.DOMAIN_BANISH.id,
        }
    )
    if entry["banish"] >= BANISH_LIMIT:
        state["domains"] = [d for d in state["domains"] if d["card"] != domain]
        to_abyss(state, domain)
        events.append({"type": "domain_destroyed", "domain": domain, "to": "abyss", "rule": t.DOMAIN_BANISH.id})
        if state["domains"]:
            events.append(
                {"type": "domain_activated", "domain": state["domains"][0]["card"], "rule": t.DOMAIN_STACK.id}
            )


def lose_life(state: State, sid: str, amount: int, events: list[Event], why: str) -> None:
    _, after = change_life(state, sid, -amount)
    events.append({"type": "life_lost", "seat": sid, "amount": amount, "life": after, "why": why})


def gain_life(state: State, sid: str, amount: int, events: list[Event], why: str) -> None:
    _, after = change_life(state, sid, amount)
    events.append(
        {"type": "life_gained", "seat": sid, "amount": amount, "life": after, "why": why, "rule": t.LIFE_ABOVE_START.id}
    )


def _damage(state: State, e: dict[str, Any], actor: str, source: str, target: Any, events: list[Event]) -> None:
    amount = int(e["x"])
    for tgt in each(state, e, actor) if e.get("each") else [target]:
        if tgt in state["board"]:
            bd.deal_damage(state, tgt, amount, events, source=source, combat=False)
        elif isinstance(tgt, str) and tgt == active_domain(state):
            if amount > 0:  # t.DOMAIN_BANISH: "that would deal damage"
                banish(state, tgt, actor, events)
        elif isinstance(tgt, str) and tgt.startswith("p"):
            lose_life(state, tgt, amount, events, f"damage from {source}")


def _heal(state: State, e: dict[str, Any], actor: str, source: str, target: Any, events: list[Event]) -> None:
    if target in state["board"]:
        bd.heal_card(state, target, int(e["x"]), events, source=source)
    else:
        gain_life(state, target or actor, int(e["x"]), events, f"healed by {source}")


def _buff(state: State, e: dict[str, Any], actor: str, source: str, target: Any, events: list[Event]) -> None:
    tgt = target or source
    bd.add_buff(state, tgt, int(e.get("ap", 0)), int(e.get("hp", 0)), e.get("until", "end_of_turn"))
    events.append(
        {
            "type": "stats_changed",
            "card": tgt,
            "ap": int(e.get("ap", 0)),
            "hp": int(e.get("hp", 0)),
            "until": e.get("until", "end_of_turn"),
            "source": source,
        }
    )


def _gain_life(state: State, e: dict[str, Any], actor: str, source: str, target: Any, events: list[Event]) -> None:
    gain_life(state, actor, int(e["x"]), events, f"{card_id(state, source)}")


def _lose_life(state: State, e: dict[str, Any], actor: str, source: str, target: Any, events: list[Event]) -> None:
    lose_life(state, target or actor, int(e["x"]), events, f"{card_id(state, source)}")


def _draw(state: State, e: dict[str, Any], actor: str, source: str, target: Any, events: list[Event]) -> None:
    drawn = draw(state, actor, int(e["x"]))
    events.append(
        {
            "type": "cards_drawn",
            "seat": actor,
            "count": len(drawn),
            "private": {actor: {"cards": [{"card": u, "card_id": card_id(state, u)} for u in drawn]}},
        }
    )


def _hold_exhausted(state: State, e: dict[str, Any], actor: str, source: str, target: Any, events: list[Event]) -> None:
    """ "exhaust target creature until the end of its owner's next turn": it skips its next unexhaust and wakes when
    that turn ends (t.END_OF_TURN_EFFECTS)."""
    rec = state["board"][target]
    rec["ex"] = True
    rec["held"] = 2 if rec["ctrl"] == state["turn"]["active_seat"] else 1
    events.append({"type": "held_exhausted", "card": target, "source": source, "rule": t.UNEXHAUST.id})


def _stop_attack(state: State, e: dict[str, Any], actor: str, source: str, target: Any, events: list[Event]) -> None:
    """Riptide Snare: an attacker exhausted by an effect stops its charge (docs/arcane-rulings.md)."""
    bd.exhaust(state, target)
    c = state["combat"]
    if c is not None and c["attacker"] == target:
        c["cancelled"] = True
    events.append({"type": "attack_stopped", "card": target, "source": source})


def _return_to_hand(state: State, e: dict[str, Any], actor: str, source: str, target: Any, events: list[Event]) -> None:
    state["board"].pop(target)
    events.append({"type": "returned_to_hand", "card": target, "card_id": card_id(state, target), "source": source})
    if defn(state, target)["token"]:
        remove_token(state, target)  # t.TOKENS: a token only exists on the Battlefield
        return
    s = seat(state, owner(state, target))
    s["hand"].append(target)
    s["shown"].append(target)


def _counter(state: State, e: dict[str, Any], actor: str, source: str, target: Any, events: list[Event]) -> None:
    """t.STACK: the countered spell leaves the stack unresolved and goes to its owner's Sanctum."""
    state["stack"] = [i for i in state["stack"] if i["card"] != target]
    seat(state, owner(state, target))["sanctum"].append(target)
    events.append(
        {"type": "spell_countered", "card": target, "card_id": card_id(state, target), "by": source, "rule": t.STACK.id}
    )


def _create_token(state: State, e: dict[str, Any], actor: str, source: str, target: Any, events: list[Event]) -> None:
    """Tokens enter exhausted (t.TOKENS), each in the first free position, Front Row first; none without room."""
    tid, definition = cd.token_definition(card_id(state, source), e["token"])
    if tid not in state["cards"]:
        state["cards"] = {**state["cards"], tid: definition}  # shared read-only between copies
    for _ in range(int(e.get("count", 1))):
        free = bd.free_positions(state, actor)
        if not free:
            events.append({"type": "token_not_created", "seat": actor, "card_id": tid, "reason": "no_room"})
            continue
        uid = f"t{state['next_token']}"
        state["next_token"] += 1
        state["inst"] = {**state["inst"], uid: [tid, actor]}
        row, slot = free[0]
        state["board"][uid] = new_record(
            actor,
            row,
            slot,
            since=state["turn"]["number"],
            exhausted=True,
            stealth="stealth" in definition["tr"],
            aura=definition["aura"],
        )
        events.append(
            {
                "type": "token_created",
                "card": uid,
                "card_id": tid,
                "seat": actor,
                "row": row,
                "slot": slot,
                "rule": t.TOKENS.id,
            }
        )


def recall_options(state: State, sid: str, flt: dict[str, Any] | None) -> list[str]:
    """One Sanctum card per distinct card matching ``flt`` (the Sanctum is public; copies are the same choice)."""
    seen: dict[str, str] = {}
    for u in seat(state, sid)["sanctum"]:
        if cd.matches(defn(state, u), flt):
            seen.setdefault(card_id(state, u), u)
    return list(seen.values())


def _recall(state: State, e: dict[str, Any], actor: str, source: str, target: Any, events: list[Event]) -> None:
    options = recall_options(state, actor, e.get("filter"))
    if len(options) == 1:
        recall(state, actor, options[0], events)
    elif options:
        state["pending"] = {"what": "recall", "seat": actor, "source": source, "filter": e.get("filter")}


def recall(state: State, sid: str, uid: str, events: list[Event]) -> None:
    s = seat(state, sid)
    s["sanctum"].remove(uid)
    s["hand"].append(uid)
    s["shown"].append(uid)
    events.append({"type": "card_recalled", "seat": sid, "card": uid, "card_id": card_id(state, uid)})


def _reveal_top(state: State, e: dict[str, Any], actor: str, source: str, target: Any, events: list[Event]) -> None:
    s = seat(state, actor)
    if not s["deck"]:
        return
    top = s["deck"][-1]
    taken = cd.matches(defn(state, top), e.get("take"))
    events.append(
        {"type": "top_card_revealed", "seat": actor, "card": top, "card_id": card_id(state, top), "taken": taken}
    )
    if taken:
        s["deck"].pop()
        s["known"].pop(top, None)
        s["hand"].append(top)
        s["shown"].append(top)
    else:
        s["known"][top] = "all"


def _scry(state: State, e: dict[str, Any], actor: str, source: str, target: Any, events: list[Event]) -> None:
    s = seat(state, actor)
    if not s["deck"]:
        return
    top = s["deck"][-1]
    if s["known"].get(top) != "all":
        s["known"][top] = "self"
    state["pending"] = {"what": "scry", "seat": actor, "source": source, "card": top}
    events.append(
        {"type": "top_card_looked_at", "seat": actor, "private": {actor: {"card": top, "card_id": card_id(state, top)}}}
    )


def _destroy(state: State, e: dict[str, Any], actor: str, source: str, target: Any, events: list[Event]) -> None:
    state["board"][target]["doomed"] = True


OPS: dict[str, Op] = {
    "damage": _damage,
    "heal": _heal,
    "buff": _buff,
    "gain_life": _gain_life,
    "lose_life": _lose_life,
    "draw": _draw,
    "hold_exhausted": _hold_exhausted,
    "stop_attack": _stop_attack,
    "return_to_hand": _return_to_hand,
    "counter": _counter,
    "create_token": _create_token,
    "recall": _recall,
    "reveal_top": _reveal_top,
    "scry": _scry,
    "destroy": _destroy,
}
