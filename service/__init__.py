"""The HTTP face of the companion: app factory, blueprints, auth, errors, stores."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from flask import Flask

    from service.platform.settings import Settings


def create_app(settings: Settings | None = None) -> Flask:
    from service.app import create_app as _create_app

    return _create_app(settings)
