"""The OpenAPI document, generated from the code (what `openapi.yaml` must equal)."""

from __future__ import annotations

import yaml

from service.platform.settings import load_settings


def openapi_dict() -> dict:
    from service.app import create_app

    # settings only shape runtime behaviour, never the contract; a throw-away DATA_DIR keeps this side-effect free
    settings = load_settings({"DATA_DIR": "/tmp/companion-openapi", "SECRET_KEY": "openapi"})
    app = create_app(settings)
    with app.app_context():
        return app.extensions["flask-smorest"]["apis"][""]["ext_obj"].spec.to_dict()


def render_openapi_yaml() -> str:
    return yaml.safe_dump(openapi_dict(), sort_keys=True, allow_unicode=True, width=120)
