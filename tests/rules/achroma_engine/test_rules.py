"""Achroma engine — card-level rules of achroma-rules.md / achroma-how-to-play.txt, each test named after its rule."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rules.achroma.engine import ENGINE, demo_cards, demo_deck, texts
from rules.base import ActionInvalid, Rule, SetupInvalid

from .helpers import act, act_events, goto, next_turn, play, put, refused, seat, start, take

RULES_DIR = Path(__file__).resolve().parents[4] / "shared" / "rules"
ENGINE_RULES = [v for v in vars(texts).values() if isinstance(v, Rule)]


def _normalise(text: str) -> str:
    text = text.replace("\u2019", "'").replace("\u2018", "'").replace("\\*", "*").replace("**", "")
    return re.sub(r"\s+", " ", text)


@pytest.mark.parametrize("rule", ENGINE_RULES, ids=lambda rule: rule.id)
def test_engine_rule_quotes_are_verbatim(rule: Rule) -> None:
    path = RULES_DIR / rule.rulebook
    if not path.exists():
        pytest.skip(f"{path} not available")
    assert _normalise(rule.quote) in _normalise(path.read_text(encoding="utf-8"))


def test_setup_opening_hand_of_five_and_reproducible_from_seed() -> None:
    """Achroma — Your hand: 5 cards each; shuffles and first player come from the seed."""
    players = [{"name": "A", "deck": demo_deck("draco-skyfire")}, {"name": "B", "deck": demo_deck("salum-arcana")}]
    one, _ = ENGINE.setup(players=players, cards=demo_cards(), seed=42)
    two, _ = ENGINE.setup(players=players, cards=demo_cards(), seed=42)
    other, _ = ENGINE.setup(players=players, cards=demo_cards(), seed=43)
    assert one == two and one != other
    assert [len(s["hand"]) for s in one["seats"]] == [5, 5]
    assert [len(s["palette"]) for s in one["seats"]] == [25, 25]
    assert all(s["shards"] == 10 for s in one["seats"])
    assert one["first_seat"] in ("p1", "p2")


def test_setup_rejects_bad_players_and_unknown_cards() -> None:
    """Achroma — Game Setup: 2-6 players, each with a Palette of known cards."""
    with pytest.raises(SetupInvalid):
        ENGINE.setup(players=[{"name": "A", "deck": ["ach1-001"]}], cards=demo_cards(), seed=1)
    with pytest.raises(SetupInvalid):
        ENGINE.setup(
            players=[{"name": "A", "deck": ["nope"]}, {"name": "B", "deck": ["ach1-001"]}], cards=demo_cards(), seed=1
        )


def test_mulligan_once_then_final() -> None:
    """Achroma — Your hand: one mulligan of 5 new cards; the second draw is final."""
    players = [{"name": "A", "deck": demo_deck("draco-skyfire")}, {"name": "B", "deck": demo_deck("salum-arcana")}]
    state, _ = ENGINE.setup(players=players, cards=demo_cards(), seed=5, first_player="p1")
    assert set(ENGINE.to_act(state)) == {"p1", "p2"}
    state = act(state, "mulligan", "p1")
    assert len(seat(state, "p1")["hand"]) == 5 and len(seat(state, "p1")["palette"]) == 25
    assert ENGINE.legal_actions(state, "p1") == [{"type": "concede", "seat": "p1"}]
    refused(state, {"type": "mulligan", "seat": "p1"}, texts.MULLIGAN.id)
    state = act(state, "keep", "p2")
    assert state["phase"] == "play" and state["turn"]["active_seat"] == "p1"


def test_two_player_first_player_skips_first_start_step() -> None:
    """Achroma — Start step: in a two player game the first player goes straight to their Main step."""
    state = start([], [])
    assert state["turn"] == {"number": 1, "active_seat": "p1", "step": "main"}
    state = next_turn(state)
    assert state["turn"]["step"] == "start" and state["turn"]["active_seat"] == "p2"


def test_start_step_one_draw_or_trade() -> None:
    """Achroma — Start step: you may do one of the following: Draw or TRADE."""
    state = next_turn(start([], []))
    state = act(state, "draw", "p2")
    refused(state, {"type": "draw", "seat": "p2"}, "achroma.start_step_draw_or_trade")


def test_start_step_six_shard_trade_limit_with_remainder() -> None:
    """Achroma — Start step: 6-shard TRADE limit over Start and End; a bigger card still trades for the rest."""
    state = next_turn(start([], ["ach1-001", "ach1-028"]))
    big, other = take(state, "p2", "ach1-001"), take(state, "p2", "ach1-028")
    state = act(state, "trade", "p2", card=big)
    assert seat(state, "p2")["shards"] == 16 and big in seat(state, "p2")["dregs"]
    state = goto(state, "end")
    state, events = act_events(state, "trade", "p2", card=other)
    assert events[0]["gained"] == 0 and seat(state, "p2")["shards"] == 16


def test_deploy_limit_three_paid_deploys() -> None:
    """Achroma — Deploying: up to three cards a turn."""
    state = start(["ach1-047"] * 4, [])
    uids = [take(state, "p1", "ach1-047") for _ in range(4)]
    for uid in uids[:3]:
        state = play(state, "deploy", "p1", card=uid)
    assert seat(state, "p1")["shards"] == 10 - 3 + 6
    refused(state, {"type": "deploy", "seat": "p1", "card": uids[3]}, "achroma.deploy_limit")


def test_deploy_pays_shard_value_and_refuses_what_the_bank_cannot_pay() -> None:
    """Achroma — Deploying: take away Shards equal to the card's Shard Value."""
    state = start(["ach1-001", "ach1-003"], [])
    seat(state, "p1")["shards"] = 5
    dragon = take(state, "p1", "ach1-001")
    refused(state, {"type": "deploy", "seat": "p1", "card": dragon}, "achroma.deploy_payment")
    hatch = take(state, "p1", "ach1-003")
    state = play(state, "deploy", "p1", card=hatch)
    assert seat(state, "p1")["shards"] == 3 and hatch in state["board"]


def test_characters_deploy_only_in_main_step_actions_any_step() -> None:
    """Achroma — Deploying: Characters, Locations and Objects only in the Main step; Actions any time."""
    state = goto(start(["ach1-003", "ach1-047"], []), "resolve")
    hatch, tithe = take(state, "p1", "ach1-003"), take(state, "p1", "ach1-047")
    refused(state, {"type": "deploy", "seat": "p1", "card": hatch}, "achroma.deploy_step")
    state = play(state, "deploy", "p1", card=tithe)
    assert tithe in seat(state, "p1")["dregs"] and seat(state, "p1")["shards"] == 11


def test_objects_attach_to_a_character_and_one_realm_relic() -> None:
    """Achroma — Objects: attach to a Character on any Canvas; one Realm Relic per Character."""
    state = start(["ach1-005", "ach1-030"], [])
    knight = put(state, "p2", "ach1-040")
    heart, cleaver = take(state, "p1", "ach1-005"), take(state, "p1", "ach1-030")
    refused(state, {"type": "deploy", "seat": "p1", "card": heart}, texts.OBJECT_ATTACH.id)
    state = play(state, "deploy", "p1", card=heart, host=knight)
    # The deployer resolves the ACTION; the Object is then controlled with its host.
    assert seat(state, "p1")["shards"] == 10 - 3 + 2
    assert state["board"][heart]["ctrl"] == "p2"
    refused(state, {"type": "deploy", "seat": "p1", "card": cleaver, "host": knight}, texts.REALM_RELIC.id)


def test_heroic_second_copy_erases_the_original() -> None:
    """Achroma — Heroic cards: a second copy Deployed erases the original first."""
    state = start(["ach1-040", "ach1-040"], [])
    first = put(state, "p1", "ach1-040")
    second = take(state, "p1", "ach1-040")
    state = play(state, "deploy", "p1", card=second)
    assert first not in state["board"] and first in seat(state, "p1")["dregs"] and second in state["board"]


def test_attack_not_the_turn_deployed_and_simultaneous_damage() -> None:
    """Achroma — Attacking: not the turn deployed; attacker and defender deal damage at the same time."""
    state = start(["ach1-031", "ach1-004"], [])
    fresh = put(state, "p1", "ach1-004", since=1)
    bruiser = put(state, "p1", "ach1-031")
    target = put(state, "p2", "ach1-040")
    refused(state, {"type": "attack", "seat": "p1", "attacker": fresh, "defender": target}, texts.ATTACK.id)
    state = act(state, "attack", "p1", attacker=bruiser, defender=target)
    assert target not in state["board"]  # 3 damage to a 2-shard card
    assert state["board"][bruiser]["dmg"] == 2  # the Road Warden's Strength 2 hit back
    refused(state, {"type": "attack", "seat": "p1", "attacker": bruiser, "defender": target}, texts.ATTACK.id)


def test_objects_take_damage_first_and_carry_over() -> None:
    """Achroma — Attacking: Objects take damage first; what is left carries over to the Character."""
    state = start(["ach1-001"], [])
    wyrm = put(state, "p1", "ach1-001")
    warden = put(state, "p2", "ach1-040")
    lantern = put(state, "p2", "ach1-039", on=warden)
    state, events = act_events(state, "attack", "p1", attacker=wyrm, defender=warden)
    assert lantern not in state["board"] and warden not in state["board"]
    attacked = next(e for e in events if e["type"] == "attacked")
    assert attacked["defender_strength"] == 3 and attacked["damage"][lantern] == 1
    assert state["board"][wyrm]["dmg"] == 3


def test_damage_heals_at_end_of_turn() -> None:
    """Achroma — Pass turn: cards that received Shard damage return to their full Shard Value."""
    state = start(["ach1-031"], [])
    bruiser = put(state, "p1", "ach1-031")
    target = put(state, "p2", "ach1-006")
    state = act(state, "attack", "p1", attacker=bruiser, defender=target)
    assert state["board"][target]["dmg"] == 3 and state["board"][bruiser]["dmg"] == 2
    state = next_turn(state)
    assert state["board"][target]["dmg"] == 0


def test_locations_may_not_be_attacked() -> None:
    """Achroma — Glossary: Locations may not be attacked."""
    state = start(["ach1-031"], [])
    bruiser = put(state, "p1", "ach1-031")
    grove = put(state, "p2", "ach1-025")
    refused(
        state, {"type": "attack", "seat": "p1", "attacker": bruiser, "defender": grove}, texts.LOCATION_NOT_ATTACKED.id
    )


def test_resolve_gain_drain_steal_and_first_turn_restriction() -> None:
    """Achroma — Resolve step: Gain, Drain, Steal; no Drain or Steal until everyone else has had a first turn."""
    state = start(["ach1-048", "ach1-001"], [])
    toll, wyrm = put(state, "p1", "ach1-048"), put(state, "p1", "ach1-001")
    grove = put(state, "p1", "ach1-025")
    state = goto(state, "resolve")
    legal = ENGINE.legal_actions(state, "p1")
    assert {"type": "resolve", "seat": "p1", "card": grove} in legal
    assert not any(a.get("card") in (toll, wyrm) for a in legal)  # p2 has not had a turn yet
    state = next_turn(next_turn(state))
    state = goto(state, "resolve")
    state = act(state, "resolve", "p1", card=wyrm, target="p2")
    assert seat(state, "p1")["shards"] == 12 and seat(state, "p2")["shards"] == 8
    state = act(state, "resolve", "p1", card=toll, target="p2")
    assert seat(state, "p2")["shards"] == 7
    refused(state, {"type": "resolve", "seat": "p1", "card": toll, "target": "p2"}, texts.RESOLVE_ONE.id)


def test_winning_at_30_and_out_at_0() -> None:
    """Achroma — Winning: 30 shards wins at once; a bank at 0 is out and the last bank standing wins."""
    state = start(["ach1-047"], [])
    seat(state, "p1")["shards"] = 29
    state = play(state, "deploy", "p1", card=take(state, "p1", "ach1-047"))
    outcome = ENGINE.outcome(state)
    assert outcome is not None and outcome.winner == "p1"
    state = start(["ach1-044"], [])
    state = next_turn(next_turn(state))
    seat(state, "p2")["shards"] = 2
    state = play(state, "deploy", "p1", card=take(state, "p1", "ach1-044"), target="p2")
    outcome = ENGINE.outcome(state)
    assert outcome is not None and outcome.winner == "p1" and outcome.reason == "last_bank_standing"


def test_leaving_the_game_removes_cards_from_all_canvases() -> None:
    """Achroma — Leaving the game: cards leave every Canvas; others' cards go to their owner's Dregs."""
    state = start(["ach1-039"], [], [])
    mine = put(state, "p2", "ach1-040")
    lantern = put(state, "p1", "ach1-039", on=mine)
    state = act(state, "concede", "p2")
    assert not state["board"] and lantern in seat(state, "p1")["dregs"] and mine in seat(state, "p2")["dregs"]
    assert ENGINE.outcome(state) is None and ENGINE.invariant_violations(state) == []


def test_malformed_body_is_action_invalid() -> None:
    state = start([], [])
    with pytest.raises(ActionInvalid):
        ENGINE.apply(state, {"type": "deploy", "seat": "p1"})
    with pytest.raises(ActionInvalid):
        ENGINE.apply(state, {"type": "fly", "seat": "p1"})


def test_apply_never_mutates_its_input() -> None:
    state = start(["ach1-047"], [])
    take(state, "p1", "ach1-047")
    import copy

    before = copy.deepcopy(state)
    for action in ENGINE.legal_actions(state, "p1"):
        ENGINE.apply(state, action)
    assert state == before
