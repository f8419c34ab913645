"""What the service serves to browsers besides the API: the web companion at /app/ and the API docs at /docs."""

from __future__ import annotations

from flask import Flask

from service.platform.ratelimit import exempt
from service.web import app_shell, docs


def init_web(app: Flask) -> None:
    for blp in (app_shell.blp, docs.blp):
        app.register_blueprint(blp)
        exempt(app, blp.name)  # static pages and files: not part of any caller's API budget
