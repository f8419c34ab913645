"""Chronicles of Arcane engine — Set-up, Mulligans, the four phases and Essences, each test named after its rule."""

from __future__ import annotations

import pytest

from rules.arcane.engine import ENGINE
from rules.base import SetupInvalid

from .helpers import (
    CARDS,
    ID,
    act,
    act_events,
    end_turn,
    essences,
    hand,
    legal,
    put,
    refused,
    seat,
    start,
)


def _players(n: int) -> list[dict]:
    names = ENGINE.demo_deck_names()
    return [{"name": f"P{i}", "deck": ENGINE.demo_deck(names[i % len(names)])} for i in range(n)]


@pytest.mark.parametrize(("n", "life"), [(2, 25), (3, 30), (4, 30)])
def test_setup_starting_life_seven_cards_and_the_ancient_in_play(n: int, life: int) -> None:
    """Chronicles of Arcane — Set-up 1 and 3: 25 Life in 1v1, 30 with 3+; shuffle and draw 7; the Ancient starts in
    the Battlefield."""
    state, _events = ENGINE.setup(players=_players(n), cards=CARDS, seed=4)
    assert [s["life"] for s in state["seats"]] == [life] * n
    assert all(len(s["hand"]) == 7 for s in state["seats"])
    ancients = [rec for rec in state["board"].values() if rec["zone"] == "ancient"]
    assert sorted(rec["ctrl"] for rec in ancients) == [s["seat"] for s in state["seats"]]
    assert all(len(s["deck"]) + len(s["hand"]) == 45 or len(s["deck"]) + len(s["hand"]) == 46 for s in state["seats"])
    assert ENGINE.setup(players=_players(n), cards=CARDS, seed=4)[0] == state


def test_setup_highest_roll_goes_first_and_ties_roll_again() -> None:
    """Chronicles of Arcane — Set-up 2 (RULINGS Arcane 2): everyone rolls a die, the highest goes first, players tied
    for highest roll again; the rolls are recorded."""
    for seed in range(30):
        state, events = ENGINE.setup(players=_players(3), cards=CARDS, seed=seed)
        rounds = [e["rolls"] for e in events if e["type"] == "dice_rolled"]
        last = rounds[-1]
        assert max(last.values()) == last[state["first_seat"]]
        assert list(last.values()).count(max(last.values())) == 1
        for earlier in rounds[:-1]:
            top = max(earlier.values())
            assert list(earlier.values()).count(top) > 1  # a tie for highest rolled again


def test_setup_refuses_two_ancients_and_unknown_cards() -> None:
    """Chronicles of Arcane — Ancients: "Each player may only control and have ONE (1) Ancient in play."."""
    deck = [ID["Vaelor, the Ashen Colossus"], ID["Morvath, the Hollow King"], *[ID["Kindled Essence"]] * 40]
    with pytest.raises(SetupInvalid):
        ENGINE.setup(players=[{"name": "A", "deck": deck}, _players(1)[0]], cards=CARDS, seed=1)
    with pytest.raises(SetupInvalid):
        ENGINE.setup(players=[{"name": "A", "deck": ["nope"]}, _players(1)[0]], cards=CARDS, seed=1)


def test_mulligan_returns_x_cards_to_the_bottom_and_may_repeat() -> None:
    """Chronicles of Arcane — Mulligans: return the hand, shuffle, draw 7, return X cards (X = Mulligans so far) —
    to the bottom of the deck (docs/arcane-rulings.md); as many times as wanted; keeping starts the game."""
    state, _ = ENGINE.setup(players=_players(2), cards=CARDS, seed=9, first_player="p1")
    assert set(ENGINE.to_act(state)) == {"p1", "p2"}
    state = act(state, "mulligan", "p1")
    assert len(seat(state, "p1")["hand"]) == 7 and seat(state, "p1")["to_bottom"] == 1
    assert {a["type"] for a in ENGINE.legal_actions(state, "p1")} == {"choose_card", "concede"}
    picked = legal(state, "p1", "choose_card")[0]["card"]
    state = act(state, "choose_card", "p1", card=picked)
    assert seat(state, "p1")["deck"][0] == picked and len(seat(state, "p1")["hand"]) == 6
    assert seat(state, "p1")["known"][picked] == "self"  # its owner knows what is at the bottom
    state = act(state, "mulligan", "p1")  # the second: return 2
    for _ in range(2):
        state = act(state, "choose_card", "p1", card=legal(state, "p1", "choose_card")[0]["card"])
    assert len(seat(state, "p1")["hand"]) == 5 and seat(state, "p1")["mulligans"] == 2
    state = act(state, "keep", "p1")
    assert state["phase"] == "mulligan"  # p2 still deciding
    state = act(state, "keep", "p2")
    assert state["phase"] == "play" and state["turn"] == {"number": 1, "active_seat": "p1", "step": "action"}


def test_first_player_does_not_draw_on_their_first_turn_the_next_player_does() -> None:
    """Chronicles of Arcane — Set-up 5 / Start of Turn A: the first player does not draw on their first turn."""
    state = start()
    assert seat(state, "p1")["hand"] == []
    state, events = act_events(state, "end_turn", "p1")
    assert len(seat(state, "p2")["hand"]) == 1
    assert next(e for e in events if e["type"] == "card_drawn")["seat"] == "p2"
    assert "private" in next(e for e in events if e["type"] == "card_drawn")  # only p2 may see which card
    state = end_turn(state)
    assert len(seat(state, "p1")["hand"]) == 1


def test_start_of_turn_unexhausts_your_cards_only() -> None:
    """Chronicles of Arcane — Start of Turn B: "Unexhaust cards you control in the Battlefield"."""
    state = start()
    mine = put(state, "p1", "Mossback Tortoise", exhausted=True)
    theirs = put(state, "p2", "Tidewarden", exhausted=True)
    ess = essences(state, "p2", water=1)[0]
    seat(state, "p2")["spent"].append(ess)
    state = end_turn(state)
    assert state["board"][theirs]["ex"] is False and seat(state, "p2")["spent"] == []
    assert state["board"][mine]["ex"] is True


def test_one_essence_per_turn_in_the_action_phase_and_it_is_usable_at_once() -> None:
    """Chronicles of Arcane — Essences: "Only 1 Essence card may be played per turn."; an Essence enters ready."""
    state = start()
    first, second = hand(state, "p1", "Kindled Essence"), hand(state, "p1", "Rootbound Essence")
    scout = hand(state, "p1", "Cinderling Scout")
    state = act(state, "place_essence", "p1", card=first)
    refused(state, {"type": "place_essence", "seat": "p1", "card": second}, "arcane.one_essence_per_turn")
    state = act(state, "invoke", "p1", card=scout)
    state = act(state, "place", "p1", row="front", slot=1)  # paid with the Essence placed this turn
    assert scout in state["board"] and seat(state, "p1")["spent"] == [first]


def test_essence_cost_is_paid_in_the_cards_own_essence_type() -> None:
    """Chronicles of Arcane — Card Types › Essences and Neutral: a card's cost is paid in Essence of its own type;
    a Neutral card "work[s] in any kind of deck" (docs/arcane-rulings.md, "Which Essence a cost needs")."""
    state = start()
    essences(state, "p1", earth=3)
    hound = hand(state, "p1", "Blazefang Hound")  # Fire, cost 2
    satchel = hand(state, "p1", "Runebound Satchel")  # Neutral, cost 1
    refused(state, {"type": "invoke", "seat": "p1", "card": hound}, "arcane.essence_cards")
    assert not legal(state, "p1", "invoke") or all(a["card"] != hound for a in legal(state, "p1", "invoke"))
    state = act(state, "invoke", "p1", card=satchel)
    state = act(state, "place", "p1", row="back", slot=1)
    assert len(seat(state, "p1")["spent"]) == 1


def test_perpetuals_enter_exhausted_and_take_a_position_of_your_choice() -> None:
    """Chronicles of Arcane — Action Phase B: perpetuals "enter exhausted"; they are played to your Front or Back
    Row, six positions each."""
    state = start()
    essences(state, "p1", earth=2)
    tortoise = hand(state, "p1", "Mossback Tortoise")  # Taunt: the Front Row only
    state = act(state, "invoke", "p1", card=tortoise)
    spots = legal(state, "p1", "place")
    assert {(a["row"], a["slot"]) for a in spots} == {("front", s) for s in range(1, 7)}
    state = act(state, "place", "p1", row="front", slot=4)
    rec = state["board"][tortoise]
    assert (rec["zone"], rec["slot"], rec["ex"]) == ("front", 4, True)
    assert legal(state, "p1", "attack") == []


def test_phases_in_order_no_action_phase_moves_after_combat() -> None:
    """Chronicles of Arcane — Parts of a Turn: "Phases must be completed in order": after an attack, the Action
    Phase is over (only Traps can still be played)."""
    state = start()
    essences(state, "p1", fire=2)
    hound = put(state, "p1", "Blazefang Hound")
    scout = hand(state, "p1", "Cinderling Scout")
    ess = hand(state, "p1", "Kindled Essence")
    state = act(state, "attack", "p1", attacker=hound, target="p2")
    assert state["turn"]["step"] == "combat"
    refused(state, {"type": "invoke", "seat": "p1", "card": scout}, "arcane.trap_any_time")
    refused(state, {"type": "place_essence", "seat": "p1", "card": ess}, "arcane.essence_in_action_phase")


def test_end_of_turn_effects_end_generated_essence_is_lost_play_passes_clockwise() -> None:
    """Chronicles of Arcane — End of Turn: "end of turn" effects end, generated Essence is lost, play passes
    clockwise (skipping a player who is out)."""
    state = start(players=3)
    target = put(state, "p1", "Mossback Tortoise")
    essences(state, "p1", void=3)
    siphon = hand(state, "p1", "Siphon Night")
    state = act(state, "invoke", "p1", card=siphon, target=target)
    assert state["board"][target]["buffs"][0]["hp"] == -2
    seat(state, "p1")["floating"] = {"fire": 1}
    seat(state, "p2")["out"] = True
    state = end_turn(state)
    assert state["board"][target]["buffs"] == [] and seat(state, "p1")["floating"] == {}
    assert state["turn"]["active_seat"] == "p3"


def test_unexhausted_essence_stays_available_in_the_opponents_turn() -> None:
    """Chronicles of Arcane — End of Turn B: "Unexhausted Essence remains available during your opponent's turn(s)."
    — and pays for a Trap there."""
    state = start()
    essences(state, "p2", fire=1)
    hand(state, "p2", "Flashfire Ambush")
    hound = put(state, "p1", "Blazefang Hound")
    state = act(state, "attack", "p1", attacker=hound, target="p2")
    assert ENGINE.to_act(state) == ["p2"]
    assert [a["type"] for a in ENGINE.legal_actions(state, "p2") if "until" not in a] == ["pass", "invoke", "concede"]


def test_moving_exhausts_the_creature_and_goes_adjacent_or_in_line() -> None:
    """Chronicles of Arcane — Action Phase E: "Exhaust a creature you control to move it directly Adjacent or
    In-line."; a Taunt creature never to the Back Row."""
    state = start()
    ranger = put(state, "p1", "Thornwood Ranger", "front", 3)
    tortoise = put(state, "p1", "Mossback Tortoise", "front", 1)
    moves = {(a["row"], a["slot"]) for a in legal(state, "p1", "move") if a["card"] == ranger}
    assert moves == {("front", 2), ("front", 4), ("back", 3)}
    assert {(a["row"], a["slot"]) for a in legal(state, "p1", "move") if a["card"] == tortoise} == {("front", 2)}
    state = act(state, "move", "p1", card=ranger, row="back", slot=3)
    assert (state["board"][ranger]["zone"], state["board"][ranger]["ex"]) == ("back", True)
    refused(state, {"type": "move", "seat": "p1", "card": tortoise, "row": "back", "slot": 1}, "arcane.trait.taunt")
