"""The catalog as a client sees it: search, filters, sort, cursor pages, one card with versions, ETag/304."""

from __future__ import annotations

import pytest

from tests.cards.conftest import arcane_set, import_doc
from tests.service.test_errors import assert_problem


def _names(resp) -> list[str]:
    assert resp.status_code == 200, resp.get_json()
    return [c["name"] for c in resp.get_json()["items"]]


def test_list_sorted_by_name_with_game_fields(client, catalog):
    token = client.new_user_token()
    body = client.get("/v1/rulesets/arcane/cards", token=token).get_json()
    assert [c["name"] for c in body["items"]][:3] == ["Ashen Whelp", "Brine Golem", "Cinder Rain"]
    whelp = body["items"][0]
    assert whelp["id"] == "tst1-001" and whelp["cost"] == 1 and whelp["per_deck"] == 4 and whelp["traits"] == ["Haste"]
    assert body["next_cursor"] is None


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("q=golem", ["Brine Golem"]),
        ("q=DRAW", ["Drifting Lantern"]),  # current text, case-insensitive
        ("q=100%25", []),  # a literal '%' matches nothing, not everything
        ("type=spell", ["Cinder Rain"]),
        ("rarity=legendary", ["Old Ember King"]),
        ("essence=water", ["Brine Golem"]),
        ("keyword=haste", ["Ashen Whelp"]),
        ("cost_min=2&cost_max=3", ["Cinder Rain", "Drifting Lantern"]),
        ("cost_min=4", ["Brine Golem"]),
    ],
)
def test_filters(client, catalog, query, expected):
    token = client.new_user_token()
    assert _names(client.get(f"/v1/rulesets/arcane/cards?{query}", token=token)) == expected


def test_sort_by_cost_descending_and_cursor_pages_cover_everything_once(client, catalog):
    token = client.new_user_token()
    seen: list[str] = []
    cursor = None
    for _ in range(10):
        url = "/v1/rulesets/arcane/cards?sort=-cost&limit=2" + (f"&cursor={cursor}" if cursor else "")
        body = client.get(url, token=token).get_json()
        seen += [c["id"] for c in body["items"]]
        cursor = body["next_cursor"]
        if cursor is None:
            break
    assert sorted(seen) == [f"tst1-00{i}" for i in range(1, 7)] and len(seen) == 6
    assert seen[0] == "tst1-002"  # cost 4 first; the essence (no cost) last
    assert seen[-1] == "tst1-004"


def test_bad_cursor_and_unknown_ruleset(client, catalog):
    token = client.new_user_token()
    assert_problem(client.get("/v1/rulesets/arcane/cards?cursor=bm9wZQ", token=token), 422, "validation-error")
    cursor = client.get("/v1/rulesets/arcane/cards?limit=1", token=token).get_json()["next_cursor"]
    resp = client.get(f"/v1/rulesets/arcane/cards?limit=1&sort=cost&cursor={cursor}", token=token)
    assert_problem(resp, 422, "validation-error")
    assert_problem(client.get("/v1/rulesets/chess/cards", token=token), 404, "not-found")


def test_card_detail_has_versions_and_printings(client, catalog):
    token = client.new_user_token()
    card = client.get("/v1/cards/tst1-006", token=token).get_json()
    assert card["text"] == "When Drifting Lantern enters, draw two cards." and card["version"] == 2
    assert [(v["version"], v["kind"], v["effective"]) for v in card["versions"]] == [
        (1, "printed", "2026-01-10"),
        (2, "erratum", "2026-03-01"),
    ]
    assert card["printings"] == [{"set": "TST1", "set_name": "Test Set One", "number": "006", "released": "2026-01-10"}]
    assert_problem(client.get("/v1/cards/nope-001", token=token), 404, "not-found")


def test_erratum_endpoint_creates_a_dated_version_and_changes_the_etag(client, catalog):
    token = client.new_user_token()
    first = client.get("/v1/cards/tst1-001", token=token)
    etag = first.headers["ETag"]
    assert client.get("/v1/cards/tst1-001", token=token, headers={"If-None-Match": etag}).status_code == 304
    body = {"text": "Haste. Ashen Whelp can't block.", "effective": "2026-06-01", "note": "too strong"}
    resp = client.post("/v1/cards/tst1-001/errata", token=catalog, json=body)
    assert resp.status_code == 201, resp.get_json()
    assert resp.get_json()["text"] == body["text"] and resp.get_json()["version"] == 2
    again = client.get("/v1/cards/tst1-001", token=token, headers={"If-None-Match": etag})
    assert again.status_code == 200 and again.headers["ETag"] != etag
    assert [v["text"] for v in again.get_json()["versions"]] == ["Haste.", body["text"]]
    # the same erratum twice is one version
    client.post("/v1/cards/tst1-001/errata", token=catalog, json=body)
    assert len(client.get("/v1/cards/tst1-001", token=token).get_json()["versions"]) == 2
    # only admins issue errata
    assert_problem(client.post("/v1/cards/tst1-001/errata", token=token, json=body), 403, "forbidden")


def test_list_etag_and_304(client, catalog):
    token = client.new_user_token()
    resp = client.get("/v1/rulesets/arcane/cards?type=creature", token=token)
    etag = resp.headers["ETag"]
    cached = client.get("/v1/rulesets/arcane/cards?type=creature", token=token, headers={"If-None-Match": etag})
    assert cached.status_code == 304 and cached.headers["ETag"] == etag and cached.get_data() == b""
    other = client.get("/v1/rulesets/arcane/cards?type=spell", token=token, headers={"If-None-Match": etag})
    assert other.status_code == 200


def test_reprint_adds_a_printing_to_the_same_card(client, catalog):
    token = client.new_user_token()
    reprint = arcane_set(code="TST2", name="Test Set Two", released="2026-09-01")
    reprint["cards"] = [dict(reprint["cards"][0], number="101")]
    assert import_doc(client, catalog, reprint).status_code == 201
    card = client.get("/v1/cards/tst1-001", token=token).get_json()
    assert [(p["set"], p["number"]) for p in card["printings"]] == [("TST1", "001"), ("TST2", "101")]
    assert len(card["versions"]) == 1  # same wording: not a new version


def test_catalog_reads_need_the_cards_read_scope(client, catalog):
    token = client.new_user_token()
    key = client.api_key(token, ["games:read"])
    assert_problem(client.get("/v1/rulesets/arcane/cards", token=key), 403, "insufficient-scope")
    assert client.get("/v1/rulesets/arcane/cards", token=client.api_key(token, ["cards:read"])).status_code == 200
