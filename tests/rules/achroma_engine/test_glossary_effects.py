"""Achroma engine — the glossary terms cards print beyond the keyword list: COPY, SWAP, REPLACE, Pay X Shards, and a
DISPOSE that Deploys a new card (achroma-rules.md, Glossary and CARD ABILITY KEYWORDS › DISPOSE)."""

from __future__ import annotations

from rules.achroma.engine import ENGINE, texts
from rules.achroma.engine import board as bd

from .helpers import act, act_events, goto, next_turn, play, put, random_games, refused, seat, start, take

CHANGELING, TRICKSTER, RITE, ARTIFICER, TINCTURE = "ach1-049", "ach1-050", "ach1-051", "ach1-052", "ach1-053"


def hand_only(state, sid: str, *uids: str) -> None:
    """Leave only ``uids`` in the hand; the rest go back under the Palette (every card stays in one zone)."""
    s = seat(state, sid)
    s["palette"][:0] = [u for u in s["hand"] if u not in uids]
    s["hand"] = [u for u in s["hand"] if u in uids] + [u for u in uids if u not in s["hand"]]


def test_copy_takes_everything_but_the_shards_in_the_hex() -> None:
    """COPY — Mirrormere Changeling copies Cindermaw: RAGE, Strength 5 and its Steal 2, but keeps its own 3 Shards."""
    state = start([CHANGELING], [])
    cindermaw = put(state, "p2", "ach1-001")
    changeling = take(state, "p1", CHANGELING)
    state, events = act_events(state, "deploy", "p1", card=changeling, target=cindermaw)
    assert any(e["type"] == "card_copied" and e["rule"] == texts.COPY.id for e in events)
    assert bd.strength(state, changeling) == 5 and bd.has_keyword(state, changeling, "RAGE") == 1
    assert bd.shards_left(state, changeling) == 3  # "The Shards remain the same as the card performing the copying"
    assert bd.achroma_effect(state, changeling) == {"kind": "steal", "amount": 2}
    entry = next(c for c in ENGINE.view_for(state, "p2")["canvases"]["p1"] if c["card"] == changeling)
    assert entry["card_id"] == CHANGELING and ENGINE.view_for(state, "p2")["cards"][entry["copy_of"]]["strength"] == 5


def test_copy_does_not_run_the_copied_action_and_ends_when_the_card_leaves() -> None:
    """COPY — copying Archmagus Velloran does not RESEARCH (being copied is not being Deployed)."""
    state = start([CHANGELING], [])
    archmagus = put(state, "p2", "ach1-010")
    changeling = take(state, "p1", CHANGELING)
    state = play(state, "deploy", "p1", card=changeling, target=archmagus)
    assert state["pending"] is None and bd.strength(state, changeling) == 3
    bd.erase(state, changeling, [], reason="test")
    assert ENGINE.view_for(state, "p1")["seats"][0]["dregs"][-1]["card_id"] == CHANGELING
    assert state["cards"][CHANGELING]["strength"] == 1  # the printed card is untouched


def test_copy_of_a_heroic_card_is_that_heroic_card() -> None:
    """COPY — "If the card being copied has the 'HEROIC' sub-type, that's copied too": one Road Warden per Canvas."""
    state = start([CHANGELING], [])
    mine, theirs = put(state, "p1", "ach1-040"), put(state, "p2", "ach1-040")
    changeling = take(state, "p1", CHANGELING)
    state = play(state, "deploy", "p1", card=changeling, target=theirs)
    assert mine in seat(state, "p1")["dregs"] and changeling in state["board"] and theirs in state["board"]


def test_swap_trades_places_and_control() -> None:
    """SWAP — Twofold Court Trickster and a Kiln Drake take each other's place; no ACTION runs, control follows."""
    state = start([TRICKSTER], [])
    drake = put(state, "p2", "ach1-004")
    blade = put(state, "p2", "ach1-045", on=drake)
    trickster = take(state, "p1", TRICKSTER)
    state, events = act_events(state, "deploy", "p1", card=trickster, target=drake)
    assert any(e["type"] == "cards_swapped" and e["rule"] == texts.SWAP.id for e in events)
    assert state["board"][drake]["ctrl"] == "p1" and state["board"][trickster]["ctrl"] == "p2"
    assert state["board"][blade]["ctrl"] == "p1"  # the attached Object goes with its Character
    assert state["inst"][drake][1] == "p2"  # still its owner's card
    assert ENGINE.invariant_violations(state) == []
    # the Drake was Deployed turns ago: it may attack for its new controller
    victim = put(state, "p2", "ach1-031")
    assert {"type": "attack", "seat": "p1", "attacker": drake, "defender": victim} in ENGINE.legal_actions(state, "p1")


def test_swap_takes_only_what_the_card_allows() -> None:
    """SWAP — "Shard Value 4 or less": Cindermaw (6) is no target, so the Trickster is Deployed without a swap."""
    state = start([TRICKSTER], [])
    cindermaw = put(state, "p2", "ach1-001")
    trickster = take(state, "p1", TRICKSTER)
    refused(state, {"type": "deploy", "seat": "p1", "card": trickster, "target": cindermaw}, texts.ACTION_MANDATORY.id)
    state = play(state, "deploy", "p1", card=trickster)
    assert state["board"][trickster]["ctrl"] == "p1" and state["board"][cindermaw]["ctrl"] == "p2"


def test_replace_puts_a_hand_card_in_the_erased_cards_place() -> None:
    """REPLACE — Rite of the Second Vessel: the Erased Character's place goes to one from the hand, not Deployed."""
    state = start([RITE, "ach1-010"], [])
    old = put(state, "p1", "ach1-031", since=0)
    archmagus = take(state, "p1", "ach1-010")
    hand_only(state, "p1", archmagus)
    rite = take(state, "p1", RITE)
    state, events = act_events(state, "deploy", "p1", card=rite, target=old)
    assert any(e["type"] == "card_replaced" and e["instead_of"] == old for e in events)
    assert old in seat(state, "p1")["dregs"] and state["board"][archmagus]["ctrl"] == "p1"
    assert state["pending"] is None  # no RESEARCH: "ACTION would not be triggered"
    assert state["this_turn"]["deploys"] == 1  # only the Rite itself counts as a Deploy
    assert seat(state, "p1")["shards"] == 9  # only the Rite's 1 Shard was paid
    victim = put(state, "p2", "ach1-031")
    assert {"type": "attack", "seat": "p1", "attacker": archmagus, "defender": victim} in ENGINE.legal_actions(
        state, "p1"
    )


def test_replace_with_several_candidates_waits_for_a_choice() -> None:
    """REPLACE — with two Characters in hand the player chooses; the others never see which cards were offered."""
    state = start([RITE, "ach1-031", "ach1-004"], [])
    old = put(state, "p1", "ach1-003")
    troll, drake = take(state, "p1", "ach1-031"), take(state, "p1", "ach1-004")
    hand_only(state, "p1", troll, drake)
    state = play(state, "deploy", "p1", card=take(state, "p1", RITE), target=old)
    assert state["pending"]["what"] == "replace" and ENGINE.to_act(state) == ["p1"]
    assert "cards" not in ENGINE.view_for(state, "p2")["pending"]
    offered = ENGINE.view_for(state, "p1")["pending"]["choices"]
    refused(state, {"type": "attack", "seat": "p1", "attacker": old, "defender": old}, texts.REPLACE.id)
    state = act(state, "choose", "p1", option=offered.index({"card": drake}))
    assert state["board"][drake]["ctrl"] == "p1" and troll in seat(state, "p1")["hand"]


def test_pay_x_shards_pays_once_a_turn() -> None:
    """Pay X Shards — Emberwright Artificer pays 2 to deal 1; once per turn; not with a bank under 2."""
    state = start([], [])
    artificer = put(state, "p1", ARTIFICER)
    drake = put(state, "p2", "ach1-004")
    state, events = act_events(state, "activate", "p1", card=artificer, target=drake)
    state = play(state, "react_pass", "p2") if state["pending"] else state
    assert seat(state, "p1")["shards"] == 8 and state["board"][drake]["dmg"] == 1
    assert any(e["type"] == "shards_paid" and e["rule"] == texts.PAY_X.id for e in events)
    refused(state, {"type": "activate", "seat": "p1", "card": artificer, "target": drake}, texts.PAY_ONCE.id)
    poor = start([], [])
    artificer = put(poor, "p1", ARTIFICER)
    drake = put(poor, "p2", "ach1-004")
    seat(poor, "p1")["shards"] = 1
    refused(poor, {"type": "activate", "seat": "p1", "card": artificer, "target": drake}, texts.PAY_X.id)


def test_dispose_deploy_in_your_own_turn_is_immediate_and_free() -> None:
    """DISPOSE — Alchemists Tincture in your own turn: the Character is Deployed at once, free, outside the limit."""
    state = start([], [])
    host = put(state, "p1", "ach1-031")
    tincture = put(state, "p1", TINCTURE, on=host)
    hatchling = take(state, "p1", "ach1-003")
    hand_only(state, "p1", hatchling)
    state = play(state, "dispose", "p1", card=tincture)
    assert state["board"][hatchling]["ctrl"] == "p1" and tincture in seat(state, "p1")["dregs"]
    assert seat(state, "p1")["shards"] == 10 and state["this_turn"]["deploys"] == 0


def test_dispose_deploy_as_a_reaction_waits_for_the_declared_move() -> None:
    """DISPOSE — as a Reaction, "the new card only gets played after all other Deployments, abilities and attacks
    have concluded": the attack lands first, then p2's Hatchling enters (p2 chooses which card)."""
    state = start(["ach1-031"], [])
    bruiser = put(state, "p1", "ach1-031")
    warden = put(state, "p2", "ach1-040")
    tincture = put(state, "p2", TINCTURE, on=warden)
    hatchling, adder = take(state, "p2", "ach1-003"), take(state, "p2", "ach1-024")
    hand_only(state, "p2", hatchling, adder)
    state = act(state, "attack", "p1", attacker=bruiser, defender=warden)
    state, events = act_events(state, "dispose", "p2", card=tincture)
    kinds = [e["type"] for e in events]
    assert kinds.index("free_deploy_queued") < kinds.index("attacked")
    assert "deployed" not in kinds  # two Characters qualify: p2 chooses, after the attack
    assert state["pending"]["what"] == "free_deploy" and ENGINE.to_act(state) == ["p2"]
    refused(state, {"type": "pass_turn", "seat": "p1"}, texts.DISPOSE_DEPLOYS_LATER.id)
    choices = ENGINE.view_for(state, "p2")["pending"]["choices"]
    state = act(state, "choose", "p2", option=choices.index({"card": adder}))
    assert state["board"][adder]["ctrl"] == "p2" and state["board"][adder]["since"] == state["turn"]["number"]
    assert ENGINE.to_act(state) == ["p1"] and ENGINE.invariant_violations(state) == []
    state = goto(next_turn(state), "main")  # p2's turn: the Adder, Deployed during p1's turn, may attack now
    assert any(a["type"] == "attack" and a["attacker"] == adder for a in ENGINE.legal_actions(state, "p2"))


def test_dispose_deploy_with_no_card_to_deploy_fizzles() -> None:
    """DISPOSE — no Character of Shard Value 2 or less in hand: the Tincture is Erased and nothing is Deployed."""
    state = start([], [])
    host = put(state, "p1", "ach1-031")
    tincture = put(state, "p1", TINCTURE, on=host)
    hand_only(state, "p1", take(state, "p1", "ach1-001"))
    state, events = act_events(state, "dispose", "p1", card=tincture)
    assert [e["reason"] for e in events if e["type"] == "free_deploy_fizzled"] == ["no_card"]
    assert state["pending"] is None and not state.get("free_deploys")
    assert tincture in seat(state, "p1")["dregs"] and len(state["board"]) == 1


GLOSSARY_PALETTES = [
    [CHANGELING, TRICKSTER, RITE, ARTIFICER, TINCTURE] * 2 + ["ach1-003", "ach1-024", "ach1-040", "ach1-001"] * 2,
    [CHANGELING, RITE, TINCTURE, "ach1-010", "ach1-046", "ach1-041", "ach1-031", "ach1-012", "ach1-022"] * 2,
]


def test_random_games_with_the_glossary_cards_keep_every_invariant() -> None:
    """Achroma — random simulation with palettes full of COPY, SWAP, REPLACE, Pay X and DISPOSE-Deploy cards: cards
    conserved, every listed body accepted as it is, no view shows another seat's hidden choice, every game ends."""
    seen: set[str] = set()
    finished = 0
    for n, (before, sid, action, after) in enumerate(
        random_games(60, seed=11, players=(2, 3), palettes=GLOSSARY_PALETTES)
    ):
        assert ENGINE.invariant_violations(after) == [], (action, ENGINE.invariant_violations(after))
        _, events = ENGINE.apply(before, action)
        seen.update(e["type"] for e in events)
        p = after["pending"]
        if p is not None and p["kind"] == "choice" and p["what"] in ("replace", "free_deploy"):
            others = [s["seat"] for s in after["seats"] if s["seat"] != p["seat"]]
            assert all(set(ENGINE.view_for(after, o)["pending"]) == {"kind", "what", "seat"} for o in others)
        if n % 10 == 0:
            for body in ENGINE.legal_actions(before, sid):
                ENGINE.apply(before, body)
        finished += ENGINE.outcome(after) is not None
    assert finished == 60
    assert {"card_copied", "cards_swapped", "card_replaced", "shards_paid", "free_deploy_queued"} <= seen
