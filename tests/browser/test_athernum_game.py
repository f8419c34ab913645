"""An Athernum game against the AI on a phone: the starting card chosen by name, a card picked from the hand then its
highlighted place on the board tapped (the card is then on that board), the AI's answer in its banner, the boards
within 390 and 320 px, and the game played on to its end screen."""

from __future__ import annotations

import contextlib
import re
import time

from tests.browser.conftest import screenshot, sign_in
from tests.browser.test_engine_screen import (
    doc,
    dock,
    moves_shown,
    my_actions,
    no_horizontal_overflow,
)

TALL = {"width": 390, "height": 844}
NARROW = {"width": 320, "height": 640}
PLAYS = ("play_character", "attach_item", "play_location")  # a card from the hand to a place on the board
# the loose moves that move the game on, most useful first: a resource first, so a character can be paid for, then
# a Victory Token (it brings the end nearer)
FIRST_WORDS = ("Generate", "Choose", "No defender", "Pass", "End combat", "End the day")
ON_WORDS = ("Place a Victory Token", "Choose", "No defender", "Pass", "End combat", "End the day")


def start_ai_game(page) -> str:
    """Through the New game form: Me (Foundry Guild) against a quick greedy AI (Mistveil Hunt); the game's id."""
    page.get_by_role("button", name="New game").click()
    page.get_by_label("Game").select_option("athernum")
    page.locator('form[data-ruleset="athernum"]').wait_for()
    page.get_by_role("radio", name=re.compile("Against the AI")).check()
    page.get_by_label("Player 1 name", exact=True).fill("Me")
    page.get_by_label("Player 2 name", exact=True).fill("Bot")
    page.get_by_label("Player 1 deck").select_option("foundry-guild")
    page.get_by_label("Player 2 deck").select_option("mistveil-hunt")
    page.get_by_label("Player 2 played by").select_option("greedy")
    page.get_by_label("Player 2 AI thinking time (ms)").fill("20")
    page.get_by_role("button", name="Start game").click()
    page.get_by_role("region", name="Board").wait_for()
    return page.url.rstrip("/").split("/")[-1]


def board_places(page):
    """The highlighted places of the chosen move on the boards (a place's name is "what · where")."""
    return page.get_by_role("region", name="Board").get_by_role("button", name=re.compile(r" · ")).filter(visible=True)


def tap_on(page, order: tuple[str, ...] = ON_WORDS) -> bool:
    """Tap the most useful loose move shown (never a standing pass, never conceding); False when none is."""
    moves = dock(page).get_by_role("group", name="Moves", exact=True)
    for words in order:
        button = moves.get_by_role("button", name=re.compile(f"^{re.escape(words)}(?! until)"))
        try:
            if button.count() and button.first.is_enabled(timeout=1000):
                button.first.click(timeout=2000)
                return True
        except Exception:  # the moves changed under the finger (the AI moved): look again
            return False
    return False


def place_a_card(page) -> str | None:
    """Pick each playable hand card until one's move goes to a place on the board; tap that place: its label."""
    cards = dock(page).get_by_role("list", name="Your hand").get_by_role("button", name=re.compile(r", playable$"))
    for i in range(cards.count()):
        try:
            card = cards.nth(i)
            if card.get_attribute("aria-pressed", timeout=3000) != "true":
                card.click(timeout=3000)
            picked = dock(page).get_by_role("group", name=re.compile("^Moves for "))
            verbs = picked.get_by_role("button", name=re.compile("…$"))
            if verbs.count() and verbs.first.get_attribute("aria-pressed", timeout=3000) != "true":
                verbs.first.click(timeout=3000)
            spots = board_places(page)
            if spots.count():
                label = spots.first.get_attribute("aria-label", timeout=3000) or ""
                screenshot(page, "engine-athernum-pick")
                spots.first.click(timeout=3000)
                return label
        except Exception:  # the hand changed under the finger (the AI moved): look again
            return None
    return None


def open_and_place(page, api, user) -> tuple[str, str] | None:
    """A new game: the starting card by name (a character, the main one: its faction pays), then card by card until
    a card from the hand went to a highlighted place on the board: the game's id and that place's label, or None
    when the game ended first (the AI can win by Objective within a few turns)."""
    page.goto("/app/")
    game_id = start_ai_game(page)
    options = next(s for s in doc(api, user.token, game_id)["seats"] if s["seat"] == "p1")["start_options"]
    main = next(o for o in options if o["type"] == "character")
    start = dock(page).get_by_role("button", name=f"Start with {main['name']}")
    start.first.click()
    deadline = time.monotonic() + 240
    while not dock(page).get_by_role("list", name="Your hand").count():
        assert time.monotonic() < deadline, f"no hand dealt: {moves_shown(page)}"
        moved = dock(page).get_by_role("alert").filter(has_text="Another player moved just before you")
        if moved.count() and start.count():
            # both seats choose at once: a choice made on the game before the AI's is refused; as a player would,
            # look again and choose again
            time.sleep(0.5)
            with contextlib.suppress(Exception):  # the game moved under the finger again: look once more
                start.first.click(timeout=3000)
        tap_on(page, FIRST_WORDS)
        time.sleep(0.2)
    mains = page.get_by_role("group", name="Me main character and location")
    assert mains.get_by_role("button", name=re.compile(f"^{re.escape(main['name'])}, OFV")).count()
    while True:
        assert time.monotonic() < deadline, f"no card went to the board: {moves_shown(page)}"
        if page.get_by_role("region", name=re.compile("^Game over")).count():
            return None
        if board_places(page).count() == 0 and (label := place_a_card(page)):
            return game_id, label
        if not tap_on(page, FIRST_WORDS):
            time.sleep(0.2)


def test_an_athernum_game_against_the_ai_card_by_card_to_the_end(phones, make_user, api):
    user = make_user("athernum")
    page = phones(viewport=TALL).page
    sign_in(page, user)

    # a card from the hand to a highlighted place on the board, and the AI's answer in its banner
    for _ in range(3):
        if opened := open_and_place(page, api, user):
            break
    else:
        raise AssertionError("three games ended before Me could put a card on the board")
    game_id, placed = opened
    sent = 0
    deadline = time.monotonic() + 240
    deadline_sent = time.monotonic() + 30
    while not any(a["type"] in PLAYS for a in my_actions(api, user.token, game_id)[sent:]):
        assert time.monotonic() < deadline_sent, f"{placed} sent nothing"
        time.sleep(0.2)
    move = next(a for a in reversed(my_actions(api, user.token, game_id)) if a["type"] in PLAYS)
    where = placed.split(" · ")[-1]
    if move["type"] == "attach_item":
        assert where not in ("character slot", "location slot") and move["to"], (placed, move)
    else:
        assert where.startswith("character slot" if move["type"] == "play_character" else "location slot"), placed
    banner = page.get_by_role("status").filter(has_text="Bot just did")
    while not banner.count():
        assert time.monotonic() < deadline, f"the AI never answered: {moves_shown(page)}"
        if not tap_on(page):
            time.sleep(0.2)
    assert re.search(r"Bot just did: .+\.", banner.inner_text())
    # the card entered play for Me (it may have left it since: an AI's attack or ability can discard it)
    headers = {"Authorization": f"Bearer {user.token}"}
    entries = api.get(f"/v1/games/{game_id}/events", params={"limit": 1000}, headers=headers).json()["items"]
    effects = [e for entry in entries for e in entry.get("effects", []) if e.get("seat") == "p1"]
    if move["type"] == "attach_item":  # an item is attached to its character rather than entering a slot
        assert any(e["type"] == "item_attached" and e["to"] == move["to"] for e in effects), (move, effects)
    else:
        assert any(e["type"] == "card_entered_play" and e["card"] == move["card"] for e in effects), (move, effects)
    no_horizontal_overflow(page)
    page.evaluate("window.scrollTo(0, 0)")
    screenshot(page, "engine-athernum", docs=True)
    page.set_viewport_size(NARROW)
    no_horizontal_overflow(page)
    for button in page.get_by_role("region", name="Board").get_by_role("button").all():
        box = button.bounding_box()
        assert box and box["width"] >= 40 and box["height"] >= 40, (button.get_attribute("aria-label"), box)
    screenshot(page, "engine-athernum-narrow")

    # on to the end screen: the loose moves, and a card to the board now and then
    end = page.get_by_role("region", name=re.compile("^Game over"))
    deadline = time.monotonic() + 420
    taps = 0
    while not end.count():
        assert time.monotonic() < deadline, f"no end after {taps} taps: {moves_shown(page)}"
        taps += 1
        if taps % 7 == 0 and board_places(page).count() == 0 and place_a_card(page):
            continue
        if not tap_on(page):
            if board_places(page).count():  # a card picked with nowhere to go now: back to the hand
                back = dock(page).get_by_role("button", name="Back to your hand")
                if back.count():
                    back.first.click()
            time.sleep(0.2)
    end.wait_for()
    assert re.search(r"(Me|Bot) won|without a winner", end.inner_text())
    no_horizontal_overflow(page)
    screenshot(page, "engine-athernum-end")
    final = doc(api, user.token, game_id)
    assert final["status"] == "finished" and final["finish_reason"]
