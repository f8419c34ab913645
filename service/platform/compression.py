"""API JSON compressed for clients that accept it (flask-compress negotiates and encodes: brotli or gzip).

Not a hook of its own: the request pipeline's after step (``service.platform.pipeline``) hands each response here,
and only a whole JSON body of ``MIN_SIZE`` bytes or more goes on to the library; everything else returns after a few
attribute reads. A streamed response is never compressed (an event stream must reach the client event by event), nor
a small body (the bytes saved would not pay for the work), nor anything already encoded (the web app's assets are
gzipped once, at start). flask-compress marks a compressed body's ETag with its coding (``"12:gzip"``): the game and
catalog reads take the tag back with or without it (``etag_value``), so 304s and ``If-Match`` work either way.
"""

from __future__ import annotations

from flask import Flask, Response
from flask_compress import Compress

COMPRESSED_TYPES = frozenset({"application/json"})
MIN_SIZE = 1024  # bytes: below this, a compressed body saves less than a network packet
CODINGS = ("br", "gzip")  # preferred first, when the client accepts both
_CODING_SUFFIXES = tuple(f":{c}" for c in (*CODINGS, "zstd", "deflate"))


def init_compression(app: Flask) -> Compress:
    app.config.update(
        COMPRESS_REGISTER=False,  # called by the pipeline's after step, not as a hook of its own
        COMPRESS_MIMETYPES=sorted(COMPRESSED_TYPES),
        COMPRESS_ALGORITHM=list(CODINGS),
        COMPRESS_MIN_SIZE=MIN_SIZE,
        COMPRESS_STREAMS=False,
        COMPRESS_LEVEL=6,
        COMPRESS_BR_LEVEL=4,
        COMPRESS_EVALUATE_CONDITIONAL_REQUEST=False,  # each read answers If-None-Match before it builds a body
    )
    compress = Compress()
    compress.init_app(app)
    app.extensions["compression"] = compress
    return compress


def compressed(compress: Compress | None, response: Response) -> Response:
    """The response, compressed if it is a whole JSON body worth it and the client accepts a coding we send."""
    if compress is None or response.is_streamed or response.direct_passthrough:
        return response
    length = response.content_length
    if length is None or length < MIN_SIZE or response.mimetype not in COMPRESSED_TYPES:
        return response
    return compress.after_request(response)


def etag_value(tag: str) -> str:
    """An entity tag as the service made it: without ``W/``, the quotes, or the coding flask-compress added."""
    value = tag.strip().removeprefix("W/").strip('"')
    for suffix in _CODING_SUFFIXES:
        if value.endswith(suffix):
            return value[: -len(suffix)]
    return value
