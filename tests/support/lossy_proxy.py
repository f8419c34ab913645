"""A TCP proxy in front of a real Redis that can lose one command or one reply: a connection that drops before the
command reaches the server, or after the server ran it and before its answer comes back — what a network blip or a
server killed mid-reply does to a client."""

from __future__ import annotations

import contextlib
import socket
import threading
from types import TracebackType


class LossyProxy:
    def __init__(self, upstream_port: int) -> None:
        self._upstream = ("127.0.0.1", upstream_port)
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port = self._listener.getsockname()[1]
        self._marker: bytes | None = None
        self._deliver = True
        self._times = 0
        self._lock = threading.Lock()
        self.lost: list[bytes] = []  # the commands lost, or whose replies were
        self._closed = False
        threading.Thread(target=self._accept, daemon=True).start()

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def lose_next_reply_to(self, marker: bytes) -> None:
        """The next command containing ``marker`` is delivered; its connection drops before the reply."""
        with self._lock:
            self._marker, self._deliver, self._times = marker, True, 1

    def lose_next(self, marker: bytes, *, times: int = 1) -> None:
        """The next ``times`` commands containing ``marker`` never reach the server: their connections drop instead."""
        with self._lock:
            self._marker, self._deliver, self._times = marker, False, times

    def _accept(self) -> None:
        while not self._closed:
            try:
                client, _ = self._listener.accept()
            except OSError:
                return
            try:
                server = socket.create_connection(self._upstream)
            except OSError:  # the server is down: so is the connection through the proxy
                client.close()
                continue
            doomed = threading.Event()
            threading.Thread(target=self._to_server, args=(client, server, doomed), daemon=True).start()
            threading.Thread(target=self._to_client, args=(server, client, doomed), daemon=True).start()

    def _to_server(self, client: socket.socket, server: socket.socket, doomed: threading.Event) -> None:
        try:
            while data := client.recv(65536):
                with self._lock:
                    if self._marker is not None and self._marker in data:
                        self._times -= 1
                        if not self._times:
                            self._marker = None
                        self.lost.append(data)
                        doomed.set()
                        if not self._deliver:
                            break
                server.sendall(data)
        except OSError:
            pass
        _close(client, server)

    def _to_client(self, server: socket.socket, client: socket.socket, doomed: threading.Event) -> None:
        try:
            while data := server.recv(65536):
                if doomed.is_set():  # the server ran the command; its answer never arrives
                    break
                client.sendall(data)
        except OSError:
            pass
        _close(client, server)

    def close(self) -> None:
        self._closed = True
        self._listener.close()

    def __enter__(self) -> LossyProxy:
        return self

    def __exit__(self, *exc: type[BaseException] | BaseException | TracebackType | None) -> None:
        self.close()


def _close(*socks: socket.socket) -> None:
    for sock in socks:
        with contextlib.suppress(OSError):
            sock.shutdown(socket.SHUT_RDWR)
        sock.close()
