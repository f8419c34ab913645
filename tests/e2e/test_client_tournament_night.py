"""A third party integrates from the contract alone: a whole tournament night, driven only through the Python
client generated from openapi.yaml, against the stack as `make run` starts it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.e2e.test_stack import Stack

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "clients" / "python"))

from tcg_companion_client import AuthenticatedClient, Client
from tcg_companion_client.api.tokens import post_v1_tokens
from tcg_companion_client.api.tournament_matches import post_v1_tournaments_tournament_id_matches_match_id_result
from tcg_companion_client.api.tournament_players import post_v1_tournaments_tournament_id_players
from tcg_companion_client.api.tournament_rounds import post_v1_tournaments_tournament_id_rounds
from tcg_companion_client.api.tournament_standings import get_v1_tournaments_tournament_id_standings
from tcg_companion_client.api.tournaments import get_v1_tournaments_tournament_id, post_v1_tournaments
from tcg_companion_client.api.users import post_v1_users
from tcg_companion_client.models import (
    Problem,
    Result,
    TokenCreate,
    TournamentCreate,
    TournamentPlayerCreate,
    UserCreate,
)

report = post_v1_tournaments_tournament_id_matches_match_id_result
add_player = post_v1_tournaments_tournament_id_players
pair = post_v1_tournaments_tournament_id_rounds
standings = get_v1_tournaments_tournament_id_standings
get_tournament = get_v1_tournaments_tournament_id
create_tournament = post_v1_tournaments

pytestmark = [pytest.mark.e2e, pytest.mark.slow]


@pytest.fixture(scope="module")
def stack(tmp_path_factory: pytest.TempPathFactory):
    s = Stack(tmp_path_factory.mktemp("client-e2e") / "var").start()
    yield s
    if s.proc.poll() is None:
        s.interrupt()


def test_a_swiss_night_with_a_top_four_runs_entirely_through_the_generated_client(stack):
    anonymous = Client(base_url=stack.base)
    user = post_v1_users.sync(
        client=anonymous, body=UserCreate(username="organiser", email="o@example.com", password="correct-horse-battery")
    )
    assert not isinstance(user, Problem), user
    token = post_v1_tokens.sync(
        client=anonymous, body=TokenCreate(username="organiser", password="correct-horse-battery")
    )
    organiser = AuthenticatedClient(base_url=stack.base, token=token.token)

    event = create_tournament.sync(
        client=organiser,
        body=TournamentCreate.from_dict(
            {
                "ruleset": "athernum",
                "name": "Regional qualifier",
                "format": "swiss",
                "match": {"best_of": 3},
                "rounds": 3,
                "top_cut": 4,
                "seed": 2026,
            }
        ),
    )
    assert not isinstance(event, Problem), event
    players = [
        add_player.sync(event.id, client=organiser, body=TournamentPlayerCreate.from_dict({"name": f"P{i}"}))
        for i in range(8)
    ]
    assert all(not isinstance(p, Problem) for p in players)

    rounds = 0
    while True:
        round_ = pair.sync(event.id, client=organiser)
        if isinstance(round_, Problem):
            assert round_.status == 409, round_  # nothing left to pair: the event is over
            break
        rounds += 1
        for match in round_.matches:
            if len(match.players) < 2:
                continue  # a bye scores itself
            first = match.players[0].id
            outcome = report.sync(
                event.id, match.id, client=organiser, body=Result.from_dict({"wins": {first: 2}, "draws": 0})
            )
            assert not isinstance(outcome, Problem), outcome
        assert rounds <= 6

    assert rounds == 3 + 2  # three Swiss rounds, then semi-finals and the final of the top four
    final = get_tournament.sync(event.id, client=organiser)
    assert final.status == "finished"
    table = standings.sync(event.id, client=organiser)
    assert table.final and len(table.items) == 8
    assert [row.rank for row in table.items] == list(range(1, 9))
    assert table.items[0].top_cut.champion is True
