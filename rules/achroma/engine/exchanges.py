"""Effects that put one card in another's place: COPY, SWAP, REPLACE, and the DISPOSE that Deploys a new card.

None of them is a Deployment, so none triggers an ACTION: (t.SWAP, t.REPLACE). Readings the rulebook leaves open:

- COPY keeps the copying card's Shard Value and takes everything else, Strength included ("everything about the
  target card is copied over apart from the Shards in the Hex"). It lasts while the card stays on the Canvas; a
  RESTRAINED copy comes back as itself ("ACTION effects on RESTRAINED cards do not repeat"). The copied card's own
  ACTION: does not run: being copied is not being Deployed.
- SWAP moves a Character with everything attached to it (an attached card's controller is always its host's), and
  each card keeps the turn it was Deployed.
- REPLACE puts the selected card where the Erased one stood, on the same Canvas; as it "does not count as being
  Deployed", the "not the turn they are Deployed" attack rule does not hold it back: it keeps the Erased card's turn.
- A Heroic card moved onto a Canvas by any of these still obeys t.HEROIC: "you may only have one copy of the same
  Heroic card present on your Canvas at any one time", so the original there is Erased.
"""

from __future__ import annotations

from typing import Any

from rules.achroma.engine import board as bd
from rules.achroma.engine import cards as cd
from rules.achroma.engine import texts as t
from rules.achroma.engine.state import defn, seat
from rules.base import Event, State


def _keep_heroic_unique(state: State, uid: str, events: list[Event]) -> None:
    if uid in state["board"] and (old := bd.heroic_copy(state, uid, state["board"][uid]["ctrl"])) is not None:
        bd.erase(state, old, events, reason="heroic")


def copy_card(state: State, e: dict[str, Any], actor: str, source: str, target: Any, events: list[Event]) -> None:
    board = state["board"]
    if source not in board:
        return  # the copying card left the Canvas before its ability resolved
    like = defn(state, target)
    base = bd.plays_as(state, target)
    own = state["inst"][source][0]
    face = f"{own}>{base}"
    if face not in state["cards"]:
        # the definitions are shared read-only between states: add to a new mapping
        shards = defn(state, source)["shard_value"]
        state["cards"] = {**state["cards"], face: {**like, "shard_value": shards, "copy_of": base}}
    board[source]["face"] = face
    events.append({"type": "card_copied", "card": source, "of": target, "card_id": base, "rule": t.COPY.id})
    _keep_heroic_unique(state, source, events)


def swap(state: State, e: dict[str, Any], actor: str, source: str, target: Any, events: list[Event]) -> None:
    board = state["board"]
    if source not in board or board[source]["on"] is not None:
        events.append({"type": "effect_fizzled", "card": source, "op": "SWAP", "reason": "not_on_a_canvas"})
        return
    here, there = board[source]["ctrl"], board[target]["ctrl"]
    bd.set_control(state, source, there)
    bd.set_control(state, target, here)
    events.append(
        {"type": "cards_swapped", "card": source, "with": target, "seat": here, "other": there, "rule": t.SWAP.id}
    )
    _keep_heroic_unique(state, source, events)
    _keep_heroic_unique(state, target, events)


def hand_matching(state: State, sid: str, flt: dict[str, Any]) -> list[str]:
    """The cards of ``sid``'s hand an ability may select (REPLACE, a free Deploy), each once."""
    return [u for u in dict.fromkeys(seat(state, sid)["hand"]) if cd.matches(defn(state, u), flt)]


def replace(state: State, e: dict[str, Any], actor: str, source: str, target: Any, events: list[Event]) -> None:
    rec = state["board"][target]
    slot = {"ctrl": rec["ctrl"], "since": rec["since"], "erased": target}
    bd.erase(state, target, events, reason="replaced")
    options = hand_matching(state, actor, e.get("filter") or {})
    if not options:
        events.append({"type": "effect_fizzled", "card": source, "op": "REPLACE", "reason": "nothing_to_select"})
    elif len(options) == 1:
        place_replacement(state, actor, options[0], slot, events)
    else:
        state["pending"] = {
            "kind": "choice",
            "what": "replace",
            "seat": actor,
            "options": [{"card": u} for u in options],
            "filter": e.get("filter") or {},
            "slot": slot,
        }


def place_replacement(state: State, sid: str, uid: str, slot: dict[str, Any], events: list[Event]) -> None:
    if seat(state, slot["ctrl"])["out"]:
        events.append({"type": "effect_fizzled", "card": uid, "op": "REPLACE", "reason": "canvas_gone"})
        return
    seat(state, sid)["hand"].remove(uid)
    bd.place(state, uid, slot["ctrl"])
    state["board"][uid]["since"] = slot["since"]
    events.append(
        {
            "type": "card_replaced",
            "seat": sid,
            "card": uid,
            "card_id": state["inst"][uid][0],
            "instead_of": slot["erased"],
            "rule": t.REPLACE.id,
        }
    )
    _keep_heroic_unique(state, uid, events)


def queue_free_deploy(
    state: State, e: dict[str, Any], actor: str, source: str, target: Any, events: list[Event]
) -> None:
    """t.DISPOSE_DEPLOYS_LATER: the new card is played once nothing else is going on (``flow.run_free_deploys``);
    in the DISPOSE player's own turn that is straight away. Which card is chosen then, from the hand as it is."""
    state["free_deploys"] = [*state.get("free_deploys", []), {"seat": actor, "filter": e.get("filter") or {}}]
    events.append({"type": "free_deploy_queued", "seat": actor, "card": source, "rule": t.DISPOSE_DEPLOYS_LATER.id})
