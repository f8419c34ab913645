"""A whole engine game against the AI, tapped through to the end on a phone, for every game
with an engine: the form, the board and the actions come from what each ruleset describes (no game-specific code in
the web companion)."""

from __future__ import annotations

import re
import time

import pytest

from tests.browser.conftest import screenshot, sign_in
from tests.browser.test_engine_screen import DECKS, start_ai_game

OVER = re.compile(r" won\b|without a winner")


@pytest.mark.parametrize("ruleset", sorted(DECKS))
def test_a_whole_engine_game_against_the_ai_tapped_to_the_end(ruleset, phones, make_user):
    page = phones().page
    sign_in(page, make_user("solo"))
    start_ai_game(page, ruleset)

    me = page.get_by_role("region", name="Me", exact=True)
    me.wait_for()
    if ruleset == "achroma":  # the hand is dealt at set-up
        page.get_by_role("list", name="Your hand").wait_for()
        screenshot(page, "ai-game-start", docs=True)
    taps, deadline, seen_my_hand = 0, time.monotonic() + 240, False
    while not page.get_by_text(OVER).count():
        assert time.monotonic() < deadline, f"no end after {taps} taps"
        # the AI's hidden cards never reach this phone: one hand is shown, ours, by card name
        assert page.get_by_role("list", name="Your hand").count() <= 1
        seen_my_hand = seen_my_hand or page.get_by_role("list", name="Your hand").count() == 1
        if tap_a_move(page, prefer_cards=taps % 3 != 2):
            taps += 1
        if taps == 8 and ruleset == "achroma":
            page.evaluate("window.scrollTo(0, 0)")  # the screen as a player sees it, for the docs
            screenshot(page, "ai-game-midway", docs=True)
    screenshot(page, f"ai-game-over-{ruleset}")
    assert page.get_by_text(OVER).first.is_visible()
    assert seen_my_hand
    history = page.get_by_role("region", name="History").get_by_role("listitem")
    assert history.count() > 2  # our moves and the AI's
    print(f"\n{ruleset} vs AI: {taps} taps, {history.count()} history entries")


def tap_a_move(page, *, prefer_cards: bool) -> bool:
    """One tap on the engine screen, as a player would: a highlighted place of the move being made, else a card
    and what to do with it, else a move that names no card. Whether something was tapped."""
    dock = page.get_by_role("region", name="Your hand and moves")
    try:
        held = page.get_by_role("alertdialog")
        if held.count():  # a move that loses the game: play it, the game is to end anyway
            held.get_by_role("button", name=re.compile("anyway$")).click(timeout=2000)
            return True
        places = page.get_by_role("button", name=re.compile(" · ")).filter(visible=True)
        places = places.filter(has_not_text=re.compile("^(Concede|Adjust)"))
        loose = dock.get_by_role("group", name="Moves", exact=True).get_by_role("button")
        if places.count() and places.first.is_enabled(timeout=2000):
            places.first.click(timeout=2000)
            return True
        card_moves = dock.get_by_role("group", name=re.compile("^Moves for ")).get_by_role("button")
        if card_moves.count() and prefer_cards and card_moves.first.is_enabled(timeout=2000):
            card_moves.first.click(timeout=2000)
            return True
        cards = page.get_by_role("button", name=re.compile(", playable$")).filter(visible=True)
        if cards.count() and prefer_cards:
            cards.first.click(timeout=2000)
            return True
        if loose.count() and loose.first.is_enabled(timeout=2000):
            loose.first.click(timeout=2000)
            return True
        if cards.count():
            cards.first.click(timeout=2000)
            return True
    except Exception:  # the buttons changed under the finger (a new turn arrived): look again
        return False
    time.sleep(0.1)  # the AI is thinking, or our last tap is on its way
    return False
