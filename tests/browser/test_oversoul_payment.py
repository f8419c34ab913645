"""Oversoul's payment on a phone (390×844): when a card can be paid for in more than one way, the place tapped
offers a short list of payments, the default first, and the one picked is the body sent — 4.1 "To Generate the
ENERGY from your +card, turn it to sideways position (Exhausted) ... only when ENERGY is to be Consumed"."""

from __future__ import annotations

import re
import time

import httpx

from tests.browser.conftest import screenshot, sign_in
from tests.browser.test_engine_screen import TALL, card_moves, doc, dock, my_actions, places, start_ai_game

CALM = ("keep", "decline", "pass", "choose", "end_phase")


def play_to_a_payment_choice(api: httpx.Client, token: str, game_id: str) -> dict | None:
    """Play Me's turns through the API — a +card whenever one can be Activated, nothing else — until a Unit in
    Me's hand can be Activated with a payment other than the default; that body, or None if the game ended."""
    headers = {"Authorization": f"Bearer {token}"}
    deadline = time.monotonic() + 150
    while True:
        assert time.monotonic() < deadline, "no card with a choice of payments"
        game = doc(api, token, game_id)
        if game["status"] != "active":
            return None
        resp = api.get(f"/v1/games/{game_id}/legal-actions", params={"seat": "p1"}, headers=headers)
        items = [a for a in resp.json()["items"] if a["type"] != "concede"]  # conceding is listed at any time
        if not items:
            time.sleep(0.2)
            continue
        me = next(s for s in game["seats"] if s["seat"] == "p1")
        energy = {c["card"]: game["cards"][c["card_id"]]["energy"] for c in me.get("hand", [])}
        units = [a for a in items if a["type"] == "activate" and "zone" in a and a["card"] in energy]
        paying = [a for a in units if "generate" in a]
        if paying:
            return paying[0]
        plus = [a for a in units if energy[a["card"]] > 0]
        calm = sorted((a for a in items if a["type"] in CALM), key=lambda a: CALM.index(a["type"]))
        move = (plus or calm or items)[0]
        answer = api.post(
            f"/v1/games/{game_id}/actions", json=move, headers={**headers, "If-Match": f'"{game["version"]}"'}
        )
        assert answer.status_code in (200, 201, 409, 412), answer.text


def test_the_player_picks_how_to_pay_from_a_short_list_default_first(phones, make_user, api):
    user = make_user("payment")
    page = phones(viewport=TALL).page
    sign_in(page, user)
    for _ in range(3):
        game_id = start_ai_game(page, "oversoul", first="p1")
        paying = play_to_a_payment_choice(api, user.token, game_id)
        if paying is not None:
            break
        page.goto("/app/")
    else:
        raise AssertionError("three games ended before a card could be paid for in two ways")
    page.reload()
    game = doc(api, user.token, game_id)
    hand = next(s for s in game["seats"] if s["seat"] == "p1")["hand"]
    name = game["cards"][next(c["card_id"] for c in hand if c["card"] == paying["card"])]["name"]
    dock(page).get_by_role("button", name=re.compile(f"^{re.escape(name)}, .*playable$")).first.click()
    verb = card_moves(page).get_by_role("button", name=re.compile(f"^Activate {re.escape(name)}"))
    if verb.first.get_attribute("aria-pressed") != "true":
        verb.first.click()
    zone = f"unit zone {paying['zone'][1:]}"
    places(page).and_(page.get_by_role("button", name=re.compile(f" · {zone}$"))).first.click()
    how = page.get_by_role("group", name="How to pay")
    how.wait_for()
    options = how.get_by_role("button")
    assert options.count() >= 2
    assert options.first.inner_text() == "Pay as usual: Leader's Energy first"
    assert all(options.nth(i).inner_text().startswith("Generate from ") for i in range(1, options.count()))
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"), "the page scrolls sideways"
    screenshot(page, "engine-oversoul-payment")
    count = len(my_actions(api, user.token, game_id))
    options.nth(1).click()
    deadline = time.monotonic() + 10
    while len(my_actions(api, user.token, game_id)) == count and time.monotonic() < deadline:
        time.sleep(0.1)
    sent = my_actions(api, user.token, game_id)[count]
    assert sent["type"] == "activate" and sent["card"] == paying["card"] and sent["generate"]
