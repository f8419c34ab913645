"""ETag / 304 for catalog reads: the tag is a hash of the body, so it changes exactly when the answer does."""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from functools import wraps
from typing import Any

from flask import Response, make_response, request

from service.platform.compression import etag_value

NOT_MODIFIED_DOC = {"responses": {"304": {"description": "Not Modified: the `If-None-Match` tag is current"}}}


def _tags(header: str) -> set[str]:
    return {f'"{etag_value(t)}"' for t in header.split(",") if t.strip()}


def content_etag(view: Callable[..., Any]) -> Callable[..., Any]:
    """Set ``ETag`` on a 200 and answer ``If-None-Match`` with 304 (put it outside ``blp.response``)."""

    @wraps(view)
    def wrapper(*args: Any, **kwargs: Any) -> Response:
        response = make_response(view(*args, **kwargs))
        if response.status_code != 200:
            return response
        tag = '"' + hashlib.sha256(response.get_data()).hexdigest()[:32] + '"'
        response.headers["ETag"] = tag
        response.vary.add("Authorization")
        header = request.headers.get("If-None-Match")
        if header is not None and (header.strip() == "*" or tag in _tags(header)):
            not_modified = Response(status=304)
            not_modified.headers["ETag"] = tag
            not_modified.vary.add("Authorization")
            return not_modified
        return response

    return wrapper
