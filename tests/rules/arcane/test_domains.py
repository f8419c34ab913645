"""Chronicles of Arcane — Domains: the stack of Domains and their Banish Counters, destroyed at 5."""

from __future__ import annotations

from rules.arcane import RULESET
from rules.arcane import rules_text as r
from tests.rules.arcane.helpers import act, next_turn, refused, started_game, to_phase, types


def _with_domains(*names: str) -> dict:
    state = to_phase(started_game(3), "action")
    for name in names:
        state, _ = act(state, "domain_enter", "p1", name=name)
    return state


def test_domain_stack_first_domain_becomes_active() -> None:
    """Chronicles of Arcane — Domains: a Domain invoked with none in play is the active one."""
    state = to_phase(started_game(2), "action")
    state, events = act(state, "domain_enter", "p1", name="Sunken Citadel")
    assert events == [
        {
            "type": "domain_entered",
            "seat": "p1",
            "domain": "d1",
            "name": "Sunken Citadel",
            "active": True,
            "position": 0,
        }
    ]
    view = RULESET.view_for(state, None)
    assert view["active_domain"] == "d1" and view["domains"][0]["banish_counters"] == 0


def test_domain_fifo_new_domains_go_beneath() -> None:
    """Chronicles of Arcane — Domains: "place new Domains underneath it in first in, first out priority." """
    state = _with_domains("Sunken Citadel", "Ashen Wastes", "Sky Spire")
    assert [d["name"] for d in state["domains"]] == ["Sunken Citadel", "Ashen Wastes", "Sky Spire"]
    assert RULESET.view_for(state, "p2")["active_domain"] == "d1"


def test_domain_invoke_only_by_the_active_player_in_the_action_phase() -> None:
    """Chronicles of Arcane — Action Phase B: perpetual cards are placed from hand in the Action Phase."""
    state = started_game(2)
    refused(state, r.DOMAIN_INVOKE, "domain_enter", "p1", name="Sunken Citadel")
    refused(to_phase(state, "combat"), r.DOMAIN_INVOKE, "domain_enter", "p1", name="Sunken Citadel")


def test_domain_banish_counters_four_keep_the_domain() -> None:
    """Chronicles of Arcane — Domains: damage puts 1 Banish Counter on a Domain; at 4 it stays in play."""
    state = _with_domains("Sunken Citadel")
    for n in range(1, 5):
        state, events = act(state, "banish_counter", "p2")
        assert events == [
            {
                "type": "banish_counter_added",
                "seat": "p2",
                "domain": "d1",
                "name": "Sunken Citadel",
                "owner": "p1",
                "banish_counters": n,
            }
        ]
    assert state["domains"][0]["banish_counters"] == 4


def test_domain_banish_counters_destroyed_at_five() -> None:
    """Chronicles of Arcane — Domains: "When a Domain has 5 or more Banish Counters, it is destroyed, and its
    owner must send it to the Abyss." """
    state = _with_domains("Sunken Citadel")
    for _ in range(4):
        state, _ = act(state, "banish_counter", "p3")
    state, events = act(state, "banish_counter", "p3")
    assert types(events) == ["banish_counter_added", "domain_destroyed"]
    assert events[1]["to"] == "abyss" and events[1]["owner"] == "p1"
    assert state["domains"] == []
    assert not {"banish_counter", "domain_leave"} & set(RULESET.legal_types(state, "p1"))
    refused(state, r.DOMAIN_BANISH, "banish_counter", "p1")


def test_domain_stack_one_below_becomes_active_when_destroyed() -> None:
    """Chronicles of Arcane — Domains: "When the current Domain leaves the Battlefield, the one directly below it
    becomes active." (RULINGS 6)"""
    state = _with_domains("Sunken Citadel", "Ashen Wastes")
    for _ in range(5):
        state, events = act(state, "banish_counter", "p2")
    assert types(events) == ["banish_counter_added", "domain_destroyed", "domain_activated"]
    assert events[2]["domain"] == "d2"
    state, events = act(state, "banish_counter", "p2")  # counters now go on the new active Domain
    assert events[0]["domain"] == "d2" and events[0]["banish_counters"] == 1


def test_domain_any_player_on_any_turn() -> None:
    """Chronicles of Arcane — Domains: "Any player may target Domains with attacks, abilities, or spells." """
    state = _with_domains("Sunken Citadel")
    state, _ = act(state, "banish_counter", "p1")  # its own owner
    state = next_turn(state)
    state, _ = act(state, "banish_counter", "p3")  # not the active player (p2)
    assert state["domains"][0]["banish_counters"] == 2
    for seat in ("p1", "p2", "p3"):
        assert "banish_counter" in RULESET.legal_types(state, seat)


def test_domain_stack_leaving_domain_beneath_keeps_the_active_one() -> None:
    """Chronicles of Arcane — Domains: a Domain beneath the active one leaves without changing the active one."""
    state = _with_domains("Sunken Citadel", "Ashen Wastes", "Sky Spire")
    state, events = act(state, "domain_leave", "p2", domain="d2", reason="Unmake the Land")
    assert types(events) == ["domain_left"]
    assert events[0]["reason"] == "Unmake the Land" and events[0]["was_active"] is False
    assert [d["id"] for d in state["domains"]] == ["d1", "d3"]


def test_domain_stack_active_domain_leaving_activates_the_next() -> None:
    """Chronicles of Arcane — Domains: "When the current Domain leaves the Battlefield, the one directly below it
    becomes active." """
    state = _with_domains("Sunken Citadel", "Ashen Wastes")
    state, events = act(state, "domain_leave", "p1", domain="d1")
    assert types(events) == ["domain_left", "domain_activated"]
    assert state["domains"][0]["id"] == "d2"
    violation = refused(state, r.DOMAIN_STACK, "domain_leave", "p1", domain="d1")
    assert "d1" in violation.detail
