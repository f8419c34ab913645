"""Signing in from the web app: the device-token cookie makes a device that signed in before trusted, so others'
failed guesses at the account from the same address do not lock its owner out (SECURITY.md)."""

from __future__ import annotations

from tests.browser.conftest import sign_in


def test_a_browser_that_signed_in_before_gets_in_while_its_account_is_under_attack(phones, api, make_user):
    owner = make_user("owner")
    known = phones()
    sign_in(known.page, owner)
    known.page.get_by_role("button", name="Sign out").click()
    known.page.get_by_role("link", name="Sign in").first.wait_for()
    # someone behind the same address guesses at the account until it is refused there (untrusted devices wait)
    guesses = [
        api.post("/v1/tokens", json={"username": owner.username, "password": "wrong-password"}).status_code
        for _ in range(6)
    ]
    assert guesses[-1] == 429, guesses
    sign_in(known.page, owner)  # the browser that signed in before: its cookie makes it trusted

    stranger = phones()  # a browser that never signed in to this account waits, and is told so
    stranger.page.goto("/app/signin")
    stranger.page.get_by_label("Username").fill(owner.username)
    stranger.page.get_by_label("Password").fill(owner.password)
    stranger.page.get_by_role("button", name="Sign in").click()
    stranger.page.get_by_role("alert").filter(has_text="retry in").wait_for()
