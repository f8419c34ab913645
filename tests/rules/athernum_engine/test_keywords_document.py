"""Athernum — ``docs/athernum-keywords.md`` against the set and the tests: every keyword of the set has its row, the
row names exactly the cards carrying it (at least two), and every test it names exists (at least one)."""

from __future__ import annotations

import re
from pathlib import Path

from rules.decks import DeckCard, check
from rules.demo_sets import demo_set

ROOT = Path(__file__).resolve().parents[3]
DOCUMENT = ROOT / "docs" / "athernum-keywords.md"
TESTS = Path(__file__).resolve().parent


def _rows() -> dict[str, tuple[list[str], list[str]]]:
    rows: dict[str, tuple[list[str], list[str]]] = {}
    for line in DOCUMENT.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 3 or cells[0] in ("Keyword", "---"):
            continue
        rows[cells[0]] = ([n.strip() for n in cells[1].split(";")], re.findall(r"`(test_\w+)`", cells[2]))
    return rows


def test_every_keyword_has_two_cards_and_a_test() -> None:
    """The set's keywords ("Support", "Command", "Objective", "Equip", "Reveal", "Extra Deck" and the Morning, Day,
    Evening and Night triggers) each on at least two cards and exercised by at least one test."""
    cards = demo_set("athernum")["cards"]
    carried = {k for c in cards for k in c["keywords"]}
    rows = _rows()
    assert carried == set(rows)
    assert {"SUPPORT", "COMMAND", "OBJECTIVE", "EQUIP", "REVEAL", "EXTRA DECK"} <= carried
    assert {"MORNING", "DAY", "EVENING", "NIGHT"} <= carried
    defined = {m for f in TESTS.glob("test_*.py") for m in re.findall(r"^def (test_\w+)", f.read_text(), re.M)}
    for keyword, (names, tests) in rows.items():
        assert sorted(names) == sorted(c["name"] for c in cards if keyword in c["keywords"]), keyword
        assert len(names) >= 2 and tests, keyword
        assert set(tests) <= defined, keyword


def test_the_four_demo_decks_use_the_keywords_and_card_types() -> None:
    """At least four decks of exactly 60 main-deck cards, at most 4 copies of a name, each with a card with a
    Victory Token field; together they carry every keyword on at least two cards, and every card type."""
    data = demo_set("athernum")
    cards = {c["id"]: c for c in data["cards"]}
    decks = data["demo_decks"]
    assert len(decks) >= 4
    in_decks: set[str] = set()
    for deck in decks:
        main = [e for e in deck["cards"] if e["zone"] != "extra"]
        assert sum(e["quantity"] for e in main) == 60, deck["name"]
        per_name: dict[str, int] = {}
        for e in deck["cards"]:
            per_name[cards[e["card_id"]]["name"]] = per_name.get(cards[e["card_id"]]["name"], 0) + e["quantity"]
            in_decks.add(e["card_id"])
        assert max(per_name.values()) <= 4
        assert any(cards[e["card_id"]]["vt_field"] for e in main)
        extra = sum(e["quantity"] for e in deck["cards"] if e["zone"] == "extra")
        assert 1 <= extra <= 4
    for keyword in _rows():
        assert sum(1 for c in in_decks if keyword in cards[c]["keywords"]) >= 2, keyword
    assert {cards[c]["type"] for c in in_decks} == {"character", "item", "location"}
    assert any(cards[c]["type"] == "location" and cards[c]["vt_field"] for c in in_decks)
    assert any(cards[c]["type"] == "item" and cards[c]["vt_field"] and cards[c]["rarity"] == "rare" for c in in_decks)


def test_the_deck_checker_accepts_every_demo_deck() -> None:
    """ "Your deck consists of exactly 60 cards … up to four copies of any given card" and "at least one card with a
    Victory Point field": the service's deck check finds nothing wrong with any demo deck."""
    data = demo_set("athernum")
    cards = {c["id"]: c for c in data["cards"]}
    for deck in data["demo_decks"]:
        entries = [DeckCard(cards[e["card_id"]], e["quantity"], e["zone"]) for e in deck["cards"]]
        assert check("athernum", entries) == [], deck["name"]
