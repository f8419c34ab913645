"""A whole engine game against the AI, tapped through to the end on a phone, for every game
with an engine: the form, the board and the actions come from what each ruleset describes (no game-specific code in
the web companion)."""

from __future__ import annotations

import re
import time

import pytest

from tests.browser.conftest import screenshot, sign_in

OVER = re.compile(r" won\b|without a winner")
GAMES = {  # ruleset: (my deck, the AI's deck)
    "achroma": ("draco-skyfire", "salum-arcana"),
    "arcane": ("ember-and-root", "tide-and-shadow"),
    "oversoul": ("rift-and-ruin", "oath-and-current"),
}


@pytest.mark.parametrize("ruleset", sorted(GAMES))
def test_a_whole_engine_game_against_the_ai_tapped_to_the_end(ruleset, phones, make_user):
    mine, theirs = GAMES[ruleset]
    page = phones().page
    sign_in(page, make_user("solo"))
    page.get_by_role("button", name="New game").click()
    page.get_by_label("Game").select_option(ruleset)
    # the form of the game chosen, not the one shown before its description arrived
    page.locator(f'form[data-ruleset="{ruleset}"]').wait_for()
    page.get_by_role("radio", name=re.compile("Against the AI")).check()
    page.get_by_label("Player 1 name", exact=True).fill("Me")
    page.get_by_label("Player 2 name", exact=True).fill("Bot")
    page.get_by_label("Player 1 deck").select_option(mine)
    page.get_by_label("Player 2 deck").select_option(theirs)
    page.get_by_label("Player 2 played by").select_option("greedy")
    page.get_by_label("Player 2 AI thinking time (ms)").fill("20")
    page.get_by_role("button", name="Start game").click()

    me, bot = page.get_by_role("region", name="Me"), page.get_by_role("region", name="Bot")
    me.wait_for()
    if ruleset == "achroma":  # the hand is dealt at set-up
        me.get_by_role("heading", name=re.compile("^Hand")).wait_for()
        screenshot(page, "ai-game-start", docs=True)
    actions = page.get_by_role("region", name="Actions")
    taps, deadline, seen_my_hand = 0, time.monotonic() + 240, False
    while not page.get_by_text(OVER).count():
        assert time.monotonic() < deadline, f"no end after {taps} taps"
        # the AI's hidden cards never reach this phone: its seat shows a hand size, never a hand; mine, once dealt,
        # by card name
        assert bot.get_by_role("heading", name=re.compile("^Hand")).count() == 0
        seen_my_hand = seen_my_hand or me.get_by_role("heading", name=re.compile("^Hand")).count() == 1
        moves = actions.get_by_role("button").filter(visible=True).filter(has_not_text=re.compile("^More actions$"))
        try:
            if moves.count() == 0 or not moves.first.is_enabled(timeout=2000):
                time.sleep(0.1)  # the AI is thinking, or our last tap is on its way
                continue
            moves.first.click(timeout=2000)
            taps += 1
        except Exception:  # the buttons changed under the finger (a new turn arrived): look again
            continue
        if taps == 8 and ruleset == "achroma":
            screenshot(page, "ai-game-midway", docs=True)
    screenshot(page, f"ai-game-over-{ruleset}")
    assert page.get_by_text(OVER).first.is_visible()
    assert seen_my_hand
    history = page.get_by_role("region", name="History").get_by_role("listitem")
    assert history.count() > taps  # our taps and the AI's moves
    print(f"\n{ruleset} vs AI: {taps} taps, {history.count()} history entries")
