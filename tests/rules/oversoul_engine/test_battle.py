"""Oversoul engine — Battle (6.): SPD order, what may Attack what, Guard selection and what strikes back."""

from __future__ import annotations

from .helpers import act, act_events, hp, legal, put, refused, seat, start, through, types

SENTINEL, CINDERHORN, ENVOY, VEXEN, STATION = "ovs1-007", "ovs1-003", "ovs1-016", "ovs1-076", "ovs1-082"
STORMTALON, GALEHAWK, WELLSPRING, SPIRE, IDOL = "ovs1-069", "ovs1-070", "ovs1-054", "ovs1-092", "ovs1-005"


def _board(attacker: str, defender: str, *, since: int = 0) -> tuple[dict, str, str]:
    state = start()
    a = put(state, "p1", attacker, "u1", since=since)
    d = put(state, "p2", defender, "u1")
    return state, a, d


def test_the_higher_spd_strikes_first_and_a_shattered_card_never_strikes_back():
    """Oversoul — Battle: "if an Attacking Unit with a higher SPD Shatters its selection in Battle, it will remain
    unharmed due to Shattering the selected Unit before it has the chance to Retaliate"."""
    state, ravager, sentinel = _board(CINDERHORN, SENTINEL)
    state = act(state, "attack", "p1", attacker=ravager, target=sentinel)
    assert sentinel not in state["board"] and hp(state, ravager) == 6 and state["board"][ravager]["exh"]


def test_a_faster_defender_strikes_first():
    """Oversoul — Battle: "If a Retaliating Unit has higher SPD, they instead strike first and can avoid taking DMG
    in Battle if they Shatter the Attacker"."""
    state, envoy, vexen = _board(ENVOY, VEXEN)
    state = act(state, "attack", "p1", attacker=envoy, target=vexen)
    assert envoy not in state["board"] and hp(state, vexen) == 4


def test_equal_spd_strike_each_other_simultaneously():
    """Oversoul — Battle: "Cards Battling with the same SPD strike each other simultaneously"."""
    state, a, d = _board(SENTINEL, SENTINEL)
    state["board"][a]["dmg"] = 2
    state = act(state, "attack", "p1", attacker=a, target=d)
    assert a not in state["board"] and hp(state, d) == 2  # struck to 0 and still struck back


def test_a_unit_needs_two_spd_to_attack():
    """Oversoul — Attack: "A Unit must have at least 2 SPD to Attack"; a STATION has no SPD."""
    state = start()
    slow, wall = put(state, "p1", WELLSPRING, "u1"), put(state, "p1", STATION, "u2")
    target = put(state, "p2", SENTINEL, "u1")
    assert not legal(state, "p1", "attack")
    refused(state, {"type": "attack", "seat": "p1", "attacker": slow, "target": target}, "oversoul.attack")
    refused(state, {"type": "attack", "seat": "p1", "attacker": wall, "target": target}, "oversoul.attack")


def test_spd_decides_what_a_unit_may_attack_the_turn_it_enters():
    """Oversoul — SPD: "3 = Can also Attack Units the same turn it Enters - 4 = ... Events ... - 5 = ... Leaders"."""
    state = start()
    leader = seat(state, "p2")["leader"]
    unit, board = put(state, "p2", SENTINEL, "u2"), put(state, "p2", SPIRE, "e1")
    for card, allowed in (
        (SENTINEL, set()),
        (CINDERHORN, {unit}),
        (STORMTALON, {unit, board}),
        (GALEHAWK, {unit, board, leader}),
    ):
        fresh = put(state, "p1", card, "u3", since=1)
        assert {a["target"] for a in legal(state, "p1", "attack") if a["attacker"] == fresh} == allowed, card
        del state["board"][fresh]
    refused(
        state,
        {"type": "attack", "seat": "p1", "attacker": put(state, "p1", CINDERHORN, "u4", since=1), "target": leader},
        "oversoul.spd_enter",
    )


def test_board_events_prepared_cards_and_the_leader_do_not_strike_back():
    """Oversoul — ruling "BOARD Events do not strike back": only a Unit with at least 1 SPD Retaliates."""
    state = start()
    a1, a2, a3 = (put(state, "p1", SENTINEL, z) for z in ("u1", "u2", "u3"))
    spire = put(state, "p2", SPIRE, "e1")
    prepared = put(state, "p2", SENTINEL, "u2", down=True)
    leader = seat(state, "p2")["leader"]
    for attacker, target in ((a1, spire), (a2, prepared), (a3, leader)):
        state, events = through(state, "attack", "p1", attacker=attacker, target=target)
        battle = next(e for e in events if e["type"] == "battle")
        assert not battle["retaliates"] and battle["rule"] == "oversoul.ruling.board_events_do_not_strike_back"
        assert hp(state, attacker) == 4
    assert hp(state, spire) == 3 and hp(state, prepared) == 2 and seat(state, "p2")["hp"] == 16


def test_a_leader_at_zero_hp_loses():
    """Oversoul — Leader: "When it reaches 0 ... that player loses the Game"."""
    state, ravager, _ = _board(CINDERHORN, SENTINEL)
    seat(state, "p2")["hp"] = 5
    state = act(state, "attack", "p1", attacker=ravager, target=seat(state, "p2")["leader"])
    state = act(state, "pass", "p2")  # no Guard
    assert state["status"] == "finished" and state["winner"] == "p1" and state["finish_reason"] == "leader_hp_zero"


def test_guard_selection_makes_the_guard_the_new_target_and_seraphel_heals_once_a_turn():
    """Oversoul — GUARD: "Can be Exhausted if an opposing Unit Attacks to force the Attacker to Battle this card
    instead"; Seraphel: "(Once each turn) When one of your Units Guards, Heal 1 HP to your Leader"."""
    state = start(leaders=("ovs1-046", "ovs1-047"))
    a1, a2 = put(state, "p1", SENTINEL, "u1"), put(state, "p1", SENTINEL, "u2")
    guard1, guard2 = put(state, "p2", SENTINEL, "u1"), put(state, "p2", SENTINEL, "u2")
    seat(state, "p2")["hp"] = 15
    leader = seat(state, "p2")["leader"]
    state = act(state, "attack", "p1", attacker=a1, target=leader)
    assert {a["card"] for a in legal(state, "p2", "guard")} == {guard1, guard2}
    state, _events = through(state, "guard", "p2", card=guard1)
    assert state["board"][guard1]["exh"] and hp(state, guard1) == 2 and seat(state, "p2")["hp"] == 16
    state = act(state, "attack", "p1", attacker=a2, target=leader)
    state, _events = through(state, "guard", "p2", card=guard2)
    assert seat(state, "p2")["hp"] == 16  # once each turn


def test_an_attack_can_go_unguarded_and_an_exhausted_unit_cannot_attack_again():
    """Oversoul — Guard selection is the defender's choice; "Exhausted cards can't Attack"."""
    state = start()
    attacker = put(state, "p1", SENTINEL, "u1")
    put(state, "p2", SENTINEL, "u2")
    leader = seat(state, "p2")["leader"]
    state = act(state, "attack", "p1", attacker=attacker, target=leader)
    state = act(state, "pass", "p2")
    assert seat(state, "p2")["hp"] == 16
    refused(state, {"type": "attack", "seat": "p1", "attacker": attacker, "target": leader}, "oversoul.exhaust")


def test_the_top_construct_takes_the_damage_and_the_excess_is_lost():
    """Oversoul — Constructs: "the top Construct will receive damage first ... The card that a Construct was Attached
    to remains unharmed even if the damage the Construct takes exceeds its remaining HP"."""
    state, ravager, sentinel = _board(CINDERHORN, SENTINEL)
    from .helpers import attach

    idol = attach(state, "p2", IDOL, sentinel)
    state, events = act_events(state, "attack", "p1", attacker=ravager, target=sentinel)
    assert idol not in state["board"] and hp(state, sentinel) == 4 and "thorns" in types(events)
    assert ravager not in state["board"]  # THORNS for the 4 the Idol took, then the Sentinel's 2: 6 HP gone
