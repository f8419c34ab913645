"""Taps per common action at a table, counted as a player makes them and checked against the table in
docs/web-companion.md: each is at most what a dedicated life-counter app takes."""

from __future__ import annotations

import re
from pathlib import Path

from tests.browser.conftest import record_figures, sign_in
from tests.browser.test_table import start_game
from tests.browser.test_table_counters import LARGE_PHONE, actions, game_id, shows, wait_for_actions

GUIDE = Path(__file__).resolve().parents[2] / "docs" / "web-companion.md"
ROW = re.compile(r"^\| (?P<action>[^|]+?) \| (?P<counter>\d+|–) \| (?P<ours>\d+) \|$")


def documented() -> dict[str, tuple[int | None, int]]:
    """The guide's tap-count table: action → (a life-counter app's taps or None where it has no such control, ours)."""
    text = GUIDE.read_text()
    table = text[text.index("<!-- tap counts -->") : text.index("<!-- /tap counts -->")]
    rows = {}
    for line in table.splitlines():
        if m := ROW.match(line):
            counter = None if m["counter"] == "–" else int(m["counter"])
            rows[m["action"]] = (counter, int(m["ours"]))
    return rows


def test_the_common_actions_take_no_more_taps_than_a_life_counter(phones, make_user, api):
    user = make_user("ann")
    page = phones(viewport=LARGE_PHONE).page
    sign_in(page, user)
    start_game(page, "arcane", ["Ann", "Bob"], first="Ann")
    gid = game_id(page)
    bar = page.get_by_role("region", name="Actions")
    bar.get_by_role("button", name="Keep").click()
    wait_for_actions(api, user, gid, 1)
    taps: dict[str, int] = {}

    def tap(action: str, name: str, times: int = 1, *, within=page) -> None:
        for _ in range(times):
            within.get_by_role("button", name=name, exact=True).click()
        taps[action] = times

    # life: the phone lies between Ann and Bob and holds both seats; Ann is acting
    steps = [
        ("lose 3 life, your own", "Ann life -1", 3, ("Ann life", 22)),
        ("gain 1 life, your own", "Ann life +1", 1, ("Ann life", 23)),
        ("lose 3 life, the opponent's", "Bob life -1", 3, ("Bob life", 22)),
        ("gain 1 life, the opponent's", "Bob life +1", 1, ("Bob life", 23)),
    ]
    for number, (action, name, times, (label, value)) in enumerate(steps, start=2):
        tap(action, name, times)
        shows(page, label, value)
        found = wait_for_actions(api, user, gid, number)
        assert found[-1]["type"] == "life" and abs(found[-1]["delta"]) == times, found[-1]  # one action, not `times`

    tap("next step", "Next phase", within=bar)
    assert wait_for_actions(api, user, gid, 6)[-1]["type"] == "next_phase"
    tap("pass the turn", "Pass turn", within=bar)
    assert wait_for_actions(api, user, gid, 7)[-1]["type"] == "pass_turn"
    page.get_by_text(re.compile("Bob to play")).wait_for()
    before = len(actions(api, user, gid))
    tap("undo the last action", "Undo", within=bar)
    page.get_by_text(re.compile("Ann to play")).wait_for()
    history = api.get(f"/v1/games/{gid}/events", headers={"Authorization": f"Bearer {user.token}"}).json()["items"]
    assert history[-1]["type"] == "undo" and len(actions(api, user, gid)) == before

    record_figures("tap_counts", taps)
    table = documented()
    assert {action: ours for action, (_, ours) in table.items()} == taps
    for action, (counter, ours) in table.items():
        assert counter is None or ours <= counter, action
