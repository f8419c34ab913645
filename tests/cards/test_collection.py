"""The collection: registered copies plus cards added by hand, grouped by card, filtered, exported as CSV."""

from __future__ import annotations

from tests.cards.conftest import printed_copies
from tests.service.test_errors import assert_problem


def test_collection_groups_registered_and_manual_copies(client, catalog, app):
    copies = printed_copies(app, {"tst1-001": 2})
    token = client.new_user_token()
    for _, _, code in copies:
        assert client.post("/v1/registrations", token=token, json={"code": code}).status_code == 201
    assert client.put("/v1/me/collection/tst1-001", token=token, json={"quantity": 1}).status_code == 204
    assert client.put("/v1/me/collection/tst1-003", token=token, json={"quantity": 4}).status_code == 204
    items = client.get("/v1/me/collection", token=token).get_json()["items"]
    assert [(i["card"]["id"], i["registered"], i["manual"], i["quantity"]) for i in items] == [
        ("tst1-001", 2, 1, 3),
        ("tst1-003", 0, 4, 4),
    ]
    assert [i["card"]["id"] for i in client.get("/v1/me/collection?q=rain", token=token).get_json()["items"]] == [
        "tst1-003"
    ]
    resp = client.get("/v1/me/collection/export.csv", token=token)
    csv_text = resp.get_data(as_text=True)
    assert resp.status_code == 200, csv_text
    assert csv_text.splitlines()[1] == "tst1-001,Ashen Whelp,arcane,2,1,3"
    assert client.put("/v1/me/collection/tst1-003", token=token, json={"quantity": 0}).status_code == 204
    assert len(client.get("/v1/me/collection", token=token).get_json()["items"]) == 1
    assert_problem(client.put("/v1/me/collection/nope-1", token=token, json={"quantity": 1}), 404, "not-found")
