"""Liveness and readiness."""

from __future__ import annotations

from typing import Any

from flask import Response
from flask.views import MethodView
from sqlalchemy import text

from schemas.system import HealthSchema, ReadySchema
from service.platform.api import Blueprint
from service.platform.context import services
from service.platform.errors import ServiceUnavailable
from service.platform.tasks import current_celery

blp = Blueprint("health", __name__, url_prefix="/v1", description="Is the service up, and can it work?")


_ALIVE = b'{"status":"ok"}'


@blp.route("/health")
class Health(MethodView):
    @blp.response(200, HealthSchema)
    def get(self):
        """The process is alive (checks nothing else)."""
        return Response(_ALIVE, mimetype="application/json")  # what HealthSchema would make of it, made once


@blp.route("/ready")
class Ready(MethodView):
    @blp.response(200, ReadySchema)
    @blp.errors(503)
    def get(self) -> dict[str, Any]:
        """Redis, the database and at least one Celery worker answer."""
        checks: dict[str, str] = {}
        try:
            services().redis.ping()
            checks["redis"] = "ok"
        except Exception as exc:
            checks["redis"] = f"unreachable: {type(exc).__name__}"
        try:
            with services().db.engine.connect() as conn:
                conn.execute(text("SELECT 1"))
            checks["database"] = "ok"
        except Exception as exc:
            checks["database"] = f"unreachable: {type(exc).__name__}"
        try:
            replies = current_celery().control.ping(timeout=1.0) if checks["redis"] == "ok" else []
            checks["workers"] = f"ok ({len(replies)})" if replies else "no worker answered"
        except Exception as exc:
            checks["workers"] = f"unreachable: {type(exc).__name__}"
        failing = {k: v for k, v in checks.items() if not v.startswith("ok")}
        if failing:
            raise ServiceUnavailable("Not ready: " + "; ".join(f"{k} {v}" for k, v in failing.items()), checks=checks)
        return {"status": "ready", "checks": checks}
