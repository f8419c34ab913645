"""The baselines every hot-path figure is divided by: a bare Flask app answering ``{"status": "ok"}``, and the same
app sending one Redis command first (the floor of anything that reads or writes a live game), through redis-py's pool
and through the API's pipeline (``service.platform.redis_pipe``).

Served by gunicorn with exactly the API's settings (``service.cli.gunicorn_argv``), so the ratio
measures what our middleware, auth, Redis and rules add, not the server.
"""

from __future__ import annotations

import os

import redis
from flask import Flask

from service.platform.redis_pipe import AutoPipeline

app = Flask(__name__)
_redis = redis.Redis.from_url(os.environ["BARE_REDIS_URL"]) if os.environ.get("BARE_REDIS_URL") else None
_pipeline = AutoPipeline(_redis.connection_pool) if _redis is not None else None


@app.get("/health")
def health() -> dict[str, str]:
    return {"status": "ok"}


@app.get("/redis")
def one_redis_command() -> dict[str, str]:
    assert _redis is not None, "started without BARE_REDIS_URL"
    _redis.hmget("bench:bare", "state", "version")
    return {"status": "ok"}


@app.get("/redis-pipelined")
def one_pipelined_redis_command() -> dict[str, str]:
    assert _pipeline is not None, "started without BARE_REDIS_URL"
    _pipeline.call(("HMGET", "bench:bare", "state", "version"))
    return {"status": "ok"}
