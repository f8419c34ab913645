"""Cursors of the API's lists: opaque to clients, made only by the API.

A cursor is the sort key of a page's last item (and its id, which breaks ties), as a JSON array in URL-safe
base64. One the API did not make is a field error of the query (422 naming ``cursor``), like any other malformed
query value.
"""

from __future__ import annotations

import base64
from datetime import datetime
from typing import Any

import orjson

from service.platform.errors import Unprocessable


def invalid_cursor(reason: str = "Not a cursor this API issued.") -> Unprocessable:
    return Unprocessable(errors={"query": {"cursor": [reason]}})


def make_cursor(*values: Any) -> str:
    return base64.urlsafe_b64encode(orjson.dumps(list(values))).decode().rstrip("=")


def read_cursor(cursor: str, *, parts: int = 2) -> list[Any]:
    """The values a cursor of ``make_cursor``'s holds (``parts`` of them)."""
    try:
        values = orjson.loads(base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)))
    except ValueError as exc:  # not base64, not JSON (orjson's error is a ValueError too)
        raise invalid_cursor() from exc
    if not isinstance(values, list) or len(values) != parts:
        raise invalid_cursor()
    return values


def make_keyset_cursor(created_at: datetime, item_id: str) -> str:
    """The cursor after an item of a list ordered by creation time, then id."""
    return make_cursor(created_at.isoformat(), item_id)


def read_keyset_cursor(cursor: str) -> tuple[datetime, str]:
    at, item_id = read_cursor(cursor)
    if not isinstance(at, str) or not isinstance(item_id, str):
        raise invalid_cursor()
    try:
        return datetime.fromisoformat(at), item_id
    except ValueError as exc:
        raise invalid_cursor() from exc
