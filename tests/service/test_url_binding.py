"""The router's binding to a request (``service.platform.urls.RememberingMap.bind_to_environ``): the host's checked,
IDNA-encoded form remembered per Host header, and every request bound exactly as werkzeug binds it."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from werkzeug.exceptions import BadHost
from werkzeug.routing import Map, MapAdapter

from service.platform.urls import RememberingMap

_ADAPTER_FIELDS = (
    "server_name",
    "script_name",
    "subdomain",
    "url_scheme",
    "path_info",
    "default_method",
    "query_args",
    "websocket",
)


def _latin1(text: str) -> str:
    """A WSGI environ string: the URL's UTF-8 bytes as latin-1 (a few of them invalid UTF-8 now and then)."""
    return text.encode("utf-8", "surrogatepass").decode("latin-1")


_labels = st.sampled_from(["example", "api", "bücher", "xn--bcher-kva", "localhost", "127", "ΑΠΙ", "x" * 63, "-a", ""])
_hosts = st.builds(
    lambda labels, port: ".".join(labels) + (f":{port}" if port is not None else ""),
    st.lists(_labels, min_size=1, max_size=3),
    st.none() | st.integers(1, 65535),
)
_text = st.text(st.characters(codec="utf-8", exclude_categories=["Cs"]), max_size=20)


@st.composite
def _environs(draw: Any) -> dict[str, Any]:
    env: dict[str, Any] = {
        "wsgi.url_scheme": draw(st.sampled_from(["http", "https"])),
        "REQUEST_METHOD": draw(st.sampled_from(["GET", "POST", "DELETE", "OPTIONS"])),
        "SERVER_NAME": draw(_hosts).split(":")[0],
        "SERVER_PORT": str(draw(st.sampled_from([80, 443, 8000]))),
    }
    if draw(st.booleans()):
        env["HTTP_HOST"] = draw(_hosts)
    for key in ("SCRIPT_NAME", "PATH_INFO", "QUERY_STRING"):
        if draw(st.booleans()):
            env[key] = _latin1(draw(_text)) if key != "PATH_INFO" else "/" + _latin1(draw(_text))
    if draw(st.booleans()):
        env["PATH_INFO"] = "/v1/\xed\xa0\x80"  # bytes that are not UTF-8
    return env


def _as_werkzeug_binds(url_map: Map, env: dict[str, Any]) -> MapAdapter | type[BadHost]:
    try:
        return Map.bind_to_environ(url_map, env, server_name=None, subdomain="")
    except BadHost:
        return BadHost


def _fields(adapter: MapAdapter | type[BadHost]) -> Any:
    return adapter if adapter is BadHost else {f: getattr(adapter, f) for f in _ADAPTER_FIELDS}


@settings(max_examples=300, deadline=None)
@given(environs=st.lists(_environs(), min_size=1, max_size=4))
def test_a_request_is_bound_exactly_as_werkzeug_binds_it_first_time_and_remembered(environs):
    url_map = RememberingMap()
    for env in environs * 2:  # each host a second time: from memory
        try:
            ours: MapAdapter | type[BadHost] = url_map.bind_to_environ(env, server_name=None, subdomain="")
        except BadHost:
            ours = BadHost
        assert _fields(ours) == _fields(_as_werkzeug_binds(url_map, env))


def test_a_websocket_upgrade_and_a_configured_server_name_are_bound_by_werkzeug_itself():
    url_map = RememberingMap()
    env = {
        "wsgi.url_scheme": "http",
        "REQUEST_METHOD": "GET",
        "SERVER_NAME": "a",
        "SERVER_PORT": "80",
        "HTTP_HOST": "api.example",
        "HTTP_CONNECTION": "Upgrade",
        "HTTP_UPGRADE": "websocket",
        "PATH_INFO": "/",
    }
    assert url_map.bind_to_environ(env, subdomain="").url_scheme == "ws"
    assert url_map.bind_to_environ(env, server_name="api.example", subdomain="").url_scheme == "ws"
    assert not url_map._hosts


def test_the_memory_of_hosts_is_bounded(monkeypatch):
    from service.platform import urls

    monkeypatch.setattr(urls, "HOSTS_KEPT", 4)
    url_map = RememberingMap()
    for n in range(30):
        env = {
            "wsgi.url_scheme": "http",
            "REQUEST_METHOD": "GET",
            "SERVER_NAME": "a",
            "SERVER_PORT": "80",
            "HTTP_HOST": f"host{n}.example",
            "PATH_INFO": "/",
        }
        assert url_map.bind_to_environ(env, subdomain="").server_name == f"host{n}.example"
    assert len(url_map._hosts) <= 4


@pytest.mark.parametrize(("host", "status"), [("bücher.example", 200), ("BÜCHER.example:8000", 200), ("a" * 70, 400)])
def test_through_the_app_a_host_is_served_or_refused_as_before(client, host, status):
    assert client.get("/v1/health", headers={"Host": host}).status_code == status
