"""A request body is read as werkzeug reads it (``ApiRequest.get_data``): a body of a stated length within the limit
in one call, anything else werkzeug's way, with the same answers."""

from __future__ import annotations

import io
from typing import Literal

import pytest
from flask import Request
from werkzeug.test import EnvironBuilder

from service.platform.jsonio import ApiRequest
from tests.service.test_errors import assert_problem

BODIES = [b"", b'{"username": "ada"}', '{"name": "Zoë ☂"}'.encode(), b"\xff\xfe not UTF-8", b"x" * 70_000]


def _environ(body: bytes, **overrides: object) -> dict:
    environ = EnvironBuilder(method="POST", data=body, content_type="application/json").get_environ()
    environ.update(overrides)
    return environ


@pytest.mark.parametrize("body", BODIES, ids=["empty", "json", "unicode", "not utf-8", "70 kB"])
@pytest.mark.parametrize("as_text", [False, True], ids=["bytes", "text"])
def test_a_body_of_a_stated_length_reads_as_werkzeug_reads_it(app, body: bytes, as_text: Literal[False, True]):
    with app.app_context():
        ours, theirs = ApiRequest(_environ(body)), Request(_environ(body))
        assert ours.get_data(as_text=as_text) == theirs.get_data(as_text=as_text)
        assert ours.get_data() == theirs.get_data() == body  # kept for the next reader (the JSON parser, a digest)
        assert ours.get_json(silent=True) == theirs.get_json(silent=True)


def test_a_read_not_kept_and_a_chunked_body_go_werkzeug_s_way(app):
    with app.app_context():
        once = ApiRequest(_environ(b'{"a": 1}'))
        assert once.get_data(cache=False) == b'{"a": 1}'
        assert once.get_data() == b""  # werkzeug's stream, consumed: as werkzeug answers
        stream = {"wsgi.input": io.BytesIO(b'{"a": 2}'), "wsgi.input_terminated": True}
        chunked = ApiRequest(_environ(b"", CONTENT_LENGTH="", HTTP_TRANSFER_ENCODING="chunked", **stream))
        assert chunked.get_data() == b'{"a": 2}'


def test_a_body_cut_short_of_its_stated_length_is_a_400_problem_and_creates_nothing(app):
    http = app.test_client()
    body = b'{"username": "cut", "email": "cut@example.com", "password": "correct-horse-battery"}'
    resp = http.post(
        "/v1/users",
        data=body,
        content_type="application/json",
        environ_overrides={"CONTENT_LENGTH": str(len(body) + 10)},
    )
    assert_problem(resp, 400, "bad-request")
    taken = http.post("/v1/users", data=body, content_type="application/json")
    assert taken.status_code == 201  # the name was not taken by the refused request


def test_a_chunked_body_without_a_length_is_read_and_one_over_the_limit_is_413(app):
    http = app.test_client()
    body = b'{"username": "chunky", "email": "chunky@example.com", "password": "correct-horse-battery"}'
    chunked = {"wsgi.input_terminated": True, "HTTP_TRANSFER_ENCODING": "chunked"}
    resp = http.post(
        "/v1/users", input_stream=io.BytesIO(body), content_type="application/json", environ_overrides=chunked
    )
    assert resp.status_code == 201, resp.get_json()
    big = b'{"username": "' + b"x" * (2 * 1024 * 1024) + b'"}'
    resp = http.post(
        "/v1/users", input_stream=io.BytesIO(big), content_type="application/json", environ_overrides=chunked
    )
    assert_problem(resp, 413, "payload-too-large")
