"""Deck rules text is verbatim; decklist text round-trips with line numbers; the official format's check."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules.decks import GAMES, check, rules, zones
from rules.decks import official as official_rules
from rules.decks.text import format_deck, parse
from tests.rules.decks.helpers import entry

SHARED_RULES = Path(__file__).resolve().parents[4] / "shared" / "rules"
ALL_RULES = [r for g in GAMES for r in rules(g)] + [official_rules.REGISTERED]


def _normalise(text: str) -> str:
    return " ".join(text.replace("**", "").split())


@pytest.mark.parametrize("rule", ALL_RULES, ids=[r.id for r in ALL_RULES])
def test_rule_quotes_are_verbatim(rule):
    """Rules text — every quoted sentence of a deck rule appears word for word in its rulebook."""
    source = SHARED_RULES / rule.rulebook
    if not source.exists():
        pytest.skip(f"{source} not available")
    text = _normalise(source.read_text(encoding="utf-8"))
    for part in rule.quote.split(" … "):
        assert _normalise(part) in text, part


def test_text_parse_zones_aliases_comments_and_errors():
    text = "// my deck\n3 Ember Wisp\n2x Old Oak\n\nAncient:\n1 Vaelor\n## Main deck\nfour Bad Line\n0 Nothing\n"
    lines, problems = parse(text, zones("arcane"))
    assert [(x.line, x.quantity, x.name, x.zone) for x in lines] == [
        (2, 3, "Ember Wisp", "main"),
        (3, 2, "Old Oak", "main"),
        (6, 1, "Vaelor", "ancient"),
    ]
    assert [(p.line, "quantity" in p.message or "Expected" in p.message) for p in problems] == [(8, True), (9, True)]


names = st.text(alphabet=st.characters(whitelist_categories=["L"]), min_size=1, max_size=12)


@given(st.lists(st.tuples(st.integers(1, 99), names, st.sampled_from(zones("athernum"))), max_size=20))
def test_text_round_trip(entries):
    """Invariant — format then parse gives the same entries, grouped by zone in the game's order."""
    text = format_deck(entries, zones("athernum"))
    lines, problems = parse(text, zones("athernum"))
    assert problems == []
    expected = [(q, n, z) for z in zones("athernum") for q, n, z2 in entries if z2 == z]
    assert [(x.quantity, x.name, x.zone) for x in lines] == expected


def test_official_format_needs_registered_copies_in_good_standing():
    deck = [entry("a", 2), entry("b", 1)]
    assert official_rules.check(deck, good={"a": 2, "b": 3}) == []
    problems = official_rules.check(deck, good={"a": 1}, blocked={"b": 1})
    assert [(p.rule.id, p.cards) for p in problems] == [
        ("companion.official.registered", ("a",)),
        ("companion.official.registered", ("b",)),
    ]
    assert "1 more reported lost or stolen" in problems[1].detail


@given(
    st.lists(st.tuples(st.sampled_from("abcdef"), st.integers(1, 5), st.sampled_from(["common", "rare"])), max_size=12)
)
def test_oversoul_copy_limit_is_reported_exactly_when_broken(rows):
    """Invariant — a copies problem exists iff some name has more than 2 copies."""
    deck = [entry(n, q, name=n, rarity=r) for n, q, r in rows]
    totals: dict[str, int] = {}
    for n, q, _ in rows:
        totals[n] = totals.get(n, 0) + q
    reported = {c for p in check("oversoul", deck) if p.rule.id == "oversoul.deck.copies" for c in p.cards}
    assert reported == {n for n, t in totals.items() if t > 2}


@given(st.lists(st.tuples(st.sampled_from(["Ember", "Tide", None]), st.integers(1, 2)), min_size=1, max_size=15))
def test_achroma_realm_problem_iff_two_realms(rows):
    """Invariant — the Realm rule fires iff the Palette has cards of two or more Realms (Realmless aside)."""
    deck = [entry(f"c{i}", q, realm=realm) for i, (realm, q) in enumerate(rows)]
    fired = any(p.rule.id == "achroma.palette.realm" for p in check("achroma", deck))
    assert fired == (len({r for r, _ in rows if r}) > 1)
