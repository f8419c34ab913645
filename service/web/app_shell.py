"""The web companion at /app/: a phone-first app of plain ES modules, served from memory.

- ``/app/`` and every app route (``/app/games/…``, ``/app/verify/{serial}``…) answer the same ``index.html``, never
  cached for long (``no-cache`` + ETag), so a deploy shows at the next start;
- the modules, styles and icons live under ``/app/s/{digest}/…``, cached for a year: the digest changes with any
  byte of the tree, and relative imports between modules resolve under the same prefix;
- ``/app/sw.js`` (the service worker that keeps the shell for offline starts) and the web app manifest carry the
  digest too, so a new tree installs a new worker;
- a page of its own built on the app's modules (an event's public live page, ``/tournaments/{id}/live``) links its
  files with ``url_for("web_app.asset", name=…)``, which fills in the digest; they are not part of the app's shell.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from urllib.parse import quote

from flask import Blueprint, Response, abort, redirect
from werkzeug.wrappers import Response as BaseResponse

from service.web.assets import YEAR, Asset, AssetTree, make_asset, respond
from service.web.headers import APP_CSP, secure

ROOT = Path(__file__).resolve().parent / "static"
TEMPLATES = ("index.html", "sw.js")
# the files of pages of their own (outside /app/, so outside the service worker's scope): neither preloaded nor
# precached by the app
OTHER_PAGES = ("app/event-live-page.js", "app/event-live-page.css")
# a classic script index.html runs before the first paint (the stored theme), not a module to preload
CLASSIC_SCRIPTS = ("app/theme-boot.js",)
PREFIX = "/app"
blp = Blueprint("web_app", __name__, url_prefix=PREFIX)


@dataclass(frozen=True)
class Shell:
    tree: AssetTree
    index: Asset
    service_worker: Asset
    manifest: Asset

    @property
    def assets_url(self) -> str:
        return f"{PREFIX}/s/{self.tree.digest}"

    def shell_files(self) -> list[str]:
        """What the app needs to start: the page, its modules and styles (what the service worker precaches)."""
        return _app_files(self.tree, ".js", ".mjs", ".css")


def _app_files(tree: AssetTree, *suffixes: str) -> list[str]:
    return sorted(n for n in tree.names(*suffixes) if n not in OTHER_PAGES)


@cache
def shell() -> Shell:
    tree = AssetTree(ROOT, exclude=TEMPLATES)
    base = f"{PREFIX}/s/{tree.digest}"
    modules = [n for n in _app_files(tree, ".js", ".mjs") if n != "app/main.js" and n not in CLASSIC_SCRIPTS]
    preload = "\n".join(f'  <link rel="modulepreload" href="{base}/{name}">' for name in modules)
    page = (ROOT / "index.html").read_text().replace("{{ASSETS}}", base).replace("{{PRELOAD}}", preload)
    precache = [f"{PREFIX}/", *(f"{base}/{n}" for n in _app_files(tree, ".js", ".mjs", ".css", ".svg", ".png"))]
    worker = (ROOT / "sw.js").read_text().replace("{{DIGEST}}", tree.digest)
    worker = worker.replace('/*PRECACHE*/ [""]', json.dumps(precache, indent=2))
    manifest = _manifest(base)
    return Shell(
        tree=tree,
        index=make_asset(page.encode(), "index.html"),
        service_worker=make_asset(worker.encode(), "sw.js"),
        manifest=make_asset(json.dumps(manifest, indent=2).encode(), "manifest.webmanifest"),
    )


def _manifest(base: str) -> dict:
    return {
        "name": "TCG Companion",
        "short_name": "Companion",
        "description": "Life totals, shards and victory tokens for every phone at the table; AI games; events.",
        "id": f"{PREFIX}/",
        "start_url": f"{PREFIX}/",
        "scope": f"{PREFIX}/",
        "display": "standalone",
        "orientation": "portrait",
        "background_color": "#f5f6fa",
        "theme_color": "#1d4e89",
        "icons": [
            {"src": f"{base}/icons/icon-192.png", "sizes": "192x192", "type": "image/png"},
            {"src": f"{base}/icons/icon-512.png", "sizes": "512x512", "type": "image/png"},
            {"src": f"{base}/icons/maskable-512.png", "sizes": "512x512", "type": "image/png", "purpose": "maskable"},
            {"src": f"{base}/icons/icon.svg", "sizes": "any", "type": "image/svg+xml"},
        ],
    }


@blp.get("")
def bare() -> BaseResponse:
    return redirect(f"{PREFIX}/", 308)


@blp.get("/t/<string:tournament_id>")
def tournament_live(tournament_id: str) -> BaseResponse:
    """An event's public live page at the short address a projector or a poster's QR code shows."""
    return redirect(f"/tournaments/{quote(tournament_id, safe='')}/live", 302)


@blp.get("/")
@blp.get("/<path:route>")
def page(route: str = "") -> Response:
    """Every route of the app is the same page; the app reads the path. A missing file is a 404, not a page."""
    if "." in route.rsplit("/", 1)[-1]:
        abort(404)
    return secure(respond(shell().index, cache="no-cache"), APP_CSP)


@blp.url_defaults
def _current_digest(endpoint: str, values: dict[str, str]) -> None:
    """``url_for("web_app.asset", name=…)`` names that file of the tree being served: another page (the public live
    page of an event) links to it without knowing the digest."""
    if endpoint == f"{blp.name}.asset":
        values.setdefault("digest", shell().tree.digest)


@blp.get("/s/<string:digest>/<path:name>")
def asset(digest: str, name: str) -> Response:
    tree = shell().tree
    found = tree.assets.get(name)
    if digest != tree.digest or found is None:
        abort(404)  # an old digest: its files are gone; the page that asked is out of date
    return secure(respond(found, cache=f"public, max-age={YEAR}, immutable"), APP_CSP)


@blp.get("/sw.js")
def service_worker() -> Response:
    return secure(
        respond(shell().service_worker, cache="no-cache", headers={"Service-Worker-Allowed": f"{PREFIX}/"}), APP_CSP
    )


@blp.get("/manifest.webmanifest")
def manifest() -> Response:
    return secure(respond(shell().manifest, cache="no-cache"), APP_CSP)
