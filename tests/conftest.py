"""Fixtures that start real components: a Redis server, SQLite and PostgreSQL databases, a Celery worker."""

from __future__ import annotations

import os
import shutil
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from service.app import dispose_app
from service.platform.embedded_redis import EmbeddedRedis
from service.platform.migrate import upgrade
from service.platform.model_base import Base
from service.platform.settings import Settings, load_settings
from tests.support.client import ApiClient
from tests.support.redis_cluster import cluster_env, redis_cluster, use_for_every_app
from tests.support.servers import (
    PostgresServer,
    free_port,
    postgres_available,
    start_worker,
    stop_process_group,
    wait_for_worker,
)

__all__ = ["redis_cluster"]  # a fixture, for every test module


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--redis-cluster",
        action="store_true",
        help="keep every app's live state on a real Redis Cluster (make test-cluster)",
    )


def pytest_sessionstart(session: pytest.Session) -> None:
    if not hasattr(session.config, "workerinput"):  # the controller, or a run without xdist
        from tests.security import figures

        figures.reset()


def pytest_terminal_summary(terminalreporter, exitstatus: int, config: pytest.Config) -> None:
    """The abuse suite's figures (tests/security/), added up over every test process."""
    from tests.security import figures

    found = figures.summary()
    if found:
        terminalreporter.section("abuse suite (tests/security)")
        for name, value in sorted(found["counts"].items()):
            terminalreporter.write_line(f"{name}: {value}")
        for name, value in sorted(found["operations"].items()):
            terminalreporter.write_line(f"operations with {name}: {value}")


@pytest.fixture(scope="session")
def redis_server(tmp_path_factory: pytest.TempPathFactory, request: pytest.FixtureRequest) -> Iterator[EmbeddedRedis]:
    """A plain Redis: the live state and the broker; under ``--redis-cluster`` the broker only."""
    server = EmbeddedRedis(tmp_path_factory.mktemp("redis"), free_port()).start()
    if request.config.getoption("redis_cluster"):
        use_for_every_app(request.getfixturevalue("redis_cluster"), server.url)
    yield server
    server.stop()


@pytest.fixture(scope="session")
def sqlite_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("sqlite") / "template.db"
    upgrade(f"sqlite:///{path}")
    return path


@pytest.fixture
def sqlite_url(sqlite_template: Path, tmp_path: Path) -> str:
    """A fresh, migrated SQLite database for this test (a copy of the migrated template)."""
    path = tmp_path / "companion.db"
    shutil.copy(sqlite_template, path)
    return f"sqlite:///{path}"


@pytest.fixture(scope="session")
def pg_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[PostgresServer]:
    reason = postgres_available()
    if reason:
        pytest.skip(f"PostgreSQL tests skipped: {reason}")
    base = Path("/tmp") / f"companion-pg-{uuid.uuid4().hex[:8]}"  # postgres must own it; tmp_path is root's
    server = PostgresServer(base).start()
    yield server
    server.stop()
    shutil.rmtree(base, ignore_errors=True)


@pytest.fixture(scope="session")
def pg_url(pg_server: PostgresServer) -> str:
    url = pg_server.create_database("companion_test")
    upgrade(url)
    return url


def _truncate_all(url: str) -> None:
    engine = create_engine(url)
    with engine.begin() as conn:
        names = ", ".join(f'"{t.name}"' for t in Base.metadata.sorted_tables)
        conn.execute(text(f"TRUNCATE {names} CASCADE"))
    engine.dispose()


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def database_url(request: pytest.FixtureRequest) -> Iterator[str]:
    """The same test on SQLite and on PostgreSQL."""
    if request.param == "sqlite":
        yield request.getfixturevalue("sqlite_url")
        return
    url = request.getfixturevalue("pg_url")
    yield url
    _truncate_all(url)


@pytest.fixture
def db_app(tmp_path: Path, redis_server, database_url: str):
    """An app on the database the test is parametrised with, for tests that run units of work beside its API."""
    from service.app import create_app

    app = create_app(make_settings(tmp_path / uuid.uuid4().hex[:6], redis_server.url, database_url))
    yield app
    dispose_app(app)


METRICS_TOKEN = "test-metrics-token"


def make_settings(data_dir: Path, redis_url: str, database_url: str, **env: str) -> Settings:
    """Settings for an app on ``redis_url``; under ``--redis-cluster``, its live state on the cluster and
    ``redis_url`` its Celery broker."""
    on_cluster = cluster_env(redis_url)
    return load_settings(
        {
            "DATA_DIR": str(data_dir),
            **(on_cluster or {"REDIS_URL": redis_url}),
            "DATABASE_URL": database_url,
            "SECRET_KEY": "test-secret-key",
            "RATE_LIMIT_DEFAULT": "100000 per minute",
            "RATE_LIMIT_SIGNUP": "100000 per minute",  # the tests sign many users up from one address
            "RATE_LIMIT_PREFIX": f"rl-{uuid.uuid4().hex[:8]}",  # each app its own buckets
            "LOG_LEVEL": "WARNING",
            "STRICT_UNIT_OF_WORK": "1",  # waiting on Redis inside a write transaction fails the test
            "METRICS_TOKEN": METRICS_TOKEN,
            **env,
        }
    )


@pytest.fixture
def settings(tmp_path: Path, redis_server: EmbeddedRedis, database_url: str) -> Settings:
    """An app's settings: every API test runs on SQLite and on PostgreSQL (``database_url`` is parametrised)."""
    return make_settings(tmp_path, redis_server.url, database_url)


@pytest.fixture
def app(settings: Settings):
    from service.app import create_app

    app = create_app(settings)
    yield app
    dispose_app(app)


@pytest.fixture
def app_from():
    """Build apps from given settings, disposed after the test: their listeners and flushers stop before the
    test's Redis does (left running, they outlive the test and log into a stream pytest has closed)."""
    from service.app import create_app

    apps = []

    def build(settings: Settings):
        apps.append(create_app(settings))
        return apps[-1]

    yield build
    for built in apps:
        dispose_app(built)


@pytest.fixture
def make_app(app_from, tmp_path: Path, redis_server: EmbeddedRedis, database_url: str):
    """Build apps with extra settings (environment variable names), disposed after the test."""

    def build(**env: str):
        return app_from(make_settings(tmp_path, redis_server.url, database_url, **env))

    return build


@pytest.fixture
def client(app) -> ApiClient:
    return ApiClient(app.test_client())


# ---- a real Celery worker, sharing one database and Redis with the app under test ------------------


@pytest.fixture(scope="session")
def worker_stack(tmp_path_factory: pytest.TempPathFactory, redis_server: EmbeddedRedis, sqlite_template: Path):
    """Settings and a running worker process for tests whose behaviour goes through Celery."""
    base = tmp_path_factory.mktemp("stack")
    db_path = base / "companion.db"
    shutil.copy(sqlite_template, db_path)
    # webhooks: the tests' receiver listens on loopback, and retries come quickly
    webhook_env = {
        "WEBHOOK_ALLOW_PRIVATE_TARGETS": "1",
        "WEBHOOK_RETRY_BASE_SECONDS": "0.2",
        "WEBHOOK_MAX_ATTEMPTS": "3",
        "WEBHOOK_DISABLE_AFTER": "5",
    }
    # a Redis database of its own: the tests without a worker (the app fixture, the fuzzers) queue tasks on database
    # 0 that nothing runs, and a worker there would take them in — a fuzzed simulation of hundreds of games can hold
    # both its processes for minutes, and the webhook tests' deliveries would wait behind it
    redis_url = redis_server.url.rsplit("/", 1)[0] + "/1"
    settings = make_settings(base, redis_url, f"sqlite:///{db_path}", **webhook_env)
    env = dict(
        os.environ,
        DATA_DIR=str(base),
        **(cluster_env(redis_url) or {"REDIS_URL": settings.redis_url}),
        DATABASE_URL=settings.database_url,
        SECRET_KEY=settings.secret_key,
        LOG_LEVEL="INFO",
        STRICT_UNIT_OF_WORK="1",
        **webhook_env,
    )
    proc = start_worker(env, log=base / "worker.log")
    from service.platform.celery_app import make_celery

    try:
        wait_for_worker(make_celery(settings))
        yield settings, proc, env
    finally:
        stop_process_group(proc)


@pytest.fixture
def stack_app(worker_stack):
    from service.app import create_app

    settings, _proc, _env = worker_stack
    app = create_app(settings.with_overrides(rate_limit_prefix=f"rl-{uuid.uuid4().hex[:8]}"))
    yield app
    dispose_app(app)


@pytest.fixture
def stack_client(stack_app) -> ApiClient:
    return ApiClient(stack_app.test_client())
