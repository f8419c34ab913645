"""Achroma — Your Palette: 30 cards, ≤ 1 Legendary, ≤ 4 Rares each once, Commons/Uncommons twice, one Realm."""

from __future__ import annotations

from rules.decks import check
from tests.rules.decks.helpers import entry, rule_ids


def palette(extra=(), commons: int = 30, realm: str | None = "Ember"):
    """``commons`` cards as pairs of distinct Commons of one Realm, plus ``extra`` entries."""
    entries = [entry(f"c{i}", 2, realm=realm) for i in range(commons // 2)]
    entries += [entry("odd", 1, realm=realm)] if commons % 2 else []
    return entries + list(extra)


def test_palette_size_exactly_thirty():
    assert check("achroma", palette()) == []
    assert rule_ids(check("achroma", palette(commons=29))) == ["achroma.palette.size"]
    assert rule_ids(check("achroma", palette(commons=31))) == ["achroma.palette.size"]


def test_up_to_one_legendary():
    one = palette([entry("leg1", 1, rarity="legendary", realm="Ember")], commons=29)
    assert check("achroma", one) == []
    two = palette([entry("leg1", 1, rarity="legendary"), entry("leg2", 1, rarity="legendary")], commons=28)
    problems = check("achroma", two)
    assert rule_ids(problems) == ["achroma.palette.legendary"] and problems[0].cards == ("leg1", "leg2")


def test_up_to_four_rares_each_once():
    four = [entry(f"r{i}", 1, rarity="rare") for i in range(4)]
    assert check("achroma", palette(four, commons=26)) == []
    five = [entry(f"r{i}", 1, rarity="rare") for i in range(5)]
    assert rule_ids(check("achroma", palette(five, commons=25))) == ["achroma.palette.rares"]
    doubled = [entry("r0", 2, rarity="rare")]
    problems = check("achroma", palette(doubled, commons=28))
    assert rule_ids(problems) == ["achroma.palette.rares"] and "2 copies" in problems[0].detail


def test_commons_and_uncommons_at_most_twice():
    assert check("achroma", palette([entry("u", 2, rarity="uncommon")], commons=28)) == []
    problems = check("achroma", palette([entry("u", 3, rarity="uncommon")], commons=27))
    assert rule_ids(problems) == ["achroma.palette.commons"]
    # two printings of one name are copies of one unique card
    split = [entry("u1", 2, name="Ash Wisp"), entry("u2", 1, name="Ash Wisp")]
    assert rule_ids(check("achroma", palette(split, commons=27))) == ["achroma.palette.commons"]


def test_one_realm_plus_realmless():
    realmless = [entry("n1", 2, realm=None), entry("n2", 2, realm=None)]
    assert check("achroma", palette(realmless, commons=26)) == []
    mixed = palette([entry("t1", 2, realm="Tide")], commons=28)
    problems = check("achroma", mixed)
    assert rule_ids(problems) == ["achroma.palette.realm"] and problems[0].cards == ("t1",)


def test_unknown_zone_is_a_problem():
    assert "achroma.palette.zones" in rule_ids(check("achroma", [*palette(commons=28), entry("x", 2, "extra")]))
