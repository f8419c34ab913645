"""Oversoul — Game setup: one Leader in the leader zone; 30–40 cards; ≤ 2 copies of a Common/Rare/Elite;
Cosmics once."""

from __future__ import annotations

import pytest

from rules.decks import check
from tests.rules.decks.helpers import entry, rule_ids

LEADER = entry("lead", 1, "leader", type="leader")


def deck(size: int = 30, extra=(), leader=LEADER):
    entries = [entry(f"c{i}", 2) for i in range(size // 2)] + ([entry("odd", 1)] if size % 2 else [])
    return ([leader] if leader else []) + entries + list(extra)


def test_thirty_to_forty():
    assert check("oversoul", deck(30)) == [] and check("oversoul", deck(40)) == []
    assert rule_ids(check("oversoul", deck(29))) == ["oversoul.deck.size"]
    assert rule_ids(check("oversoul", deck(41))) == ["oversoul.deck.size"]


def test_exactly_one_leader_in_the_leader_zone():
    assert rule_ids(check("oversoul", deck(30, leader=None))) == ["oversoul.deck.leader"]
    two = deck(30, [entry("lead2", 1, "leader", type="leader")])
    assert rule_ids(check("oversoul", two)) == ["oversoul.deck.leader"]
    unit_as_leader = deck(30, leader=entry("unit", 1, "leader", type="unit"))
    assert rule_ids(check("oversoul", unit_as_leader)) == ["oversoul.deck.leader"]
    leader_in_main = deck(29, [entry("lead2", 1, type="leader")])
    assert rule_ids(check("oversoul", leader_in_main)) == ["oversoul.deck.leader"]


@pytest.mark.parametrize("rarity", ["common", "rare", "elite"])
def test_two_copies_of_a_common_rare_or_elite(rarity):
    assert check("oversoul", deck(28, [entry("x", 2, rarity=rarity)])) == []
    assert rule_ids(check("oversoul", deck(28, [entry("x", 3, rarity=rarity)]))) == ["oversoul.deck.copies"]


def test_cosmics_once():
    assert check("oversoul", deck(30, [entry("cos", 1, rarity="cosmic")])) == []
    assert rule_ids(check("oversoul", deck(30, [entry("cos", 2, rarity="cosmic")]))) == ["oversoul.deck.cosmic"]


def test_totems_are_not_played_in_the_deck():
    """Oversoul — TOTEM: "(Secondary Role, not played in the Deck, Units Spawned by Abilities."."""
    assert rule_ids(check("oversoul", deck(30, [entry("larva", 1, roles=["TOTEM"])]))) == ["oversoul.deck.totem"]
