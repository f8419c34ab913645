"""Oversoul engine — how a game ends: a Leader at 0 HP or off the board, deck-out, the two darshans (2., 5.4)."""

from __future__ import annotations

from rules.oversoul.engine import ENGINE

from .helpers import act, act_events, attach, end_turn, energy, legal, passes, play, put, seat, start, take, types

ARCH = {
    "CHAOS": "ovs1-002",
    "ORDER": "ovs1-007",
    "VIGOR": "ovs1-012",
    "SWAY": "ovs1-017",
    "FLOW": "ovs1-022",
    "ARCANE": "ovs1-027",
    "NEUTRAL": "ovs1-032",
    "DOOM": "ovs1-037",
    "WITHER": "ovs1-042",
}


def test_a_player_who_must_draw_from_an_empty_deck_loses():
    """Oversoul — Deck-out (RULINGS Oversoul 3): "so does a player who must draw from an empty deck"."""
    state = start()
    seat(state, "p2")["idle"] += seat(state, "p2")["deck"]
    seat(state, "p2")["deck"] = []
    state, events = act_events(state, "end_phase", "p1")
    assert "deck_empty" in types(events)
    assert state["finish_reason"] == "deck_out" and state["winner"] == "p1"
    assert ENGINE.legal_actions(state, "p1") == [] and ENGINE.to_act(state) == []


def test_shakti_darshan_nine_archetypes_on_the_board_wins_at_once():
    """Oversoul — Shakti-darshan: "If ALL 9 Archetypes are on your board across 9 different cards (one card for each
    Archetype) of any Card Type, you instantly win the Game"."""
    state = energy(start(), "p1", 2, rank=2)
    units = [
        put(state, "p1", ARCH[a], z)
        for a, z in zip(["CHAOS", "VIGOR", "SWAY", "FLOW", "ARCANE"], ["u1", "u2", "u3", "u4", "u5"], strict=True)
    ]
    put(state, "p1", "ovs1-097", "e1")  # Bloodmoon Altar: DOOM
    attach(state, "p1", "ovs1-105", units[1])  # Obsidian Carapace: WITHER
    put(state, "p1", "ovs1-032", "e2", down=True)  # a NEUTRAL card face-down has no Archetype
    assert state["status"] == "active"  # ORDER from the Leader: eight
    state = play(state, "activate", "p1", card=take(state, "p1", "ovs1-100"), host=units[0])  # Aegis Lattice
    assert state["status"] == "finished" and state["winner"] == "p1" and state["finish_reason"] == "shakti_darshan"


def test_shiva_darshan_every_zone_topped_by_the_leaders_archetype_wins_at_once():
    """Oversoul — Shiva-darshan: "If the top card of ALL your card Zones (including Leader) are of the same
    Archetype, you instantly win the Game" (ruling "Shiva-darshan": the Leader, five Unit Zones, three Event Zones
    and the Idle Zone)."""
    state = energy(start(), "p1", 3, rank=3)  # Seraphel: ORDER
    for zone in ("u1", "u2", "u3", "u4"):
        put(state, "p1", "ovs1-007", zone)
    for zone in ("e1", "e2", "e3"):
        put(state, "p1", "ovs1-098" if zone != "e3" else "ovs1-009", zone, down=zone == "e3")
    seat(state, "p1")["idle"].append(take(state, "p1", "ovs1-009"))
    seat(state, "p1")["hand"].remove(seat(state, "p1")["idle"][-1])
    assert state["status"] == "active"
    state["board"][next(u for u, r in state["board"].items() if r["zone"] == "e3" and r["ctrl"] == "p1")]["down"] = (
        False
    )
    state = play(state, "activate", "p1", card=take(state, "p1", "ovs1-007"), zone="u5")
    assert state["status"] == "finished" and state["finish_reason"] == "shiva_darshan"


def test_a_leader_exiled_off_the_board_loses_unless_it_returns_at_once():
    """Oversoul — Leader: "if the Leader otherwise leaves the board and doesn't Return within the same chain of
    Abilities that removed it, that player loses the Game"; ruling "A Leader leaving the board"."""
    state = start(leaders=("ovs1-046", "ovs1-047"))
    leader = seat(state, "p2")["leader"]
    energy(state, "p2", 5, rank=5)
    state = end_turn(state)
    energy(state, "p2", 5, rank=5)
    state = play(state, "activate", "p2", card=leader, zone="u3")
    state = end_turn(state)
    rescue = take(state, "p2", "ovs1-111")
    energy(state, "p1", 5, rank=5)
    energy(state, "p2", 1, rank=5)
    lost = dict(state, seats=[dict(s) for s in state["seats"]])
    state = passes(act(state, "activate", "p1", card=take(state, "p1", "ovs1-110"), target=leader))
    assert state["status"] == "active" and ENGINE.to_act(state) == ["p2"] and state["rescue"] == "p2"
    saved = passes(act(state, "activate", "p2", card=rescue, target=leader))
    assert saved["status"] == "active" and saved["board"][leader]["zone"] == "leader"
    gone = act(state, "pass", "p2")
    assert gone["status"] == "finished" and gone["finish_reason"] == "leader_left_board" and gone["winner"] == "p1"
    assert lost["status"] == "active"


def test_a_concession_ends_the_game_for_the_other_player():
    """Oversoul — concede: the other player wins."""
    state, events = act_events(start(), "concede", "p2")
    assert state["winner"] == "p1" and state["finish_reason"] == "concede" and "game_finished" in types(events)


def test_the_turn_limit_is_decided_by_leader_hp():
    """Oversoul — ruling "A limit on turns": at the limit the Leader with more HP wins."""
    state = start(options={"max_turns": 2})
    seat(state, "p1")["hp"] = 5
    state = end_turn(end_turn(state))
    assert state["status"] == "finished" and state["winner"] == "p2" and state["finish_reason"] == "turn_limit"
    assert legal(state, "p2") == []
