"""Finding 10 of the outside probe (SECURITY.md): webhook targets that hide a private IPv4 address inside IPv6 are
refused, and a delivery goes to the address that was checked (DNS rebinding)."""

from __future__ import annotations

import json
import socket

import httpx
import pytest

from service.platform.settings import load_settings
from service.webhooks import dispatch
from service.webhooks.targets import Target, TargetRefused, check_target
from tests.service.test_errors import assert_problem
from tests.webhooks.test_delivery import Receiver


@pytest.mark.parametrize(
    "url",
    [
        "https://[64:ff9b::7f00:1]/",  # NAT64 of 127.0.0.1
        "https://[64:ff9b::a9fe:a9fe]/",  # NAT64 of the cloud metadata address 169.254.169.254
        "https://[64:ff9b::a00:1]/",  # NAT64 of 10.0.0.1
        "https://[2002:a9fe:a9fe::1]/",  # 6to4 of 169.254.169.254
        "https://[2002:7f00:1::1]/",  # 6to4 of 127.0.0.1
        "https://[::ffff:127.0.0.1]/",  # IPv4-mapped
        "https://[::7f00:1]/",  # IPv4-compatible (deprecated) 127.0.0.1
    ],
)
def test_finding_10_ipv6_addresses_embedding_loopback_private_or_metadata_ipv4_are_refused(client, url):
    with pytest.raises(TargetRefused):
        check_target(url, allow_private=False)
    token = client.new_user_token()
    resp = client.post("/v1/webhooks", token=token, json={"url": url, "event_types": ["game.finished"]})
    assert "url" in assert_problem(resp, 422, "validation-error")["errors"]["json"]


def test_finding_10_ipv6_addresses_embedding_public_ipv4_are_still_accepted():
    assert check_target("https://[64:ff9b::808:808]/hook", allow_private=False).address == "64:ff9b::808:808"
    assert check_target("https://[2002:808:808::1]/hook", allow_private=False).address == "2002:808:808::1"


@pytest.fixture
def rebinding_dns(monkeypatch):
    """`rebind.test` answers loopback to the first question and an unreachable address to every later one, as an
    attacker's DNS server does to slip past a check. Other names and IP literals resolve as usual."""
    real = socket.getaddrinfo
    asked: list[str] = []

    def getaddrinfo(host, port, *args, **kwargs):
        if host != "rebind.test":
            return real(host, port, *args, **kwargs)
        asked.append(host)
        address = "127.0.0.1" if len(asked) == 1 else "10.255.255.1"
        return [(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP, "", (address, port))]

    monkeypatch.setattr(socket, "getaddrinfo", getaddrinfo)
    return asked


def test_finding_10_a_delivery_goes_to_the_address_that_was_checked(rebinding_dns, tmp_path):
    receiver = Receiver()
    port = receiver.server.server_address[1]
    settings = load_settings(
        {
            "DATA_DIR": str(tmp_path),
            "SECRET_KEY": "k",
            "WEBHOOK_ALLOW_PRIVATE_TARGETS": "1",
            "WEBHOOK_TIMEOUT_SECONDS": "3",
        }
    )
    ok, entry = dispatch._post(
        settings,
        delivery_id="del_1",
        url=f"http://rebind.test:{port}/hook",
        secret="whsec_" + "A" * 32,
        payload={"type": "game.finished"},
    )
    assert ok, entry  # without the fix httpx resolved the name again and went to 10.255.255.1
    assert rebinding_dns == ["rebind.test"]  # asked once, for the check
    headers, body = receiver.requests[0]
    assert headers["host"] == f"rebind.test:{port}" and json.loads(body) == {"type": "game.finished"}


def test_finding_10_over_tls_the_name_goes_in_sni_and_the_certificate_is_checked_against_it():
    # a target as check_target returns it (no DNS here): the name and the address it checked
    target = Target("https://hooks.example.com/hook?x=1", "https", "hooks.example.com", 443, "93.184.215.14")
    with httpx.Client() as client:
        request = dispatch.pinned_request(client, target, body=b"{}", headers={"webhook-id": "del_1"})
    assert request.url.host == target.address and request.url.path == "/hook" and request.url.query == b"x=1"
    assert request.headers["Host"] == "hooks.example.com"
    assert request.extensions["sni_hostname"] == "hooks.example.com"


# ---- reachability judged by IANA's special-purpose registries, not only by `is_global` --------------------------


@pytest.mark.parametrize(
    "url",
    [
        "https://192.88.99.1/",  # 6to4 relay anycast, deprecated (RFC 7526)
        "https://[5f00::]/",  # SRv6 SIDs (RFC 9602)
        "https://[5f00::1]:8443/hook",
        "https://[3fff::1]/",  # documentation (RFC 9637)
        "https://[64:ff9b:1::a00:1]/",  # local-use NAT64 (RFC 8215)
        "https://[4000::1]/",  # outside the global unicast space IANA has allocated
        "https://[2002:c058:6301::1]/",  # 6to4 of 192.88.99.1
        "https://[64:ff9b::c058:6301]/",  # NAT64 of 192.88.99.1
    ],
)
def test_webhook_targets_outside_ianas_globally_reachable_space_are_refused(client, url):
    with pytest.raises(TargetRefused):
        check_target(url, allow_private=False)
    token = client.new_user_token()
    resp = client.post("/v1/webhooks", token=token, json={"url": url, "event_types": ["game.finished"]})
    assert "url" in assert_problem(resp, 422, "validation-error")["errors"]["json"]


def test_public_webhook_targets_are_still_accepted_and_private_ones_with_the_switch():
    for url in ("https://93.184.215.14/hook", "https://[2606:2800:21f:cb07:6820:80da:af6b:8b2c]/hook"):
        check_target(url, allow_private=False)
    assert check_target("https://[5f00::1]/hook", allow_private=True).address == "5f00::1"
