"""Static files served from memory: read once per process, gzipped once, answered with ETags.

A tree's ``digest`` (a hash of every path and byte in it) goes into the URLs the pages use, so those URLs can be
cached for a year: a changed file makes a new digest, hence new URLs. Relative ES module imports keep working
because the digest is a path prefix, not a per-file suffix.
"""

from __future__ import annotations

import gzip
import hashlib
import mimetypes
from dataclasses import dataclass
from pathlib import Path

from flask import Response, request

YEAR = 365 * 24 * 3600
COMPRESSIBLE = ("text/", "application/javascript", "application/json", "application/manifest+json", "image/svg+xml")
TYPES = {
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".css": "text/css",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".webmanifest": "application/manifest+json",
    ".html": "text/html",
    ".json": "application/json",
}


@dataclass(frozen=True)
class Asset:
    body: bytes
    gzipped: bytes | None
    mimetype: str
    etag: str


def make_asset(body: bytes, name: str) -> Asset:
    suffix = Path(name).suffix
    mimetype = TYPES.get(suffix) or mimetypes.guess_type(name)[0] or "application/octet-stream"
    if Path(name).name in ("LICENSE", "NOTICE"):
        mimetype = "text/plain"
    if mimetype.startswith("text/") or mimetype in ("application/json", "application/manifest+json"):
        mimetype += "; charset=utf-8"
    squeezed = gzip.compress(body, compresslevel=9, mtime=0) if mimetype.startswith(COMPRESSIBLE) else None
    if squeezed is not None and len(squeezed) >= len(body):
        squeezed = None
    return Asset(body, squeezed, mimetype, hashlib.sha256(body).hexdigest()[:20])


class AssetTree:
    """Every file under ``root`` (except ``exclude``), with one digest for the whole tree."""

    def __init__(self, root: Path, exclude: tuple[str, ...] = ()) -> None:
        self.root = root
        # type declarations (.d.ts, .d.mts) are for tsc, not for browsers
        files = sorted(p for p in root.rglob("*") if p.is_file() and not p.name.endswith((".d.ts", ".d.mts")))
        self.assets: dict[str, Asset] = {}
        digest = hashlib.sha256()
        for path in files:
            name = path.relative_to(root).as_posix()
            if name in exclude:
                continue
            body = path.read_bytes()
            self.assets[name] = make_asset(body, name)
            digest.update(name.encode() + b"\0" + hashlib.sha256(body).digest())
        self.digest = digest.hexdigest()[:16]

    def names(self, *suffixes: str) -> list[str]:
        return [n for n in self.assets if n.endswith(suffixes)]

    def compressed_size(self, names: list[str]) -> int:
        return sum(len(self.assets[n].gzipped or self.assets[n].body) for n in names)


def respond(asset: Asset, *, cache: str, headers: dict[str, str] | None = None) -> Response:
    """The asset, gzipped when the client accepts it; 304 when its ETag matches ``If-None-Match``."""
    if request.if_none_match.contains(asset.etag):
        response = Response(status=304)
    else:
        gzip_ok = asset.gzipped is not None and "gzip" in request.accept_encodings
        response = Response(asset.gzipped if gzip_ok else asset.body, content_type=asset.mimetype)
        if gzip_ok:
            response.headers["Content-Encoding"] = "gzip"
    response.set_etag(asset.etag)
    response.headers["Cache-Control"] = cache
    if asset.gzipped is not None:
        response.headers["Vary"] = "Accept-Encoding"
    response.headers.update(headers or {})
    return response
