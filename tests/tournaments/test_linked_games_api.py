"""Results taken from tracked games: a pod's finish in the order the tracker knows it, and the game log's chain
head kept on the match as evidence."""

from __future__ import annotations

import json
import re

from service.games.store import events_key
from tests.games.helpers import act
from tests.support.statements import statements_run
from tests.tournaments.helpers import add_guests, create, event_of_two, live_events, pair, result, user_id


def _last_entry(client, token: str, game_id: str) -> dict:
    version = client.get(f"/v1/games/{game_id}", token=token).get_json()["version"]
    items = client.get(f"/v1/games/{game_id}/events?after={version - 1}", token=token).get_json()["items"]
    return items[-1]


def test_a_pod_result_from_its_game_follows_the_elimination_order_and_keeps_the_chain_head(client):
    organiser = client.new_user_token()
    tid = create(client, organiser, format="pods", rounds=1, match={"best_of": 1})["id"]
    add_guests(client, organiser, tid, ["Ada", "Bo", "Cy", "Di"])
    pod = pair(client, organiser, tid)["matches"][0]
    seated = [p["id"] for p in pod["players"]]  # seat order: p1, p2, p3, p4 of the game
    game = client.post(
        "/v1/games",
        token=organiser,
        json={
            "ruleset": "arcane",
            "players": [{"name": p["name"]} for p in pod["players"]],
            "seed": 5,
            "first_player": "p1",
        },
    ).get_json()
    gid = game["id"]
    linked = client.post(f"/v1/tournaments/{tid}/matches/{pod['id']}/games", token=organiser, json={"game_id": gid})
    assert linked.status_code == 200, linked.get_json()
    for seat in ("p1", "p2", "p3", "p4"):
        act(client, organiser, gid, type="keep", seat=seat)
    life = {"type": "adjust", "seat": "p1", "counter": "life", "delta": -30, "reason": "lethal"}
    act(client, organiser, gid, **life, target="p3")  # out first
    act(client, organiser, gid, type="concede", seat="p2")  # out second
    act(client, organiser, gid, **life, target="p4")  # out third: p1 wins
    decided = result(client, organiser, tid, pod["id"], from_game=True)
    assert decided["result"]["placements"] == [[seated[0]], [seated[3]], [seated[1]], [seated[2]]]
    assert decided["result"]["source"] == "game"
    # the chain head is the hash the game's last history entry carries (none before the game log is chained)
    head = _last_entry(client, organiser, gid).get("hash")
    assert decided["chain_head"] == head and decided["games"][0]["chain_head"] == head
    points = {r["player_id"]: r["points"] for r in client.get(f"/v1/tournaments/{tid}/standings").get_json()["items"]}
    assert [points[p] for p in (seated[0], seated[3], seated[1], seated[2])] == [3, 2, 1, 0]


def test_a_match_result_from_a_chained_game_log_stores_its_head(client, app):
    """Until every game log carries hashes, the last entry is given one here, in Redis, the way the chained log
    keeps it; the match must store exactly that head."""
    organiser = client.new_user_token()
    tid = create(client, organiser, rounds=1, match={"best_of": 1})["id"]
    add_guests(client, organiser, tid, ["Ada", "Bo"])
    match = pair(client, organiser, tid)["matches"][0]
    gid = client.post(
        "/v1/games",
        token=organiser,
        json={"ruleset": "arcane", "players": [{"name": "Ada"}, {"name": "Bo"}], "seed": 5},
    ).get_json()["id"]
    client.post(f"/v1/tournaments/{tid}/matches/{match['id']}/games", token=organiser, json={"game_id": gid})
    act(client, organiser, gid, type="concede", seat="p2")
    entry = _last_entry(client, organiser, gid)
    if "hash" not in entry:
        entry["hash"] = "9f2c" * 16
        redis = app.extensions["companion"].redis
        redis.lset(events_key(gid), entry["number"] - 1, json.dumps(entry, separators=(",", ":")))
    decided = result(client, organiser, tid, match["id"], from_game=True)
    assert decided["chain_head"] == entry["hash"] and decided["games"][0]["chain_head"] == entry["hash"]


def _tables_read(statements: list[str]) -> list[str]:
    tables = []
    for s in statements:
        if s.lstrip().upper().startswith("SELECT"):
            table = re.search(r"\bFROM\s+(\S+)", s)
            assert table is not None, s
            tables.append(table.group(1))
    return tables


def test_linking_a_game_reads_each_table_once(client, app):
    """At a round's start 64 tables link their games at once, and under gevent each round trip to the database
    waits for the worker's other requests: the link must not read a table twice — the match's tournament and
    players are loaded once and the answer's document reuses them."""
    organiser = client.new_user_token()
    tid = create(client, organiser, rounds=1, match={"best_of": 1})["id"]
    add_guests(client, organiser, tid, ["Ada", "Bo"])
    match = pair(client, organiser, tid)["matches"][0]
    gid = client.post(
        "/v1/games", token=organiser, json={"ruleset": "arcane", "players": [{"name": "Ada"}, {"name": "Bo"}]}
    ).get_json()["id"]
    with statements_run(app.extensions["companion"].db.engine) as statements:
        linked = client.post(
            f"/v1/tournaments/{tid}/matches/{match['id']}/games", token=organiser, json={"game_id": gid}
        )
    assert linked.status_code == 200
    assert [p["name"] for p in linked.get_json()["players"]] == [p["name"] for p in match["players"]]
    reads = _tables_read(statements)
    assert sorted(reads) == sorted(
        ["tournaments", "tournament_matches", "tournament_players", "game_members", "tournament_rounds"]
    ), reads


def test_a_result_from_the_game_writes_each_table_once(client, app):
    """At a round's end every table reports at once, and each statement holds the event's writers a while longer
    (SQLite has one writer; PostgreSQL queues them on the event's row): a player's result from the game writes the
    match once, with its result, and the live log's entries and the rating changes each in one statement, and reads
    the players' ratings in one. It is rated, logged and final all the same."""
    _, tid, phones, match = event_of_two(client, rounds=2, match={"best_of": 1})
    first, second = (p["id"] for p in match["players"])
    started = client.post(f"/v1/tournaments/{tid}/matches/{match['id']}/games", token=phones[first], json={})
    assert started.status_code == 201, started.get_json()
    gid = started.get_json()["games"][-1]["game_id"]
    assert (
        client.post(
            f"/v1/games/{gid}/actions", token=phones[second], json={"type": "concede", "seat": "p2"}
        ).status_code
        == 200
    )
    before = [e["number"] for e in live_events(client, tid)]
    with statements_run(app.extensions["companion"].db.engine) as statements:
        decided = result(client, phones[first], tid, match["id"], from_game=True)

    def writes(verb: str, table: str) -> int:
        return sum(s.upper().startswith(f"{verb} {table}".upper()) for s in statements)

    assert writes("UPDATE", "tournament_matches") == 1
    assert writes("INSERT INTO", "tournament_events") == 1
    assert writes("INSERT INTO", "rating_changes") == 1
    assert sum(re.search(r"\bFROM player_ratings\b", s) is not None for s in statements) == 1
    assert decided["status"] == "final" and decided["result"]["wins"] == {first: 1, second: 0}
    assert decided["result"]["source"] == "game" and decided["chain_head"]
    logged = [e for e in live_events(client, tid) if e["number"] > max(before)]
    assert [e["type"] for e in logged] == ["result.reported", "standings.updated", "round.completed"]
    assert [e["number"] for e in logged] == list(range(max(before) + 1, max(before) + 4))
    rated = client.get(f"/v1/ratings/{user_id(client, phones[first])}", token=phones[first]).get_json()
    assert [(h["source"], h["source_id"]) for h in rated["history"]] == [("match", match["id"])]
