"""An app on the database a test is parametrised with (``database_url``), for tests that run units of work
directly beside its API."""

from __future__ import annotations

import uuid
from pathlib import Path

import pytest

from service.app import dispose_app
from tests.conftest import make_settings


@pytest.fixture
def db_app(tmp_path: Path, redis_server, database_url: str):  # type: ignore[no-untyped-def]
    from service.app import create_app

    app = create_app(make_settings(tmp_path / uuid.uuid4().hex[:6], redis_server.url, database_url))
    yield app
    dispose_app(app)
