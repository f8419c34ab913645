"""``OneSendResponse`` (the API's gunicorn responses): the bytes on the wire are gunicorn's own, and a response's head
goes out in the same send as its first body bytes."""

from __future__ import annotations

import io
import socket
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from gunicorn.config import Config
from gunicorn.http import wsgi
from gunicorn.http.message import Request
from gunicorn.http.unreader import IterUnreader
from hypothesis import given, settings
from hypothesis import strategies as st

from service.platform.gunicorn_worker import OneSendResponse


class _Sends:
    """A connected socket (one end of a real socket pair) that counts its sends; ``received`` is what the other end
    read."""

    def __init__(self) -> None:
        self.sock, self._peer = socket.socketpair()
        self.sends = 0

    def sendall(self, data: bytes) -> None:
        self.sends += 1
        self.sock.sendall(data)

    def sendfile(self, file: Any, offset: int = 0, count: int | None = None) -> int:
        self.sends += 1
        return self.sock.sendfile(file, offset=offset, count=count)

    def received(self) -> bytes:
        self.sock.shutdown(socket.SHUT_WR)
        chunks = []
        while chunk := self._peer.recv(65536):
            chunks.append(chunk)
        self.sock.close()
        self._peer.close()
        return b"".join(chunks)


def _request(method: str, version: str) -> Request:
    raw = f"{method} /v1/health {version}\r\nHost: api.example\r\n\r\n".encode()
    return Request(Config(), IterUnreader([raw]), ("127.0.0.1", 5000))


@contextmanager
def _fixed_date() -> Iterator[None]:
    """Both responses of a comparison carry the same Date header."""
    original = wsgi.util.http_date
    wsgi.util.http_date = lambda *_: "Fri, 27 Nov 2026 00:00:00 GMT"
    try:
        yield
    finally:
        wsgi.util.http_date = original


def _serve(
    cls: type[wsgi.Response], method: str, version: str, status: str, headers: list[tuple[str, str]], items: list[bytes]
) -> tuple[bytes, int]:
    """What a response of class ``cls`` puts on the wire for ``items``, as gunicorn's worker drives it, and in how
    many sends."""
    out = _Sends()
    resp = cls(_request(method, version), out, Config())
    resp.start_response(status, list(headers))
    for item in items:
        resp.write(item)
    resp.close()
    return out.received(), out.sends


@settings(max_examples=300, deadline=None)
@given(
    method=st.sampled_from(["GET", "HEAD", "POST"]),
    version=st.sampled_from(["HTTP/1.1", "HTTP/1.0"]),
    status=st.sampled_from(["200 OK", "201 Created", "204 No Content", "304 Not Modified", "404 Not Found"]),
    items=st.lists(st.binary(max_size=40), max_size=4),
    length=st.none() | st.integers(min_value=0, max_value=60),
)
def test_the_bytes_on_the_wire_are_gunicorns_own(method, version, status, items, length):
    """Any method, HTTP version, status (with or without a body allowed), declared length (shorter or longer than
    the body, or none: chunked on HTTP/1.1) and items, empty ones included."""
    headers = [("Content-Type", "application/json")]
    if length is not None:
        headers.append(("Content-Length", str(length)))
    with _fixed_date():
        ours, _ = _serve(OneSendResponse, method, version, status, headers, items)
        theirs, _ = _serve(wsgi.Response, method, version, status, headers, items)
    assert ours == theirs


def test_a_json_answer_goes_out_in_one_send_where_gunicorn_used_two():
    body = b'{"status":"ok"}'
    headers = [("Content-Type", "application/json"), ("Content-Length", str(len(body)))]
    ours, sends = _serve(OneSendResponse, "GET", "HTTP/1.1", "200 OK", headers, [body])
    assert sends == 1 and ours.endswith(b"\r\n\r\n" + body)
    assert _serve(wsgi.Response, "GET", "HTTP/1.1", "200 OK", headers, [body])[1] == 2


def test_a_stream_sends_its_head_with_its_first_item_and_then_one_send_an_item():
    """An event stream (chunked): the head is not held past the first item, which the client waits for anyway."""
    ours, sends = _serve(
        OneSendResponse,
        "GET",
        "HTTP/1.1",
        "200 OK",
        [("Content-Type", "text/event-stream")],
        [b": hello\n\n", b"data: 1\n\n", b"data: 2\n\n"],
    )
    assert sends == 4  # head and first item, two items, the last chunk
    assert ours.split(b"\r\n\r\n", 1)[1].startswith(b"9\r\n: hello\n\n\r\n")


def test_a_response_without_a_body_sends_its_head_at_once():
    """A 204 or HEAD: the head goes out at the write that carries no body, not later."""
    out = _Sends()
    resp = OneSendResponse(_request("HEAD", "HTTP/1.1"), out, Config())
    resp.start_response("200 OK", [("Content-Length", "15")])
    resp.write(b'{"status":"ok"}')
    assert out.sends == 1
    resp.close()
    assert out.sends == 1 and out.received().startswith(b"HTTP/1.1 200 OK\r\n")


def test_a_file_sent_by_the_kernel_follows_its_head():
    """``sendfile``: the kernel writes the body itself, so the head must already be on the wire."""
    with tempfile.TemporaryFile() as file, _fixed_date():
        file.write(b"x" * 5000)
        file.seek(0)
        results = []
        for cls in (OneSendResponse, wsgi.Response):
            file.seek(0)
            out = _Sends()
            resp = cls(_request("GET", "HTTP/1.1"), out, Config())
            resp.start_response("200 OK", [("Content-Length", "5000")])
            assert resp.sendfile(wsgi.FileWrapper(file)) is True
            resp.close()
            results.append(out.received())
    assert results[0] == results[1] and results[0].endswith(b"\r\n\r\n" + b"x" * 5000)


def test_an_unsendable_file_falls_back_to_writes_in_one_send():
    """A file-like object without a descriptor cannot be sent by the kernel; gunicorn then writes it."""
    out = _Sends()
    resp = OneSendResponse(_request("GET", "HTTP/1.1"), out, Config())
    resp.start_response("200 OK", [("Content-Length", "3")])
    resp.write_file(wsgi.FileWrapper(io.BytesIO(b"abc")))
    resp.close()
    assert out.sends == 1 and out.received().endswith(b"\r\n\r\nabc")
