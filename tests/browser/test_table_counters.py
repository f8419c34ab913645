"""Table mode: each counter of a tracked game is a control (upper half +1, lower half −1, a long press the phone's
step), rapid taps are sent as one action, a bank that changes only by named actions becomes its legal action (or a
pick), a refusal is said beside the control, and the facing layout for a phone lying flat between the players."""

from __future__ import annotations

import math
import re
import time

import pytest

from tests.browser.conftest import screenshot, sign_in
from tests.browser.test_accessibility import BLOCKING, axe_violations
from tests.browser.test_table import join_game, start_game, watch_counter

LARGE_PHONE = {"width": 390, "height": 844}
SMALL_PHONE = {"width": 320, "height": 640}


def game_id(page) -> str:
    return page.url.rstrip("/").split("/games/")[1].split("/")[0]


def actions(api, user, gid: str) -> list[dict]:
    """The actions of the game's history, oldest first, as the server holds them."""
    resp = api.get(f"/v1/games/{gid}/events", headers={"Authorization": f"Bearer {user.token}"})
    assert resp.status_code == 200, resp.text
    return [e["action"] for e in resp.json()["items"] if e["type"] == "action"]


def wait_for_actions(api, user, gid: str, count: int, timeout: float = 15.0) -> list[dict]:
    """The history once it holds ``count`` actions (a gathered change is sent a moment after the last tap)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = actions(api, user, gid)
        if len(found) >= count:
            return found
        time.sleep(0.2)
    raise AssertionError(f"expected {count} actions, found {actions(api, user, gid)}")


def shows(page, label: str, value: int) -> None:
    """The counter labelled ``label`` settles on ``value`` (nothing gathering, the server's value)."""
    page.get_by_label(label, exact=True).filter(has_text=re.compile(f"^{value}$")).wait_for()


def gather_for(page, seconds: int) -> None:
    """A longer wait between taps than the default second: a loaded test machine taps slowly."""
    page.get_by_text("Counter settings").click()
    page.get_by_label("Gather taps for").select_option(label=f"{seconds} s")
    page.get_by_text("Counter settings").click()


def long_press(page, name: str) -> None:
    button = page.get_by_role("button", name=name, exact=True)
    button.hover()
    page.mouse.down()
    time.sleep(1.2)  # well past the half-second press; the press's own length decides, not the timer
    page.mouse.up()


def test_rapid_taps_send_one_action_that_the_other_phone_shows(phones, make_user, api):
    owner, guest = make_user("ann"), make_user("bob")
    a, b = phones(viewport=LARGE_PHONE), phones(viewport=LARGE_PHONE)
    sign_in(a.page, owner)
    code = start_game(a.page, "arcane", ["Ann", "Bob"], first="Ann")
    gid = game_id(a.page)
    sign_in(b.page, guest)
    join_game(b.page, code, "Bob")
    gather_for(a.page, 3)

    watch_counter(a.page, "Bob life", "22 −3")  # the running change shows on the number while it gathers
    for _ in range(3):
        a.page.get_by_role("button", name="Bob life -1", exact=True).click()
    shows(a.page, "Bob life", 22)
    assert a.page.evaluate("window.__seenAt") is not None
    shows(b.page, "Bob life", 22)
    assert wait_for_actions(api, owner, gid, 1) == [{"type": "life", "seat": "p1", "target": "p2", "delta": -3}]
    screenshot(b.page, "counters-after-three-taps")

    # +1 on the phone's own counter and on the opponent's; each its own action once the wait has passed
    b.page.get_by_role("button", name="Bob life +1", exact=True).click()
    shows(b.page, "Bob life", 23)
    b.page.get_by_role("button", name="Ann life +1", exact=True).click()
    shows(a.page, "Ann life", 26)
    shows(a.page, "Bob life", 23)
    found = wait_for_actions(api, owner, gid, 3)
    assert found[1:] == [
        {"type": "life", "seat": "p2", "target": "p2", "delta": 1},
        {"type": "life", "seat": "p2", "target": "p1", "delta": 1},
    ]


def test_a_long_press_is_the_phones_step_which_the_phone_remembers(phones, make_user, api):
    owner = make_user("ann")
    a = phones(viewport=LARGE_PHONE)
    sign_in(a.page, owner)
    start_game(a.page, "arcane", ["Ann", "Bob"], first="Ann")
    gid = game_id(a.page)

    long_press(a.page, "Ann life -1")
    shows(a.page, "Ann life", 20)
    assert wait_for_actions(api, owner, gid, 1)[-1] == {"type": "life", "seat": "p1", "target": "p1", "delta": -5}

    a.page.get_by_text("Counter settings").click()
    a.page.get_by_label("Long press step").select_option(label="±3")
    a.page.reload()
    a.page.get_by_text("Counter settings").click()
    assert a.page.get_by_label("Long press step").input_value() == "3"
    long_press(a.page, "Bob life +1")
    shows(a.page, "Bob life", 28)
    assert wait_for_actions(api, owner, gid, 2)[-1] == {"type": "life", "seat": "p1", "target": "p2", "delta": 3}


def test_an_achroma_bank_changes_only_by_its_legal_actions_and_a_refusal_shows_beside_it(phones, make_user, api):
    owner = make_user("ann")
    a = phones(viewport=LARGE_PHONE)
    sign_in(a.page, owner)
    start_game(a.page, "achroma", ["Ann", "Bob"], first="Ann")  # one phone keeps both seats
    gid = game_id(a.page)

    # in Ann's turn Bob's bank goes up only by a Gain from a Reaction: the one legal action, sent as it is
    for _ in range(2):
        a.page.get_by_role("button", name="Bob shards +1", exact=True).click()
    shows(a.page, "Bob shards", 12)
    gain = wait_for_actions(api, owner, gid, 1)[-1]
    assert gain == {"type": "gain", "seat": "p2", "amount": 2, "reaction": True}

    # Ann's bank going down is a Deploy (of which card type?) or a Drain or Steal by Bob: one tap picks it
    ann = a.page.get_by_role("region", name="Ann")
    deploys = [("character", 2), ("character", 1), ("object", 1)]
    bank = 10
    for count, (card_type, cost) in enumerate(deploys, start=2):
        for tapped in range(1, cost + 1):
            ann.get_by_role("button", name="Ann shards -1", exact=True).click()
            # a tap while the pick is open goes on with the same change
            ann.get_by_role("group", name=f"Ann shards −{tapped}: which action?").wait_for()
        pick = ann.get_by_role("group", name=f"Ann shards −{cost}: which action?")
        pick.wait_for()
        assert pick.get_by_role("button", name=re.compile("^Bob: Drain")).count() == 1
        if count == 2:
            assert [v for v in axe_violations(a.page) if v["impact"] in BLOCKING] == []
            screenshot(a.page, "counters-pick-an-action", docs=True)
        pick.get_by_role("button", name=f"Ann: Deploy · card type {card_type} · cost {cost}").click()
        bank -= cost
        shows(a.page, "Ann shards", bank)
        assert wait_for_actions(api, owner, gid, count)[-1] == {
            "type": "deploy",
            "seat": "p1",
            "card_type": card_type,
            "cost": cost,
        }

    # a fourth paid Deploy in one turn is refused: the rule is said beside Ann's bank, with names, and nothing changes
    ann.get_by_role("button", name="Ann shards -1", exact=True).click()
    ann.get_by_role("group", name="Ann shards −1: which action?").get_by_role(
        "button", name="Ann: Deploy · card type character · cost 1"
    ).click()
    alert = ann.get_by_role("alert")
    alert.wait_for()
    text = alert.text_content()
    assert "Ann has already Deployed 3 cards" in text and "Rule:" in text
    assert not re.search(r"\bp[12]\b", text)
    assert a.page.locator("#action-problem").count() == 0  # said once, where it was sent from
    shows(a.page, "Ann shards", bank)
    assert len(actions(api, owner, gid)) == 4
    screenshot(a.page, "counters-refused", docs=True)


def test_oversoul_hp_and_athernum_tokens_become_their_named_actions(phones, make_user, api):
    owner = make_user("ann")
    a = phones(viewport=LARGE_PHONE, color_scheme="dark")
    sign_in(a.page, owner)
    auth = {"Authorization": f"Bearer {owner.token}"}

    def create(ruleset: str, players: list[dict]) -> str:
        resp = api.post("/v1/games", headers=auth, json={"ruleset": ruleset, "players": players, "first_player": "p1"})
        assert resp.status_code == 201, resp.text
        gid = resp.json()["id"]
        a.page.goto(f"/app/games/{gid}")
        return gid

    leader = {"name": "Vesper", "hp": 20}
    gid = create("oversoul", [{"name": "Ann", "leader": leader}, {"name": "Bob", "leader": leader}])
    shows(a.page, "Bob hp", 20)
    for _ in range(3):
        a.page.get_by_role("button", name="Bob hp -1", exact=True).click()
    shows(a.page, "Bob hp", 17)
    a.page.get_by_role("button", name="Bob hp +1", exact=True).click()
    shows(a.page, "Bob hp", 18)
    # any seat may report either; this phone keeps both, and reports for the seat the table acts for
    reported = [{k: v for k, v in act.items() if k != "seat"} for act in wait_for_actions(api, owner, gid, 2)[-2:]]
    assert reported == [
        {"type": "damage", "target": "p2", "amount": 3},
        {"type": "heal", "target": "p2", "amount": 1},
    ]
    assert a.page.get_by_role("button", name="Ann rank +1", exact=True).is_disabled()  # RANK moves in the Cycle only
    screenshot(a.page, "counters-oversoul-dark")

    card = {"name": "Aria", "card_type": "character", "cost": 3, "vt_field": 5}
    gid = create("athernum", [{"name": "Ann", "starting_card": card}, {"name": "Bob", "starting_card": card}])
    for _ in range(2):
        a.page.get_by_role("button", name="Ann victory_tokens +1", exact=True).click()
    shows(a.page, "Ann victory_tokens", 2)
    assert wait_for_actions(api, owner, gid, 1)[-1] == {"type": "vt_place", "seat": "p1", "card": "Aria", "amount": 2}


@pytest.mark.parametrize(
    ("viewport", "scheme"),
    [(LARGE_PHONE, "light"), (SMALL_PHONE, "light"), (LARGE_PHONE, "dark")],
    ids=["390", "320", "dark"],
)
def test_the_facing_layout_turns_the_opponents_half_towards_them(phones, make_user, api, viewport, scheme):
    owner = make_user("ann")
    a = phones(viewport=viewport, color_scheme=scheme)
    sign_in(a.page, owner)
    start_game(a.page, "arcane", ["Ann", "Bob"], first="Ann")
    gid = game_id(a.page)
    toggle = a.page.get_by_role("button", name="Facing layout")
    toggle.click()
    assert toggle.get_attribute("aria-pressed") == "true"

    height = viewport["height"]
    ann, bob = (a.page.get_by_role("region", name=n) for n in ("Ann", "Bob"))
    ann_box, bob_box = ann.bounding_box(), bob.bounding_box()
    assert bob_box["y"] < ann_box["y"]  # the phone's own seat at the bottom, the opponent across
    for box in (ann_box, bob_box):
        assert box["height"] > height * 0.4 and box["width"] > viewport["width"] * 0.9
    assert rotation(bob) == 180 and rotation(ann) == 0
    for name in ("Ann life +1", "Ann life -1", "Bob life +1", "Bob life -1", "Ann essences +1"):
        box = a.page.get_by_role("button", name=name, exact=True).bounding_box()
        assert box["height"] >= 48 and box["width"] >= 48, (name, box)

    # Bob's upper half is his +1, though it is the lower half of his region on the screen
    bob.get_by_role("button", name="Bob life +1", exact=True).click()
    shows(a.page, "Bob life", 26)
    assert wait_for_actions(api, owner, gid, 1)[-1]["delta"] == 1
    assert [v for v in axe_violations(a.page) if v["impact"] in BLOCKING] == []
    screenshot(a.page, f"counters-facing-{viewport['width']}-{scheme}", docs=viewport == LARGE_PHONE)

    a.page.reload()  # remembered on the phone
    assert a.page.get_by_role("button", name="Facing layout").get_attribute("aria-pressed") == "true"


@pytest.mark.parametrize("players", [["Ann", "Bob", "Cy", "Dee"], ["Ann", "Bob", "Cy"]], ids=["four", "three"])
def test_the_facing_layout_seats_players_around_the_phone(phones, make_user, players):
    a = phones(viewport=LARGE_PHONE)
    sign_in(a.page, make_user("ann"))
    start_game(a.page, "arcane", players, first="Ann")
    a.page.get_by_role("button", name="Facing layout").click()
    boxes = {n: a.page.get_by_role("region", name=n).bounding_box() for n in players}
    centre = {n: (b["x"] + b["width"] / 2, b["y"] + b["height"] / 2) for n, b in boxes.items()}
    assert centre["Ann"][1] > centre["Bob"][1] > centre["Cy"][1]  # the phone's own seat at the bottom, Cy across
    if "Dee" in players:
        assert centre["Bob"][0] < centre["Dee"][0]  # Bob on the left, Dee on the right (clockwise)
    turns = {n: rotation(a.page.get_by_role("region", name=n)) for n in players}
    assert turns == dict(zip(players, [0, 90, 180, 270], strict=False))
    last = players[-1]
    for name in ("Bob life +1", f"{last} life -1", "Cy essences +1"):
        box = a.page.get_by_role("button", name=name, exact=True).bounding_box()
        assert box["height"] >= 48 and box["width"] >= 48, (name, box)
    a.page.get_by_role("button", name=f"{last} life -1", exact=True).click()
    shows(a.page, f"{last} life", 29)
    screenshot(a.page, f"counters-facing-{len(players)}", docs=len(players) == 4)


def rotation(region) -> int:
    """How far a seat's content is turned (degrees clockwise), from its computed transform matrix."""
    matrix = region.evaluate(
        "el => { const t = getComputedStyle(el.firstElementChild).transform;"
        " return t === 'none' ? [1, 0] : t.slice(t.indexOf('(') + 1, -1).split(',').slice(0, 2).map(Number); }"
    )
    cos, sin = matrix
    return round(math.degrees(math.atan2(sin, cos))) % 360


MAPPING_CHECKS = """async (href) => {
  const m = await import(href);
  const sent = [];
  const timers = [];
  const g = new m.Gatherer((d) => sent.push(d), { set: (fn) => timers.push(fn), clear: () => {} });
  g.tap(-1, 1000); g.tap(-1, 1000); g.tap(-5, 1000); g.flush();
  g.tap(1, 1000); g.tap(-1, 1000); g.flush();  // taps that cancel out send nothing
  const legal = {
    p1: [{ type: "deploy", seat: "p1", $free: { properties: {
      card_type: { enum: ["character", "action"] }, cost: { maximum: 3 } } } }],
    p2: [{ type: "gain", seat: "p2", reaction: true, $free: { properties: { amount: { minimum: 1 } } } },
      { type: "drain", seat: "p2", reaction: true, $free: { properties: { target: { enum: ["p1"] }, amount: {} } } }],
  };
  const shards = m.movesFor("achroma", "shards", ["trade", "gain", "deploy", "drain", "steal"]);
  const ask = (owner, delta) => m.candidates({ moves: shards, owner, delta, controls: ["p1", "p2"], acting: "p1",
    legalBySeat: legal });
  const athernum = m.movesFor("athernum", "command_tokens", ["command"]);
  return {
    sent,
    bobUp: ask("p2", 2),
    annDown: ask("p1", -2),
    annDownTooMuch: ask("p1", -4),
    rank: m.movesFor("oversoul", "rank", ["adjust"]),
    renamed: m.movesFor("arcane", "life", ["damage"]),
    twoTokens: m.candidates({ moves: athernum, owner: "p1", delta: -2, controls: ["p1"], acting: "p1",
      legalBySeat: { p1: [{ type: "command", seat: "p1", $free: { properties: { use: {} } } }] } }),
    named: m.withNames("It is p1's turn: p2 cannot TRADE now.", (s) => ({ p1: "Ann", p2: "Bob" })[s]),
  };
}"""


def test_the_gathering_and_the_mapping_work_as_written(phones):
    """The pure module, run in the browser as the app loads it: what taps add up to, and what a change may become."""
    page = phones().page
    page.goto("/app/")
    href = page.locator('link[rel="modulepreload"][href$="/views/counter-moves.js"]').get_attribute("href")
    found = page.evaluate(MAPPING_CHECKS, page.evaluate("(h) => new URL(h, location.href).href", href))
    assert found["sent"] == [-7]
    assert found["bobUp"] == [{"type": "gain", "seat": "p2", "reaction": True, "amount": 2}]
    assert found["annDown"] == [
        {"type": "deploy", "seat": "p1", "card_type": "character", "cost": 2},
        {"type": "deploy", "seat": "p1", "card_type": "action", "cost": 2},
        {"type": "drain", "seat": "p2", "reaction": True, "target": "p1", "amount": 2},
    ]
    # a cost above what the server allows (the bank) is no Deploy; a Drain of 4 still is
    assert [c["type"] for c in found["annDownTooMuch"]] == ["drain"]
    assert found["rank"] == {"up": [], "down": []} and found["renamed"] == {"up": [], "down": []}
    assert found["twoTokens"] == [{"type": "command", "seat": "p1", "use": "victory_token"}]
    assert found["named"] == "It is Ann's turn: Bob cannot TRADE now."
