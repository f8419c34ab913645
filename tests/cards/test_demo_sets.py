"""The demo sets in rules/sets/: valid, loaded by `make run` (idempotently), each with legal demo decks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from sqlalchemy import func, select

from rules.decks import DeckCard, check
from service.cards.demo_sets import load_demo_sets, set_files
from service.cards.models.catalog import Card
from service.cards.models.decks import Deck
from service.cards.set_files import parse_json
from service.demo import load_demo_data
from service.platform.db import Database

MINE = ("arcane", "athernum", "oversoul")


@pytest.mark.parametrize("ruleset", MINE)
def test_demo_set_is_valid_and_has_two_legal_decks(ruleset):
    path = next(p for p in set_files() if p.stem == ruleset)
    doc = parse_json(path.read_text()).document
    assert doc["set"]["ruleset"] == ruleset
    cards = {c["id"]: c for c in doc["cards"]}
    assert len(doc["demo_decks"]) >= 2
    for deck in doc["demo_decks"]:
        entries = [DeckCard(cards[e["card_id"]], e["quantity"], e["zone"]) for e in deck["cards"]]
        assert check(ruleset, entries) == [], deck["name"]


def test_load_demo_data_loads_every_set_and_the_demo_decks_once(sqlite_url):
    db = Database(sqlite_url)
    with db.session() as session:
        load_demo_data(session=session)
    with db.session() as session:
        rulesets = set(session.scalars(select(Card.ruleset).distinct()))
        cards = session.scalar(select(func.count()).select_from(Card))
        decks = session.scalar(select(func.count()).select_from(Deck))
    assert set(MINE) <= rulesets
    with db.session() as session:
        load_demo_data(session=session)
    with db.session() as session:
        assert session.scalar(select(func.count()).select_from(Card)) == cards
        assert session.scalar(select(func.count()).select_from(Deck)) == decks >= 6
    db.dispose()


def test_a_broken_set_file_is_skipped_not_fatal(sqlite_url, tmp_path: Path):
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps({"set": {"code": "BAD"}, "cards": []}))
    good = next(p for p in set_files() if p.stem == "arcane")
    db = Database(sqlite_url)
    with db.session() as session:
        loaded = load_demo_sets(session=session, paths=[broken, good])
    assert list(loaded) == ["arcane.json"]
    db.dispose()
