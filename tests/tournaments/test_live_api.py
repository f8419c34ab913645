"""The live side of an event: its log as JSON and as a resumable SSE stream (penalties only to whom they may
show), the public live page under a strict Content-Security-Policy, result slips and the wall list."""

from __future__ import annotations

import json
import re
import threading

import httpx
import pytest

from service.tournaments import slips
from service.web.app_shell import shell
from tests.games.helpers import create_game
from tests.games.test_sse import sse_events
from tests.service.test_errors import assert_problem
from tests.support.client import ApiClient
from tests.support.redis_cluster import subscribers
from tests.support.servers import LiveServer
from tests.support.statements import statements_run
from tests.tournaments.helpers import add_guests, clock, create, live_events, pair, penalise, result, user_id


@pytest.fixture
def sse_app(make_app):
    return make_app(SSE_KEEPALIVE_SECONDS="1")


def _event_with_a_player_account(client: ApiClient):
    organiser, player = client.new_user_token(), client.new_user_token()
    tid = create(client, organiser, rounds=2)["id"]
    mine = client.post(f"/v1/tournaments/{tid}/players", token=organiser, json={"user_id": user_id(client, player)})
    add_guests(client, organiser, tid, ["B", "C", "D"])
    return organiser, player, tid, mine.get_json()["id"]


def test_the_log_as_json_shows_penalties_only_to_staff_and_the_penalised_player(client):
    organiser, player, tid, mine = _event_with_a_player_account(client)
    round_one = pair(client, organiser, tid)
    penalise(client, organiser, tid, mine, "slow_play", "warning")
    other = next(p["id"] for p in round_one["matches"][0]["players"] if p["id"] != mine)
    penalise(client, organiser, tid, other, "slow_play", "warning")
    public = [e["type"] for e in live_events(client, tid)]
    staff = live_events(client, tid, token=organiser)
    own = live_events(client, tid, token=player)
    assert "penalty.issued" not in public
    assert [e["data"]["player_id"] for e in staff if e["type"] == "penalty.issued"] == [mine, other]
    assert [e["data"]["player_id"] for e in own if e["type"] == "penalty.issued"] == [mine]
    assert [e["number"] for e in staff] == list(range(1, len(staff) + 1))  # numbered in commit order
    assert all("audience" not in e for e in staff)
    assert public[:2] == ["tournament.started", "round.paired"]
    page = client.get(f"/v1/tournaments/{tid}/events?after=1&limit=1", token=organiser).get_json()
    assert [e["number"] for e in page["items"]] == [2] and page["next_after"] == 2 and page["last"] == len(staff)
    assert_problem(client.get("/v1/tournaments/trn_nope/events"), 404, "not-found")
    assert_problem(client.get(f"/v1/tournaments/{tid}/events", token="tok_nope"), 401, "unauthorized")
    assert_problem(client.get(f"/v1/tournaments/{tid}/events?after=-1"), 422, "validation-error")


def _collect(url: str, headers: dict, count: int, into: list, ready: threading.Event) -> None:
    with httpx.stream("GET", url, headers={"Accept": "text/event-stream", **headers}, timeout=20) as resp:
        ready.set()
        for event in sse_events(resp.iter_lines()):
            if "id" in event:
                into.append(event)
            if len(into) >= count:
                return


def test_sse_streams_send_every_change_in_order_resume_and_filter_penalties(sse_app):
    client = ApiClient(sse_app.test_client())
    organiser, player, tid, mine = _event_with_a_player_account(client)
    round_one = pair(client, organiser, tid)  # entries 1 (started) and 2 (paired) are the backlog
    with LiveServer(sse_app) as server:
        url = f"{server.url}/v1/tournaments/{tid}/events"
        anonymous: list[dict] = []
        staff: list[dict] = []
        threads = []
        for headers, into, count in (({}, anonymous, 6), ({"Authorization": f"Bearer {organiser}"}, staff, 7)):
            ready = threading.Event()
            t = threading.Thread(target=_collect, args=(url, headers, count, into, ready), daemon=True)
            t.start()
            assert ready.wait(10)
            threads.append(t)
        clock(client, organiser, tid, 1, action="start")  # 3
        penalise(client, organiser, tid, mine, "tardiness", "game_loss")  # 4: staff and the player only
        match = next(m for m in round_one["matches"] if mine in [p["id"] for p in m["players"]])
        other = next(p["id"] for p in match["players"] if p["id"] != mine)
        result(client, organiser, tid, match["id"], wins={other: 1, mine: 0})  # 5 result, 6 standings
        client.post(
            f"/v1/tournaments/{tid}/matches/{round_one['matches'][1]['id']}/extensions",
            token=organiser,
            json={"minutes": 2, "reason": "ruling"},
        )  # 7
        for t in threads:
            t.join(15)
        assert [e["id"] for e in staff] == ["1", "2", "3", "4", "5", "6", "7"]
        assert [e["event"] for e in staff] == [
            "tournament.started",
            "round.paired",
            "clock.updated",
            "penalty.issued",
            "result.reported",
            "standings.updated",
            "match.extended",
        ]
        assert [e["id"] for e in anonymous] == ["1", "2", "3", "5", "6", "7"]
        decided = json.loads(anonymous[3]["data"])
        assert decided["data"]["result"]["wins"] == {other: 2, mine: 0}  # the game loss counted
        assert "audience" not in json.loads(staff[3]["data"])
        # resume after a drop: only what came after Last-Event-ID, the player's own penalty included
        resumed: list[dict] = []
        ready = threading.Event()
        headers = {"Authorization": f"Bearer {player}", "Last-Event-ID": "3"}
        _collect(url, headers, 2, resumed, ready)
        assert [e["id"] for e in resumed] == ["4", "5"]
        everything = client.get(f"/v1/tournaments/{tid}/events", headers={"Accept": "*/*"})
        assert everything.mimetype == "application/json"  # */* is not a request for a stream
        bad = httpx.get(url, headers={"Accept": "text/event-stream", "Last-Event-ID": "x"}, timeout=5)
        assert bad.status_code == 400


def test_both_live_logs_answer_a_client_that_accepts_anything_with_json(client):
    """`Accept: */*` (what HTTP libraries and generated clients send) is not a request for a stream that never
    ends: games' and tournaments' logs both answer it with their JSON page."""
    token = client.new_user_token()
    game = create_game(client, token)
    tid = create(client, token)["id"]
    for url in (f"/v1/games/{game['id']}/events", f"/v1/tournaments/{tid}/events"):
        for accept in ("*/*", "application/json, text/event-stream;q=0.5", "text/*"):
            resp = client.get(url, token=token, headers={"Accept": accept})
            assert resp.status_code == 200 and resp.mimetype == "application/json", (url, accept)


def test_one_redis_subscription_serves_every_stream_of_an_event(sse_app):
    client = ApiClient(sse_app.test_client())
    organiser = client.new_user_token()
    tid = create(client, organiser)["id"]
    with LiveServer(sse_app) as server:
        url = f"{server.url}/v1/tournaments/{tid}/events"
        with (
            httpx.stream("GET", url, headers={"Accept": "text/event-stream"}, timeout=10) as a,
            httpx.stream("GET", url, headers={"Accept": "text/event-stream"}, timeout=10) as b,
        ):
            streams = [sse_events(a.iter_lines()), sse_events(b.iter_lines())]
            for s in streams:
                assert next(s) == {"retry": "2000"}
            redis = sse_app.extensions["companion"].redis
            assert subscribers(redis, f"tournament:{{{tid}}}:live") == 1
            add_guests(client, organiser, tid, ["A"])  # registration: no live entry
            client.post(f"/v1/tournaments/{tid}/finish", token=organiser)
            assert [next(e for e in s if "id" in e)["event"] for s in streams] == ["tournament.finished"] * 2


def test_the_live_page_is_html_under_a_strict_policy_with_its_script_as_a_file(client):
    organiser = client.new_user_token()
    tid = create(client, organiser, name="<Friday> & Night")["id"]
    page = client.get(f"/tournaments/{tid}/live")
    assert page.status_code == 200 and page.mimetype == "text/html"
    assert page.headers["Cache-Control"] == "no-cache"  # it names the files of the tree being served
    policy = page.headers["Content-Security-Policy"]
    assert "script-src 'self'" in policy and "default-src 'none'" in policy and "unsafe-inline" not in policy
    assert "require-trusted-types-for 'script'" in policy and "trusted-types 'none'" in policy
    body = page.data.decode()
    assert "&lt;Friday&gt; &amp; Night" in body and "<Friday>" not in body
    assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", body)  # no inline script
    assert not re.search(r"<style|\sstyle=", body)  # no inline style
    assert f'data-tournament="{tid}"' in body
    # the script is the web companion's module, under the digest of its files, on the app's API client and stream
    digest = shell().tree.digest
    src = re.search(r'<script type="module" src="([^"]+)"></script>', body)
    assert src and src[1] == f"/app/s/{digest}/app/event-live-page.js"
    script = client.get(src[1])
    assert script.status_code == 200 and script.mimetype == "text/javascript"
    assert b'from "./api.js"' in script.data and b'from "./live.js"' in script.data
    assert b"innerHTML" not in script.data and b"fetch(" not in script.data and b"EventSource" not in script.data
    href = re.search(r'<link rel="stylesheet" href="([^"]+)">', body)
    assert href and href[1] == f"/app/s/{digest}/app/event-live-page.css"
    assert client.get(href[1]).mimetype == "text/css"
    assert client.get("/tournaments/live.js").status_code == 404
    assert_problem(client.get("/tournaments/trn_nope/live"), 404, "not-found")


def test_result_slips_one_per_table_with_a_qr_code_to_the_result_form(app, client):
    organiser = client.new_user_token()
    tid = create(client, organiser, name="Slips & Co")["id"]
    add_guests(client, organiser, tid, ["<Ann>", "Bo", "Cy", "Di", "Ed"])
    round_one = pair(client, organiser, tid)
    page = client.get(f"/v1/tournaments/{tid}/rounds/1/slips")
    assert page.status_code == 200 and page.mimetype == "text/html"
    assert "script-src" not in page.headers["Content-Security-Policy"]
    body = page.data.decode()
    tables = [m for m in round_one["matches"] if m["kind"] != "bye"]
    assert body.count("class='slip'") == len(tables) == 2 and body.count("<svg") == 2
    for m in tables:
        site = app.extensions["companion"].settings.public_base_url  # PUBLIC_URL, not the request's Host
        form = slips.report_url(site, tid, m["id"])
        assert form == f"{site}/app/events/{tid}/matches/{m['id']}/report"
        assert form in body and slips._qr(form) in body  # the QR code opens the table's report page
        assert f"Table {m['table']} · Round 1" in body
    assert "&lt;Ann&gt;" in body and "<Ann>" not in body and body.count("Game 3") == 2  # best of three
    assert "@page" in body and "<script" not in body
    assert_problem(client.get(f"/v1/tournaments/{tid}/rounds/2/slips"), 404, "not-found")


def test_the_wall_list_sorts_players_by_name(client):
    organiser = client.new_user_token()
    tid = create(client, organiser)["id"]
    add_guests(client, organiser, tid, ["zoe", "Adam", "mia", "Bea", "Carl"])
    round_one = pair(client, organiser, tid)
    lines = client.get(f"/v1/tournaments/{tid}/rounds/1/pairings?sort=name").data.decode().splitlines()
    assert lines[0] == "player,table,seat,opponents,player_id"
    assert [line.split(",")[0] for line in lines[1:]] == ["Adam", "Bea", "Carl", "mia", "zoe"]
    bye = next(m for m in round_one["matches"] if m["kind"] == "bye")["players"][0]["name"]
    assert any(line.startswith(f"{bye},BYE,") for line in lines)
    html_page = client.get(f"/v1/tournaments/{tid}/rounds/1/pairings?sort=name&format=html")
    assert html_page.mimetype == "text/html" and b"player_id" not in html_page.data
    assert_problem(client.get(f"/v1/tournaments/{tid}/rounds/1/pairings?sort=age"), 422, "validation-error")


def test_the_event_is_held_for_the_numbering_the_check_and_the_commit_only(client, app):
    """Every writer to an event queues for its row (the live log's numbers), on PostgreSQL for as long as the
    holder's unit of work still has round trips to make: a unit's own writes go first, and after the numbering come
    only the entries' one INSERT and, for a result, the one query that checks whether the round is over."""
    organiser = client.new_user_token()
    tid = create(client, organiser, rounds=2)["id"]
    add_guests(client, organiser, tid, ["A", "B", "C", "D"])
    one, _ = pair(client, organiser, tid)["matches"]
    a, b = (p["id"] for p in one["players"])
    with statements_run(app.extensions["companion"].db.engine) as run:
        result(client, organiser, tid, one["id"], wins={a: 2, b: 0})  # the other table still plays
    statements = [s.upper() for s in run]
    numbering = next(i for i, s in enumerate(statements) if s.startswith("UPDATE TOURNAMENTS SET EVENT_COUNT"))
    held = statements[numbering + 1 :]
    assert len(held) == 2, held
    assert "FROM TOURNAMENT_ROUNDS" in held[0] and "EXISTS" in held[0]  # is the round over? no
    assert held[1].startswith("INSERT INTO TOURNAMENT_EVENTS")
    assert any(s.startswith("UPDATE TOURNAMENT_MATCHES") for s in statements[:numbering])  # the result: before
    assert client.get(f"/v1/tournaments/{tid}/rounds/1", token=organiser).get_json()["status"] == "open"
