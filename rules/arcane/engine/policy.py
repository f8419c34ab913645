"""The AI hooks ``evaluate``, ``playout_weight`` and ``search_actions`` (``rules.ai.hooks``).

``values`` scores a position only once it is quiet: a card on the stack, a declared attack or a creature waiting
for its position is worth what it will be once it has happened, so the position is first played on with the
likely replies — everyone passes, the defender makes the obvious block, a creature takes the first good position —
for a few steps (a quiescence search, as chess programs do), then scored by ``evaluate.values``. Without it a
one-ply look would never attack or invoke anything: both only pay off after the other players' replies.
"""

from __future__ import annotations

from rules.arcane.engine import board as bd
from rules.arcane.engine import combat, legal, play, transition
from rules.arcane.engine import essence as es
from rules.arcane.engine import evaluate as ev
from rules.arcane.engine.state import defn, seat
from rules.base import Action, State

QUIET_STEPS = 12
# the last state weighed and its auras (states are never changed once made)
_AURAS: tuple[State | None, list[bd.Aura]] = (None, [])


def _auras(state: State) -> list[bd.Aura]:
    """The auras in play, computed once per state however many of its moves are weighed."""
    global _AURAS
    if _AURAS[0] is not state:
        _AURAS = (state, bd.auras(state))
    return _AURAS[1]


def search_actions(state: State, sid: str) -> list[Action]:
    """The legal moves, each way of paying reduced to the default and the payments that leave a different set of
    hand cards castable: the evaluation cannot tell the others apart, and every extra one multiplies the search's
    branching for nothing."""
    moves = legal.legal_actions(state, sid)
    if not any("pay" in a for a in moves):
        return moves
    out: list[Action] = []
    kept: dict[str, set[frozenset[str]]] = {}  # the castable sets already offered, by the move without its payment
    for a in moves:
        if "pay" not in a:
            out.append(a)
            continue
        bare = repr(sorted((k, v) for k, v in a.items() if k != "pay"))
        cost = play.action_cost(state, a) or {}
        paying_for = a["card"] if a["type"] == "invoke" else None
        left = es.left_after(state, sid, cost, a["pay"])
        can = es.castable(state, sid, left, paying_for=paying_for)
        offered = kept.setdefault(bare, set())
        if not offered or not any(can <= other for other in offered):
            offered.add(can)
            out.append(a)
    return out


def values(state: State) -> dict[str, float]:
    return ev.values(quiet(state))


def quiet(state: State) -> State:
    """``state`` played on with the likely replies until the active player has a free choice again."""
    for _ in range(QUIET_STEPS):
        if state["status"] != "active" or state["phase"] != "play":
            break
        reply = likely_reply(state)
        if reply is None:
            break
        state, _ = transition.apply_trusted(state, reply)
    return state


def likely_reply(state: State) -> Action | None:
    """The move a reasonable player makes in a window, a block or a pending choice; None on a free choice."""
    who = legal.to_act(state)
    if not who:
        return None
    sid = who[0]
    p = state["pending"]
    if p is not None:
        options = legal.legal_actions(state, sid)[:-1]  # without the concession
        return max(options, key=lambda a: _choice_score(state, a)) if options else None
    if state["window"] is not None and state["window"]["queue"]:
        return {"type": "pass", "seat": sid}
    c = state["combat"]
    if c is not None and c["stage"] == "blocks":
        blocker = good_blocker(state) if not c["blockers"] else None
        if blocker is not None:
            return {"type": "block", "seat": sid, "card": blocker}
        return {"type": "done_blocking", "seat": sid} if not _must_add(state) else None
    return None


def _must_add(state: State) -> bool:
    c = state["combat"]
    return bd.has(state, c["attacker"], "formidable") and len(c["blockers"]) == 1


def _choice_score(state: State, a: Action) -> float:
    kind = a["type"]
    if kind == "place":
        return 2.0 if a["row"] == "front" else 1.0 - a["slot"] * 0.01
    if kind == "choose_target":
        tgt = a["target"]
        if tgt in state["board"]:
            enemy = state["board"][tgt]["ctrl"] != a["seat"]
            return (5.0 if enemy else -5.0) + 0.5 * bd.attack_power(state, tgt)
        return 1.0
    if kind == "choose_option":
        return 1.0 if a["option"] == "keep" else 0.0
    if kind == "choose_card":
        d = defn(state, a["card"])
        weight: float = d["cost"] + d["ap"] + d["hp"] * 0.5
        return weight
    return 0.0


def good_blocker(state: State) -> str | None:
    """The blocker a careful defender picks: one that kills the attacker or survives it, or a chump block when the
    attack would otherwise be lethal; none against Formidable (it takes two)."""
    c = state["combat"]
    att, tgt = c["attacker"], c["target"]
    if bd.has(state, att, "formidable"):
        return None
    given = _auras(state)
    ap, ahp = bd.attack_power(state, att, given), bd.health(state, att, given)
    lethal = combat.is_seat(tgt) and seat(state, tgt)["life"] <= ap
    best, best_score = None, 0.5
    for b in combat.eligible_blockers(state):
        bap, bhp = bd.attack_power(state, b, given), bd.health(state, b, given)
        kills = bap >= ahp or (bd.has(state, b, "deathstrike") and not bd.has(state, att, "undead"))
        dies = ap >= bhp or (bd.has(state, att, "deathstrike") and not bd.has(state, b, "undead"))
        score = 3.0 * kills + (2.0 if not dies else -0.3 * (bap + bhp)) + (6.0 if lethal else 0.0)
        if score > best_score:
            best, best_score = b, score
    return best


def move_weight(state: State, a: Action) -> float:
    """Playout preference: develop, trade up, hit the player; block well; pass and end the turn last."""
    kind = a["type"]
    if kind == "place_essence":
        return 12.0
    if kind == "invoke":
        d = defn(state, a["card"])
        if d["type"] == "spell" and a.get("target") is not None:
            return _spell_weight(state, a)
        cost: int = d["cost"]
        return 6.0 + cost
    if kind == "attack":
        return _attack_weight(state, a)
    if kind == "block":
        return 8.0 if a["card"] == good_blocker(state) else 0.3
    if kind == "done_blocking":
        return 2.0
    if kind in ("place", "choose_target", "choose_option", "choose_card"):
        return 1.0 + max(0.0, _choice_score(state, a))
    if kind in ("keep", "pass", "activate"):
        return 2.0
    if kind == "end_turn":
        return 1.0
    if kind == "move":
        return 0.05
    if kind == "mulligan":
        return 0.1
    return 0.0 if kind == "concede" else 1.0


def _spell_weight(state: State, a: Action) -> float:
    tgt, mine = a["target"], a["seat"]
    if tgt in state["board"]:
        return 5.0 if state["board"][tgt]["ctrl"] != mine else 0.3
    if combat.is_seat(tgt):
        return 4.0 if tgt != mine else 0.1
    return 1.0 if defn(state, tgt)["type"] != "spell" else 3.0


def _attack_weight(state: State, a: Action) -> float:
    att, tgt = a["attacker"], a["target"]
    given = _auras(state)
    ap = bd.attack_power(state, att, given)
    if combat.is_seat(tgt):
        return 3.0 + ap
    if tgt not in state["board"]:
        return 0.5  # the Domain
    kills = ap >= bd.health(state, tgt, given)
    survives = bd.attack_power(state, tgt, given) < bd.health(state, att, given)
    return 0.5 + 4.0 * kills + 2.0 * survives
