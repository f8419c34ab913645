"""Running a real event from the contract alone: a 40-player Swiss event with a late entry, a drop, two
penalties (a game loss changes a match), a time extension, a stale round re-paired and a top 8 played to a
champion, then a pod event with a pod top cut — driven only through the Python client generated from
openapi.yaml, against the stack as `make run` starts it (gunicorn with gevent, Redis, a Celery worker).

Meanwhile three SSE subscribers follow the Swiss event (anonymous, the organiser, a penalised player): each
sees every change it may see, in order, and the anonymous one never a penalty. A webhook receiver gets the
five tournament events, each signed."""

from __future__ import annotations

import json
import sys
import threading
import time
from collections.abc import Collection
from pathlib import Path
from typing import Any

import httpx
import pytest

from service.webhooks.signing import verify
from tests.e2e.test_stack import Stack
from tests.games.test_sse import sse_events
from tests.webhooks.test_delivery import Receiver

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "clients" / "python"))

from tcg_companion_client import AuthenticatedClient, Client
from tcg_companion_client.api.tokens import post_v1_tokens
from tcg_companion_client.api.tournament_bracket import get_v1_tournaments_tournament_id_bracket as get_bracket
from tcg_companion_client.api.tournament_clock import post_v1_tournaments_tournament_id_rounds_number_clock as clock
from tcg_companion_client.api.tournament_events import get_v1_tournaments_tournament_id_events as get_events
from tcg_companion_client.api.tournament_matches import (
    post_v1_tournaments_tournament_id_matches_match_id_extensions as extend,
)
from tcg_companion_client.api.tournament_matches import (
    post_v1_tournaments_tournament_id_matches_match_id_result as report,
)
from tcg_companion_client.api.tournament_penalties import get_v1_tournaments_tournament_id_penalties as penalties
from tcg_companion_client.api.tournament_penalties import post_v1_tournaments_tournament_id_penalties as penalise
from tcg_companion_client.api.tournament_players import (
    delete_v1_tournaments_tournament_id_players_player_id as drop,
)
from tcg_companion_client.api.tournament_players import post_v1_tournaments_tournament_id_players as add_player
from tcg_companion_client.api.tournament_rounds import get_v1_tournaments_tournament_id_rounds_number as get_round
from tcg_companion_client.api.tournament_rounds import (
    get_v1_tournaments_tournament_id_rounds_number_slips as slips,
)
from tcg_companion_client.api.tournament_rounds import post_v1_tournaments_tournament_id_rounds as pair
from tcg_companion_client.api.tournament_rounds import (
    post_v1_tournaments_tournament_id_rounds_number_stale as decide_stale,
)
from tcg_companion_client.api.tournament_staff import post_v1_tournaments_tournament_id_staff as add_staff
from tcg_companion_client.api.tournament_standings import get_v1_tournaments_tournament_id_standings as standings
from tcg_companion_client.api.tournaments import get_v1_tournaments_tournament_id, post_v1_tournaments
from tcg_companion_client.api.users import post_v1_users
from tcg_companion_client.api.webhooks import post_v1_webhooks
from tcg_companion_client.models import (
    ClockAction,
    ExtensionCreate,
    PenaltyCreate,
    Problem,
    Result,
    Round,
    StaffAdd,
    StaleDecision,
    TokenCreate,
    TournamentCreate,
    TournamentPlayerCreate,
    UserCreate,
    WebhookCreate,
)

pytestmark = [pytest.mark.e2e, pytest.mark.slow]
TOURNAMENT_WEBHOOKS = [
    "tournament.round_paired",
    "tournament.round_started",
    "tournament.result_reported",
    "tournament.penalty_issued",
    "tournament.finished",
]


@pytest.fixture(scope="module")
def stack(tmp_path_factory: pytest.TempPathFactory):
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("WEBHOOK_ALLOW_PRIVATE_TARGETS", "1")  # the receiver listens on loopback
        s = Stack(tmp_path_factory.mktemp("event-day") / "var").start()
    yield s
    if s.proc.poll() is None:
        s.interrupt()


def _ok(value: Any) -> Any:
    assert value is not None and not isinstance(value, Problem), value
    return value


def _account(stack: Stack, name: str) -> tuple[AuthenticatedClient, str]:
    anonymous = Client(base_url=stack.base)
    user = _ok(
        post_v1_users.sync(
            client=anonymous,
            body=UserCreate(username=name, email=f"{name}@example.com", password="correct-horse-battery"),
        )
    )
    token = _ok(
        post_v1_tokens.sync(client=anonymous, body=TokenCreate(username=name, password="correct-horse-battery"))
    )
    return AuthenticatedClient(base_url=stack.base, token=token.token, timeout=httpx.Timeout(30)), user.id


class Subscriber(threading.Thread):
    """An SSE client following an event until it finishes."""

    def __init__(self, url: str, token: str | None) -> None:
        super().__init__(daemon=True)
        self.url, self.token = url, token
        self.events: list[dict[str, Any]] = []
        self.ready = threading.Event()

    def run(self) -> None:
        headers = {"Accept": "text/event-stream"}
        if self.token:
            headers["Authorization"] = f"Bearer {self.token}"
        with httpx.stream("GET", self.url, headers=headers, timeout=120) as resp:
            for event in sse_events(resp.iter_lines()):
                self.ready.set()
                if "id" not in event:
                    continue
                self.events.append({"number": int(event["id"]), "type": event["event"], **json.loads(event["data"])})
                if event["event"] == "tournament.finished":
                    return


def _play(
    client: AuthenticatedClient, tid: str, rnd: Round, *, skip: Collection[str] = frozenset(), wins: int = 2
) -> None:
    """Staff enter a win for the first-listed player of each table (a pod: seat order), except ``skip``."""
    for match in rnd.matches:
        if match.id in skip or len(match.players) < 2 or match.status == "final":
            continue
        ids = [p.id for p in match.players]
        body = {"placements": ids} if match.kind == "pod" else {"wins": {ids[0]: wins}, "draws": 0}
        _ok(report.sync(tid, match.id, client=client, body=Result.from_dict(body)))


def test_a_forty_player_swiss_event_with_everything_an_event_day_brings(stack):
    organiser, _ = _account(stack, "organiser")
    judge, judge_id = _account(stack, "judge")
    ann, ann_id = _account(stack, "ann")  # players with accounts: they get their own penalties
    ben, ben_id = _account(stack, "ben")
    receiver = Receiver()
    hook = _ok(
        post_v1_webhooks.sync(
            client=organiser, body=WebhookCreate.from_dict({"url": receiver.url, "event_types": TOURNAMENT_WEBHOOKS})
        )
    )

    event = _ok(
        post_v1_tournaments.sync(
            client=organiser,
            body=TournamentCreate.from_dict(
                {
                    "ruleset": "arcane",
                    "name": "Regional qualifier",
                    "format": "swiss",
                    "match": {"best_of": 3},
                    "rounds": 4,
                    "top_cut": 8,
                    "enforcement": "competitive",
                    "round_minutes": 50,
                    "seed": 2026,
                }
            ),
        )
    )
    tid = event.id
    _ok(add_staff.sync(tid, client=organiser, body=StaffAdd.from_dict({"user_id": judge_id, "role": "judge"})))
    ids = {}
    for name, user in (("Ann", ann_id), ("Ben", ben_id)):
        ids[name] = _ok(
            add_player.sync(
                tid, client=organiser, body=TournamentPlayerCreate.from_dict({"user_id": user, "name": name})
            )
        ).id
    for i in range(38):
        _ok(add_player.sync(tid, client=organiser, body=TournamentPlayerCreate.from_dict({"name": f"Guest {i:02d}"})))

    url = f"{stack.base}/v1/tournaments/{tid}/events"
    watchers = {
        "anonymous": Subscriber(url, None),
        "organiser": Subscriber(url, organiser.token),
        "ann": Subscriber(url, ann.token),
    }
    for w in watchers.values():
        w.start()
        assert w.ready.wait(15)

    # round 1: the clock, an extension, a game loss that changes a match, a warning
    one = _ok(pair.sync(tid, client=judge))
    assert len(one.matches) == 20 and one.clock.state == "not_started"
    started = _ok(clock.sync(tid, "1", client=judge, body=ClockAction.from_dict({"action": "start", "minutes": 50})))
    assert started.state == "running" and started.remaining_seconds > 49 * 60
    anns = next(m for m in one.matches if ids["Ann"] in [p.id for p in m.players])
    extended = _ok(
        extend.sync(tid, anns.id, client=judge, body=ExtensionCreate(minutes=4, reason="Judge call: rules question"))
    )
    assert extended.extension_minutes == 4 and extended.ends_at > started.ends_at
    game_loss = _ok(
        penalise.sync(
            tid,
            client=judge,
            body=PenaltyCreate.from_dict(
                {
                    "player_id": ids["Ann"],
                    "infraction": "deck_problem",
                    "penalty": "game_loss",
                    "notes": "Sideboard card in the deck at the deck check",
                }
            ),
        )
    )
    assert game_loss.match_id == anns.id and game_loss.round_ == 1
    opponent = next(p.id for p in anns.players if p.id != ids["Ann"])
    decided = _ok(
        report.sync(
            tid, anns.id, client=judge, body=Result.from_dict({"wins": {ids["Ann"]: 1, opponent: 1}, "draws": 0})
        )
    )
    assert decided.result.to_dict()["wins"] == {ids["Ann"]: 1, opponent: 2}  # the game loss changed the match
    warning = _ok(
        penalise.sync(
            tid,
            client=judge,
            body=PenaltyCreate.from_dict({"player_id": ids["Ben"], "infraction": "slow_play", "penalty": "warning"}),
        )
    )
    _play(organiser, tid, one, skip={anns.id})
    assert [p.id for p in _ok(penalties.sync(tid, client=ann)).items] == [game_loss.id]
    assert [p.id for p in _ok(penalties.sync(tid, client=ben)).items] == [warning.id]
    assert {p.id for p in _ok(penalties.sync(tid, client=organiser)).items} == {game_loss.id, warning.id}
    slips_page = _ok(slips.sync(tid, 1, client=organiser))
    assert slips_page.count("class='slip'") == 20 and f"/app/events/{tid}/matches/" in slips_page

    # a late entry before round 2, a drop after a result in round 2
    late = _ok(add_player.sync(tid, client=organiser, body=TournamentPlayerCreate.from_dict({"name": "Latecomer"})))
    assert late.entered_round == 2 and late.missed_rounds == [1]
    two = _ok(pair.sync(tid, client=organiser))
    seated = [p.id for m in two.matches for p in m.players]
    assert late.id in seated and len(seated) == 41
    first = two.matches[0]
    _play(organiser, tid, Round.from_dict({**two.to_dict(), "matches": [first.to_dict()]}))
    dropper = first.players[0].id
    assert drop.sync_detailed(tid, dropper, client=organiser).status_code == 204
    _play(organiser, tid, two, skip={first.id})

    # round 3 is paired, then a round-2 result is corrected: round 3 is stale and re-paired
    three = _ok(pair.sync(tid, client=organiser))
    assert dropper not in [p.id for m in three.matches for p in m.players]
    fixed = two.matches[5]
    a, b = (p.id for p in fixed.players)
    _ok(report.sync(tid, fixed.id, client=organiser, body=Result.from_dict({"wins": {b: 2, a: 1}, "draws": 0})))
    stale = _ok(get_round.sync(tid, 3, client=organiser))
    assert stale.stale and "round 2 was corrected" in stale.stale_reason
    repaired = _ok(
        decide_stale.sync(
            tid,
            "3",
            client=organiser,
            body=StaleDecision.from_dict(
                {"decision": "repair", "reason": "Table 6 of round 2 was entered the wrong way round"}
            ),
        )
    )
    assert repaired.stale is False and repaired.pairings_made == 2
    _play(organiser, tid, repaired)
    _play(organiser, tid, _ok(pair.sync(tid, client=organiser)))

    # the top 8 to a champion
    top = _ok(pair.sync(tid, client=organiser))
    assert top.stage == "top_cut" and len(top.matches) == 4
    for _ in range(3):
        _play(organiser, tid, top)
        if get_v1_tournaments_tournament_id.sync(tid, client=organiser).status == "finished":
            break
        top = _ok(pair.sync(tid, client=organiser))
    bracket = _ok(get_bracket.sync(tid, client=organiser))
    assert [r.name for r in bracket.rounds] == ["quarter-final", "semi-final", "final"] and bracket.champion
    final = bracket.rounds[-1].matches[0]
    assert final.winner == bracket.champion and final.winner in final.players
    table = _ok(standings.sync(tid, client=organiser))
    assert table.final and table.items[0].player_id == bracket.champion and len(table.items) == 41

    # every subscriber saw every change it may see, in order, and nobody else's penalty
    for w in watchers.values():
        w.join(60)
    log = _ok(get_events.sync(tid, client=organiser, limit=1000)).items
    everything = [(e.number, e.type_) for e in log]
    assert [n for n, _ in everything] == list(range(1, len(everything) + 1))
    assert [(e["number"], e["type"]) for e in watchers["organiser"].events] == everything
    public = [(n, t) for n, t in everything if t != "penalty.issued"]
    assert [(e["number"], e["type"]) for e in watchers["anonymous"].events] == public
    own = [e for e in watchers["ann"].events if e["type"] == "penalty.issued"]
    assert [e["data"]["id"] for e in own] == [game_loss.id]
    types = {t for _, t in everything}
    assert {
        "round.paired",
        "clock.updated",
        "match.extended",
        "result.reported",
        "standings.updated",
        "player.entered",
        "player.dropped",
        "round.stale",
        "round.stale_resolved",
        "tournament.finished",
    } <= types

    # the five tournament webhooks, signed
    deadline = time.monotonic() + 60
    received: set[str] = set()
    while not set(TOURNAMENT_WEBHOOKS) <= received and time.monotonic() < deadline:
        time.sleep(0.2)
        received = {json.loads(body)["type"] for _, body in list(receiver.requests)}
    assert set(TOURNAMENT_WEBHOOKS) <= received, received
    for headers, body in list(receiver.requests):
        assert verify(secret=hook.secret, headers=headers, body=body, now=int(time.time()))


def test_a_pod_event_of_four_player_pods_with_a_pod_top_cut(stack):
    organiser, _ = _account(stack, "pod-organiser")
    event = _ok(
        post_v1_tournaments.sync(
            client=organiser,
            body=TournamentCreate.from_dict(
                {
                    "ruleset": "achroma",
                    "name": "Pod night",
                    "format": "pods",
                    "pod_size": 4,
                    "match": {"best_of": 1},
                    "rounds": 2,
                    "top_cut": 8,
                    "seed": 7,
                }
            ),
        )
    )
    tid = event.id
    for i in range(12):
        _ok(add_player.sync(tid, client=organiser, body=TournamentPlayerCreate.from_dict({"name": f"Pod {i:02d}"})))
    for _ in range(2):
        rnd = _ok(pair.sync(tid, client=organiser))
        assert [len(m.players) for m in rnd.matches] == [4, 4, 4]
        _play(organiser, tid, rnd)
    semis = _ok(pair.sync(tid, client=organiser))
    assert semis.stage == "top_cut" and [len(m.players) for m in semis.matches] == [4, 4]
    _play(organiser, tid, semis)
    final = _ok(pair.sync(tid, client=organiser))
    assert len(final.matches) == 1 and final.summary.to_dict()["final"] is True
    winners = {m.players[0].id for m in semis.matches}
    assert {p.id for p in final.matches[0].players} == winners
    _play(organiser, tid, final)
    bracket = _ok(get_bracket.sync(tid, client=organiser))
    assert bracket.champion == final.matches[0].players[0].id and bracket.rounds_total == 2
    assert get_v1_tournaments_tournament_id.sync(tid, client=organiser).status == "finished"
