"""Chronicles of Arcane — The Deck: ≥ 40 cards plus exactly one Ancient; "N PER DECK" limits."""

from __future__ import annotations

from rules.decks import check
from tests.rules.decks.helpers import entry, rule_ids

ANCIENT = entry("anc", 1, "ancient", type="ancient", ancient=True, per_deck=1)


def deck(size: int = 40, extra=()):
    return [entry("essence", size, type="essence"), ANCIENT, *extra]


def test_forty_cards_minimum_no_maximum():
    assert check("arcane", deck(40)) == []
    assert check("arcane", deck(75)) == []
    assert rule_ids(check("arcane", deck(39))) == ["arcane.deck.size"]


def test_exactly_one_ancient_in_the_ancient_zone():
    assert rule_ids(check("arcane", [entry("essence", 40)])) == ["arcane.deck.ancient"]
    two = deck(40, [entry("anc2", 1, "ancient", type="ancient", ancient=True)])
    assert rule_ids(check("arcane", two)) == ["arcane.deck.ancient"]
    in_main = [entry("essence", 40), entry("anc", 1, "main", type="ancient", ancient=True)]
    assert rule_ids(check("arcane", in_main)) == ["arcane.deck.zones"]
    creature_as_ancient = deck(40, [entry("crt", 1, "ancient", type="creature")])
    assert rule_ids(check("arcane", creature_as_ancient)) == ["arcane.deck.zones"]


def test_n_per_deck_limits_copies_by_name():
    assert check("arcane", deck(34, [entry("mage", 6, per_deck=6)])) == []
    problems = check("arcane", deck(33, [entry("mage", 7, per_deck=6)]))
    assert rule_ids(problems) == ["arcane.deck.per_deck"] and problems[0].cards == ("mage",)
    two_printings = [entry("m1", 1, name="Mage", per_deck=2), entry("m2", 2, name="Mage", per_deck=2)]
    assert rule_ids(check("arcane", deck(37, two_printings))) == ["arcane.deck.per_deck"]


def test_no_printed_limit_means_no_limit():
    assert check("arcane", deck(40, [entry("essence2", 30, type="essence")])) == []
