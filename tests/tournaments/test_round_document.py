"""A round is served as built, without a marshmallow pass (every phone reads it at each pairing): the document
must be exactly what RoundSchema would make of it, in every state a round goes through."""

from __future__ import annotations

import orjson

from schemas.tournaments import RoundSchema
from service.platform.jsonio import dumps
from service.tournaments.rounds import get_round
from tests.tournaments.helpers import add_guests, clock, create, pair, result


def _as_built_and_as_dumped(app, tid: str, number: int) -> tuple[dict, dict]:
    with app.app_context(), app.extensions["companion"].db.session() as session:
        built = get_round(session=session, tournament_id=tid, number=number)
        return orjson.loads(dumps(built)), RoundSchema().dump(built)


def test_round_document_equals_its_schema_dump_through_a_round(client, app):
    organiser = client.new_user_token()
    tid = create(client, organiser)["id"]
    add_guests(client, organiser, tid, ["A", "B", "C", "D", "E"])  # five: one bye
    round_one = pair(client, organiser, tid)
    served, dumped = _as_built_and_as_dumped(app, tid, 1)
    assert served == dumped
    assert {m["kind"] for m in served["matches"]} == {"match", "bye"}

    clock(client, organiser, tid, 1, action="start", minutes=30)
    match = next(m for m in round_one["matches"] if m["kind"] == "match")
    extension = {"minutes": 3, "reason": "judge"}
    extended = client.post(f"/v1/tournaments/{tid}/matches/{match['id']}/extensions", token=organiser, json=extension)
    assert extended.status_code == 201, extended.get_json()
    ids = [p["id"] for p in match["players"]]
    result(client, organiser, tid, match["id"], wins={ids[0]: 2, ids[1]: 1})
    served, dumped = _as_built_and_as_dumped(app, tid, 1)
    assert served == dumped
    assert served["clock"]["state"] == "running" and served["clock"]["started_at"] is not None
    mine = next(m for m in served["matches"] if m["id"] == match["id"])
    assert mine["extension_minutes"] == 3 and mine["ends_at"] is not None and mine["result"] is not None

    over_http = client.get(f"/v1/tournaments/{tid}/rounds/1").get_json()
    assert set(over_http) == set(dumped)
    assert [set(m) for m in over_http["matches"]] == [set(m) for m in dumped["matches"]]
