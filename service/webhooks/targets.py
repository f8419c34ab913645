"""Server-side request forgery guard: a webhook may only target a public address.

Checked when an endpoint is registered and again before every delivery (a name can be re-pointed);
private, loopback, link-local, multicast and reserved addresses are refused unless the deployment
allows them (``WEBHOOK_ALLOW_PRIVATE_TARGETS``, which the tests set for their local receiver).
"""

from __future__ import annotations

import ipaddress
import socket
from urllib.parse import urlsplit


class TargetRefused(Exception):
    pass


def check_target(url: str, *, allow_private: bool) -> None:
    parts = urlsplit(url)
    if parts.scheme not in ("https", "http"):
        raise TargetRefused("The URL must be http(s).")
    if parts.scheme == "http" and not allow_private:
        raise TargetRefused("Use https for webhook targets.")
    if not parts.hostname:
        raise TargetRefused("The URL has no host.")
    if parts.username or parts.password:
        raise TargetRefused("Credentials in the URL are not allowed; authenticate with the signature.")
    try:
        infos = socket.getaddrinfo(parts.hostname, parts.port or (443 if parts.scheme == "https" else 80))
    except (socket.gaierror, UnicodeError) as exc:
        raise TargetRefused(f"The host {parts.hostname!r} does not resolve.") from exc
    if allow_private:
        return
    for info in infos:
        address = ipaddress.ip_address(info[4][0].split("%")[0])
        if not address.is_global or address.is_multicast:
            raise TargetRefused(f"{parts.hostname} resolves to a non-public address ({address}).")
