"""Security headers of the pages this service serves to browsers: the web companion and the API docs.

Both pages load scripts, styles, images and data from this origin only: no inline script or style, no CDN, no
``unsafe-inline`` or ``unsafe-eval``. The app talks to the API with a bearer token (no cookies), so it has no
CSRF surface; ``frame-ancestors 'none'`` keeps it out of other sites' frames.
"""

from __future__ import annotations

from flask import Response

_COMMON = {
    "default-src": "'self'",
    "script-src": "'self'",
    "style-src": "'self'",
    "img-src": "'self' data:",
    "font-src": "'self'",
    "connect-src": "'self'",
    "object-src": "'none'",
    "base-uri": "'none'",
    "form-action": "'self'",
    "frame-ancestors": "'none'",
}
# the app: blob: images are the join QR code fetched with the bearer token; the camera preview is a MediaStream
APP_CSP = {
    **_COMMON,
    "img-src": "'self' data: blob:",
    "media-src": "'self' blob:",
    "worker-src": "'self'",
    "manifest-src": "'self'",
    "require-trusted-types-for": "'script'",
    "trusted-types": "companion",
}
DOCS_CSP = dict(_COMMON)


def policy(directives: dict[str, str]) -> str:
    return "; ".join(f"{name} {value}" for name, value in directives.items())


def secure(response: Response, directives: dict[str, str]) -> Response:
    response.headers["Content-Security-Policy"] = policy(directives)
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers["Referrer-Policy"] = "no-referrer"  # a join link's game id stays out of other sites' logs
    response.headers["Permissions-Policy"] = "camera=(self), microphone=(), geolocation=()"
    response.headers["Cross-Origin-Opener-Policy"] = "same-origin"
    return response
