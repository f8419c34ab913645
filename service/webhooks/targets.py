"""Server-side request forgery guard: a webhook may only target a public address.

Checked when an endpoint is registered and again before every delivery (a name can be re-pointed);
private, loopback, link-local, multicast and reserved addresses are refused unless the deployment
allows them (``WEBHOOK_ALLOW_PRIVATE_TARGETS``, which the tests set for their local receiver). So are IPv6
addresses that carry an IPv4 address inside them (NAT64 ``64:ff9b::/96``, 6to4 ``2002::/16``, Teredo,
IPv4-mapped and -compatible): the embedded address is what a gateway would reach, so it is checked too.

``check_target`` returns the addresses it checked; a delivery connects to one of them (``pinned``) rather than
resolving the name again, so DNS cannot answer "public" to the check and "private" to the connection (DNS
rebinding). The URL's host name still goes in the Host header and in TLS's SNI, and the certificate is
verified against it.
"""

from __future__ import annotations

import ipaddress
import socket
from dataclasses import dataclass
from urllib.parse import urlsplit

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
NAT64 = ipaddress.IPv6Network("64:ff9b::/96")  # RFC 6052's well-known prefix: the last 32 bits are IPv4
IPV4_COMPATIBLE = ipaddress.IPv6Network("::/96")  # deprecated IPv4-compatible addresses (RFC 4291 2.5.5.1)
GLOBAL_UNICAST = ipaddress.IPv6Network("2000::/3")  # IANA's IPv6 address space: the rest is reserved or local
# The blocks of IANA's special-purpose address registries (iana-ipv4-special-registry, iana-ipv6-special-registry)
# that are not globally reachable, or no longer used: `is_global` is as old as the Python it ships with (3.11
# misses 6to4 relay anycast, SRv6 SIDs, the new documentation prefix, local-use NAT64), so they are listed here.
NOT_GLOBAL: tuple[ipaddress.IPv4Network | ipaddress.IPv6Network, ...] = tuple(
    ipaddress.ip_network(block)
    for block in (
        "0.0.0.0/8",  # this network (RFC 791)
        "10.0.0.0/8",  # private use (RFC 1918)
        "100.64.0.0/10",  # shared address space, carrier-grade NAT (RFC 6598)
        "127.0.0.0/8",  # loopback
        "169.254.0.0/16",  # link local (metadata services)
        "172.16.0.0/12",  # private use
        "192.0.0.0/24",  # IETF protocol assignments (RFC 6890)
        "192.0.2.0/24",  # documentation (TEST-NET-1)
        "192.88.99.0/24",  # 6to4 relay anycast, deprecated (RFC 7526)
        "192.168.0.0/16",  # private use
        "198.18.0.0/15",  # benchmarking (RFC 2544)
        "198.51.100.0/24",  # documentation (TEST-NET-2)
        "203.0.113.0/24",  # documentation (TEST-NET-3)
        "240.0.0.0/4",  # reserved, and the limited broadcast address
        "::/128",  # unspecified
        "::1/128",  # loopback
        "64:ff9b:1::/48",  # local-use IPv4/IPv6 translation (RFC 8215)
        "100::/64",  # discard-only (RFC 6666)
        "100:0:0:1::/64",  # dummy prefix (RFC 9780)
        "2001::/23",  # IETF protocol assignments (Teredo is judged by the IPv4 it carries)
        "2001:db8::/32",  # documentation
        "3fff::/20",  # documentation (RFC 9637)
        "5f00::/16",  # segment routing (SRv6) SIDs (RFC 9602)
        "fc00::/7",  # unique local
        "fe80::/10",  # link local
    )
)


class TargetRefused(Exception):
    pass


@dataclass(frozen=True)
class Target:
    """A checked webhook URL and the address a delivery connects to."""

    url: str
    scheme: str
    hostname: str
    port: int
    address: str  # the checked IP, as connected to

    @property
    def pinned(self) -> str:
        """The URL with its host replaced by the checked address (path and query unchanged)."""
        parts = urlsplit(self.url)
        host = f"[{self.address}]" if ":" in self.address else self.address
        return parts._replace(netloc=f"{host}:{self.port}").geturl()

    @property
    def host_header(self) -> str:
        host = f"[{self.hostname}]" if ":" in self.hostname else self.hostname
        default = 443 if self.scheme == "https" else 80
        return host if self.port == default else f"{host}:{self.port}"


def embedded_ipv4(address: IPAddress) -> ipaddress.IPv4Address | None:
    """The IPv4 address an IPv6 address stands for, if it carries one."""
    if not isinstance(address, ipaddress.IPv6Address):
        return None
    if address.ipv4_mapped is not None:
        return address.ipv4_mapped
    if address.sixtofour is not None:
        return address.sixtofour
    if address.teredo is not None:
        return address.teredo[1]  # the client's address
    if address in NAT64 or (address in IPV4_COMPATIBLE and int(address) > 1):
        return ipaddress.IPv4Address(int(address) & 0xFFFFFFFF)
    return None


def is_public(address: IPAddress) -> bool:
    """Whether ``address`` is globally reachable by IANA's registries (an IPv6 address carrying IPv4 aside)."""
    if address.is_multicast or not address.is_global:
        return False
    if isinstance(address, ipaddress.IPv6Address) and address not in GLOBAL_UNICAST:
        return False
    return not any(address in block for block in NOT_GLOBAL if block.version == address.version)


def _refusal(address: IPAddress) -> str | None:
    inner = embedded_ipv4(address)
    if inner is not None:  # a gateway reaches the IPv4 inside: that is what counts (NAT64 lies outside 2000::/3)
        if address.is_multicast or not address.is_global or not is_public(inner):
            return f"{address}, which embeds the non-public IPv4 address {inner}"
        return None
    if not is_public(address):
        return f"a non-public address ({address})"
    return None


def check_target(url: str, *, allow_private: bool) -> Target:
    """The checked target of ``url``; ``TargetRefused`` saying why not."""
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
        port = parts.port if parts.port is not None else (443 if parts.scheme == "https" else 80)
    except ValueError as exc:  # urllib refuses ports beyond 65535 only when asked for one
        raise TargetRefused("The port must be a number from 1 to 65535.") from exc
    if not 1 <= port <= 65535:
        raise TargetRefused("The port must be a number from 1 to 65535.")
    try:
        infos = socket.getaddrinfo(parts.hostname, port, type=socket.SOCK_STREAM)
    except (socket.gaierror, UnicodeError, ValueError) as exc:
        raise TargetRefused(f"The host {parts.hostname!r} does not resolve.") from exc
    hosts = [info[4][0] for info in infos]  # an IP address, as text, for the IP families
    addresses = [ipaddress.ip_address(host.split("%")[0]) for host in hosts if isinstance(host, str)]
    if not addresses:
        raise TargetRefused(f"The host {parts.hostname!r} does not resolve.")
    if not allow_private:
        for address in addresses:  # every answer, not just the first: the connection must not pick a bad one
            reason = _refusal(address)
            if reason:
                raise TargetRefused(f"{parts.hostname} resolves to {reason}.")
    return Target(url, parts.scheme, parts.hostname, port, str(addresses[0]))
