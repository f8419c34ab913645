"""URL path segments the API accepts: what a ``<string:…>`` or ``<int:…>`` in a route may match.

A segment that cannot name anything is refused by the router itself (404), before any view or database sees
it: text with a control character (PostgreSQL cannot even compare text holding NUL), a segment longer than
any id, a number beyond what the database stores (SQLite and PostgreSQL overflow at 2⁶³ and 2³¹).
"""

from __future__ import annotations

from collections.abc import MutableMapping
from typing import Any
from urllib.parse import unquote_to_bytes

from flask import Flask, Response, current_app, request
from werkzeug.routing import IntegerConverter, Map, MapAdapter, Rule, UnicodeConverter
from werkzeug.routing.matcher import StateMachineMatcher
from werkzeug.wsgi import get_host

from service.platform.errors import NotFound, Unprocessable, problem_response
from service.platform.numbers import parse_natural

MAX_SEGMENT = 200
MAX_INT = 2**31 - 1
MATCHES_KEPT = 4096  # URLs whose route this process remembers (a phone asks for the same few again and again)
HOSTS_KEPT = 64  # Host headers whose checked, IDNA-encoded form this process remembers
# the ``line`` text rule of schemas/text.py, as a regular expression class
_NOT_IN_A_SEGMENT = "/\\x00-\\x1f\\x7f-\\x9f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069\\ud800-\\udfff"
SEGMENT_PATTERN = "^[^/\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069]+$"


class Segment(UnicodeConverter):
    """One path segment of text: 1 to ``MAX_SEGMENT`` characters, none of them a control character."""

    def __init__(self, map: Any, minlength: int = 1, maxlength: int | None = None, length: int | None = None) -> None:
        super().__init__(map, minlength, maxlength, length)
        self.regex = f"[^{_NOT_IN_A_SEGMENT}]{{{minlength},{maxlength or MAX_SEGMENT}}}"


class BoundedInt(IntegerConverter):
    """A non-negative integer segment a database column can hold."""

    def __init__(self, map: Any, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("max", MAX_INT)
        super().__init__(map, *args, **kwargs)


class _RememberingMatcher(StateMachineMatcher):
    """werkzeug's router, remembering the routes of the URLs it matched last: the answer is a pure function of
    (host, path, method), and walking a hundred routes' state machine cost more than a bare Flask request's own
    routing. Only matches are remembered (a 404, 405 or redirect is worked out again); the memory is emptied
    when it fills and whenever a route is added."""

    def __init__(self, merge_slashes: bool) -> None:
        super().__init__(merge_slashes)
        self._matched: dict[tuple[str, str, str, bool], tuple[Rule, MutableMapping[str, Any]]] = {}

    def add(self, rule: Rule) -> None:
        self._matched.clear()
        super().add(rule)

    def match(self, domain: str, path: str, method: str, websocket: bool) -> tuple[Rule, dict[str, Any]]:
        key = (domain, path, method, websocket)
        found = self._matched.get(key)
        if found is None:
            found = super().match(domain, path, method, websocket)
            if len(self._matched) >= MATCHES_KEPT:
                self._matched.clear()
            self._matched[key] = found
        return found[0], dict(found[1])  # the view's arguments are the view's to change


class RememberingMap(Map):
    """The URL map of the app (``Flask.url_map_class``), routing through ``_RememberingMatcher``, and binding to a
    request with its host's form remembered (``bind_to_environ``)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._matcher = _RememberingMatcher(self._matcher.merge_slashes)
        self._hosts: dict[tuple[str, str | None, str | None, str | None], str] = {}

    def bind_to_environ(self, environ: Any, server_name: str | None = None, subdomain: str | None = None) -> MapAdapter:
        """werkzeug's, for the case Flask asks for on every request (no ``SERVER_NAME``, no subdomains, not a
        WebSocket), with the host read from the environ, lowered and IDNA-encoded once per Host header instead of
        on every request (werkzeug reads it twice and runs the IDNA codec): 7 µs against werkzeug's 23, in one loop."""
        env = getattr(environ, "environ", environ)
        if server_name is not None or subdomain is None or self.host_matching or "HTTP_UPGRADE" in env:
            return super().bind_to_environ(environ, server_name=server_name, subdomain=subdomain)
        scheme = env["wsgi.url_scheme"]
        key = (scheme, env.get("HTTP_HOST"), env.get("SERVER_NAME"), env.get("SERVER_PORT"))
        host = self._hosts.get(key)
        if host is None:
            host = self.bind(get_host(env), url_scheme=scheme).server_name  # lowered, encoded; BadHost if it cannot be
            if len(self._hosts) >= HOSTS_KEPT:
                self._hosts.clear()
            self._hosts[key] = host
        script, path = _wsgi_text(env.get("SCRIPT_NAME")), _wsgi_text(env.get("PATH_INFO"))
        query = _wsgi_text(env.get("QUERY_STRING"))
        return MapAdapter(
            self,
            host,
            "/" if script is None else script,
            subdomain,
            scheme,
            "/" if path is None else path,
            env["REQUEST_METHOD"],
            query,
        )


def _wsgi_text(value: str | None) -> str | None:
    """A WSGI environ string (bytes as latin-1) as the text werkzeug reads it: UTF-8, invalid bytes replaced."""
    return None if value is None else value.encode("latin1").decode(errors="replace")


def number_segment(text: str, *, missing: str) -> int:
    """A path segment read as a number (``/rounds/{number}``, kept a string so that credentials are checked before
    the URL is): ASCII digits a database column can hold, or a 404 saying ``missing``. Not ``str.isdigit``, which
    is true of "²", a digit ``int`` refuses."""
    number = parse_natural(text, maximum=MAX_INT)
    if number is None:
        raise NotFound(missing)
    return number


def _segment_schema(converter: Segment) -> dict[str, Any]:
    bounds = converter.regex.rsplit("{", 1)[1].rstrip("}").split(",")
    return {"type": "string", "minLength": int(bounds[0]), "maxLength": int(bounds[1]), "pattern": SEGMENT_PATTERN}


def install(app: Flask) -> None:
    """Before any route is added."""
    app.url_map.converters.update(default=Segment, string=Segment, int=BoundedInt)
    app.url_map.merge_slashes = False  # "/v1/games//events" names nothing: 404, not a redirect elsewhere
    app.make_default_options_response = _options_response  # type: ignore[method-assign]  # this app's


def _options_response() -> Response:
    """The answer to ``OPTIONS``: ``Allow`` lists the methods of the route the URL names, the most specific one
    (``/v1/decks/import`` is the import, not also a deck called "import", whose GET, PUT and DELETE would 404)."""
    methods = set(request.url_rule.methods or ()) if request.url_rule is not None else set()
    response = current_app.response_class()
    response.allow.update(methods | {"OPTIONS"})
    return response


def refuse_invalid_utf8(environ: dict[str, Any]) -> Response | None:
    """Before every view (``service.platform.pipeline``): a URL whose bytes are not UTF-8 (``%ED%A0%80`` encodes a lone
    surrogate) is refused, not quietly read with replacement characters: its path names nothing (404), its query
    is invalid (422)."""
    path = environ.get("PATH_INFO", "")
    if not path.isascii():
        try:
            path.encode("latin-1").decode("utf-8")
        except UnicodeError:
            return problem_response(404, "not-found", "No resource at this URL: its path is not valid UTF-8.")
    query = environ.get("QUERY_STRING", "")
    if query and ("%" in query or not query.isascii()):
        try:
            unquote_to_bytes(query).decode("utf-8")
        except UnicodeError:
            raise Unprocessable(errors={"query": ["The query string is not valid UTF-8."]}) from None
    return None


def document(api: Any) -> None:
    api.register_converter(Segment, _segment_schema)
