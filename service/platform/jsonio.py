"""JSON in and out of the API: orjson (several times faster than the standard library), with the checks every
request body passes before any code walks it.

A body is refused before a schema sees it when it
- is not JSON, or holds text that is not valid Unicode (a lone surrogate such as ``"\\ud800"``): orjson refuses
  both while parsing;
- holds a NUL character anywhere (no field has a use for one, and PostgreSQL's JSONB cannot store it);
- nests deeper than ``MAX_DEPTH`` levels (code that walks it recursively would overflow the stack).
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import marshmallow as ma
import orjson
from flask import Flask, Request, Response
from flask.json.provider import JSONProvider
from webargs import core
from webargs.flaskparser import FlaskParser, is_json_request
from werkzeug.exceptions import ClientDisconnected, RequestEntityTooLarge
from werkzeug.wsgi import get_content_length

from service.platform.errors import BadRequest, Unprocessable

MAX_DEPTH = 32
_OPTIONS = orjson.OPT_NON_STR_KEYS


class BodyRefused(ValueError):
    """A request body no view should see; carries the problem to answer with."""

    def __init__(self, problem: Exception) -> None:
        super().__init__(str(problem))
        self.problem = problem


def _default(value: Any) -> Any:
    if isinstance(value, Decimal):
        return float(value)
    if isinstance(value, set | frozenset):
        return sorted(value)
    if hasattr(value, "__html__"):
        return str(value.__html__())
    raise TypeError(f"{type(value).__name__} is not JSON serialisable")


def dumps(value: Any) -> bytes:
    return orjson.dumps(value, default=_default, option=_OPTIONS)


def json_response(body: dict[str, Any], status: int = 200) -> Response:
    """A document as it is, for a view whose document is built to its schema already (a test holds each such
    document equal to its schema's dump): the busy reads serialise once, without a marshmallow pass."""
    return Response(dumps(body), status=status, mimetype="application/json")


def loads(data: str | bytes) -> Any:
    """Parse and check a request body (``BodyRefused`` carries the 400/422 problem)."""
    try:
        value = orjson.loads(data)
    except orjson.JSONDecodeError as exc:
        if "surrogate" in str(exc):
            raise BodyRefused(
                Unprocessable(
                    "Text in the body is not valid Unicode (a lone surrogate such as \\ud800).",
                    errors={"json": ["Text must be valid Unicode."]},
                )
            ) from exc
        raise BodyRefused(BadRequest(f"The body is not valid JSON: {exc}.")) from exc
    if _may_offend(data):
        _check(value)
    return value


def _may_offend(data: str | bytes) -> bool:
    """Whether parsed JSON may hold a NUL or nest too deep, asked of the text (C-speed scans, not a walk of the
    value): JSON writes a NUL only as the escape \\u0000 (orjson refuses a raw control character in a string), and
    a value nests no deeper than the brackets that open in its text. Brackets or an escaped backslash inside strings
    only make the answer a cautious yes."""
    if isinstance(data, str):
        return "\\u0000" in data or data.count("{") + data.count("[") > MAX_DEPTH
    return b"\\u0000" in data or data.count(b"{") + data.count(b"[") > MAX_DEPTH


def _check(value: Any) -> None:
    """One pass without recursion: depth, and NUL characters in keys and strings."""
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, str):
            if "\x00" in item:
                raise BodyRefused(
                    Unprocessable(
                        "Text in the body holds a NUL character (\\u0000).",
                        errors={"json": ["Text must not contain \\u0000."]},
                    )
                )
            continue
        if not isinstance(item, dict | list):
            continue
        if depth > MAX_DEPTH:
            raise BodyRefused(BadRequest(f"The body nests deeper than {MAX_DEPTH} levels."))
        if isinstance(item, dict):
            stack.extend((k, depth) for k in item)
            stack.extend((v, depth + 1) for v in item.values())
        else:
            stack.extend((v, depth + 1) for v in item)


class OrjsonProvider(JSONProvider):
    """Flask's JSON, through orjson; datetimes become RFC 3339 (schemas format the API's own first)."""

    _app: Flask  # ``install``'s (Flask's JSONProvider knows only the app's sans-I/O base)

    def dumps(self, obj: Any, **kwargs: Any) -> str:
        return dumps(obj).decode()

    def loads(self, s: str | bytes, **kwargs: Any) -> Any:
        return loads(s)

    def response(self, *args: Any, **kwargs: Any) -> Any:
        obj = self._prepare_response_obj(args, kwargs)
        return self._app.response_class(dumps(obj), mimetype="application/json")


class ApiRequest(Request):
    def get_data(self, cache: bool = True, as_text: bool = False, parse_form_data: bool = False) -> Any:
        """werkzeug's, with a short way for the usual body: one of a stated length within the limit is read from the
        server's input in one call. werkzeug first wraps the input in a length-limited stream and reads that a chunk
        at a time, which cost 23-36 µs of an action's 870 (measured in one process). Anything else (no length, a
        chunked body, one over the limit: 413, a form to parse, a read not to be kept) goes werkzeug's way; a chunked
        body that goes on past the limit is a 413 too."""
        if not cache or parse_form_data or self.shallow or "_cached_data" in self.__dict__ or "stream" in self.__dict__:
            return self._werkzeug_data(cache, as_text, parse_form_data)
        length = get_content_length(self.environ)
        limit = self.max_content_length
        if length is None and limit is not None and "wsgi.input_terminated" in self.environ:
            data = super().get_data(cache, False, parse_form_data)
            if len(data) >= limit and self.environ["wsgi.input"].read(1):
                raise RequestEntityTooLarge()  # werkzeug stops at the limit and hands on what it read: a 400 at best
            return data.decode(errors="replace") if as_text else data
        if length is None or (limit is not None and length > limit):
            return self._werkzeug_data(cache, as_text, parse_form_data)
        data = self.environ["wsgi.input"].read(length) if length else b""
        if len(data) < length:
            raise ClientDisconnected()  # as werkzeug's stream says of a body cut short: 400
        self._cached_data = data
        return data.decode(errors="replace") if as_text else data

    def _werkzeug_data(self, cache: bool, as_text: bool, parse_form_data: bool) -> bytes | str:
        if as_text:
            return super().get_data(cache, True, parse_form_data)
        return super().get_data(cache, False, parse_form_data)

    def on_json_loading_failed(self, e: ValueError | None) -> Any:
        if isinstance(e, BodyRefused):
            raise e.problem
        raise BadRequest("The body is not valid JSON.")


def install(app: Flask) -> None:
    app.json = OrjsonProvider(app)
    app.request_class = ApiRequest


class ApiParser(FlaskParser):
    """webargs' parser for view arguments, reading bodies through ``loads`` (and its checks). A request with no
    query string gets its query arguments' defaults without a marshmallow pass (computed once per schema). A body
    schema with a ``quick_load`` (an action's) is given the body first; marshmallow loads what that declines."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._empty_query: dict[int, Any] = {}

    def parse(self, argmap: Any, req: Request | None = None, *, location: str | None = None, **kwargs: Any) -> Any:
        req = req or self.get_default_request()  # webargs passes none from a Flask view: the fast path needs it
        if location == "query" and not req.query_string and isinstance(argmap, ma.Schema):
            key = id(argmap)
            if key not in self._empty_query:
                self._empty_query[key] = super().parse(argmap, req, location=location, **kwargs)
            return dict(self._empty_query[key])
        if location == "json" and kwargs.get("validate") is None and (quick := getattr(argmap, "quick_load", None)):
            loaded = quick(self._raw_load_json(req))  # a schema's own fast path for the bodies it accepts
            if loaded is not None:
                return loaded
        return super().parse(argmap, req, location=location, **kwargs)

    def _raw_load_json(self, req: Request) -> Any:
        if not is_json_request(req):
            return core.missing
        try:
            return loads(req.get_data(cache=True))
        except BodyRefused as exc:
            raise exc.problem from None
