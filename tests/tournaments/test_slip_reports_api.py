"""A guest reports their table's result with the code on its printed slip: the right code (as a signed-in player's
report: final once both agree), a wrong one, another match's, a player with an account, a final result; wrong codes
are rate-limited; only staff print the slips with their codes, through an expiring print key."""

from __future__ import annotations

import re
from datetime import timedelta

from service.platform.model_base import utcnow
from service.tournaments import slip_codes
from tests.service.test_errors import assert_problem
from tests.support.client import ApiClient
from tests.tournaments.helpers import add_guests, create, pair, result, user_id


def _guest_round(client: ApiClient) -> tuple[str, str, list[dict]]:
    """An event of four guests, round 1 paired: (organiser, event id, its two tables)."""
    organiser = client.new_user_token()
    tid = create(client, organiser)["id"]
    add_guests(client, organiser, tid, ["Ann", "Bo", "Cy", "Di"])
    return organiser, tid, pair(client, organiser, tid)["matches"]


def _code(client: ApiClient, tid: str, match_id: str) -> str:
    secret = client.http.application.extensions["companion"].settings.secret_key
    return slip_codes.slip_code(secret, tid, match_id)


def _report(client: ApiClient, tid: str, match_id: str, **body):
    return client.post(f"/v1/tournaments/{tid}/matches/{match_id}/slip-result", json=body)


def test_a_guest_reports_with_the_slip_code_and_both_reports_make_it_final(client):
    _, tid, tables = _guest_round(client)
    match = tables[0]
    a, b = (p["id"] for p in match["players"])
    code = _code(client, tid, match["id"])
    assert re.fullmatch(r"[A-HJ-NP-Z2-9]{6}", code)
    first = _report(client, tid, match["id"], code=code.lower(), player_id=a, wins={a: 2, b: 1})
    assert first.status_code == 200, first.get_json()
    assert first.get_json()["status"] == "reported" and first.get_json()["reported_by"] == [a]
    typed = f"{code[:3]}-{code[3:]}"  # as people type it
    second = _report(client, tid, match["id"], code=typed, player_id=b, wins={a: 2, b: 1})
    assert second.status_code == 200 and second.get_json()["status"] == "final"
    assert second.get_json()["result"]["wins"] == {a: 2, b: 1}
    public = client.get(f"/v1/tournaments/{tid}/matches/{match['id']}").get_json()
    assert public["status"] == "final" and [p["name"] for p in public["players"]] == [
        p["name"] for p in match["players"]
    ]


def test_reports_that_differ_are_disputed(client):
    _, tid, tables = _guest_round(client)
    match = tables[0]
    a, b = (p["id"] for p in match["players"])
    code = _code(client, tid, match["id"])
    assert _report(client, tid, match["id"], code=code, player_id=a, wins={a: 2, b: 0}).status_code == 200
    disputed = _report(client, tid, match["id"], code=code, player_id=b, wins={a: 0, b: 2})
    assert disputed.get_json()["status"] == "disputed"


def test_a_wrong_code_and_another_matchs_code_are_refused(client):
    _, tid, tables = _guest_round(client)
    match, other = tables[0], tables[1]
    a, b = (p["id"] for p in match["players"])
    wrong = _report(client, tid, match["id"], code="AAAAAA", player_id=a, wins={a: 2, b: 0})
    assert_problem(wrong, 403, "wrong-slip-code")
    assert "code" in wrong.get_json()["detail"]
    others = _report(client, tid, match["id"], code=_code(client, tid, other["id"]), player_id=a, wins={a: 2})
    assert_problem(others, 403, "wrong-slip-code")
    # nor does a table's code speak for a player of another table
    stranger = other["players"][0]["id"]
    outsider = _report(client, tid, match["id"], code=_code(client, tid, match["id"]), player_id=stranger, wins={a: 2})
    assert_problem(outsider, 422, "validation-error")
    assert client.get(f"/v1/tournaments/{tid}/matches/{match['id']}").get_json()["status"] == "pending"


def test_a_final_result_is_the_staffs_to_correct(client):
    organiser, tid, tables = _guest_round(client)
    match = tables[0]
    a, b = (p["id"] for p in match["players"])
    result(client, organiser, tid, match["id"], wins={a: 2, b: 0})
    late = _report(client, tid, match["id"], code=_code(client, tid, match["id"]), player_id=b, wins={a: 0, b: 2})
    assert_problem(late, 409, "result-final")


def test_a_player_with_an_account_reports_signed_in_not_with_the_slip(client):
    organiser, player = client.new_user_token(), client.new_user_token()
    tid = create(client, organiser)["id"]
    client.post(f"/v1/tournaments/{tid}/players", token=organiser, json={"user_id": user_id(client, player)})
    add_guests(client, organiser, tid, ["Guest"])
    match = pair(client, organiser, tid)["matches"][0]
    ids = {p["name"]: p["id"] for p in match["players"]}
    guest, member = ids["Guest"], next(pid for name, pid in ids.items() if name != "Guest")
    code = _code(client, tid, match["id"])
    refused = _report(client, tid, match["id"], code=code, player_id=member, wins={member: 2})
    assert_problem(refused, 403, "player-has-account")
    assert _report(client, tid, match["id"], code=code, player_id=guest, wins={member: 2}).status_code == 200
    final = result(client, player, tid, match["id"], wins={member: 2, guest: 0})
    assert final["status"] == "final"  # the guest's word (by slip) and the member's (signed in) agree


def test_wrong_codes_are_rate_limited_per_match(make_app):
    client = ApiClient(make_app(RATE_LIMIT_JOIN_CODE_GAME="3 per minute").test_client())
    _, tid, tables = _guest_round(client)
    match = tables[0]
    a = match["players"][0]["id"]
    statuses = [
        _report(client, tid, match["id"], code="AAAAAA", player_id=a, wins={a: 2}).status_code for _ in range(4)
    ]
    assert statuses == [403, 403, 403, 429], statuses
    # the right code waits too: guessing cannot go on until it is found
    assert_problem(
        _report(client, tid, match["id"], code=_code(client, tid, match["id"]), player_id=a, wins={a: 2}),
        429,
        "rate-limited",
    )


def test_only_staff_print_the_slips_with_their_codes(client):
    organiser, tid, tables = _guest_round(client)
    public = client.get(f"/v1/tournaments/{tid}/rounds/1/slips").get_data(as_text=True)
    codes = [_code(client, tid, m["id"]) for m in tables]
    assert not any(code in public for code in codes)
    assert_problem(
        client.post(f"/v1/tournaments/{tid}/rounds/1/slips-link", token=client.new_user_token()),
        403,
        "not-tournament-staff",
    )
    assert_problem(client.post(f"/v1/tournaments/{tid}/rounds/2/slips-link", token=organiser), 404, "not-found")
    link = client.post(f"/v1/tournaments/{tid}/rounds/1/slips-link", token=organiser)
    assert link.status_code == 200, link.get_json()
    url = link.get_json()["url"]
    assert url.startswith(f"/v1/tournaments/{tid}/rounds/1/slips?key=")
    printed = client.get(url).get_data(as_text=True)
    for match, code in zip(tables, codes, strict=True):
        assert f"Code {code}" in printed
        assert f"/app/events/{tid}/matches/{match['id']}/report" in printed  # the code rides in the QR's fragment
    assert_problem(client.get(url.replace("key=", "key=1")), 403, "wrong-print-key")
    assert_problem(client.get(url.replace("/rounds/1/", "/rounds/2/")), 403, "wrong-print-key")
    secret = client.http.application.extensions["companion"].settings.secret_key
    expired, _ = slip_codes.print_key(secret, tid, 1, utcnow() - timedelta(hours=13))
    assert_problem(client.get(f"/v1/tournaments/{tid}/rounds/1/slips?key={expired}"), 403, "wrong-print-key")


def test_wrong_codes_are_rate_limited_per_address_across_matches(make_app):
    client = ApiClient(make_app(RATE_LIMIT_JOIN_LOOKUP="2 per minute").test_client())
    _, tid, tables = _guest_round(client)
    first, second = tables
    tries = [(first, "AAAAAA"), (second, "AAAAAA"), (second, "BBBBBB")]
    statuses = [
        _report(client, tid, m["id"], code=code, player_id=m["players"][0]["id"], wins={m["players"][0]["id"]: 2})
        for m, code in tries
    ]
    assert [r.status_code for r in statuses] == [403, 403, 429]
    other = client.post(
        f"/v1/tournaments/{tid}/matches/{first['id']}/slip-result",
        json={"code": "AAAAAA", "player_id": first["players"][0]["id"], "wins": {first["players"][0]["id"]: 2}},
        environ_base={"REMOTE_ADDR": "10.9.0.2"},
    )
    assert_problem(other, 403, "wrong-slip-code")  # another address has its own budget
