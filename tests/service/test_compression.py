"""API JSON is compressed for clients that accept it (brotli or gzip), and nothing else changes: the decoded body is
the plain one, ETag/304 and If-Match still work, small bodies and event streams go out as they are."""

from __future__ import annotations

import gzip

import brotli
import httpx

from tests.games.helpers import create_game
from tests.support.client import ApiClient
from tests.support.servers import LiveServer

RULESET = "/v1/rulesets/arcane"


def test_a_ruleset_is_gzipped_or_brotli_encoded_for_a_client_that_accepts_it(client):
    plain = client.get(RULESET)
    assert plain.status_code == 200 and "Content-Encoding" not in plain.headers
    zipped = client.get(RULESET, headers={"Accept-Encoding": "gzip"})
    assert zipped.headers["Content-Encoding"] == "gzip" and "Accept-Encoding" in zipped.headers["Vary"]
    assert gzip.decompress(zipped.get_data()) == plain.get_data()
    assert int(zipped.headers["Content-Length"]) == len(zipped.get_data()) < len(plain.get_data()) / 4
    both = client.get(RULESET, headers={"Accept-Encoding": "gzip, deflate, br"})
    assert both.headers["Content-Encoding"] == "br" and brotli.decompress(both.get_data()) == plain.get_data()
    refused = client.get(RULESET, headers={"Accept-Encoding": "gzip;q=0, identity"})
    assert "Content-Encoding" not in refused.headers and refused.get_data() == plain.get_data()


def test_a_small_body_is_not_compressed(client):
    resp = client.post("/v1/games/lookup", json={"join_code": "NOSUCH"}, headers={"Accept-Encoding": "gzip"})
    assert resp.status_code == 404 and "Content-Encoding" not in resp.headers


def test_a_compressed_games_etag_still_answers_304_and_if_match(client):
    token = client.new_user_token()
    game = create_game(client, token)
    url = f"/v1/games/{game['id']}"
    read = client.get(url, token=token, headers={"Accept-Encoding": "gzip"})
    assert read.headers["Content-Encoding"] == "gzip"
    tag = read.headers["ETag"]
    again = client.get(url, token=token, headers={"Accept-Encoding": "gzip", "If-None-Match": tag})
    assert again.status_code == 304
    undo = client.post(f"{url}/undo", token=token, headers={"If-Match": tag})
    assert undo.status_code != 412, undo.get_json()  # the tag names the version, whatever the coding


def test_the_event_stream_is_never_compressed_and_arrives_event_by_event(app):
    client = ApiClient(app.test_client())
    token = client.new_user_token()
    game = create_game(client, token)
    headers = {"Authorization": f"Bearer {token}", "Accept": "text/event-stream", "Accept-Encoding": "gzip, br"}
    with LiveServer(app) as server:
        url = f"{server.url}/v1/games/{game['id']}/events"
        with httpx.stream("GET", url, headers=headers, timeout=10) as resp:
            assert resp.headers["content-type"].startswith("text/event-stream")
            assert "content-encoding" not in resp.headers
            first = next(line for line in resp.iter_lines() if line.startswith("id:"))
            assert first == "id: 1"
