"""A print run's bulk work on the real databases (SQLite and PostgreSQL) and a real Redis: every row there, every
code registering, nothing left of a run that failed, and rows streamed rather than held."""

from __future__ import annotations

import json
import tracemalloc
from collections.abc import Iterator

import pytest
import redis
from redis.backoff import NoBackoff
from redis.retry import Retry
from sqlalchemy import func, select

from service.accounts import identity as accounts
from service.accounts.identity import Principal
from service.cards import print_runs, registrations
from service.cards.imports import import_set
from service.cards.models.registrations import CardCopy, PrintRun
from service.cards.set_files import parse_json
from service.platform import security
from service.platform.db import Database
from service.platform.redis_client import make_redis
from service.platform.security import keyed_hash
from tests.cards.conftest import ARCANE_SET
from tests.support.servers import free_port

KEY = "print-run-test-key"


@pytest.fixture
def db(database_url: str) -> Iterator[Database]:
    database = Database(database_url)
    with database.session() as session:
        import_set(session=session, parsed=parse_json(json.dumps(ARCANE_SET)))
    yield database
    database.dispose()


@pytest.fixture
def redis_client(redis_server):
    client = make_redis(redis_server.url)
    yield client
    client.close()


def _new_run(db: Database, counts: dict[str, int]) -> str:
    with db.session() as session:
        run = PrintRun(cards=[{"card_id": c, "quantity": n} for c, n in counts.items()], total=sum(counts.values()))
        session.add(run)
        session.flush()
        return run.id


def _copies(db: Database, run_id: str) -> int:
    with db.read() as session:
        return session.scalar(select(func.count()).select_from(CardCopy).where(CardCopy.print_run_id == run_id)) or 0


def _run_keys(redis_client, run_id: str) -> list[str]:
    return sorted(redis_client.scan_iter(match=f"print_run:{{{run_id}}}*"))


def test_every_copy_is_written_and_every_code_registers(db, redis_client):
    """README: "a scratch-off code registers each physical card to one owner and proves it genuine"; print_runs:
    "the database keeps each code's keyed hash"."""
    run_id = _new_run(db, {"tst1-001": 140, "tst1-006": 60})
    assert print_runs.generate(db=db, redis_client=redis_client, secret_key=KEY, run_id=run_id)["copies"] == 200
    rows = list("".join(print_runs.download_codes(db=db, redis_client=redis_client, run_id=run_id)).splitlines())
    assert rows[0] == "serial,card_id,code" and len(rows) == 201
    secrets = [tuple(line.split(",")) for line in rows[1:]]
    assert [card for _, card, _ in secrets] == ["tst1-001"] * 140 + ["tst1-006"] * 60  # in the run's order
    with db.read() as session:
        stored = {c.serial: c for c in session.scalars(select(CardCopy).where(CardCopy.print_run_id == run_id))}
    assert len(stored) == 200 and len({c.code_hash for c in stored.values()}) == 200
    for serial, card_id, code in secrets:
        copy = stored[serial]
        assert copy.card_id == card_id and copy.status == "active" and copy.owner_id is None
        assert copy.code_hash == keyed_hash(KEY, code.replace("-", ""))  # only the keyed hash is stored
    with db.session() as session:
        user = accounts.create_user(session=session, username="printer", email="p@example.com", password="p" * 12)
        principal = Principal(user.id, user.username, False, frozenset(), "token", "tok")
    for serial, card_id, code in secrets:
        with db.session() as session:
            registered, new = registrations.register(session=session, secret_key=KEY, principal=principal, code=code)
        assert new and registered["serial"] == serial and registered["card"]["id"] == card_id
    # the download's own copy went once read; the run's secrets wait for the sheet, its other download
    assert _run_keys(redis_client, run_id) == [f"print_run:{{{run_id}}}:secrets"]


def test_a_run_that_fails_writing_its_rows_leaves_no_row(db, redis_client, monkeypatch):
    """The copies go in one transaction: a failure after 5,500 of 6,000 rows leaves none of them."""
    run_id = _new_run(db, {"tst1-001": 6000})
    hashed = {"n": 0}
    keyed = security._keyed

    def failing(secret_key: str):
        hashed["n"] += 1
        if hashed["n"] > 5500:
            raise RuntimeError("the worker failed mid-run")
        return keyed(secret_key)

    monkeypatch.setattr(security, "_keyed", failing)
    with pytest.raises(RuntimeError, match="mid-run"):
        print_runs.generate(db=db, redis_client=redis_client, secret_key=KEY, run_id=run_id)
    assert _copies(db, run_id) == 0
    assert _run_keys(redis_client, run_id) == []


def test_a_run_whose_secrets_cannot_be_stored_leaves_no_row(db):
    """Redis unreachable after the rows were written: the rows go again and the run is marked failed."""
    run_id = _new_run(db, {"tst1-001": 300})
    # nothing listens there; no retries, so the failure comes at once
    unreachable = redis.Redis(host="127.0.0.1", port=free_port(), retry=Retry(NoBackoff(), 0), decode_responses=True)
    with pytest.raises(redis.ConnectionError):
        print_runs.generate(db=db, redis_client=unreachable, secret_key=KEY, run_id=run_id)
    assert _copies(db, run_id) == 0
    with db.read() as session:
        assert session.get(PrintRun, run_id).status == "failed"


def test_a_run_that_fails_storing_its_secrets_leaves_no_partial_secrets(db, redis_client, monkeypatch):
    from service.cards import print_run_secrets

    monkeypatch.setattr(print_run_secrets, "CHUNK_ROWS", 100)
    run_id = _new_run(db, {"tst1-001": 1000})
    pushed = {"n": 0}
    rpush = redis_client.rpush

    def failing_rpush(*args):
        pushed["n"] += 1
        if pushed["n"] > 4:
            raise ConnectionError("Redis went away mid-run")
        return rpush(*args)

    monkeypatch.setattr(redis_client, "rpush", failing_rpush)
    with pytest.raises(ConnectionError):
        print_runs.generate(db=db, redis_client=redis_client, secret_key=KEY, run_id=run_id)
    assert pushed["n"] == 5 and _run_keys(redis_client, run_id) == [] and _copies(db, run_id) == 0


def test_a_run_whose_serials_meet_printed_ones_is_drawn_again(db, redis_client, monkeypatch):
    """Serials are unique across runs (the unique index): a draw that meets one is replaced whole by a new draw."""
    from service.cards import print_run_rows

    seeds = [b"s" * 32, b"s" * 32]  # the second run's first draw repeats the first run's serials exactly
    monkeypatch.setattr(print_runs, "new_seed", lambda: seeds.pop(0) if seeds else print_run_rows.new_seed())
    first, second = _new_run(db, {"tst1-001": 50}), _new_run(db, {"tst1-001": 50})
    print_runs.generate(db=db, redis_client=redis_client, secret_key=KEY, run_id=first)
    assert print_runs.generate(db=db, redis_client=redis_client, secret_key=KEY, run_id=second)["copies"] == 50
    assert _copies(db, first) == 50 and _copies(db, second) == 50 and not seeds


def test_every_key_of_a_run_carries_its_hash_tag(db, redis_client):
    """On a Redis Cluster a run's keys must share one slot (RENAME and COPY between them)."""
    run_id = _new_run(db, {"tst1-001": 3})
    print_runs.generate(db=db, redis_client=redis_client, secret_key=KEY, run_id=run_id)
    assert _run_keys(redis_client, run_id) == [f"print_run:{{{run_id}}}:secrets"]
    chunks = print_runs.download_codes(db=db, redis_client=redis_client, run_id=run_id)
    next(chunks)  # the codes download reads its own copy, in the run's slot
    assert _run_keys(redis_client, run_id) == [
        f"print_run:{{{run_id}}}:download:codes",
        f"print_run:{{{run_id}}}:secrets",
    ]
    list(chunks)
    sheet = print_runs.download_sheet(db=db, redis_client=redis_client, run_id=run_id, verify_base="https://x/")
    assert _run_keys(redis_client, run_id) == [f"print_run:{{{run_id}}}:download:sheet"]  # the last took the list
    assert sum(part.count("<svg") for part in sheet) == 6
    assert _run_keys(redis_client, run_id) == []


def test_a_run_streams_its_rows_instead_of_holding_them(db, redis_client):
    """20,000 copies: Python's allocations peak far below what 20,000 rows held at once take (about 20 MiB)."""
    run_id = _new_run(db, {"tst1-001": 20_000})
    tracemalloc.start()
    try:
        print_runs.generate(db=db, redis_client=redis_client, secret_key=KEY, run_id=run_id)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert _copies(db, run_id) == 20_000
    assert peak < 4 * 2**20, f"peak {peak / 2**20:.1f} MiB"


def test_secrets_stored_as_one_value_still_download(db, redis_client):
    """A run whose secrets Redis holds as one CSV value (not a list of chunks) downloads the same, once."""
    run_id = _new_run(db, {"tst1-001": 1})
    with db.session() as session:
        session.get(PrintRun, run_id).status = "ready"
    text = "serial,card_id,code\r\nS2345678923,tst1-001,K7QM4T-9XWB2R-HNC5PD\r\n"
    redis_client.set(f"print_run:{{{run_id}}}:secrets", text)
    assert "".join(print_runs.download_codes(db=db, redis_client=redis_client, run_id=run_id)) == text
    sheet = "".join(print_runs.download_sheet(db=db, redis_client=redis_client, run_id=run_id, verify_base="/v/"))
    assert "K7QM4T-9XWB2R-HNC5PD" in sheet and "S2345678923 · tst1-001" in sheet
    assert _run_keys(redis_client, run_id) == []


def test_progress_counts_the_copies_whose_secrets_are_stored(db, redis_client, monkeypatch):
    from service.cards import print_run_secrets

    monkeypatch.setattr(print_run_secrets, "CHUNK_ROWS", 100)
    run_id = _new_run(db, {"tst1-001": 250})
    seen: list[tuple[int, int]] = []
    print_runs.generate(
        db=db, redis_client=redis_client, secret_key=KEY, run_id=run_id, progress=lambda d, t: seen.append((d, t))
    )
    assert seen == [(0, 250), (100, 250), (200, 250), (250, 250)]
