"""Oversoul engine — setup, the opening and the three phases of a turn (2., 2.1, 2.2, 2.3)."""

from __future__ import annotations

import pytest

from rules.base import SetupInvalid
from rules.oversoul.engine import ENGINE

from .helpers import CARDS, FILLER, act, end_turn, legal, put, refused, seat, start, take, through, types


def _players(lead1: str = "ovs1-047", lead2: str = "ovs1-046") -> list[dict]:
    return [{"name": "A", "deck": [lead1, *[FILLER] * 30]}, {"name": "B", "deck": [lead2, *[FILLER] * 30]}]


def test_setup_places_each_leader_active_with_its_printed_hp():
    """Oversoul — Setup: "each player places their Leader vertically face-up (Active) on their own respective Leader
    Zone"; a Leader's HP is its printed HP."""
    state, events = ENGINE.setup(players=_players(), cards=CARDS, seed=3)
    for sid, hp in (("p1", 20), ("p2", 18)):
        s = seat(state, sid)
        assert s["hp"] == s["max_hp"] == hp
        assert state["board"][s["leader"]]["zone"] == "leader" and not state["board"][s["leader"]]["down"]
        assert len(s["deck"]) == 30
    assert types(events).count("leader_placed") == 2


def test_setup_refuses_a_deck_without_exactly_one_leader_or_with_a_totem():
    """Oversoul — Deck: "1x Leader Unit / Event"; TOTEM Units are "not played in the Deck"."""
    no_leader = [{"name": "A", "deck": [FILLER] * 30}, _players()[1]]
    with pytest.raises(SetupInvalid):
        ENGINE.setup(players=no_leader, cards=CARDS, seed=1)
    totem = [{"name": "A", "deck": ["ovs1-047", "ovs1-t01", *[FILLER] * 30]}, _players()[1]]
    with pytest.raises(SetupInvalid):
        ENGINE.setup(players=totem, cards=CARDS, seed=1)
    with pytest.raises(SetupInvalid):
        ENGINE.setup(players=_players()[:1], cards=CARDS, seed=1)


def test_the_lower_hp_leaders_player_chooses_who_goes_first():
    """Oversoul — First player (RULINGS Oversoul 1): "The player/Leader with the lowest HP total chooses who goes
    first"; the first player Draws 4 cards and the second 5."""
    state, _events = ENGINE.setup(players=_players(), cards=CARDS, seed=3)
    assert ENGINE.to_act(state) == ["p2"]  # Vaskha (18 HP) is below Seraphel (20)
    assert legal(state, "p1") == [{"type": "concede", "seat": "p1"}]
    state = act(state, "choose_first", "p2", first="p1")
    assert len(seat(state, "p1")["hand"]) == 4 and len(seat(state, "p2")["hand"]) == 5
    assert sorted(ENGINE.to_act(state)) == ["p1", "p2"]


def test_equal_hp_leaders_let_a_recorded_random_pick_name_the_chooser():
    """Oversoul — First player (RULINGS Oversoul 1): on equal HP a recorded random pick stands in for
    rock-paper-scissors."""
    state, events = ENGINE.setup(players=_players("ovs1-047", "ovs1-047"), cards=CARDS, seed=5)
    chosen = next(e for e in events if e["type"] == "first_player_chooser")
    assert chosen["method"] == "random" and ENGINE.to_act(state) == [chosen["seat"]]


def test_opening_replacement_returns_marked_cards_and_draws_as_many_once():
    """Oversoul — Opening: "replace any number of cards ... by Returning them to the bottom of the Deck and then
    Drawing the same amount (this can only be done once at the start of each Game)"."""
    state, _ = ENGINE.setup(players=_players(), cards=CARDS, seed=3, first_player="p1")
    hand = list(seat(state, "p2")["hand"])
    state = act(state, "mulligan", "p2", card=hand[0])
    state = act(state, "mulligan", "p2", card=hand[1])
    state = act(state, "keep", "p2")
    s = seat(state, "p2")
    assert len(s["hand"]) == 5 and set(s["deck"][:2]) == set(hand[:2]) and s["opening"] == "replaced"
    assert not [a for a in legal(state, "p2") if a["type"] in ("mulligan", "keep")]
    state = act(state, "keep", "p1")
    assert state["phase"] == "play" and state["turn"]["active_seat"] == "p1"


def test_cycle_phase_first_cycle_draws_and_refreshes_energy_but_keeps_rank_one():
    """Oversoul — Cycle Phase: Draw 1; RANK +1 and the Heal/Reactivate steps are "skipped on players' first
    cycle"; ENERGY is refreshed to RANK (RULINGS Oversoul 2)."""
    state = start()
    s = seat(state, "p1")
    assert (len(s["hand"]), s["rank"], s["energy"], state["turn"]["step"]) == (5, 1, 1, "action")


def test_cycle_phase_raises_rank_heals_and_reactivates_from_the_second_cycle():
    """Oversoul — Cycle Phase: RANK +1, ENERGY = RANK, "Heal ALL your non-Leader cards to full HP", "Reactivate ...
    ALL your Exhausted cards"."""
    state = start()
    unit = put(state, "p1", "ovs1-007", "u1", exhausted=True)
    state["board"][unit]["dmg"] = 3
    seat(state, "p1")["hp"] = 15
    state = end_turn(state)
    state = end_turn(state)
    s = seat(state, "p1")
    assert (s["rank"], s["energy"], s["cycles"]) == (2, 2, 2)
    assert state["board"][unit]["dmg"] == 0 and not state["board"][unit]["exh"]
    assert s["hp"] == 15  # the Leader is not Healed


def test_rank_stops_at_five():
    """Oversoul — Cycle Phase: RANK rises "Starting at 1 until reaching 5 at fifth cycle"."""
    state = start()
    for _ in range(14):
        state = end_turn(state)
    assert seat(state, "p1")["cycles"] == 8 and seat(state, "p1")["rank"] == 5


def test_return_phase_hand_limit_returns_the_players_choice_to_the_bottom():
    """Oversoul — Return Phase: "if the turn player has more than 5 cards in their hand, they must Return cards
    from their hand to the bottom of their Deck until their hand size is 5 again"."""
    state = start()
    extra = take(state, "p1", "ovs1-004")
    take(state, "p1", "ovs1-004")
    state = act(state, "end_phase", "p1")
    assert ENGINE.to_act(state) == ["p1"] and state["choice"]["kind"] == "hand_limit"
    state = act(state, "choose", "p1", target=extra)
    state = act(state, "choose", "p1", target=seat(state, "p1")["hand"][0])
    assert len(seat(state, "p1")["hand"]) == 5 and seat(state, "p1")["deck"][0] != extra
    assert extra in seat(state, "p1")["deck"][:2] and state["turn"]["active_seat"] == "p2"


def test_return_three_cards_to_draw_one_once():
    """Oversoul — Return Phase: "once during the turn player's Return Phase, they have a choice to Return any 3 cards
    (1 from their hand, 1 from their Idle Zone & 1 from their Unit / Event Zone) ... in order to Draw 1 card"."""
    state = start()
    s = seat(state, "p1")
    idle = take(state, "p1", "ovs1-004")
    s["hand"].remove(idle)
    s["idle"].append(idle)
    unit = put(state, "p1", "ovs1-007", "u2")
    hand_card = s["hand"][0]
    state = act(state, "end_phase", "p1")
    for target in (hand_card, idle, unit):
        state = act(state, "choose", "p1", target=target)
    s = seat(state, "p1")
    assert {hand_card, idle, unit} <= set(s["deck"][:3]) and len(s["hand"]) == 5
    assert state["turn"]["active_seat"] == "p2"


def test_return_three_needs_a_card_in_each_place():
    """Oversoul — Return Phase: the three cards come from the hand, the Idle Zone and the Unit / Event Zone."""
    state = start()
    state = act(state, "end_phase", "p1")
    assert state["choice"] is None and state["turn"]["active_seat"] == "p2"  # nothing in the Idle Zone: not asked


def test_phases_do_not_go_back_and_only_the_turn_player_acts():
    """Oversoul — Phases: "Once a player decides to move on to the next phase, they may not return to the previous
    phase"."""
    state = start()
    refused(state, {"type": "end_phase", "seat": "p2"}, "oversoul.phases")
    state, events = through(state, "end_phase", "p1")
    assert "turn_passed" in types(events) and state["turn"] == {"number": 2, "active_seat": "p2", "step": "action"}
