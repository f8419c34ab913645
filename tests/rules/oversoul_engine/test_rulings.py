"""Oversoul engine — the readings of docs/oversoul-rulings.md not already proved beside the rule they complete."""

from __future__ import annotations

from rules.oversoul.engine import ENGINE
from rules.oversoul.engine import board as bd

from .helpers import act, end_turn, energy, hp, kws, legal, passes, play, put, seat, start, take

SENTINEL, ENVOY = "ovs1-007", "ovs1-016"


def test_ruling_have_lasts_as_long_as_what_gives_it():
    """Ruling "Gain, Give, Has/Have and Become": Bloodmoon Altar — "Your Units Have VAMPIRISM" — holds only while
    the Altar is Active."""
    state = energy(start(), "p2", 2, rank=2)
    unit = put(state, "p1", SENTINEL, "u1")
    altar = put(state, "p1", "ovs1-097", "e1")
    assert "VAMPIRISM" in kws(state, unit) and "VAMPIRISM" not in kws(state, altar)
    bd.leave(state, altar, "idle", [], reason="test")
    assert "VAMPIRISM" not in kws(state, unit)


def test_ruling_a_prepared_card_in_an_event_zone_is_a_prepared_event():
    """Ruling "Six Event Roles": a Prepared card in an Event Zone counts as a –1 Prepared Event with 4 HP — a Unit
    Attacks it the turn it Enters only with 4 SPD."""
    state = start()
    hidden = put(state, "p2", "ovs1-004", "e2", down=True)
    assert bd.kind(state, hidden) == "prepared_event" and hp(state, hidden) == 4
    slow, fast = put(state, "p1", "ovs1-003", "u1", since=1), put(state, "p1", "ovs1-069", "u2", since=1)
    targets = {(a["attacker"], a["target"]) for a in legal(state, "p1", "attack")}
    assert (fast, hidden) in targets and (slow, hidden) not in targets


def test_ruling_constructs_attach_only_to_your_own_cards():
    """Ruling "Constructs on your own cards"."""
    state = energy(start(), "p1", 2, rank=3)
    mine, theirs = put(state, "p1", SENTINEL, "u1"), put(state, "p2", SENTINEL, "u1")
    idol = take(state, "p1", "ovs1-005")
    assert [a["host"] for a in legal(state, "p1", "activate") if a["card"] == idol] == [mine]
    assert theirs in state["board"]


def test_ruling_nothing_is_spawned_without_an_empty_unit_zone():
    """Ruling "Spawning": "with none empty ... it is not Spawned"."""
    state = energy(start(), "p1", 4, rank=4)
    for zone in ("u1", "u2", "u4", "u5"):
        put(state, "p1", SENTINEL, zone)
    brood = take(state, "p1", "ovs1-064")  # ENTER* Spawn 1 Larva Totem
    state = play(state, "activate", "p1", card=brood, zone="u3")
    assert [r["zone"] for r in state["board"].values() if r["ctrl"] == "p1" and r["zone"][0] == "u"].count("u3") == 1
    assert not [u for u in state["inst"] if u.startswith("t")]


def test_ruling_the_hand_limit_comes_before_returning_three_cards():
    """Ruling "The Return Phase": the hand limit first, then the optional Return of three cards."""
    state = start()
    take(state, "p1", "ovs1-004")
    idle = take(state, "p1", "ovs1-009")
    seat(state, "p1")["hand"].remove(idle)
    seat(state, "p1")["idle"].append(idle)
    put(state, "p1", SENTINEL, "u1")
    state = act(state, "end_phase", "p1")
    assert state["choice"]["kind"] == "hand_limit"
    state = act(state, "choose", "p1", target=seat(state, "p1")["hand"][0])
    assert state["choice"]["kind"] == "return_three" and state["choice"]["stage"] == "hand"


def test_ruling_a_card_leaving_the_hand_face_down_hides_which_it_was():
    """Ruling "A card leaving the hand face-down": shown hand cards are forgotten and the Prepared card has a new
    instance id."""
    state = start()
    shown = take(state, "p1", SENTINEL)
    seat(state, "p1")["shown"].append(shown)
    assert ENGINE.view_for(state, "p2")["seats"][0]["revealed_hand"] == [SENTINEL]
    state = passes(act(state, "prepare", "p1", card=shown, zone="u2"))
    (new,) = [u for u, r in state["board"].items() if r["down"]]
    assert new != shown and shown not in state["inst"]
    assert ENGINE.view_for(state, "p2")["seats"][0]["revealed_hand"] == []


def test_ruling_cut_off_become_adds_roles_while_active():
    """Ruling "Gain, Give, Has/Have and Become": a SHIFTER that Becomes a Role keeps its own too."""
    from rules.oversoul.engine import stats

    state = energy(start(), "p1", 3, rank=3)
    put(state, "p2", "ovs1-069", "u1")  # RAPTOR SNIPER
    druid = take(state, "p1", "ovs1-078")
    state = play(state, "activate", "p1", card=druid, zone="u1")
    assert stats.role_list(state, druid) == ["SHIFTER", "RAPTOR", "SNIPER"]
    assert {"AVIAN", "RANGED"} <= kws(state, druid)
    state = end_turn(state)
    assert stats.role_list(state, druid)[0] == "SHIFTER"
