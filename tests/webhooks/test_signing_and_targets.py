"""Standard Webhooks signatures and the server-side request forgery guard."""

from __future__ import annotations

import pytest

from service.webhooks.signing import headers, new_secret, sign, verify
from service.webhooks.targets import TargetRefused, check_target


def test_signature_matches_the_standard_webhooks_reference_vector():
    signature = sign(
        secret="whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
        msg_id="msg_p5jXN8AQM9LWM0D4loKWxJek",
        timestamp=1614265330,
        body=b'{"test": 2432232314}',
    )
    assert signature == "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="


def test_a_receiver_verifies_and_rejects_tampering_and_old_timestamps():
    secret, body = new_secret(), b'{"type":"game.action"}'
    sent = headers(secret=secret, msg_id="msg_1", timestamp=1000, body=body)
    assert verify(secret=secret, headers=sent, body=body, now=1010)
    assert not verify(secret=secret, headers=sent, body=body + b" ", now=1010)
    assert not verify(secret=new_secret(), headers=sent, body=body, now=1010)
    assert not verify(secret=secret, headers={**sent, "webhook-id": "msg_2"}, body=body, now=1010)
    assert not verify(secret=secret, headers=sent, body=body, now=1000 + 301)


@pytest.mark.parametrize(
    "url",
    [
        "https://127.0.0.1/hook",
        "https://localhost/hook",
        "https://10.1.2.3/hook",
        "https://192.168.0.10/hook",
        "https://169.254.169.254/latest/meta-data",
        "https://[::1]/hook",
        "https://0.0.0.0/hook",
        "http://93.184.215.14/hook",  # plain http
        "https://user:pw@93.184.215.14/hook",
        "ftp://93.184.215.14/hook",
    ],
)
def test_private_loopback_link_local_and_odd_targets_are_refused(url):
    with pytest.raises(TargetRefused):
        check_target(url, allow_private=False)


def test_a_public_https_address_is_accepted_and_private_ones_when_configured():
    check_target("https://93.184.215.14/hook", allow_private=False)
    check_target("http://127.0.0.1:8080/hook", allow_private=True)


def test_registering_a_private_target_is_422(client):
    token = client.new_user_token()
    resp = client.post("/v1/webhooks", token=token, json={"url": "https://127.0.0.1/x", "event_types": ["game.action"]})
    assert resp.status_code == 422 and "url" in resp.get_json()["errors"]["json"]
