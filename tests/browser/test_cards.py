"""Cards: register a copy by typing its code, see it in the collection, and verify its serial on the
public page that the QR printed on the card opens."""

from __future__ import annotations

import re
import time

from tests.browser.conftest import screenshot, sign_in


def print_copies(api, card_id: str, quantity: int) -> list[dict]:
    """What the printer does: an admin's print run, and its codes (serial, card, secret code)."""
    admin = api.post("/v1/tokens", json={"username": "admin", "password": "admin-password"}).json()["token"]
    auth = {"Authorization": f"Bearer {admin}"}
    run = api.post("/v1/print-runs", headers=auth, json={"cards": [{"card_id": card_id, "quantity": quantity}]}).json()
    deadline = time.monotonic() + 60
    while api.get(f"/v1/print-runs/{run['id']}", headers=auth).json()["status"] != "ready":
        assert time.monotonic() < deadline, "the print run never finished"
        time.sleep(0.2)
    lines = api.get(f"/v1/print-runs/{run['id']}/codes.csv", headers=auth).text.strip().splitlines()[1:]
    return [dict(zip(("serial", "card_id", "code"), line.split(","), strict=True)) for line in lines]


def test_register_a_card_by_its_code_then_verify_it_on_the_public_page(phones, make_user, api):
    copy = print_copies(api, "ach1-002", 1)[0]
    owner = phones()
    sign_in(owner.page, make_user("collector"))
    page = owner.page
    page.get_by_role("link", name="Cards").click()
    page.get_by_label("Card code").fill(copy["code"].lower())  # case does not matter
    page.get_by_role("button", name="Register").click()
    page.get_by_text(re.compile(f"Registered: .*serial {copy['serial']}")).wait_for()
    copies = page.get_by_role("region", name="Your registered copies")
    copies.get_by_text(copy["serial"], exact=False).wait_for()
    collection = page.get_by_role("region", name="Collection")
    assert collection.get_by_role("cell", name="Skyreach Saddle-Knight").count() == 1
    screenshot(page, "cards", docs=True)

    # a wrong code: the problem's detail, and nothing registered
    page.get_by_label("Card code").fill("AAAA-BBBB-CCCC-DDDD-EE")
    page.get_by_role("button", name="Register").click()
    assert page.get_by_role("alert").first.text_content()

    stranger = phones().page  # no account: the page a card's QR code opens
    stranger.goto(f"/app/verify/{copy['serial']}")
    verdict = stranger.get_by_role("status").filter(has_text="Genuine card")
    verdict.wait_for()
    assert "Registered" in verdict.text_content() and "Yes" in verdict.text_content()
    screenshot(stranger, "verify", docs=True)
    stranger.get_by_label("Serial number").fill("NOPE0000")
    stranger.get_by_role("button", name="Verify").click()
    stranger.get_by_role("heading", name="Not a genuine card").wait_for()
