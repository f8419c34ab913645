"""Interactive API docs at /docs: Swagger UI from the vendored swagger-ui-dist, served by this service alone.

Nothing comes from a CDN, so the page works on a network without internet access, and its Content-Security-Policy
allows this origin only. Assets are served under a digest of their contents, cached for a year.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from flask import Blueprint, Response, abort, redirect
from werkzeug.wrappers import Response as BaseResponse

from service.web.assets import YEAR, Asset, AssetTree, make_asset, respond
from service.web.headers import DOCS_CSP, secure

ROOT = Path(__file__).resolve().parent / "swagger"
blp = Blueprint("docs", __name__, url_prefix="/docs")


@cache
def _tree() -> AssetTree:
    return AssetTree(ROOT, exclude=("index.html",))


@cache
def _index() -> Asset:
    page = (ROOT / "index.html").read_text().replace("{{ASSETS}}", f"/docs/s/{_tree().digest}")
    return make_asset(page.encode(), "index.html")


@blp.get("")
def index() -> Response:
    return secure(respond(_index(), cache="no-cache"), DOCS_CSP)


@blp.get("/")
def index_slash() -> BaseResponse:
    return redirect("/docs", 308)


@blp.get("/s/<string:digest>/<path:name>")
def asset(digest: str, name: str) -> Response:
    tree = _tree()
    found = tree.assets.get(name)
    if digest != tree.digest or found is None:
        abort(404)
    return secure(respond(found, cache=f"public, max-age={YEAR}, immutable"), DOCS_CSP)
