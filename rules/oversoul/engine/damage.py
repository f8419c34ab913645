"""Damage, healing and Shattering, with every Keyworded Ability that changes them.

A hit on a card is taken by its top Construct first (t.CONSTRUCT_SHIELD), and "The card that a Construct was
Attached to remains unharmed even if the damage the Construct takes exceeds its remaining HP" — unless the hitter
has PIERCE, whose excess goes on to the card under it and then to the card directly behind (board.BEHIND).
BARRIER stops a hit (and all of a PIERCE hit); CRYSTALIZED keeps a card at 1 HP at least; RESISTANT cards take no
Ability DMG from other cards. A Leader's HP is its player's ``hp``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.base import Event, State
from rules.oversoul.engine import board as bd
from rules.oversoul.engine import stats
from rules.oversoul.engine.kwtexts import KEYWORDS as KW
from rules.oversoul.engine.state import defn, is_leader, owner, seat


@dataclass
class Hits:
    """What one striker dealt in one strike or Ability: per card hit, for VAMPIRISM, THORNS and DEATHTOUCH."""

    dealt: dict[str, int] = field(default_factory=dict)

    def add(self, uid: str, amount: int) -> None:
        if amount > 0:
            self.dealt[uid] = self.dealt.get(uid, 0) + amount

    @property
    def total(self) -> int:
        return sum(self.dealt.values())


def unaffected(
    state: State, uid: str, source: str | None, *, ability: bool, source_rank: int = 0, source_event: bool = False
) -> bool:
    """RESISTANT: "Unaffected by Abilities from cards (except Constructs Attached to this card)"
    (``rulings.RESISTANT``); DRAGON's RESISTANT only against Events of lower RANK."""
    if not ability or source == uid or uid not in state["board"]:
        return False
    if source is not None and source in state["board"] and state["board"][source]["on"] == uid:
        return False
    kws = stats.keywords(state, uid)
    if "RESISTANT" in kws:
        return True
    return "RESISTANT-EVENTS" in kws and source_event and source_rank < int(defn(state, uid)["rank"])


def _hp_left(state: State, uid: str) -> int:
    return stats.hp(state, uid)


def _hurt(state: State, uid: str, amount: int, source: str | None, events: list[Event]) -> int:
    """Take ``amount`` off one card's HP (never below 1 with CRYSTALIZED); returns what it lost."""
    before = _hp_left(state, uid)
    floor = 1 if stats.has(state, uid, "CRYSTALIZED") else 0
    lost = max(0, min(amount, before - floor))
    if lost == 0:
        return 0
    if is_leader(state, uid):
        seat(state, owner(state, uid))["hp"] -= lost
    else:
        state["board"][uid]["dmg"] += lost
    after = before - lost
    events.append({"type": "damaged", "card": uid, "amount": lost, "by": source, "hp": after})
    if before == stats.max_hp(state, uid) and after > 0 and not state["board"][uid]["down"]:
        stats.queue_triggers(state, uid, "OUTLAST", state["board"][uid]["ctrl"])
    return lost


def _barrier(state: State, uid: str, events: list[Event]) -> bool:
    if stats.level(state, uid, "BARRIER"):
        stats.use(state, uid, "BARRIER")
        events.append({"type": "barrier", "card": uid, "rule": KW["BARRIER"].id})
        return True
    return False


def hit(
    state: State,
    source: str | None,
    target: str,
    amount: int,
    events: list[Event],
    hits: Hits,
    *,
    pierce: bool = False,
    ability: bool = False,
    source_rank: int = 0,
    source_event: bool = False,
) -> int:
    """One hit of ``amount`` on ``target`` (a card standing in a zone; PIERCE as ``rulings.PIERCE`` reads it).
    Returns the damage the target and its Constructs took."""
    if amount <= 0 or target not in state["board"]:
        return 0
    if unaffected(state, target, source, ability=ability, source_rank=source_rank, source_event=source_event):
        events.append({"type": "unaffected", "card": target, "by": source, "rule": KW["RESISTANT"].id})
        return 0
    if _barrier(state, target, events):
        return 0
    layers = [*bd.stack_of(state, target), target]
    if not pierce:
        first = layers[0]
        lost = _hurt(state, first, amount, source, events)
        hits.add(first, lost)
        return lost
    left, total = amount, 0
    for layer in layers:  # PIERCE: through the Constructs to the card itself
        if left <= 0:
            break
        room = _hp_left(state, layer)
        lost = _hurt(state, layer, left, source, events)
        hits.add(layer, lost)
        total += lost
        left -= max(room, 0)
    behind = bd.BEHIND.get(state["board"][target]["zone"])
    back = bd.at(state, state["board"][target]["ctrl"], behind) if behind else None
    if left > 0 and back is not None:
        events.append({"type": "pierced", "card": back, "amount": left, "by": source, "rule": KW["PIERCE"].id})
        if not _barrier(state, back, events):  # "Cards with BARRIER will block all incoming DMG"
            for layer in [*bd.stack_of(state, back), back]:
                if left <= 0:
                    break
                room = _hp_left(state, layer)
                hits.add(layer, _hurt(state, layer, left, source, events))
                left -= max(room, 0)
    return total


def strike(
    state: State,
    source: str | None,
    target: str,
    amount: int,
    events: list[Event],
    *,
    selected: bool,
    ability: bool,
    source_rank: int = 0,
    source_event: bool = False,
) -> Hits:
    """``source`` Deals ``amount`` DMG to ``target``: DUAL-STRIKE/HYPER-STRIKE add hits, CLEAVE hits the cards
    adjacent to a Selection, PIERCE carries the excess (both only for Attacks and Abilities that Select)."""
    hits = Hits()
    kws: frozenset[str] | set[str] = set()
    extra = 0
    if source is not None and source in state["board"]:
        kws = stats.keywords(state, source)
        extra = stats.use(state, source, "STRIKE") if stats.level(state, source, "STRIKE") else 0
    if extra:
        events.append({"type": "dual_strike", "card": source, "extra_hits": extra, "rule": KW["DUAL-STRIKE"].id})
    for _ in range(1 + extra):
        if target not in state["board"]:
            break
        zone, ctrl = state["board"][target]["zone"], state["board"][target]["ctrl"]
        dealt = hit(
            state,
            source,
            target,
            amount,
            events,
            hits,
            pierce=selected and "PIERCE" in kws,
            ability=ability,
            source_rank=source_rank,
            source_event=source_event,
        )
        if selected and "CLEAVE" in kws and dealt > 0:
            for z in bd.ADJACENT.get(zone, ()):
                near = bd.at(state, ctrl, z)
                if near is not None:
                    events.append({"type": "cleave", "card": near, "by": source, "rule": KW["CLEAVE"].id})
                    hit(state, source, near, dealt, events, hits, ability=True)
    return hits


def after_dealing(state: State, source: str | None, hits: Hits, events: list[Event]) -> None:
    """VAMPIRISM and DEATHTOUCH of ``source`` once it has Dealt ``hits``."""
    if source is None or source not in state["board"] or not hits.dealt:
        return
    kws = stats.keywords(state, source)
    if "VAMPIRISM" in kws and _hp_left(state, source) > 0:  # "(Must remain Active to Heal)"
        amount = hits.total
        if stats.hp(state, source) >= stats.max_hp(state, source):
            leader = seat(state, state["board"][source]["ctrl"])["leader"]
            healed = heal(state, leader, amount, events) if leader in state["board"] else 0
        else:
            healed = heal(state, source, amount, events)
        events.append({"type": "vampirism", "card": source, "healed": healed, "rule": KW["VAMPIRISM"].id})
    lvl = stats.level(state, source, "DEATHTOUCH")
    victims = [
        u
        for u in hits.dealt
        if u in state["board"]
        and not is_leader(state, u)
        and bd.kind(state, u) != "construct"
        and _hp_left(state, u) > 0
    ]
    if lvl and victims:
        stats.use(state, source, "DEATHTOUCH")
        rule = KW["HYPER-DEATHTOUCH" if lvl == 2 else "DEATHTOUCH"].id
        for u in victims:
            state["board"][u]["marks"] += lvl
            marks = state["board"][u]["marks"]
            events.append({"type": "death_marked", "card": u, "marks": marks, "rule": rule})
            if marks >= 2:
                bd.leave(state, u, "exile", events, reason="death_marks")
            else:
                shatter(state, u, events, reason="death_mark")


def thorns(state: State, victim: str, attacker: str, dealt: int, events: list[Event]) -> None:
    """THORNS: "Deal DMG to a Unit Battling this card equal to DMG that Unit Dealt to this card" (Ability DMG)."""
    if dealt > 0 and victim in state["board"] and attacker in state["board"] and stats.has(state, victim, "THORNS"):
        events.append({"type": "thorns", "card": victim, "target": attacker, "rule": KW["THORNS"].id})
        hits = Hits()
        hit(state, victim, attacker, dealt, events, hits, ability=True)


def heal(state: State, uid: str, amount: int, events: list[Event]) -> int:
    """Heal up to full HP (a Leader up to its printed HP); DAMNED cards can't be Healed."""
    if amount <= 0 or uid not in state["board"] or stats.has(state, uid, "DAMNED"):
        return 0
    if is_leader(state, uid):
        s = seat(state, owner(state, uid))
        gained: int = min(amount, s["max_hp"] - s["hp"])
        s["hp"] += gained
    else:
        rec = state["board"][uid]
        gained = min(amount, rec["dmg"])
        rec["dmg"] -= gained
    if gained:
        events.append({"type": "healed", "card": uid, "amount": gained, "hp": stats.hp(state, uid)})
    return gained


def shatter(state: State, uid: str, events: list[Event], *, reason: str) -> bool:
    """Shatter ``uid`` to the Idle Zone (CRYSTALIZED: "Can't be Shattered")."""
    if uid not in state["board"] or stats.has(state, uid, "CRYSTALIZED"):
        return False
    bd.leave(state, uid, "idle", events, reason="shatter")
    events[-1]["cause"] = reason
    return True


def sweep(state: State, events: list[Event]) -> list[str]:
    """t.SHATTER_AT_ZERO: every card (not a Leader: its player loses instead) at 0 HP Shatters."""
    gone = []
    hurt = [u for u, r in state["board"].items() if r["dmg"] > 0]  # a Leader's damage is its player's HP
    for uid in hurt:
        alive = uid not in state["board"] or is_leader(state, uid) or stats.hp(state, uid) > 0
        if not alive and shatter(state, uid, events, reason="hp_zero"):
            gone.append(uid)
    return gone


def card_rank(state: State, uid: str | None) -> int:
    return int(defn(state, uid)["rank"]) if uid is not None else 0


def info(state: State, uid: str) -> dict[str, Any]:
    return {"hp": stats.hp(state, uid), "max_hp": stats.max_hp(state, uid)}
