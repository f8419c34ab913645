"""Athernum engine — the AI's evaluation knows the race to a win: the Objective field, the tempo of one Victory Token
a turn, the conditions of the Objective abilities, point superiority, and the starting card that wins soonest."""

from __future__ import annotations

import random

from rules.athernum.engine import ENGINE, race
from rules.athernum.engine import state as st
from rules.athernum.engine import texts as t
from rules.athernum.engine.evaluate import search_actions, values
from rules.base import State

from .card_helpers import hold_location
from .helpers import DECKS, ILSE, choose_start, hand, main, new_game, seat, start

SALTMARSH = "saltmarsh-tide"
MAREN, MAGISTRATE = "Tidecaller Maren Oske", "Harbor Magistrate"


def tokens(state: State, sid: str, n: int) -> None:
    """``n`` Victory Tokens from the pool on ``sid``'s main character."""
    for _ in range(n):
        st.place_token(state, sid, main(state, sid))


def test_one_token_from_the_objective_scores_above_three_away() -> None:
    """t.OBJECTIVE: "If a character with an Objective Ability has collected at least as many Victory Tokens as
    printed on its Victory Token Field, its controller wins the game." — Orsa Vell (a field of six) one token short is
    worth more than three short, the opponent alike in both."""
    assert "at least as many Victory Tokens as printed on its Victory Token Field" in t.OBJECTIVE.quote
    near, far = start(), start()
    tokens(near, "p1", 5)
    tokens(far, "p1", 3)
    tokens(near, "p2", 2)
    tokens(far, "p2", 2)
    assert values(near)["p1"] > values(far)["p1"] + 0.1
    assert race.win_ply(near, "p1") < race.win_ply(far, "p1")


def test_a_turn_ahead_in_the_race_is_the_favourite_though_behind_in_tokens() -> None:
    """t.COMMAND_VICTORY_TOKEN: "Place one Victory Token from the pool onto your main character by spending two
    Command Tokens (this can be done once per turn)" — one token a turn: Ilse Marrow (a field of five) at four, her
    player next to act, wins before Orsa Vell (six) at five, in spite of fewer tokens."""
    assert "(this can be done once per turn)" in t.COMMAND_VICTORY_TOKEN.quote
    state = start()
    tokens(state, "p1", 5)
    tokens(state, "p2", 4)
    state["turn"]["victory_token_used"] = True  # p1 has placed its token of this turn
    assert race.win_ply(state, "p2") == 1 < race.win_ply(state, "p1") == 2
    assert values(state)["p2"] > 0.6


def test_a_location_for_maren_oske_brings_her_objective_nearer() -> None:
    """Tidecaller Maren Oske: "Objective — In the Evening, if you control a location, place one Victory Token from the
    pool on Tidecaller Maren Oske." — with a location she gains two tokens a turn (with the Command placement), so her
    field of five fills in three of her turns, not five; the evaluation prefers the location in play."""
    without = start([DECKS[SALTMARSH], DECKS["mistveil-hunt"]], [MAREN, ILSE])
    located = start([DECKS[SALTMARSH], DECKS["mistveil-hunt"]], [MAREN, ILSE])
    hold_location(located, "p1", "Moonwell Shrine")
    assert race.win_ply(without, "p1") == 8  # her turns 0, 2, 4, 6, 8: one token each
    assert race.win_ply(located, "p1") == 4  # two in each of turns 0 and 2, the fifth in turn 4
    assert values(located)["p1"] > values(without)["p1"]


def test_point_superiority_counts_two_for_each_token_placed() -> None:
    """t.POINT_SUPERIORITY: "a player wins immediately if all characters they control collectively have collected
    more Victory Tokens than their opponents could possibly reach" — a token placed is one more for the seat and one
    fewer the opponent could reach (the pool), so a seat with a small pool left wins by superiority before its
    Objective."""
    assert "more Victory Tokens than their opponents could possibly reach" in t.POINT_SUPERIORITY.quote
    state = start()
    tokens(state, "p1", 4)
    tokens(state, "p2", 2)
    state["vt_pool"] = 3  # cards with a field left play: their tokens are out of reach
    # Orsa at four needs two more (plies 0 and 2); 4 + 1 > 2 + 2 already at ply 0: reach 5, margin 2, one token
    assert race.win_ply(state, "p1") == 0


def test_the_starting_card_with_the_nearest_win_is_preferred() -> None:
    """t.OBJECTIVE with t.COMMAND_VICTORY_TOKEN, before the game: Harbor Magistrate (an Objective, a field of three)
    wins in three turns of one token, Maren Oske (five) needs a location each turn to match it; a starting card with no
    Objective and a small field is the slowest way."""
    values_by_start = {}
    for name in (MAGISTRATE, MAREN):
        state = new_game([DECKS[SALTMARSH], DECKS["mistveil-hunt"]], first="p1")
        state, _ = ENGINE.apply(state, choose_start(state, "p1", name))
        values_by_start[name] = (race.win_ply(state, "p1"), values(state)["p1"])
    assert values_by_start[MAGISTRATE][0] < values_by_start[MAREN][0]
    assert values_by_start[MAGISTRATE][1] > values_by_start[MAREN][1]


def test_the_search_never_replays_the_location_in_play() -> None:
    """t.LOCATION_UNIQUE: "If you want to play another location, you must first discard all other locations on your
    side of the field" — the same location again only discards its copy (and adds its field to the pool once more):
    the search weighs another location, not that one."""
    assert "you must first discard all other locations" in t.LOCATION_UNIQUE.quote
    state = start()
    hold_location(state, "p1", "The Long Foundry")
    hand(state, "p1", "The Long Foundry")
    hand(state, "p1", "Crossroads Market")
    listed = {
        st.defn(state, a["card"])["name"] for a in ENGINE.legal_actions(state, "p1") if a["type"] == "play_location"
    }
    weighed = {st.defn(state, a["card"])["name"] for a in search_actions(state, "p1") if a["type"] == "play_location"}
    assert listed == {"The Long Foundry", "Crossroads Market"}
    assert weighed == {"Crossroads Market"}


def test_the_ai_does_not_see_another_seats_starting_card() -> None:
    """t.START_FACE_DOWN: "It may only be viewed by its owner before the game begins." — the positions the AI samples
    for p2 give p1 one of its cards with a Victory Token field, not always the one p1 chose; p2's own card stays."""
    state = new_game([DECKS[SALTMARSH], DECKS[SALTMARSH]], first="p1")
    state, _ = ENGINE.apply(state, choose_start(state, "p1", MAGISTRATE))
    chosen = seat(state, "p1")["start"]
    seen = set()
    for n in range(40):
        sample = ENGINE.determinize(state, "p2", random.Random(n))
        cid = sample["inst"][chosen][0]
        assert sample["cards"][cid]["vt"]
        seen.add(sample["cards"][cid]["name"])
    assert MAGISTRATE in seen and len(seen) > 1
    own = ENGINE.determinize(state, "p1", random.Random(0))
    assert own["inst"][chosen] == state["inst"][chosen]


def test_no_race_is_won_with_tokens_the_pool_does_not_hold() -> None:
    """t.COMMAND_VICTORY_TOKEN: "Place one Victory Token from the pool onto your main character" — with one token left
    in the pool, Orsa Vell at two of six cannot fill her field, nor can her player pass the opponent's reach; the race
    stays open until a card with a field grows the pool (t.POOL: "Whenever a card with a Victory Token Field enters
    play, the corresponding number of Victory Tokens is added to the general pool.")."""
    assert "from the pool" in t.COMMAND_VICTORY_TOKEN.quote
    state = start()
    tokens(state, "p1", 2)
    tokens(state, "p2", 3)
    state["vt_pool"] = 1
    assert race.win_ply(state, "p1") == race.NEVER
    state["vt_pool"] = 9
    assert race.win_ply(state, "p1") < race.NEVER


def test_the_search_enters_no_combat_without_an_attacker() -> None:
    """t.ATTACKER: "You choose one of your non-exhausted characters as the attacker" — with its only character
    exhausted, a seat's Combat Phase could only end again: the search does not weigh entering it."""
    assert "non-exhausted characters as the attacker" in t.ATTACKER.quote
    state = start()
    state["turn"]["number"] = 3  # t.COMBAT_PHASE: "but not during the very first turn of the game"
    assert any(a["type"] == "combat" for a in search_actions(state, "p1"))
    st.exhaust(state, main(state, "p1"))
    assert any(a["type"] == "combat" for a in ENGINE.legal_actions(state, "p1"))
    assert not any(a["type"] == "combat" for a in search_actions(state, "p1"))
