"""Athernum engine — the starting cards, initiative, the starting hand, seat order and the Morning."""

from __future__ import annotations

import pytest

from rules.athernum.engine import ENGINE
from rules.base import RuleViolation, SetupInvalid

from .helpers import (
    CARDS,
    DECKS,
    FOUNDRY,
    ID,
    ILSE,
    MISTVEIL,
    ORSA,
    act,
    choose_start,
    deck_with,
    main,
    new_game,
    put,
    seat,
    start,
    to_turn_of,
    types,
)


def test_starting_cards_are_chosen_in_secret_in_any_order() -> None:
    """ "At the start of the game, all players select one card with a Victory Token Field from their decks. This card
    is placed face-down on the play area ... It may only be viewed by its owner before the game begins." — both
    choose at once, in any order, and neither sees the other's choice until both chose."""
    state = new_game()
    assert ENGINE.to_act(state) == ["p1", "p2"]
    options = {o["card_id"] for o in ENGINE.view_for(state, "p2")["seats"][1]["start_options"]}
    assert options == {ID[ILSE], ID["Lantern Warden"], ID["Wardens' Watchtower"]}  # the Extra Deck's Spirit is not
    assert "start_options" not in ENGINE.view_for(state, "p1")["seats"][1]
    state, events = ENGINE.apply(state, choose_start(state, "p2", ILSE))
    assert ENGINE.to_act(state) == ["p1"]
    assert "start" not in ENGINE.view_for(state, "p1")["seats"][1]
    assert ENGINE.view_for(state, "p1")["seats"][1]["start_chosen"] is True
    assert ENGINE.view_for(state, "p2")["seats"][1]["start"]["card_id"] == ID[ILSE]
    assert "card_id" not in {k for e in events for k in e if k != "private"}
    with pytest.raises(RuleViolation) as refused:
        ENGINE.apply(state, {"type": "choose_start", "seat": "p1", "card": ID["Rivetsmith"]})
    assert refused.value.rule.id == "athernum.starting_card"
    state, _ = ENGINE.apply(state, choose_start(state, "p1", ORSA))
    assert state["phase"] == "play"
    assert ENGINE.view_for(state, "p1")["seats"][1]["start"]["card_id"] == ID[ILSE]


def test_the_pool_starts_as_the_sum_of_the_starting_cards_fields() -> None:
    """ "If your main character has a field for 4 Victory Tokens and your opponent's one for 5, the pool begins with
    9 tokens" — Orsa Vell (6) and Ilse Marrow (5) make 11; both start face-up as main characters."""
    state = start(first=None)
    assert state["vt_pool"] == 11
    for sid in ("p1", "p2"):
        assert state["board"][main(state, sid)]["up"] is True
    assert ENGINE.invariant_violations(state) == []


def test_the_lower_initiative_goes_first() -> None:
    """ "The initiative of a starting card corresponds to its play cost. ... The player with the lower initiative goes
    first." (RULINGS Athernum 1) — Ilse Marrow costs 3, Orsa Vell 4: p2 begins."""
    state = start(first=None)
    assert state["first_player"] == "p2" and state["turn"]["active_seat"] == "p2"
    assert [seat(state, s)["initiative"] for s in ("p1", "p2")] == [4, 3]


def test_a_starting_location_has_initiative_zero_and_goes_first() -> None:
    """ "Cards without this field—such as items and locations—can be played directly from your hand without paying
    resources first" and "Do you pick a cheaper, more flexible card to secure the first turn": a location's cost is
    0, the lowest initiative (docs/athernum-rulings.md, "Initiative of a card without a cost")."""
    decks = [deck_with("The Long Foundry"), DECKS[MISTVEIL]]
    state = start(decks, ["The Long Foundry", ILSE], first=None)
    p1 = seat(state, "p1")
    assert p1["initiative"] == 0 and state["first_player"] == "p1"
    assert p1["main"] is None and p1["location"] is not None
    assert state["vt_pool"] == 4 + 5
    assert not any(a["type"] == "generate" for a in ENGINE.legal_actions(state, "p1"))  # no main character's faction


def test_equal_initiative_is_decided_at_random_from_the_seed() -> None:
    """ "In case of a tie, a coin toss, dice roll, or another suitable method decides." — the seed decides, and the
    same seed decides the same."""
    decks = [DECKS[FOUNDRY], DECKS[FOUNDRY]]
    firsts = {start(decks, [ORSA, ORSA], seed=s, first=None)["first_player"] for s in range(12)}
    assert firsts == {"p1", "p2"}
    assert (
        start(decks, [ORSA, ORSA], seed=5, first=None)["first_player"]
        == start(decks, [ORSA, ORSA], seed=5, first=None)["first_player"]
    )


def test_after_the_starting_cards_everyone_shuffles_and_draws_six() -> None:
    """ "all players shuffle their decks thoroughly ... Then all players draw a starting hand of six cards" — and
    "This deck contains special cards with unique rules that cannot be drawn directly during the game": the Extra
    Deck stays apart."""
    state = start()
    p1 = seat(state, "p1")
    assert len(p1["hand"]) == 6 and len(p1["deck"]) == 60 - 1 - 6
    assert len(p1["extra"]) == 2 and all(CARDS[state["inst"][u][0]]["extra_deck"] for u in p1["extra"])
    assert not any(CARDS[state["inst"][u][0]]["extra_deck"] for u in p1["deck"] + p1["hand"])


def test_a_deck_needs_sixty_main_cards_and_a_victory_token_card() -> None:
    """ "Your deck consists of exactly 60 cards." and "your deck must contain at least one card with a Victory Point
    field"."""
    with pytest.raises(SetupInvalid):
        new_game([deck_with()[:59], DECKS[MISTVEIL]])
    with pytest.raises(SetupInvalid):
        new_game([deck_with(), DECKS[MISTVEIL]])


def test_three_players_take_turns_in_seat_order_from_the_first_player() -> None:
    """docs/athernum-rulings.md, "Seat order": play goes on clockwise, read as seat order, from the first player."""
    state = start([DECKS[FOUNDRY], DECKS[MISTVEIL], DECKS[FOUNDRY]], [ORSA, ILSE, ORSA], first="p2")
    order = [state["turn"]["active_seat"]]
    for _ in range(3):
        state, _ = act(state, {"type": "end_day", "seat": state["turn"]["active_seat"]})
        order.append(state["turn"]["active_seat"])
    assert order == ["p2", "p3", "p1", "p2"]


def test_the_morning_removes_one_exhaustion_counter_and_refills_command_tokens() -> None:
    """ "Next, you remove one Exhaustion Counter from each of your cards. Once a card has no more exhaustion
    counters, it is revealed" and "Then you gain exactly two Command Tokens. If you already have two, you cannot
    gain more." (RULINGS Athernum 3)."""
    state = start()
    twice = put(state, "p1", "Rivetsmith", exhausted=True)
    state["board"][twice]["ex"] = 2
    once = put(state, "p1", "Bellows Keeper", exhausted=True)
    state, _ = act(state, {"type": "draw", "seat": "p1"})
    assert seat(state, "p1")["command_tokens"] == 1
    state = to_turn_of(state, "p1")
    assert state["board"][once]["up"] is True and state["board"][once]["ex"] == 0
    assert state["board"][twice]["up"] is False and state["board"][twice]["ex"] == 1
    assert seat(state, "p1")["command_tokens"] == 2


def test_evening_and_night_pass_and_the_next_player_begins() -> None:
    """ "It serves to conclude your turn and automatically leads into the Night phase" and "Once these effects
    resolve, the next player begins their turn—starting again with Morning"."""
    state = start()
    state, events = act(state, {"type": "end_day", "seat": "p1"})
    steps = [e["step"] for e in events if e["type"] == "phase_started"]
    assert steps == ["evening", "night", "day"]
    assert "turn_started" in types(events) and state["turn"]["active_seat"] == "p2"
