"""The headers of the printable pages (result slips, pairings and standings lists): a policy as strict as the web
companion's, with no ``'unsafe-inline'``.

A print page is one document with its styles inline and its QR codes as inline SVG, and no script at all: the
policy allows exactly that stylesheet (by its SHA-256, CSP level 2), ``data:`` images, no framing by other sites,
and nothing else. Their absolute links come from ``PUBLIC_URL`` (``Settings.public_base_url``), never from the
request's ``Host``, which anyone can set: a slip printed from a request with ``Host: evil.example`` would send every
player who scans it there. They are not kept by shared caches either.
"""

from __future__ import annotations

import base64
import hashlib

from flask import Response


def policy(css: str) -> str:
    digest = base64.b64encode(hashlib.sha256(css.encode()).digest()).decode()
    return (
        f"default-src 'none'; style-src 'sha256-{digest}'; img-src data:; base-uri 'none'; form-action 'none'; "
        "frame-ancestors 'none'"
    )


def secure(response: Response, css: str) -> Response:
    """``response``, a print page whose only stylesheet is ``css``, with its security and caching headers."""
    response.headers["Content-Security-Policy"] = policy(css)
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers["Referrer-Policy"] = "no-referrer"
    response.headers["Cache-Control"] = "no-store"  # results change a round's paperwork; nothing shared keeps it
    return response
