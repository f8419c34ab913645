"""The baseline every hot-path figure is divided by: a bare Flask app answering ``{"status": "ok"}``.

Served by gunicorn with exactly the API's settings (``service.cli.gunicorn_argv``), so the ratio
measures what our middleware, auth, Redis and rules add, not the server.
"""

from __future__ import annotations

from flask import Flask

app = Flask(__name__)


@app.get("/health")
def health() -> dict[str, str]:
    return {"status": "ok"}
