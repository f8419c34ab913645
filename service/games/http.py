"""HTTP details the game blueprints share: the live store of this app, version headers, follow-ups."""

from __future__ import annotations

from flask import Response, current_app, request

from service.accounts import Principal
from service.context import db_session, services
from service.errors import PreconditionFailed
from service.games.followups import follow_up
from service.games.play import Written
from service.games.store import LiveStore
from service.tasks import enqueue


def store() -> LiveStore:
    ext = current_app.extensions
    if "live_store" not in ext:
        ext["live_store"] = LiveStore(services().redis)
    return ext["live_store"]


def etag(version: int) -> str:
    return f'"{version}"'


def _versions(header: str) -> list[str]:
    return [v.strip().removeprefix("W/").strip('"') for v in header.split(",") if v.strip()]


def if_match() -> int | None:
    """The version a conditional write requires (``If-Match: "12"``), or None."""
    header = request.headers.get("If-Match")
    if header is None or header.strip() == "*":
        return None
    values = _versions(header)
    if len(values) != 1 or not values[0].isdigit():
        raise PreconditionFailed('If-Match must name one version, as the ETag gave it (e.g. "12").')
    return int(values[0])


def not_modified(version: int) -> bool:
    header = request.headers.get("If-None-Match")
    return header is not None and (header.strip() == "*" or str(version) in _versions(header))


def with_version(response: Response, version: int) -> Response:
    response.headers["ETag"] = etag(version)
    response.vary.add("Authorization")
    return response


def after_write(written: Written, principal: Principal) -> None:
    """Follow-up work once a write is committed (see ``service.games.followups``)."""
    follow_up(
        session=db_session(), written=written, send_task=lambda name, args: enqueue(name, args=args, owner=principal)
    )
