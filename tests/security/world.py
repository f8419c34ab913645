"""A small world for the abuse suite, made once per test process through the API as clients make it: an owner
(alice) with one of everything, another user (bob), an admin, and credentials of every kind — valid, expired,
revoked, scoped, and a seat token of another game."""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from sqlalchemy import update

from service.accounts.models import ApiKey, AuthToken
from service.platform.model_base import utcnow
from tests.cards.conftest import ARCANE_SET, admin_token, import_doc, printed_copies
from tests.games.helpers import create_game
from tests.support.client import ApiClient
from tests.tournaments.helpers import add_guests, pair
from tests.tournaments.test_players_api import LEGAL_DECK


@dataclass
class World:
    app: Any
    client: ApiClient
    alice: str  # alice's session token: she owns every resource below
    bob: str  # another user, owning nothing of alice's
    admin: str
    keys: dict[str, str] = field(default_factory=dict)  # scope -> an API key of alice's holding only that scope
    bad: dict[str, str] = field(default_factory=dict)  # kind -> a credential that must be refused (401)
    other_game_seat: str = ""  # a guest's seat token for a game that is not alice's
    ids: dict[str, str] = field(default_factory=dict)  # path parameter -> alice's resource
    private_ids: set[str] = field(default_factory=set)  # ids no other user may ever see

    def path(self, template: str) -> str:
        """An operation's path with alice's resources filled in."""
        url = template
        for name, value in self.ids.items():
            url = url.replace("{" + name + "}", value)
        return url

    def token_for(self, operation: Any) -> str:
        """The credential that should pass an operation's auth: the admin's for admin operations."""
        return self.admin if operation.scope == "admin" else self.alice


def _ok(resp: Any, *statuses: int) -> dict[str, Any]:
    assert resp.status_code in (statuses or (200, 201)), resp.get_data(as_text=True)
    return resp.get_json() if resp.is_json and resp.status_code != 204 else {}


def build_world(app: Any) -> World:
    client = ApiClient(app.test_client())
    world = World(app, client, client.new_user_token(), client.new_user_token(), admin_token(app, client))
    alice, bob, admin = world.alice, world.bob, world.admin
    me = _ok(client.get("/v1/me", token=alice))
    _ok(import_doc(client, admin, ARCANE_SET), 201)

    for scope in (
        "games:read",
        "games:write",
        "cards:read",
        "cards:register",
        "decks:write",
        "tournaments:write",
        "webhooks:manage",
    ):
        world.keys[scope] = client.api_key(alice, [scope])
    key = _ok(client.post("/v1/api-keys", token=alice, json={"name": "k", "scopes": ["games:read"]}), 201)

    game = create_game(client, alice)
    deck = _ok(client.post("/v1/decks", token=alice, json={"ruleset": "arcane", "name": "D", "cards": LEGAL_DECK}))
    hook = _ok(
        client.post(
            "/v1/webhooks", token=alice, json={"url": "http://127.0.0.1:9/hook", "event_types": ["game.finished"]}
        ),
        201,
    )
    tournament = _ok(
        client.post(
            "/v1/tournaments",
            token=alice,
            json={"ruleset": "arcane", "name": "T", "format": "swiss", "match": {"best_of": 1}, "seed": 3},
        ),
        201,
    )
    tid = tournament["id"]
    players = add_guests(client, alice, tid, ["P1", "P2", "P3", "P4"])
    match = pair(client, alice, tid)["matches"][0]
    (serial, card_id, code), *_ = printed_copies(app, {"tst1-001": 2})
    _ok(client.post("/v1/registrations", token=alice, json={"code": code}), 201)
    run = _ok(client.post("/v1/print-runs", token=admin, json={"cards": [{"card_id": "tst1-002", "quantity": 1}]}), 202)
    world.ids.update(
        game_id=game["id"],
        deck_id=deck["id"],
        endpoint_id=hook["id"],
        tournament_id=tid,
        player_id=players[0]["id"],
        match_id=match["id"],
        serial=serial,
        card_id=card_id,
        key_id=key["id"],
        user_id=me["id"],
        ruleset_id="arcane",
        ruleset="arcane",
        number="1",
        run_id=run["id"],
        task_id=run.get("task_id") or "tsk_none",
        transfer_id="trf_none",
        delivery_id="dlv_none",
    )
    world.private_ids = {game["id"], deck["id"], hook["id"], key["id"], game["join_code"]}

    # another game, not alice's, and a guest's seat token for it
    other_game = create_game(client, bob)
    joined = _ok(
        client.post(
            f"/v1/games/{other_game['id']}/join",
            json={"join_code": other_game["join_code"], "seat": "p2", "name": "Guest"},
        )
    )
    world.other_game_seat = joined["seat_token"]

    # credentials that must be refused
    expired, revoked = client.new_user_token(), client.new_user_token()
    revoked_key = client.api_key(revoked, ["games:read"])
    with app.extensions["companion"].db.session() as session:
        session.execute(
            update(AuthToken)
            .where(AuthToken.token_hash == _digest(app, expired))
            .values(expires_at=utcnow() - timedelta(minutes=1))
        )
        session.execute(update(ApiKey).where(ApiKey.key_hash == _digest(app, revoked_key)).values(revoked_at=utcnow()))
    app.extensions["companion"].cache.clear()
    _ok(client.delete("/v1/tokens/current", token=revoked), 204)
    world.bad = {
        "unknown token": f"tok_{uuid.uuid4().hex}",
        "unknown key": f"key_{uuid.uuid4().hex}",
        "unknown seat token": f"seat_{uuid.uuid4().hex}",
        "made-up": f"junk-{uuid.uuid4().hex}",
        "expired token": expired,
        "revoked token": revoked,
        "revoked key": revoked_key,
    }
    return world


def _digest(app: Any, raw: str) -> str:
    from service.accounts.identity import credential_digest

    return credential_digest(secret_key=app.extensions["companion"].settings.secret_key, credential=raw)
