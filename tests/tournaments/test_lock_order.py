"""Lock order on PostgreSQL (``service.tournaments.locks``): a unit that changes a match through the event takes the
match first, as a result does, so that a result and a penalty (or a round paired again) on the same match at the
same moment both finish, one after the other; in the opposite order each would hold what the other waits for until
PostgreSQL failed one of them after a second. Each test holds a result's match lock, waits until the other unit is
waiting on a lock, then lets the result finish."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import pytest
from sqlalchemy.orm import Session

from service.accounts.identity import Principal
from service.platform.errors import Conflict
from service.tournaments import penalties, registration, results, rounds, stale
from service.tournaments.access import get_tournament
from service.tournaments.history import get_match
from service.tournaments.models import TournamentMatch, TournamentPlayer
from tests.support.client import ApiClient
from tests.support.pg_locks import lock_wait_seen
from tests.tournaments.helpers import add_guests, create, live_events, pair, play_round, result

pytestmark = pytest.mark.parametrize(
    "database_url", [pytest.param("postgres", marks=pytest.mark.postgres)], indirect=True
)


def _principal(client: ApiClient, token: str) -> Principal:
    me = client.get("/v1/me", token=token).get_json()
    return Principal(me["id"], me["username"], False, frozenset({"tournaments:write"}), "token", "tok-organiser")


def _race(db: Any, *, tid: str, match_id: str, principal: Principal, body: dict, other: Callable[[Session], Any]):
    """A staff result on ``match_id`` that holds its match while ``other`` runs in its own unit of work and waits on
    a lock; the result then finishes. Returns what ``other`` returned or raised, and the result's error if any."""
    holding = threading.Event()
    outcome: dict[str, Any] = {}

    def report() -> None:
        try:
            with db.session() as session:
                # the lock report() takes first; held here until the other unit waits on something
                get_match(session, get_tournament(session, tid), match_id, for_update=True)
                holding.set()
                assert lock_wait_seen(db, seconds=20), "the other unit never waited on a lock"
                results.report(session=session, principal=principal, tournament_id=tid, match_id=match_id, body=body)
        except BaseException as exc:
            outcome["result_error"] = exc
        finally:
            holding.set()

    def run_other() -> None:
        holding.wait(20)
        try:
            with db.session() as session:
                outcome["other"] = other(session)
        except BaseException as exc:
            outcome["other"] = exc

    threads = [threading.Thread(target=report), threading.Thread(target=run_other)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    return outcome


def test_a_penalty_and_a_result_on_one_match_at_once_both_land(db_app):
    """Penalties — a match loss issued while staff enter the same match's result: the result is written, then the
    penalty corrects it (a match loss in a match already over corrects its result)."""
    client = ApiClient(db_app.test_client())
    organiser = client.new_user_token()
    tid = create(client, organiser, enforcement="competitive")["id"]
    add_guests(client, organiser, tid, ["A", "B", "C", "D"])
    match = pair(client, organiser, tid)["matches"][0]
    a, b = (p["id"] for p in match["players"])
    principal = _principal(client, organiser)

    def penalise(session: Session) -> dict:
        return penalties.issue(
            session=session,
            principal=principal,
            tournament_id=tid,
            player_id=a,
            infraction_code="deck_problem",
            penalty="match_loss",
            notes="",
        )

    outcome = _race(
        db_app.extensions["companion"].db,
        tid=tid,
        match_id=match["id"],
        principal=principal,
        body={"wins": {a: 2, b: 0}},
        other=penalise,
    )
    assert "result_error" not in outcome, outcome
    assert isinstance(outcome["other"], dict), outcome
    assert outcome["other"]["match_id"] == match["id"]
    with db_app.extensions["companion"].db.read() as session:  # the penalty's detail is not in the public round
        after = session.get(TournamentMatch, match["id"])
        assert after is not None and after.status == "final" and after.result is not None
        assert after.result["reported"]["wins"] == {a: 2, b: 0}  # the result, written first
        assert after.result["outcome"] == "match_loss" and after.result["wins"] == {a: 0, b: 2}  # then corrected


def test_pairing_a_round_again_while_a_result_is_entered_refuses_cleanly(db_app):
    """Rounds — the current round paired again while staff enter its first result: the result is written, and the
    repair, which then finds a result entered, is refused with 409 ``results-entered``."""
    client = ApiClient(db_app.test_client())
    organiser = client.new_user_token()
    tid = create(client, organiser)["id"]
    add_guests(client, organiser, tid, ["A", "B", "C", "D"])
    match = pair(client, organiser, tid)["matches"][0]
    a, b = (p["id"] for p in match["players"])
    principal = _principal(client, organiser)

    def repair(session: Session) -> Any:
        return rounds.repair(session=session, principal=principal, tournament_id=tid, number=1)

    outcome = _race(
        db_app.extensions["companion"].db,
        tid=tid,
        match_id=match["id"],
        principal=principal,
        body={"wins": {a: 2, b: 0}},
        other=repair,
    )
    assert "result_error" not in outcome, outcome
    assert isinstance(outcome["other"], Conflict) and outcome["other"].code == "results-entered", outcome
    after = client.get(f"/v1/tournaments/{tid}/rounds/1", token=organiser).get_json()["matches"]
    assert after[0]["id"] == match["id"] and after[0]["status"] == "final"


def test_a_stale_round_repaired_while_a_table_reports_keeps_that_table(db_app):
    """Stale rounds — a stale round's untouched tables are paired again while staff enter a result at one of them:
    the result is written, and the repair keeps that table (it has started) and pairs the others again."""
    client = ApiClient(db_app.test_client())
    organiser = client.new_user_token()
    tid = create(client, organiser, rounds=3)["id"]
    add_guests(client, organiser, tid, [f"P{i}" for i in range(8)])
    round_one = pair(client, organiser, tid)
    play_round(client, organiser, tid, round_one)
    round_two = pair(client, organiser, tid)
    first = round_one["matches"][0]
    x, y = (p["id"] for p in first["players"])
    result(client, organiser, tid, first["id"], wins={x: 0, y: 2})  # a correction: round 2 is now stale
    match = round_two["matches"][0]
    a, b = (p["id"] for p in match["players"])
    principal = _principal(client, organiser)

    def resolve(session: Session) -> Any:
        return stale.resolve(
            session=session, principal=principal, tournament_id=tid, number=2, decision="repair", reason="slip misread"
        )

    outcome = _race(
        db_app.extensions["companion"].db,
        tid=tid,
        match_id=match["id"],
        principal=principal,
        body={"wins": {a: 2, b: 0}},
        other=resolve,
    )
    assert "result_error" not in outcome, outcome
    assert not isinstance(outcome["other"], BaseException), outcome
    after = client.get(f"/v1/tournaments/{tid}/rounds/2", token=organiser).get_json()
    kept = [m for m in after["matches"] if m["id"] == match["id"]]
    assert kept and kept[0]["status"] == "final" and after["stale"] is False


def test_two_corrections_written_side_by_side_mark_the_round_stale_once(db_app):
    """Stale rounds — two round-1 results corrected at once, after round 2 was paired, in two units of work that are
    both ready to commit before either does: round 2 is marked stale once, by whichever commits first (the mark is
    made as a unit commits, under the event's row, so the second sees the first's). Marked in the middle of the
    unit, each saw round 2 not stale yet, and the second waited for the first's lock on the round's row."""
    client = ApiClient(db_app.test_client())
    organiser = client.new_user_token()
    tid = create(client, organiser, rounds=3)["id"]
    add_guests(client, organiser, tid, [f"P{i}" for i in range(8)])
    round_one = pair(client, organiser, tid)
    play_round(client, organiser, tid, round_one)
    pair(client, organiser, tid)
    db = db_app.extensions["companion"].db
    principal = _principal(client, organiser)
    both_written = threading.Barrier(2, timeout=20)
    errors: list[BaseException] = []

    def correct(match: dict) -> None:
        first, second = (p["id"] for p in match["players"])
        try:
            with db.session() as session:  # commits as the block ends
                results.report(
                    session=session,
                    principal=principal,
                    tournament_id=tid,
                    match_id=match["id"],
                    body={"wins": {first: 0, second: 2}},
                )
                both_written.wait()
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=correct, args=(m,)) for m in round_one["matches"][:2]]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert errors == []
    assert client.get(f"/v1/tournaments/{tid}/rounds/2", token=organiser).get_json()["stale"] is True
    types = [e["type"] for e in live_events(client, tid, token=organiser)]
    assert types.count("round.stale") == 1 and types.count("result.reported") == 4 + 2


def _read_then_paired(db_app: Any, write: Callable[[Session, Principal, str], Any]) -> tuple[ApiClient, str, str]:
    """An event of four after round 1, whose round 2 is paired (and committed) after a unit of work of staff read
    the event and before it writes (``write(session, principal, tid)``)."""
    client = ApiClient(db_app.test_client())
    organiser = client.new_user_token()
    tid = create(client, organiser, rounds=3)["id"]
    add_guests(client, organiser, tid, ["A", "B", "C", "D"])
    play_round(client, organiser, tid, pair(client, organiser, tid))
    db = db_app.extensions["companion"].db
    principal = _principal(client, organiser)
    with db.session() as session:
        assert get_tournament(session, tid).current_round == 1  # read as round 2 is being paired
        with db.session() as pairing:
            rounds.pair_next(session=pairing, principal=principal, tournament_id=tid)
        write(session, principal, tid)
    return client, organiser, tid


def test_a_drop_while_the_next_round_is_paired_drops_after_that_round(db_app):
    """Drops — a player drops while round 2 is being paired, and is paired in it: they drop after round 2 (a match
    already paired in the current round stands), not after round 1 with a match in round 2."""
    dropped: list[str] = []

    def drop(session: Session, principal: Principal, tid: str) -> None:
        player = next(p for p in registration.list_players(session=session, tournament_id=tid) if p.name == "A")
        registration.drop(session=session, principal=principal, tournament_id=tid, player_id=player.id)
        dropped.append(player.id)

    client, organiser, tid = _read_then_paired(db_app, drop)
    players = {p["id"]: p for p in client.get(f"/v1/tournaments/{tid}/players", token=organiser).get_json()["items"]}
    assert players[dropped[0]]["dropped_after_round"] == 2
    round_two = client.get(f"/v1/tournaments/{tid}/rounds/2", token=organiser).get_json()
    assert any(dropped[0] in [p["id"] for p in m["players"]] for m in round_two["matches"])


def test_a_late_entry_while_the_next_round_is_paired_enters_the_round_after(db_app):
    """Late entries — a player entered while round 2 is being paired, and not paired in it: they enter in round 3,
    and round 2 counts as missed, not as a round they were due to play."""
    entered: list[TournamentPlayer] = []

    def enter(session: Session, principal: Principal, tid: str) -> None:
        entered.append(registration.register(session=session, principal=principal, tournament_id=tid, name="Late"))

    _read_then_paired(db_app, enter)
    assert entered[0].entered_round == 3
