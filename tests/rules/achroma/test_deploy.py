"""Achroma deploying: three a turn, free deploys, paid from the bank, Main step for all but Actions."""

from __future__ import annotations

import pytest

from rules.achroma import RULESET
from rules.base import ActionInvalid

from .helpers import act, act_events, end_turn, new_game, refused, set_shards, shards, to_step


def _main(players: int = 3) -> dict:
    return to_step(new_game(players), "main")


def test_deploy_is_paid_from_the_bank() -> None:
    """Achroma — Deploying: take away Shards from your Shard Bank equal to the card's Shard Value."""
    state, events = act_events(_main(), "deploy", "p1", card_type="character", cost=4)
    assert shards(state, "p1") == 6
    assert events == [
        {
            "type": "deployed",
            "seat": "p1",
            "card_type": "character",
            "cost": 4,
            "free": False,
            "deploys": 1,
            "from": 10,
            "to": 6,
        }
    ]


def test_deploy_limit_is_three_cards_per_turn() -> None:
    """Achroma — Deploying: up to three cards a turn (the third is accepted, a fourth refused)."""
    state = _main()
    for card_type in ("character", "location", "object"):
        state = act(state, "deploy", "p1", card_type=card_type, cost=1)
    assert state["this_turn"]["deploys"] == 3
    refused(state, "deploy", "p1", "achroma.deploy_limit", card_type="action", cost=1)
    refused(state, "deploy", "p1", "achroma.deploy_limit", card_type="character", cost=0)


def test_deploy_limit_is_per_turn() -> None:
    """Achroma — Deploying: the three-card limit renews with the next turn."""
    state = _main()
    for _ in range(3):
        state = act(state, "deploy", "p1", card_type="action", cost=1)
    state = to_step(end_turn(state), "main")
    state = act(state, "deploy", "p2", card_type="character", cost=1)
    assert state["this_turn"]["deploys"] == 1


def test_free_deploy_does_not_count_toward_the_deploy_limit() -> None:
    """Achroma — Deploying: cards Deployed for free by other card abilities don't count toward the three."""
    state = _main()
    for _ in range(3):
        state = act(state, "deploy", "p1", card_type="character", cost=1)
    state, events = act_events(state, "deploy", "p1", card_type="character", cost=0, free=True)
    assert events[0]["free"] is True and events[0]["deploys"] == 3
    assert shards(state, "p1") == 7


def test_cost_reduced_to_zero_still_counts_toward_the_deploy_limit() -> None:
    """Achroma — Deploying: cards Deployed for free due to Shard reduction still count (RULINGS Achroma 5)."""
    state = _main()
    for _ in range(3):
        state = act(state, "deploy", "p1", card_type="object", cost=0)
    assert shards(state, "p1") == 10
    refused(state, "deploy", "p1", "achroma.deploy_limit", card_type="object", cost=0)


def test_free_deploy_costs_nothing() -> None:
    """Achroma — Deploying: a card Deployed for free costs 0 shards (a cost with free is malformed)."""
    with pytest.raises(ActionInvalid) as info:
        RULESET.apply(_main(), {"type": "deploy", "seat": "p1", "card_type": "character", "cost": 2, "free": True})
    assert "cost" in info.value.errors


def test_deploy_never_takes_the_bank_below_zero() -> None:
    """Achroma — Deploying: paid from the bank, never below 0 (cost above the bank refused)."""
    state = set_shards(_main(), "p1", 3)
    refused(state, "deploy", "p1", "achroma.deploy_payment", card_type="character", cost=4)


def test_deploy_paying_the_whole_bank_puts_the_player_out() -> None:
    """Achroma — Deploying: a cost equal to the bank is paid; the bank at 0 is out (RULINGS Achroma 6)."""
    state = set_shards(_main(), "p1", 3)
    state, events = act_events(state, "deploy", "p1", card_type="character", cost=3)
    assert shards(state, "p1") == 0 and state["seats"][0]["out"]
    types = [e["type"] for e in events]
    assert types == ["deployed", "player_out", "turn_passed", "turn_started"]
    assert state["turn"] == {"number": 2, "active_seat": "p2", "step": "start"}


@pytest.mark.parametrize("card_type", ["character", "location", "object"])
@pytest.mark.parametrize("step", ["start", "resolve", "end"])
def test_characters_locations_objects_deploy_only_in_main_step(card_type: str, step: str) -> None:
    """Achroma — Deploying: Characters, Locations and Objects may only be Deployed in your Main step."""
    state = to_step(new_game(3), step)
    refused(state, "deploy", "p1", "achroma.deploy_step", card_type=card_type, cost=1)
    state = to_step(new_game(3), "main")
    assert act(state, "deploy", "p1", card_type=card_type, cost=1)["this_turn"]["deploys"] == 1


@pytest.mark.parametrize("step", ["start", "main", "resolve", "end"])
def test_actions_deploy_any_time_in_your_turn(step: str) -> None:
    """Achroma — Deploying: Actions may be Deployed any time during your turn, and count toward the three."""
    state = to_step(new_game(3), step)
    state = act(state, "deploy", "p1", card_type="action", cost=2)
    assert state["this_turn"]["deploys"] == 1 and shards(state, "p1") == 8


def test_actions_are_not_deployed_in_another_players_turn() -> None:
    """Achroma — Deploying: Actions any time during *your* turn."""
    refused(new_game(3), "deploy", "p2", "achroma.active_player", card_type="action", cost=1)


def test_free_deploy_follows_the_ability_timing() -> None:
    """Achroma — Deploying: a card Deployed for free by an ability (e.g. SECRET at the start of your turn) is not
    bound to the Main step."""
    state = act(new_game(3), "deploy", "p1", card_type="character", cost=0, free=True)
    assert state["this_turn"]["deploys"] == 0 and state["turn"]["step"] == "start"
