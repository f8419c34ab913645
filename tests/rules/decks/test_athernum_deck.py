"""Athernum — Building Your Deck: exactly 60; ≤ 4 copies by name across deck and Extra Deck; a Victory Token
field card; Extra Deck cards only in the Extra Deck; one starting card with a Victory Token field."""

from __future__ import annotations

from rules.decks import check
from tests.rules.decks.helpers import entry, rule_ids

VT = entry("vt", 4, vt_field=5)


def deck(size: int = 60, extra=()):
    """``size`` cards: the Victory Token card and distinct cards at four copies each."""
    rest = size - 4
    entries = [VT] + [entry(f"c{i}", 4) for i in range(rest // 4)]
    entries += [entry("odd", rest % 4)] if rest % 4 else []
    return entries + list(extra)


def test_exactly_sixty():
    assert check("athernum", deck(60)) == []
    assert rule_ids(check("athernum", deck(59))) == ["athernum.deck.size"]
    assert rule_ids(check("athernum", deck(61))) == ["athernum.deck.size"]


def test_four_copies_by_name_across_deck_and_extra_deck():
    assert check("athernum", deck(60, [entry("x1", 4, "extra", extra_deck=True)])) == []
    five = [entry("a", 3, name="Same"), entry("b", 2, name="Same")]
    assert rule_ids(check("athernum", deck(55, five))) == ["athernum.deck.copies"]
    across = [
        entry("a", 3, "extra", name="Colossus", extra_deck=True),
        entry("b", 2, "extra", name="Colossus", extra_deck=True),
    ]
    assert rule_ids(check("athernum", deck(60, across))) == ["athernum.deck.copies"]


def test_needs_a_victory_token_field_card():
    no_vt = [entry(f"c{i}", 4) for i in range(15)]
    assert rule_ids(check("athernum", no_vt)) == ["athernum.deck.victory_token_field"]


def test_extra_deck_cards_only_in_the_extra_deck():
    in_main = deck(56, [entry("colossus", 4, extra_deck=True)])
    assert rule_ids(check("athernum", in_main)) == ["athernum.deck.extra_deck"]
    normal_in_extra = deck(60, [entry("plain", 1, "extra")])
    assert rule_ids(check("athernum", normal_in_extra)) == ["athernum.deck.extra_deck"]


def test_starting_card_counts_in_the_sixty_and_needs_a_field():
    with_start = [entry("vt", 1, "starting", vt_field=5), entry("vt", 3, vt_field=5), *deck(60)[1:]]
    assert check("athernum", with_start) == []
    two = [entry("vt", 2, "starting", vt_field=5), entry("vt", 2, vt_field=5), *deck(60)[1:]]
    assert rule_ids(check("athernum", two)) == ["athernum.deck.starting_card"]
    no_field = [entry("plain", 1, "starting"), *deck(59)]
    assert rule_ids(check("athernum", no_field)) == ["athernum.deck.starting_card"]
