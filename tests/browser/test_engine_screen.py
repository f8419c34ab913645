"""The engine game's screen on a phone: the hand and the moves in the first screenful, a card picked then a place
tapped sends exactly that move, costs and texts shown, a warning before a move that loses the game, the AI's last
moves in a banner, and an end screen with Rematch, History and Verify — at 390×844, and at 320 px in dark mode."""

from __future__ import annotations

import re
import time

import httpx
import pytest

from tests.browser.conftest import screenshot, sign_in

DECKS = {  # ruleset: (my deck, the AI's deck)
    "achroma": ("draco-skyfire", "salum-arcana"),
    "arcane": ("ember-and-root", "tide-and-shadow"),
    "oversoul": ("rift-and-ruin", "oath-and-current"),
}
UNIT = {"achroma": "Shards", "arcane": "Essence", "oversoul": "Energy"}
TALL = {"width": 390, "height": 844}
NARROW = {"width": 320, "height": 640}
# "React pass" too: an Achroma window can offer Me only a DISPOSE that would lose the game, besides passing
SEND_WORDS = re.compile(r"^(Keep|Next step|Pass|React pass|End|Choose|Draw|Decline|Done)", re.I)


def start_ai_game(page, ruleset: str, *, first: str = "") -> str:
    """Through the New game form: Me against a quick greedy AI; the game's id."""
    mine, theirs = DECKS[ruleset]
    page.get_by_role("button", name="New game").click()
    page.get_by_label("Game").select_option(ruleset)
    page.locator(f'form[data-ruleset="{ruleset}"]').wait_for()
    page.get_by_role("radio", name=re.compile("Against the AI")).check()
    page.get_by_label("Player 1 name", exact=True).fill("Me")
    page.get_by_label("Player 2 name", exact=True).fill("Bot")
    page.get_by_label("Player 1 deck").select_option(mine)
    page.get_by_label("Player 2 deck").select_option(theirs)
    page.get_by_label("Player 2 played by").select_option("greedy")
    page.get_by_label("Player 2 AI thinking time (ms)").fill("20")
    if first:
        page.get_by_label("First player").select_option(first)
    page.get_by_role("button", name="Start game").click()
    page.get_by_role("region", name="Board").wait_for()
    return page.url.rstrip("/").split("/")[-1]


def dock(page):
    return page.get_by_role("region", name="Your hand and moves")


def places(page):
    """The highlighted places of the chosen move: on the boards, on a player's line, or listed in the panel."""
    return (
        page.get_by_role("button", name=re.compile(r" · "))
        .filter(visible=True)
        .filter(has_not_text=re.compile(r"^(Concede|Adjust)"))
    )


def loose_move(page):
    """A move that names no card and moves the game on (never conceding)."""
    return dock(page).get_by_role("group", name="Moves", exact=True).get_by_role("button", name=SEND_WORDS)


def moves_shown(page) -> list[str]:
    """The dock's buttons as a screen reader reads them: what a stuck loop was offered."""
    return [b.get_attribute("aria-label") or b.inner_text() for b in dock(page).get_by_role("button").all()]


def my_actions(api: httpx.Client, token: str, game_id: str) -> list[dict]:
    resp = api.get(f"/v1/games/{game_id}/events", params={"limit": 1000}, headers={"Authorization": f"Bearer {token}"})
    assert resp.status_code == 200, resp.text
    return [e["action"] for e in resp.json()["items"] if e["type"] == "action" and e["action"].get("seat") == "p1"]


def doc(api: httpx.Client, token: str, game_id: str) -> dict:
    resp = api.get(f"/v1/games/{game_id}", headers={"Authorization": f"Bearer {token}"})
    assert resp.status_code == 200, resp.text
    return resp.json()


def no_horizontal_overflow(page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"), "the page scrolls sideways"


def in_first_screen(locator, height: int) -> None:
    box = locator.bounding_box()
    assert box is not None and box["y"] >= 0 and box["y"] + min(box["height"], 60) <= height, box


def card_moves(page):
    return dock(page).get_by_role("group", name=re.compile("^Moves for "))


def game_over(page) -> bool:
    return bool(page.get_by_role("region", name=re.compile("^Game over")).count())


def play_or_pass(page, *, prefer_cards: bool) -> None:
    """Play a card's move that needs no place (an Essence, a deploy), else a move that names no card."""
    try:
        if page.get_by_role("alertdialog").count():  # not this move: it would lose the game
            page.get_by_role("alertdialog").get_by_role("button", name="Cancel").click(timeout=3000)
            prefer_cards = False
        cards = dock(page).get_by_role("button", name=re.compile(r", playable$"))
        for i in range(cards.count() if prefer_cards else 0):
            card = cards.nth(i)
            if card.get_attribute("aria-pressed", timeout=3000) != "true":
                card.click(timeout=3000)
            now = card_moves(page).get_by_role("button", name=re.compile(r"^(?!Trade).*[^…]$"))
            if now.count() and now.first.is_enabled():
                now.first.click(timeout=3000)
                return
        moves = loose_move(page)
        if moves.count() and moves.first.is_enabled(timeout=2000):
            moves.first.click(timeout=2000)
        else:
            time.sleep(0.2)
    except Exception:  # the moves changed under the finger (the AI moved): look again
        time.sleep(0.1)


def pick_a_card_with_places(page) -> str | None:
    """Pick each playable card until one has a move that goes somewhere; choose that move: its label, else None."""
    cards = page.get_by_role("button", name=re.compile(r", playable$")).filter(visible=True)
    for i in range(cards.count()):
        try:
            card = cards.nth(i)  # the list can shrink under the finger: wait for no card the default 15 s
            if card.get_attribute("aria-pressed", timeout=3000) != "true":
                card.click(timeout=3000)
            verbs = card_moves(page).get_by_role("button", name=re.compile("…$"))
            if verbs.count():
                verb = verbs.first
                if verb.get_attribute("aria-pressed", timeout=3000) != "true":
                    verb.click(timeout=3000)
                if places(page).count():
                    return verb.inner_text().rstrip("…")
        except Exception:  # the hand changed under the finger (the AI moved): look again
            return None
    return None


@pytest.mark.parametrize("ruleset", sorted(DECKS))
def test_a_card_then_a_place_sends_that_move_with_costs_and_the_ai_banner(ruleset, phones, make_user, api):
    user = make_user("screen")
    page = phones(viewport=TALL).page
    sign_in(page, user)
    game_id = start_ai_game(page, ruleset, first="p2")  # the AI opens: its moves are in the banner when ours come

    # the hand and the move controls in the first screenful, before any scrolling
    dock(page).get_by_role("group", name="Moves", exact=True).wait_for()
    in_first_screen(dock(page), TALL["height"])
    in_first_screen(dock(page).get_by_role("group", name="Moves", exact=True), TALL["height"])
    deadline = time.monotonic() + 360
    while not dock(page).get_by_role("list", name="Your hand").count():
        assert time.monotonic() < deadline, "no hand dealt"
        if loose_move(page).count() and loose_move(page).first.is_enabled():
            loose_move(page).first.click()
        time.sleep(0.2)
    in_first_screen(dock(page).get_by_role("list", name="Your hand"), TALL["height"])
    screenshot(page, f"engine-start-{ruleset}", docs=ruleset == "oversoul")

    # a card shows its cost on its face, and its text once picked
    seen = doc(api, user.token, game_id)
    hand = next(s for s in seen["seats"] if s["seat"] == "p1")["hand"]
    first = seen["cards"][hand[0]["card_id"]]
    card = dock(page).get_by_role("button", name=re.compile(f"^{re.escape(first['name'])}, ")).first
    if ruleset != "oversoul" or first["energy"] < 0:
        assert re.search(rf"costs \d+ {UNIT[ruleset]}", card.get_attribute("aria-label") or "")
    card.click()
    assert dock(page).get_by_role("heading", name=re.compile(f"^{re.escape(first['name'])}")).is_visible()
    if first.get("text"):
        assert dock(page).get_by_text(first["text"], exact=True).first.is_visible()
    card.click()  # put it back

    # play on until a card's move goes somewhere; pick the card, its move, then the place. Draws and the AI's play
    # decide whether such a card comes before the game ends: then another game, the AI opening it again.
    before = len(my_actions(api, user.token, game_id))
    label, taps, target_name, games = None, 0, "", 1
    while not target_name:
        assert time.monotonic() < deadline, f"no move with a place after {taps} taps: {moves_shown(page)}"
        if game_over(page):
            assert games < 3, "three games ended before a card's move had a place"
            page.goto("/app/")
            game_id, games = start_ai_game(page, ruleset, first="p2"), games + 1
            before = len(my_actions(api, user.token, game_id))
            continue
        label = "placing" if places(page).count() else pick_a_card_with_places(page)
        if label is None:
            taps += 1
            play_or_pass(page, prefer_cards=True)
            continue
        try:  # a move of the AI's can take the places away under the finger: then look again
            target = places(page).first
            name = target.get_attribute("aria-label", timeout=3000) or target.inner_text(timeout=3000)
            screenshot(page, f"engine-pick-{ruleset}", docs=ruleset == "arcane")
            sent = len(my_actions(api, user.token, game_id))
            target.click(timeout=3000)
            losing = page.get_by_role("alertdialog")
            if losing.count():  # a deploy that would empty Me's bank: not this one; move the game on, look again
                losing.get_by_role("button", name="Cancel").click(timeout=3000)
                taps += 1
                play_or_pass(page, prefer_cards=False)
                continue
            target_name = name
        except Exception:
            continue
    for still_open in ("Which one", "How to pay"):  # the moves left at that place, or its ways to pay
        if places(page).count() and dock(page).get_by_role("group", name=still_open).count():
            dock(page).get_by_role("group", name=still_open).get_by_role("button").first.click()
    deadline = time.monotonic() + 30
    while len(my_actions(api, user.token, game_id)) == sent:
        assert time.monotonic() < deadline, f"{target_name} sent nothing"
        time.sleep(0.2)
    actions = my_actions(api, user.token, game_id)
    assert len(actions) > before
    move = actions[-1]  # ours: nothing else acts for Me
    where = target_name.split(" · ")[-1]
    if m := re.match(r"(front|back) row, slot (\d)", where):
        assert (move["row"], move["slot"]) == (m[1], int(m[2]))
    elif m := re.match(r"unit zone (\d)|event zone (\d)", where):
        assert move["zone"] == (f"u{m[1]}" if m[1] else f"e{m[2]}")
    else:
        assert any(k in move for k in ("target", "defender", "host")), move

    # what the AI did, named in the banner (the AI opened the game)
    banner = page.get_by_role("status").filter(has_text="Bot just did")
    banner.wait_for()
    assert re.search(r"Bot just did: .+\.", banner.inner_text())


def spend_to_an_empty_bank(api: httpx.Client, token: str, game_id: str) -> dict | None:
    """Play Me's Achroma turns through the API until a deploy would take the bank to 0; that deploy, or None when
    the game ended first (the AI can drain Me's bank before such a deploy comes up)."""
    headers = {"Authorization": f"Bearer {token}"}
    deadline = time.monotonic() + 150
    while True:
        assert time.monotonic() < deadline, "no deploy that empties the bank"
        game = doc(api, token, game_id)
        if game["status"] != "active":
            return None
        resp = api.get(f"/v1/games/{game_id}/legal-actions", params={"seat": "p1"}, headers=headers)
        items = [a for a in resp.json()["items"] if a["type"] != "concede"]  # conceding is listed at any time
        if not items:
            time.sleep(0.2)
            continue
        me = next(s for s in game["seats"] if s["seat"] == "p1")
        value = {c["card"]: game["cards"][c["card_id"]]["shard_value"] for c in me.get("hand", [])}
        deploys = [a for a in items if a["type"] == "deploy" and not a.get("mode") and a["card"] in value]
        losing = [a for a in deploys if value[a["card"]] >= me["shards"]]
        if losing and game["to_act"] == ["p1"]:  # Me alone to act: nothing moves the game on under the finger
            return losing[0]
        others = set(value.values())
        spend = [a for a in deploys if me["shards"] - value[a["card"]] >= 1]
        # spend towards a bank that another card in hand costs exactly, else the dearest card
        spend.sort(key=lambda a: (me["shards"] - value[a["card"]] not in others, -value[a["card"]]))
        calm = [a for a in items if a["type"] in ("keep", "draw", "next_step", "pass_turn")]
        move = (spend or calm or items)[0]
        answer = api.post(
            f"/v1/games/{game_id}/actions", json=move, headers={**headers, "If-Match": f'"{game["version"]}"'}
        )
        assert answer.status_code in (200, 201, 409, 412), answer.text


def test_a_deploy_that_empties_the_bank_asks_first_and_cancel_sends_nothing(phones, make_user, api):
    user = make_user("bank")
    page = phones(viewport=TALL).page
    sign_in(page, user)
    for _ in range(3):
        game_id = start_ai_game(page, "achroma", first="p1")
        losing = spend_to_an_empty_bank(api, user.token, game_id)
        if losing is not None:
            break
        page.goto("/app/")
    else:
        raise AssertionError("three games ended before a deploy could empty Me's bank")
    page.reload()
    game = doc(api, user.token, game_id)
    hand = next(s for s in game["seats"] if s["seat"] == "p1")["hand"]
    name = game["cards"][next(c["card_id"] for c in hand if c["card"] == losing["card"])]["name"]
    dock(page).get_by_role("button", name=re.compile(f"^{re.escape(name)}, .*playable$")).first.click()
    # the plain deploy, not its INFEST (1 Shard) nor any other mode: "Deploy Name", or "Deploy Name…" with places
    verb = card_moves(page).get_by_role("button", name=re.compile(f"^Deploy {re.escape(name)}…?$"))
    verb.first.click()
    warning = page.get_by_role("alertdialog", name="This move loses the game")
    if (verb.first.inner_text()).endswith("…"):  # a deploy onto a host or at a target: then where
        places(page).first.click()
    try:
        warning.wait_for()
    except Exception as exc:
        raise AssertionError(f"no warning for {losing}; the dock shows {moves_shown(page)}") from exc
    assert "out of the game" in warning.inner_text()
    screenshot(page, "engine-losing-move", docs=True)
    count = len(my_actions(api, user.token, game_id))
    warning.get_by_role("button", name="Cancel").click()
    assert page.get_by_role("alertdialog").count() == 0
    time.sleep(1.0)  # a move sent by mistake would be in the history by now
    assert len(my_actions(api, user.token, game_id)) == count
    assert doc(api, user.token, game_id)["status"] == "active"


@pytest.mark.parametrize("ruleset", sorted(DECKS))
def test_the_end_screen_at_320_px_in_dark_mode(ruleset, phones, make_user, api):
    user = make_user("end")
    page = phones(viewport=NARROW, color_scheme="dark").page
    sign_in(page, user)
    game_id = start_ai_game(page, ruleset)
    more = dock(page).get_by_text("More actions")
    deadline = time.monotonic() + 120
    while not more.count():  # conceding is on the list once it is our turn to act
        assert time.monotonic() < deadline, "never our turn"
        if loose_move(page).count() and loose_move(page).first.is_enabled():
            loose_move(page).first.click()
        time.sleep(0.2)
    no_horizontal_overflow(page)
    for button in page.get_by_role("region", name="Board").get_by_role("button").all():
        box = button.bounding_box()
        assert box and box["width"] >= 44 and box["height"] >= 44, (button.get_attribute("aria-label"), box)
    cards = page.get_by_role("button", name=re.compile(r", playable$")).filter(visible=True)
    if cards.count():
        cards.first.click()
        no_horizontal_overflow(page)
    page.evaluate("window.scrollTo(0, 0)")  # the screen as it opens, for the docs
    screenshot(page, f"engine-narrow-dark-{ruleset}", docs=ruleset == "oversoul")
    end = page.get_by_role("region", name=re.compile("^Game over"))
    more.click()
    for _ in range(3):  # refused when the AI moved a moment before (the game's version changed): tap again
        dock(page).get_by_role("button", name="Concede").click()
        dock(page).get_by_role("button", name="Yes, concede").click()
        try:
            end.wait_for(timeout=10_000)
            break
        except Exception:
            screenshot(page, f"engine-conceded-{ruleset}")
    end.wait_for()
    assert end.get_by_text("Bot won").first.is_visible()
    assert re.search(r"Bot won — \w+", end.inner_text())  # and why
    assert page.get_by_text("Live", exact=True).count() == 0
    assert page.get_by_text(re.compile("to play")).count() == 0
    assert dock(page).count() == 0
    no_horizontal_overflow(page)
    page.evaluate("window.scrollTo(0, 0)")  # the screen as it opens, for the docs
    screenshot(page, f"engine-end-{ruleset}", docs=ruleset == "achroma")

    end.get_by_role("button", name="Verify").click()
    end.get_by_text("The game's log is intact").wait_for()
    assert end.get_by_text("Matches every recorded event").is_visible()
    end.get_by_role("button", name="History").click()
    heading = page.get_by_role("heading", name="History")
    assert heading.evaluate("el => document.activeElement === el")
    assert heading.bounding_box()["y"] < NARROW["height"]

    end.get_by_role("button", name="Rematch").click()
    page.wait_for_url(lambda url: game_id not in url and "/app/games/" in url)
    page.get_by_role("region", name="Board").wait_for()
    again = doc(api, user.token, page.url.rstrip("/").split("/")[-1])
    assert again["ruleset"] == ruleset and again["mode"] == "engine" and again["status"] == "active"
    assert list(again["ai_seats"]) == ["p2"]
    assert [s["name"] for s in again["seats"]] == ["Me", "Bot"]
