"""Registration throughput (`POST /v1/registrations`, each with a fresh code) against the bare `GET /v1/health`
on the same gunicorn, side by side in one run; the ratio is the figure that holds on a noisy machine."""

from __future__ import annotations

import http.client
import json
import sys
import threading
import time

from bench.harness import HOST, api_stack, run_load, write_results
from service.cards import print_run_secrets, print_runs
from service.cards.demo_sets import set_files
from service.cards.imports import import_set
from service.cards.models.registrations import PrintRun
from service.cards.set_files import parse_json
from service.platform.db import Database
from service.platform.redis_client import make_redis

CLIENTS = 8
CODES = 2400
SECONDS = 5.0


def _codes(env: dict[str, str]) -> list[str]:
    db = Database(env["DATABASE_URL"])
    arcane = next(p for p in set_files() if p.stem == "arcane")
    with db.session() as session:
        import_set(session=session, parsed=parse_json(arcane.read_text()))
        run = PrintRun(cards=[{"card_id": "arc1-009", "quantity": CODES}], total=CODES)
        session.add(run)
        session.flush()
        run_id = run.id
    redis_client = make_redis(env["REDIS_URL"])
    print_runs.generate(db=db, redis_client=redis_client, secret_key=env["SECRET_KEY"], run_id=run_id)
    codes = [code for _, _, code in print_run_secrets.stored_rows(redis_client, run_id)]
    db.dispose()
    return codes


def _register_load(port: int, tokens: list[str], codes: list[str]) -> tuple[int, int, float]:
    lock = threading.Lock()
    ok = errors = 0
    per_client = [codes[i::CLIENTS] for i in range(CLIENTS)]
    deadline = time.perf_counter() + SECONDS

    def client(i: int) -> None:
        nonlocal ok, errors
        conn = http.client.HTTPConnection(HOST, port, timeout=10)
        headers = {"Authorization": f"Bearer {tokens[i]}", "Content-Type": "application/json"}
        good = bad = 0
        for code in per_client[i]:
            if time.perf_counter() >= deadline:
                break
            conn.request("POST", "/v1/registrations", body=json.dumps({"code": code}), headers=headers)
            resp = conn.getresponse()
            resp.read()
            good, bad = (good + 1, bad) if resp.status == 201 else (good, bad + 1)
        with lock:
            ok += good
            errors += bad

    threads = [threading.Thread(target=client, args=(i,)) for i in range(CLIENTS)]
    started = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return ok, errors, time.perf_counter() - started


def main() -> int:
    with api_stack(workers=1, extra_env={"RATE_LIMITS_ENABLED": "1"}) as stack:
        codes = _codes(stack.env)
        tokens = [stack.user_token(f"bench{i}") for i in range(CLIENTS)]
        run_load(stack.port, "/v1/health", clients=CLIENTS, time_limit=1.0)  # warm-up
        bare = run_load(stack.port, "/v1/health", clients=CLIENTS, requests_per_client=10_000, time_limit=SECONDS)
        ok, errors, elapsed = _register_load(stack.port, tokens, codes)
    registrations_per_s = ok / elapsed
    results = {
        "config": {
            "server": "companion api (gunicorn, gevent), 1 worker, SQLite, embedded Redis",
            "clients": CLIENTS,
            "seconds": SECONDS,
        },
        "bare GET /v1/health": {"req_per_s": bare.rps, "errors": bare.errors},
        "POST /v1/registrations": {"registered": ok, "errors": errors, "req_per_s": registrations_per_s},
        "ratio registrations/bare": registrations_per_s / bare.rps if bare.rps else 0.0,
    }
    write_results("registration", results)
    return 1 if errors or bare.errors else 0


if __name__ == "__main__":
    sys.exit(main())
