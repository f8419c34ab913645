"""Names a stranger cannot disguise (SECURITY.md): text is NFC-normalised, invisible format characters and piles of
combining marks are refused, and usernames and an event's player names are unique by their confusable skeleton
(Unicode TS #39). Each test fails on the code without the rule."""

from __future__ import annotations

import uuid

import pytest
import sqlalchemy as sa

from schemas.confusables import name_key
from service.platform.migrate import upgrade
from tests.service.test_errors import assert_problem
from tests.support.client import ApiClient
from tests.tournaments.helpers import add_guests
from tests.tournaments.helpers import create as create_tournament


@pytest.mark.parametrize(
    "name",
    [
        "demo\ufeff",  # a byte-order mark: invisible
        "de\u200bmo",  # zero-width space
        "de\u200dmo",  # a joiner between two letters
        "demo\u200e",  # left-to-right mark
        "de\u00admo",  # soft hyphen
        "demo\U000e0041",  # a tag character
        "de\u2060mo",  # word joiner
        "Zalgo" + "\u0301\u0300\u0302\u0303\u0304\u0306",  # six combining marks on one letter
    ],
)
def test_names_refuse_invisible_format_characters_and_piles_of_combining_marks(client, name):
    token = client.new_user_token()
    resp = client.post("/v1/decks", token=token, json={"ruleset": "arcane", "cards": [], "name": name})
    assert "name" in assert_problem(resp, 422, "validation-error")["errors"]["json"]  # was 201
    tid = create_tournament(client, token)["id"]
    resp = client.post(f"/v1/tournaments/{tid}/players", token=token, json={"name": name})
    assert_problem(resp, 422, "validation-error")
    assert client.get("/v1/decks", token=token).get_json()["items"] == []


def test_names_keep_emoji_sequences_and_accents_and_are_stored_nfc(client):
    token = client.new_user_token()
    for name in ("👨\u200d👩\u200d👧 family night", "Tiếng Việt", "שָׁלוֹם"):
        resp = client.post("/v1/decks", token=token, json={"ruleset": "arcane", "cards": [], "name": name})
        assert resp.status_code == 201, resp.get_json()
    decomposed = client.post("/v1/decks", token=token, json={"ruleset": "arcane", "cards": [], "name": "Jose\u0301"})
    assert decomposed.get_json()["name"] == "Jos\u00e9"  # without NFC: stored as sent, a second "José"


def _sign_up(client: ApiClient, username: str) -> int:
    body = {"username": username, "email": f"{uuid.uuid4().hex[:12]}@example.com", "password": "correct-horse-battery"}
    return client.post("/v1/users", json=body).status_code


def test_usernames_are_unique_by_their_confusable_skeleton(client):
    tail = "".join(c for c in uuid.uuid4().hex if c in "abcdef")[:6]
    assert _sign_up(client, f"demo{tail}") == 201
    for lookalike in (f"DEM0{tail.upper()}", f"dem0{tail}", f"dern0{tail}"):
        assert _sign_up(client, lookalike) == 409, lookalike  # without the key: 201, a second "demo"
    assert _sign_up(client, f"admin{tail}") == 201
    assert _sign_up(client, f"adrnin{tail}") == 409
    assert name_key("demo") == name_key("d\u0435mo") == name_key("demo\ufeff") == name_key("DEM0")


def test_player_names_of_one_event_are_unique_by_their_confusable_skeleton(client):
    token = client.new_user_token()
    tid = create_tournament(client, token)["id"]
    add_guests(client, token, tid, ["Ana Lima", "José"])
    for lookalike in ("ANA LIMA", "\u0410na Lima", "Ana Lirna", "Jose\u0301"):  # Cyrillic А; "rn"; NFD
        resp = client.post(f"/v1/tournaments/{tid}/players", token=token, json={"name": lookalike})
        assert_problem(resp, 409, "name-taken")  # was 201: two players no one could tell apart
    other = create_tournament(client, token)["id"]
    assert add_guests(client, token, other, ["ANA LIMA"])  # another event is another list


def test_the_name_keys_are_backfilled_and_lookalikes_of_older_rows_keep_none(tmp_path):
    url = f"sqlite:///{tmp_path / 'old.db'}"
    upgrade(url, "0007")
    engine = sa.create_engine(url)
    users = sa.table(
        "users", *(sa.column(c) for c in ("id", "username", "email", "password_hash", "is_admin", "created_at"))
    )
    with engine.begin() as conn:
        for i, name in enumerate(("alice", "Alice", "bob")):  # case-sensitive before: both alices exist
            conn.execute(
                sa.insert(users).values(
                    id=f"usr_{i}",
                    username=name,
                    email=f"{i}@x.org",
                    password_hash="x",
                    is_admin=False,
                    created_at=f"2026-01-0{i + 1} 00:00:00",
                )
            )
    upgrade(url)
    with engine.connect() as conn:
        keys = dict(conn.execute(sa.text("SELECT username, name_key FROM users")).all())
    engine.dispose()
    assert keys == {"alice": "alice", "Alice": None, "bob": "bob"}
