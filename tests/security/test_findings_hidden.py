"""Finding of the outside probe (SECURITY.md, "Hidden information and verifiable shuffles"): in an engine game a guest
at p2, and an anonymous spectator, read ``GET /v1/games/{id}/events``; entry 1 carried ``setup.seed`` and both
decklists, and folding the entries with the project's own replay rebuilt p1's hand and every future draw.

Now every reader is served their own view of the log (JSON page, SSE stream, an action's answer, webhook payloads,
archived games alike): no seed, no deck but their own, no card they could not see. The game commits to its seed at
creation and reveals it when it ends, and ``GET /verify`` replays it from there."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from rules import registry
from service.games import history
from service.games.chain import GENESIS, entry_hash, seed_commitment
from tests.games.helpers import act, create_game
from tests.games.test_sse import sse_events
from tests.support.client import ApiClient
from tests.support.servers import LiveServer
from tests.support.webhooks import PUBLIC_URL, deliveries, register_webhook

SETUP_KEYS = {"players", "first_player", "options", "ai", "seed_commitment"}  # all a reader's entry 1 may show


LONG_GAME = 127  # a seed whose game, played as ``_play_some`` plays, lasts and has p2 draw within 12 moves


def _engine_game(client: ApiClient, token: str, seed: int | None = LONG_GAME) -> dict[str, Any]:
    """An Achroma engine game between two people, p2 not joined yet (seed None: the server draws it)."""
    body = {
        "ruleset": "achroma",
        "mode": "engine",
        "players": [{"name": "Ada", "deck": "draco-skyfire"}, {"name": "Bo", "deck": "salum-arcana"}],
        "seed": seed,
    }
    resp = client.post("/v1/games", token=token, json=body)
    assert resp.status_code == 201, resp.get_json()
    return resp.get_json()


def _join(client: ApiClient, game: dict[str, Any], seat: str | None) -> str:
    """A guest without an account joins (a seat, or none: an anonymous spectator); their seat token."""
    resp = client.post(
        f"/v1/games/{game['id']}/join", json={"join_code": game["join_code"], "seat": seat, "name": "Guest"}
    )
    assert resp.status_code == 200, resp.get_json()
    return resp.get_json()["seat_token"]


def _play_some(client: ApiClient, tokens: dict[str, str], game_id: str, moves: int = 12) -> None:
    """Each seat played a while (mulligans, draws, deploys) from its legal actions, by whoever holds it."""
    for _ in range(moves):
        doc = client.get(f"/v1/games/{game_id}", token=tokens["p1"]).get_json()
        if not doc["to_act"]:
            return
        seat = doc["to_act"][0]
        token = tokens[seat]
        items = client.get(f"/v1/games/{game_id}/legal-actions?seat={seat}", token=token).get_json()["items"]
        playing = [a for a in items if a["type"] != "concede"]  # the game goes on
        body = next((a for a in playing if a["type"] not in ("mulligan", "pass_turn")), playing[0])
        act(client, token, game_id, **body)


def _events(client: ApiClient, token: str | None, game_id: str) -> list[dict[str, Any]]:
    resp = client.get(f"/v1/games/{game_id}/events?limit=1000", token=token)
    assert resp.status_code == 200, resp.get_json()
    return resp.get_json()["items"]


def _pairs(obj: Any) -> Iterator[tuple[str, str]]:
    if isinstance(obj, dict):
        if isinstance(obj.get("card"), str) and isinstance(obj.get("card_id"), str):
            yield obj["card"], obj["card_id"]
        for value in obj.values():
            yield from _pairs(value)
    elif isinstance(obj, list):
        for value in obj:
            yield from _pairs(value)


def _hand(client: ApiClient, token: str, game_id: str, seat: str) -> set[tuple[str, str]]:
    doc = client.get(f"/v1/games/{game_id}?seat={seat}", token=token).get_json()
    return {(c["card"], c["card_id"]) for s in doc["seats"] if s["seat"] == seat for c in s["hand"]}


def _hidden_hand(client: ApiClient, token: str, game_id: str, spectator: str) -> set[tuple[str, str]]:
    """p1's hand but the cards the whole table has seen (DIG, FIND and REVEAL show the card a player takes)."""
    public = set(_pairs(client.get(f"/v1/games/{game_id}", token=spectator).get_json()))
    return _hand(client, token, game_id, "p1") - public


def _assert_tells_nothing_hidden(items: list[dict[str, Any]], p1_hand: set[tuple[str, str]]) -> None:
    """What the probe used is gone: no seed, no decklist, no card definitions, no private part, no card of p1's
    hand; and the reader can still recompute the hash chain from what it was served."""
    setup = items[0]["setup"]
    assert set(setup) <= SETUP_KEYS and "seed" not in setup and "cards" not in setup
    assert all("deck" not in p for p in setup["players"])
    assert all("sealed" not in e for e in items)
    assert all("private" not in effect for e in items for effect in e["effects"])
    assert not p1_hand & set(_pairs(items))
    assert "p1" not in json.dumps([e.get("yours", {}).get("decks", {}) for e in items])
    with pytest.raises(KeyError):  # the probe's replay: without the seed there is nothing to fold
        history.fold(registry.get("achroma", "engine"), items)
    previous = GENESIS
    for entry in items:
        assert entry["hash"] == entry_hash(entry, previous)
        previous = entry["hash"]


def test_a_guest_at_p2_and_an_anonymous_spectator_reading_events_get_no_seed_and_no_other_decklist(client):
    owner = client.new_user_token()
    game = _engine_game(client, owner, seed=None)  # as the probe's: a seed nobody chose
    guest, spectator = _join(client, game, "p2"), _join(client, game, None)
    seats = {"p1": owner, "p2": guest}
    _play_some(client, seats, game["id"])
    p1_hand = _hidden_hand(client, owner, game["id"], spectator)
    assert p1_hand
    for token in (guest, spectator):
        _assert_tells_nothing_hidden(_events(client, token, game["id"]), p1_hand)
    spectators = _events(client, spectator, game["id"])
    assert all("yours" not in e for e in spectators)


def test_a_guest_at_p2_sees_its_own_deck_and_draws_in_the_log_and_nothing_of_p1s(client):
    owner = client.new_user_token()
    game = _engine_game(client, owner)
    guest = _join(client, game, "p2")
    seats = {"p1": owner, "p2": guest}
    _play_some(client, seats, game["id"])  # p2 draws a card after its opening hand
    items = _events(client, guest, game["id"])
    private = [p for e in items for p in e.get("yours", {}).get("private", ())]
    assert set(items[0]["yours"]["decks"]) == {"p2"}
    assert private and {p["seat"] for p in private} == {"p2"}


def test_the_guest_and_the_anonymous_spectator_get_no_seed_nor_the_other_decklist_on_the_sse_stream(make_app):
    app = make_app(SSE_KEEPALIVE_SECONDS="1")
    client = ApiClient(app.test_client())
    owner = client.new_user_token()
    game = _engine_game(client, owner)
    guest, spectator = _join(client, game, "p2"), _join(client, game, None)
    seats = {"p1": owner, "p2": guest}

    def version() -> int:
        return int(client.get(f"/v1/games/{game['id']}", token=owner).get_json()["version"])

    with LiveServer(app) as server:
        url = f"{server.url}/v1/games/{game['id']}/events"
        _play_some(client, seats, game["id"], moves=6)  # a backlog
        for token in (guest, spectator):
            headers = {"Authorization": f"Bearer {token}", "Accept": "text/event-stream"}
            with httpx.stream("GET", url, headers=headers, timeout=10) as resp:
                frames = sse_events(resp.iter_lines())
                served = [json.loads(next(e for e in frames if "id" in e)["data"]) for _ in range(version())]
                before = len(served)
                _play_some(client, seats, game["id"], moves=3)  # and moves published while the stream is open
                served += [json.loads(next(e for e in frames if "id" in e)["data"]) for _ in range(version() - before)]
            _assert_tells_nothing_hidden(served, _hidden_hand(client, owner, game["id"], spectator))
            assert [e["number"] for e in served] == list(range(1, len(served) + 1))
            if token == guest:
                assert set(served[0]["yours"]["decks"]) == {"p2"}
            else:
                assert all("yours" not in e for e in served)


def test_the_owner_of_a_table_nobody_joined_still_sees_what_they_control(client):
    owner = client.new_user_token()
    game = _engine_game(client, owner)
    _play_some(client, {"p1": owner, "p2": owner}, game["id"])
    items = _events(client, owner, game["id"])
    assert set(items[0]["yours"]["decks"]) == {"p1", "p2"}  # both seats are theirs to play
    assert {p["seat"] for e in items for p in e.get("yours", {}).get("private", ())} <= {"p1", "p2"}
    assert "seed" not in items[0]["setup"]  # the seed is nobody's until the end, the owner's neither
    for seat in ("p1", "p2"):
        assert _hand(client, owner, game["id"], seat)


def test_an_owner_playing_the_ai_sees_nothing_of_the_ais_deck_or_draws(client):
    owner = client.new_user_token()
    body = {
        "ruleset": "achroma",
        "mode": "engine",
        "players": [
            {"name": "Me", "deck": "draco-skyfire"},
            {"name": "Bot", "deck": "salum-arcana", "ai": {"level": "random", "budget_ms": 50}},
        ],
    }
    game = client.post("/v1/games", token=owner, json=body).get_json()
    items = _events(client, owner, game["id"])
    assert set(items[0]["yours"]["decks"]) == {"p1"}
    assert all(p["seat"] == "p1" for e in items for p in e.get("yours", {}).get("private", ()))


def test_an_action_answer_and_a_webhook_payload_carry_the_readers_view_only(client):
    owner = client.new_user_token()
    endpoint = register_webhook(client, owner, PUBLIC_URL, ["game.action"])
    game = _engine_game(client, owner)
    guest = _join(client, game, "p2")
    seats = {"p1": owner, "p2": guest}
    for _ in range(20):  # the owner plays p1 until p2 is to act
        if "p2" in client.get(f"/v1/games/{game['id']}", token=guest).get_json()["to_act"]:
            break
        _play_some(client, seats, game["id"], moves=1)
    items = client.get(f"/v1/games/{game['id']}/legal-actions?seat=p2", token=guest).get_json()["items"]
    answer = act(client, guest, game["id"], **next(a for a in items if a["type"] != "concede"))
    for entry in answer["events"]:
        assert "sealed" not in entry and all(p["seat"] == "p2" for p in entry.get("yours", {}).get("private", ()))
    payloads = [d["payload"]["data"]["entry"] for d in deliveries(client, owner, endpoint["id"])]
    assert payloads and all("sealed" not in e and "yours" not in e for e in payloads)
    assert all("private" not in effect for e in payloads for effect in e["effects"])


def test_a_game_commits_to_its_seed_and_reveals_it_when_it_ends_and_verify_replays_it(client):
    owner = client.new_user_token()
    game = _engine_game(client, owner)
    guest = _join(client, game, "p2")
    seats = {"p1": owner, "p2": guest}
    commitment = game["seed_commitment"]
    assert len(commitment) == 64
    _play_some(client, seats, game["id"])
    verify = client.get(f"/v1/games/{game['id']}/verify", token=guest).get_json()
    assert verify["replay"] == "pending" and verify["intact"] is True
    act(client, guest, game["id"], type="concede", seat="p2")
    items = _events(client, guest, game["id"])
    reveal = items[-1]["reveal"]
    assert items[0]["setup"]["seed_commitment"] == commitment == seed_commitment(reveal["seed"], reveal["salt"])
    assert set(reveal["decks"]) == {"p1", "p2"}
    assert client.get(f"/v1/games/{game['id']}/verify", token=guest).get_json()["replay"] == "match"
    from service.games.replay import replay  # a third party's replay: the guest's own view of the log is enough

    assert replay(registry.get("achroma", "engine"), items) == "match"


def test_a_tracker_game_commits_to_its_seed_too_and_keeps_the_rest_of_its_setup(client):
    token = client.new_user_token()
    game = create_game(client, token, "oversoul")
    first = _events(client, token, game["id"])[0]
    assert "seed" not in first["setup"] and first["setup"]["seed_commitment"] == game["seed_commitment"]
    assert first["setup"]["players"][0]["leader"] == {"name": "Nova", "hp": 20}
    assert client.get(f"/v1/games/{game['id']}/verify", token=token).get_json()["replay"] == "pending"
    act(client, token, game["id"], type="concede", seat="p1")
    last = _events(client, token, game["id"])[-1]
    assert last["reveal"]["seed"] == 7 and "decks" not in last["reveal"]
    assert client.get(f"/v1/games/{game['id']}/verify", token=token).get_json()["replay"] == "match"


def test_an_archived_game_is_served_as_each_readers_view_too(app, client):
    from service.games.archive import archive_game
    from service.games.store import LiveStore

    owner = client.new_user_token()
    game = _engine_game(client, owner)
    spectator = _join(client, game, None)
    _play_some(client, {"p1": owner, "p2": owner}, game["id"], moves=6)
    p1_hand = _hidden_hand(client, owner, game["id"], spectator)
    svc = app.extensions["companion"]
    archived = archive_game(
        db=svc.db, store=LiveStore(svc.redis), settings=svc.settings, game_id=game["id"], abandoned=True
    )
    assert archived["archived"] is True
    items = _events(client, spectator, game["id"])
    _assert_tells_nothing_hidden(items, p1_hand)
    assert client.get(f"/v1/games/{game['id']}/verify", token=spectator).get_json()["replay"] == "pending"
