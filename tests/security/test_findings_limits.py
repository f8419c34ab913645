"""Limits a stranger cannot walk around (SECURITY.md): guest spectator tokens, wrong join codes, anonymous streams.
Each test fails on the code without its limit."""

from __future__ import annotations

import functools
from contextlib import ExitStack

import httpx

from service.platform.settings import Settings
from tests.games.helpers import create_game
from tests.service.test_errors import assert_problem
from tests.support.client import ApiClient
from tests.support.servers import LiveServer
from tests.tournaments.helpers import create as create_tournament

SSE = {"Accept": "text/event-stream"}


def _from(address: str) -> dict:
    return {"environ_base": {"REMOTE_ADDR": address}}


def _join(client: ApiClient, game_id: str, code: str, address: str, **body: object):
    return client.post(f"/v1/games/{game_id}/join", json={"join_code": code, **body}, **_from(address))


def test_guest_spectator_tokens_are_limited_per_address(make_app):
    """Each anonymous join mints a spectator token with a stream cap of its own: minting is limited per address."""
    client = ApiClient(make_app(RATE_LIMIT_SPECTATOR_TOKENS="5 per minute").test_client())
    token = client.new_user_token()
    game = create_game(client, token)
    statuses = [_join(client, game["id"], game["join_code"], "10.5.0.1").status_code for _ in range(7)]
    assert statuses == [200] * 5 + [429] * 2, statuses  # without the limit: 7 × 200
    assert_problem(_join(client, game["id"], game["join_code"], "10.5.0.1"), 429, "rate-limited")
    assert _join(client, game["id"], game["join_code"], "10.5.0.2").status_code == 200  # a hall elsewhere
    seated = _join(client, game["id"], game["join_code"], "10.5.0.1", seat="p2", name="Kim")
    assert seated.status_code == 200  # a guest taking a seat is not a spectator: seats are few anyway


def test_guest_game_streams_are_capped_per_address_whatever_the_number_of_tokens(make_app):
    """Six spectator tokens held 120 streams: guest seat tokens' streams also hold leases of their address's."""
    app = make_app(STREAMS_PER_USER="2", STREAMS_PER_ADDRESS="3", SSE_KEEPALIVE_SECONDS="1")
    client = ApiClient(app.test_client())
    owner = client.new_user_token()
    game = create_game(client, owner)
    guests = [_join(client, game["id"], game["join_code"], "127.0.0.1").get_json()["seat_token"] for _ in range(3)]
    path = f"/v1/games/{game['id']}/events"
    app.extensions["companion"].redis.delete("streams:addr:127.0.0.1")  # an earlier test's leases are not ours
    stream = functools.partial(httpx.stream, "GET", timeout=10)
    with LiveServer(app) as server, ExitStack() as held:
        opened = [
            held.enter_context(stream(server.url + path, headers={**SSE, "Authorization": f"Bearer {guests[i // 2]}"}))
            for i in range(3)
        ]
        assert [r.status_code for r in opened] == [200, 200, 200]
        with stream(server.url + path, headers={**SSE, "Authorization": f"Bearer {guests[2]}"}) as one_more:
            assert one_more.status_code == 429  # without the cap: 200, the third token had a cap of its own
            assert b"without signing in" in one_more.read()
        with stream(server.url + path, headers={**SSE, "Authorization": f"Bearer {owner}"}) as signed_in:
            assert signed_in.status_code == 200  # an account's streams are its own cap's, not the address's


def test_wrong_join_codes_are_limited_per_address_and_share_the_lookups_budget(make_app):
    client = ApiClient(make_app(RATE_LIMIT_JOIN_LOOKUP="5 per minute").test_client())
    token = client.new_user_token()
    game = create_game(client, token)
    wrong = "ZZZZZZ" if game["join_code"] != "ZZZZZZ" else "YYYYYY"
    statuses = [_join(client, game["id"], wrong, "10.6.0.1").status_code for _ in range(7)]
    assert statuses == [403] * 5 + [429] * 2, statuses  # without the limit: 7 × 403
    refused = client.post("/v1/games/lookup", json={"join_code": game["join_code"]}, **_from("10.6.0.1"))
    assert_problem(refused, 429, "rate-limited")  # guessing by lookup or by join is one budget
    assert _join(client, game["id"], game["join_code"], "10.6.0.2").status_code == 200  # another address joins


def test_a_games_join_code_is_not_guessed_from_many_addresses(make_app):
    client = ApiClient(make_app(RATE_LIMIT_JOIN_CODE_GAME="5 per minute").test_client())
    token = client.new_user_token()
    game, other = create_game(client, token), create_game(client, token)
    wrong = "ZZZZZZ" if game["join_code"] != "ZZZZZZ" else "YYYYYY"
    statuses = [_join(client, game["id"], wrong, f"10.7.0.{i}").status_code for i in range(1, 8)]
    assert statuses == [403] * 5 + [429] * 2, statuses  # without the limit: 7 × 403
    assert _join(client, other["id"], other["join_code"], "10.7.0.9").status_code == 200  # other games unaffected


# ---- caps per account: one script cannot fill the database (250 six-seat games in a row were accepted) ----------


def test_an_account_has_a_cap_on_live_games(make_app):
    client = ApiClient(make_app(LIVE_GAMES_PER_USER="2").test_client())
    token, other = client.new_user_token(), client.new_user_token()
    create_game(client, token), create_game(client, token)
    body = {"ruleset": "arcane", "players": [{"name": "A"}, {"name": "B"}]}
    refused = client.post("/v1/games", token=token, json=body)
    assert_problem(refused, 429, "too-many-live-games")  # without the cap: 201
    assert create_game(client, other)["id"]  # another account is not affected


def test_an_account_has_a_cap_on_api_keys(make_app):
    client = ApiClient(make_app(API_KEYS_PER_USER="2").test_client())
    token = client.new_user_token()
    body = {"name": "k", "scopes": ["games:read"]}
    first = client.post("/v1/api-keys", token=token, json=body).get_json()
    assert client.post("/v1/api-keys", token=token, json=body).status_code == 201
    assert_problem(client.post("/v1/api-keys", token=token, json=body), 422, "too-many-api-keys")  # was 201
    assert client.delete(f"/v1/api-keys/{first['id']}", token=token).status_code == 204
    assert client.post("/v1/api-keys", token=token, json=body).status_code == 201  # a revoked key frees its place


def test_an_account_has_a_cap_on_unfinished_tournaments(make_app):
    client = ApiClient(make_app(TOURNAMENTS_PER_USER="2").test_client())
    token = client.new_user_token()
    create_tournament(client, token), create_tournament(client, token)
    body = {"ruleset": "arcane", "name": "One more", "format": "swiss", "match": {"best_of": 1}}
    refused = client.post("/v1/tournaments", token=token, json=body)
    assert_problem(refused, 429, "too-many-tournaments")  # without the cap: 201


def test_an_account_has_a_cap_on_decks(make_app):
    client = ApiClient(make_app(DECKS_PER_USER="2").test_client())
    token = client.new_user_token()
    body = {"ruleset": "arcane", "name": "Empty", "cards": []}
    assert [client.post("/v1/decks", token=token, json=body).status_code for _ in range(2)] == [201, 201]
    assert_problem(client.post("/v1/decks", token=token, json=body), 422, "too-many-decks")  # was 201


def test_the_caps_per_account_have_defaults_a_player_never_meets():
    assert 20 <= Settings.live_games_per_user < 250
    assert Settings.api_keys_per_user >= 10 and Settings.tournaments_per_user >= 10 and Settings.decks_per_user >= 100
