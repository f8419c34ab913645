"""The abuse suite's fixtures: one app and one world per test module and test process (xdist-friendly)."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from service.app import create_app, dispose_app
from tests.conftest import make_settings
from tests.security.world import World, build_world


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory, redis_server, sqlite_template: Path) -> Iterator[World]:
    base = tmp_path_factory.mktemp("abuse")
    db = base / "companion.db"
    shutil.copy(sqlite_template, db)
    settings = make_settings(
        base,
        redis_server.url,
        f"sqlite:///{db}",
        WEBHOOK_ALLOW_PRIVATE_TARGETS="1",
        RATE_LIMIT_LOGIN="100000 per minute",
        RATE_LIMIT_LOGIN_ACCOUNT="100000 per minute",
        RATE_LIMIT_REGISTRATION="100000 per minute",
        RATE_LIMIT_JOIN_LOOKUP="100000 per minute",
    )
    app = create_app(settings)
    try:
        yield build_world(app)
    finally:
        dispose_app(app)
