"""The outside probe's findings about input (SECURITY.md): each test is named after its finding and fails on the
code without the fix.

Bad input gets a 4xx problem and changes nothing; no input gives a 500 (findings 4–9, 12).
"""

from __future__ import annotations

import json

import pytest

from schemas.text import RequestSchema
from service.app import create_app, dispose_app
from service.platform.pagination import invalid_cursor
from tests.cards.conftest import admin_token
from tests.conftest import make_settings
from tests.games.helpers import create_game
from tests.service.test_errors import assert_problem
from tests.support.client import ApiClient
from tests.tournaments.helpers import create as create_tournament

DECK = {"ruleset": "arcane", "format": "casual", "cards": []}


def _nested(depth: int) -> str:
    return "[" * depth + "]" * depth


@pytest.mark.parametrize("where", ["body", "action field", "game options"])
def test_finding_04_json_nested_1000_levels_is_400_not_500(client, where):
    token = client.new_user_token()
    game = create_game(client, token)
    deep = _nested(1000)
    url, body = {
        "body": ("/v1/decks", deep),
        "action field": (f"/v1/games/{game['id']}/actions", '{"type": "adjust", "seat": "p1", "x": ' + deep + "}"),
        "game options": ("/v1/games", '{"ruleset": "arcane", "players": [{"name": "A"}], "options": ' + deep + "}"),
    }[where]
    resp = client.post(url, token=token, data=body, content_type="application/json")
    assert_problem(resp, 400, "bad-request")
    assert "32 levels" in resp.get_json()["detail"]


def test_finding_04_json_nested_32_levels_still_parses(client):
    token = client.new_user_token()
    resp = client.post("/v1/decks", token=token, data=_nested(31), content_type="application/json")
    assert_problem(resp, 422, "validation-error")  # parsed, then refused by the schema: a list is not a deck


@pytest.fixture
def any_db_client(tmp_path, redis_server, database_url):
    """A client of an app on SQLite or on PostgreSQL (whose text and JSONB refuse NUL outright)."""
    app = create_app(make_settings(tmp_path, redis_server.url, database_url))
    yield ApiClient(app.test_client())
    dispose_app(app)


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ('"\\ud800"', "lone surrogate"),
        ('"A\\u0000B"', "NUL"),
        ('"Ann\\u0007"', "bell"),
        ('"Ann\\u001b[31m"', "terminal escape"),
        ('"Ann\\nBo"', "line feed in a name"),
        ('"\\u202eevil"', "right-to-left override"),
        ('"x\\u0085y"', "C1 control"),
    ],
)
def test_finding_05_deck_and_player_names_refuse_invalid_unicode_and_control_characters(any_db_client, text, why):
    client = any_db_client
    token = client.new_user_token()
    deck = '{"ruleset": "arcane", "cards": [], "name": ' + text + "}"
    resp = client.post("/v1/decks", token=token, data=deck, content_type="application/json")
    assert_problem(resp, 422, "validation-error")
    game = '{"ruleset": "arcane", "players": [{"name": ' + text + '}, {"name": "Bo"}]}'
    assert_problem(
        client.post("/v1/games", token=token, data=game, content_type="application/json"), 422, "validation-error"
    )
    assert client.get("/v1/decks", token=token).get_json()["items"] == []  # nothing stored
    assert client.get("/v1/games", token=token).get_json()["items"] == []


def test_finding_05_an_adjust_reason_with_a_control_character_is_422_and_not_stored(client):
    token = client.new_user_token()
    game = create_game(client, token)
    action = {"type": "adjust", "seat": "p1", "target": "p1", "counter": "life", "delta": 1, "reason": "ok\u001b[2J"}
    resp = client.post(f"/v1/games/{game['id']}/actions", token=token, json=action)
    body = assert_problem(resp, 422, "validation-error")
    assert "U+001B" in json.dumps(body["errors"])
    assert client.get(f"/v1/games/{game['id']}", token=token).get_json()["version"] == game["version"]


def test_finding_05_multiline_text_keeps_its_newlines(client):
    token = client.new_user_token()
    text = {"ruleset": "arcane", "name": "Burn", "text": "Main\n2 Nothing Real\r\n"}
    resp = client.post("/v1/decks/import", token=token, json=text)
    assert resp.status_code != 422 or "text" not in json.dumps(resp.get_json().get("errors", {}))


@pytest.mark.parametrize("segment", ["%00x", "%1b%5b", "%E2%80%AEx", "a" * 201])
def test_finding_05_path_segments_with_control_characters_are_404_on_both_databases(any_db_client, segment):
    token = any_db_client.new_user_token()
    for path in (f"/v1/games/{segment}", f"/v1/decks/{segment}", f"/v1/verify/{segment}"):
        assert_problem(any_db_client.get(path, token=token), 404, "not-found")


def test_finding_05_query_strings_with_control_characters_are_422(client):
    token = client.new_user_token()
    resp = client.get("/v1/rulesets/arcane/cards?q=%00drop", token=token)
    assert_problem(resp, 422, "validation-error")


def test_finding_05_integers_beyond_any_column_in_the_path_are_404_not_500(client):
    token = client.new_user_token()
    tid = create_tournament(client, token)["id"]
    for number in ("99999999999999999999999", "2147483648"):
        resp = client.get(f"/v1/tournaments/{tid}/rounds/{number}/pairings")
        assert_problem(resp, 404, "not-found")
    for number in ("²", "99999999999999999999999"):
        resp = client.post(f"/v1/tournaments/{tid}/rounds/{number}/repair", token=token)
        assert_problem(resp, 404, "not-found")
    for cursor in ("²", "9" * 40):
        resp = client.get(f"/v1/tournaments/{tid}/audit?cursor={cursor}", token=token)
        assert assert_problem(resp, 422, "validation-error")["errors"] == invalid_cursor().extra["errors"]


@pytest.mark.parametrize("url", ["https://example.com:99999/hook", "https://example.com:0/hook"])
def test_finding_06_webhook_url_with_port_99999_is_422(client, url):
    token = client.new_user_token()
    resp = client.post("/v1/webhooks", token=token, json={"url": url, "event_types": ["game.finished"]})
    body = assert_problem(resp, 422, "validation-error")
    assert "port" in json.dumps(body["errors"]["json"]["url"])
    assert client.get("/v1/webhooks", token=token).get_json()["items"] == []


@pytest.mark.parametrize("last_id", ["1000000000000000000000000000000", "2147483649", "²", "-1", "1e3", "12abc"])
def test_finding_07_last_event_id_that_is_not_an_event_number_is_400(client, last_id):
    token = client.new_user_token()
    game = create_game(client, token)
    headers = {"Accept": "text/event-stream", "Last-Event-ID": last_id.encode().decode("latin-1")}
    resp = client.get(f"/v1/games/{game['id']}/events", token=token, headers=headers)
    assert_problem(resp, 400, "bad-request")
    assert "Last-Event-ID" in resp.get_json()["detail"]


def test_finding_07_after_beyond_any_event_number_is_a_4xx_problem(client):
    token = client.new_user_token()
    game = create_game(client, token)
    resp = client.get(f"/v1/games/{game['id']}/events?after=1000000000000000000000000000000", token=token)
    assert_problem(resp, 422, "validation-error")
    assert "after" in resp.get_json()["errors"]["query"]


@pytest.mark.parametrize("suffix", ["", "/clock", "/pairings"])
@pytest.mark.parametrize("number", ["²²²", "١٢", "99999999999"])
def test_finding_07_same_class_round_number_that_is_not_a_number_is_404_not_500(client, suffix, number):
    """schemathesis, after the merge of main: GET …/rounds/²²²/clock was a 500 (``str.isdigit`` is true of "²")."""
    token = client.new_user_token()
    tid = create_tournament(client, token)["id"]
    resp = client.get(f"/v1/tournaments/{tid}/rounds/{number}{suffix}", token=token)
    assert resp.status_code == 404, resp.get_data(as_text=True)[:300]


@pytest.mark.parametrize("header", ['"²"', '"99999999999999999999"', '"1", "2"'])
def test_finding_07_same_class_if_match_that_is_not_a_version_is_412_not_500(client, header):
    token = client.new_user_token()
    game = create_game(client, token)
    resp = client.post(
        f"/v1/games/{game['id']}/undo", token=token, headers={"If-Match": header.encode().decode("latin-1")}
    )
    assert_problem(resp, 412, "precondition-failed")


def test_finding_07_same_class_if_match_is_judged_after_the_game_is_found(app, client):
    """schemathesis: an If-Match naming no version gave an admin 412 for a game that does not exist (RFC 9110
    §13.2.1: preconditions are judged only where the request would otherwise succeed)."""
    token = admin_token(app, client)  # an admin may read any game, so the store is what says it does not exist
    resp = client.post("/v1/games/gam_none/undo", token=token, headers={"If-Match": 'W/"x"'})
    assert resp.status_code != 412, resp.get_json()
    game = create_game(client, token)
    resp = client.post(f"/v1/games/{game['id']}/undo", token=token, headers={"If-Match": 'W/"x"'})
    assert_problem(resp, 412, "precondition-failed")


@pytest.mark.parametrize("path", ["", "/legal-actions"])
def test_finding_08_a_seat_the_game_does_not_have_is_422(client, path):
    token = client.new_user_token()
    game = create_game(client, token)  # two seats, p1 and p2; the creator controls both
    resp = client.get(f"/v1/games/{game['id']}{path}?seat=p9", token=token)
    body = assert_problem(resp, 422, "validation-error")
    assert body["errors"]["query"]["seat"] == ["This game's seats are p1, p2."]
    assert client.get(f"/v1/games/{game['id']}?seat=p2", token=token).get_json()["viewer"]["seat"] == "p2"


@pytest.mark.parametrize("accept", ["*/*", None, "application/json, text/event-stream;q=0.5", "text/*"])
def test_finding_09_events_with_accept_star_give_json_not_an_endless_stream(client, accept):
    token = client.new_user_token()
    game = create_game(client, token)
    headers = {"Accept": accept} if accept else {}
    resp = client.get(f"/v1/games/{game['id']}/events", token=token, headers=headers)
    assert resp.status_code == 200 and resp.content_type == "application/json"
    assert resp.get_json()["items"][0]["type"] == "game_created"


@pytest.mark.parametrize(
    "password", ["aaaaaaaaaaaa", "passwordpassword", "qwertyuiop123", "annsmithannsmith", "ann@example.com"]
)
def test_finding_12_common_and_very_weak_passwords_are_422_saying_why(client, password):
    body = {"username": "ann-smith", "email": "ann@example.com", "password": password}
    problem = assert_problem(client.post("/v1/users", json=body), 422, "validation-error")
    reason = problem["errors"]["json"]["password"][0]
    assert "NIST SP 800-63B" in reason and "too easy to guess" in reason
    assert client.post("/v1/tokens", json={"username": "ann-smith", "password": password}).status_code == 401


def test_finding_12_a_long_unpredictable_passphrase_is_accepted(client):
    body = {"username": "ann-smith", "email": "ann@example.com", "password": "velvet-tractor-minnow-glacier"}
    assert client.post("/v1/users", json=body).status_code == 201


@pytest.mark.parametrize(
    ("path", "allow"),
    [
        ("/v1/decks/import", {"POST", "OPTIONS"}),
        ("/v1/games/lookup", {"POST", "OPTIONS"}),
    ],
)
def test_options_allow_names_the_methods_of_the_route_the_url_names(client, path, allow):
    """schemathesis: OPTIONS /v1/decks/import also advertised the GET, PUT and DELETE of /v1/decks/{deck_id}."""
    resp = client.request("OPTIONS", path)
    assert resp.status_code == 200 and set(resp.headers["Allow"].split(", ")) == allow


def test_finding_05_every_request_schema_takes_its_text_rule_from_schemas_text(app):
    """The one place: every schema a view reads input with (body, query, headers, form) derives from
    ``schemas.text.RequestSchema``, so a new endpoint cannot forget the rule."""
    seen, outside = 0, []
    for name, view in app.view_functions.items():
        methods = (
            [getattr(view.view_class, m.lower()) for m in view.view_class.methods]
            if hasattr(view, "view_class")
            else [view]
        )
        for method in methods:
            for param in getattr(method, "_apidoc", {}).get("arguments", {}).get("parameters", []):
                seen += 1
                if not isinstance(param["schema"], RequestSchema):
                    outside.append(f"{name}: {type(param['schema']).__name__}")
    assert seen >= 40 and outside == []
