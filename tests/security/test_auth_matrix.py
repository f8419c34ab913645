"""The auth matrix over EVERY operation of the OpenAPI document: each is called with each kind of credential, with a
valid request for the rest (so a refusal is the credential's, not the input's), against the owner's resources.

| credential | expected |
|---|---|
| none | 401 where a credential is required |
| malformed header, made-up, unknown (tok/key/seat), expired, revoked token, revoked key | 401 where one is read |
| an API key without the operation's scope | 403 `insufficient-scope` naming it |
| a user's token on an admin operation | 403 |
| another user's token, on the owner's resources | never 2xx (and never a body naming the owner's private ids) |
| a seat token of another game | never 2xx |
| the right credential | neither 401 nor 403 |

No case may give a 500. Operations open to other users by design are listed below, each with its reason; a test
checks that each still exists.
"""

from __future__ import annotations

import pytest

from tests.security import figures
from tests.security.openapi_walk import Operation, operations
from tests.security.world import World

OPERATIONS = operations()
IDS = [op.id for op in OPERATIONS]
MALFORMED = {
    "no scheme": "tok_abc",
    "basic scheme": "Basic YWxpY2U6cHc=",
    "empty bearer": "Bearer ",
    "two values": "Bearer a b",
}
# another user may act on (or read) the owner's resource here, by design
OPEN_TO_OTHER_USERS = {
    "GET /v1/tournaments/{tournament_id}/players": "entries are public",
    "POST /v1/tournaments/{tournament_id}/players": "any user may enter an open tournament (themselves)",
    "GET /v1/tournaments/{tournament_id}/rounds/{number}": "pairings are public",
    "GET /v1/tournaments/{tournament_id}/events": "the live log is public; penalties reach staff and the penalised",
    "GET /v1/cards/{card_id}": "the catalog is public",
    "GET /v1/cards/{card_id}/market": "market prices are public",
    "GET /v1/ratings/{user_id}": "ratings are public",
    "PUT /v1/me/collection/{card_id}": "the card is the catalog's; the collection is the caller's own",
    "GET /v1/rulesets/{ruleset}/cards": "the catalog is public",
}


def _request(world: World, op: Operation, *, headers: dict[str, str] | None = None, token: str | None = None):
    if op.id == "DELETE /v1/tokens/current" and token in (world.alice, world.bob):
        token = world.client.new_user_token()  # logging out must not log the matrix's own users out
    body = op.minimal_body()
    kwargs = {"json": body} if body is not None else {}
    return world.client.request(
        op.method.upper(), world.path(op.path), token=token, headers=headers, query_string=op.minimal_query(), **kwargs
    )


def _check(resp, op: Operation, kind: str) -> None:
    figures.record("auth matrix: requests", operation=op.id)
    figures.record(f"auth matrix: operation x credential kind ({kind})", operation=op.id)
    server_error = resp.status_code >= 500 and not (op.id == "GET /v1/ready" and resp.status_code == 503)
    if server_error:  # (readiness says 503 while no worker answers: this world runs none)
        figures.record("auth matrix: 5xx")
    assert not server_error, f"{op.id} with {kind}: {resp.status_code} {resp.get_data(as_text=True)[:300]}"


def _problem_code(resp) -> str | None:
    return resp.get_json().get("code") if resp.is_json and resp.status_code >= 400 else None


def _unexpected_2xx(op: Operation, kind: str, resp) -> str:
    figures.record("auth matrix: unexpected 2xx")
    return f"{op.id} answered {resp.status_code} to {kind}: {resp.get_data(as_text=True)[:300]}"


@pytest.mark.parametrize("op", OPERATIONS, ids=IDS)
def test_no_or_bad_credentials(world: World, op: Operation):
    resp = _request(world, op)
    _check(resp, op, "none")
    if op.requires_credential:
        assert resp.status_code == 401 and _problem_code(resp) == "unauthorized", op.id
    cases = {
        **{f"malformed ({k})": {"Authorization": v} for k, v in MALFORMED.items()},
        **{k: {"Authorization": f"Bearer {v}"} for k, v in world.bad.items()},
    }
    for kind, headers in cases.items():
        resp = _request(world, op, headers=headers)
        _check(resp, op, kind)
        if op.security:  # wherever a credential is read, a bad one is refused, never ignored
            assert resp.status_code == 401, f"{op.id} with {kind}: {resp.status_code}"
        if 200 <= resp.status_code < 300 and op.requires_credential:
            pytest.fail(_unexpected_2xx(op, kind, resp))


@pytest.mark.parametrize("op", [o for o in OPERATIONS if o.scope], ids=[o.id for o in OPERATIONS if o.scope])
def test_wrong_scope_and_non_admin(world: World, op: Operation):
    other_scope = next(s for s in world.keys if s != op.scope)
    resp = _request(world, op, token=world.keys[other_scope])
    _check(resp, op, "API key without the scope")
    assert resp.status_code == 403 and resp.get_json()["missing_scope"] == op.scope, op.id
    if op.scope == "admin":
        resp = _request(world, op, token=world.alice)
        _check(resp, op, "a user's token on an admin operation")
        assert resp.status_code == 403, op.id


@pytest.mark.parametrize("op", [o for o in OPERATIONS if o.security], ids=[o.id for o in OPERATIONS if o.security])
def test_other_user_and_other_game(world: World, op: Operation):
    resp = _request(world, op, token=world.bob)
    _check(resp, op, "another user's token")
    owners = "{" in op.path and op.id not in OPEN_TO_OTHER_USERS and op.scope != "admin"
    if owners and 200 <= resp.status_code < 300:
        pytest.fail(_unexpected_2xx(op, "another user's token", resp))
    if 200 <= resp.status_code < 300:
        leaked = [i for i in world.private_ids if i in resp.get_data(as_text=True)]
        assert not leaked, f"{op.id} showed another user the owner's {leaked}"
    resp = _request(world, op, token=world.other_game_seat)
    _check(resp, op, "another game's seat token")
    if owners and 200 <= resp.status_code < 300:
        pytest.fail(_unexpected_2xx(op, "another game's seat token", resp))
    if 200 <= resp.status_code < 300:
        leaked = [i for i in world.private_ids if i in resp.get_data(as_text=True)]
        assert not leaked, f"{op.id} showed another game's guest the owner's {leaked}"


@pytest.mark.parametrize("op", [o for o in OPERATIONS if o.security], ids=[o.id for o in OPERATIONS if o.security])
def test_the_right_credential_passes_auth(world: World, op: Operation):
    resp = _request(world, op, token=world.token_for(op))
    _check(resp, op, "the right credential")
    assert _problem_code(resp) not in ("unauthorized", "insufficient-scope", "forbidden"), (
        f"{op.id}: {resp.get_data(as_text=True)[:300]}"
    )
    if op.scope and op.scope != "admin":
        resp = _request(world, op, token=world.keys[op.scope])
        _check(resp, op, "an API key with the scope")
        assert _problem_code(resp) not in ("unauthorized", "insufficient-scope"), op.id


def test_every_operation_is_in_the_matrix_and_the_exceptions_exist():
    assert len(OPERATIONS) >= 80
    assert set(OPEN_TO_OTHER_USERS) <= set(IDS)
