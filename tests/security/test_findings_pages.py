"""Printed pages a stranger cannot poison (SECURITY.md): result slips, join QR codes and printed cards' links take
their absolute URLs from ``PUBLIC_URL``, never from the request's ``Host``; the print pages carry a policy as strict
as the web companion's (no ``'unsafe-inline'``), ``nosniff`` and ``Cache-Control``. Each test fails without it."""

from __future__ import annotations

import re

from service.games import invitations
from service.tournaments import exports, print_pages, slips
from tests.games.helpers import create_game
from tests.support.client import ApiClient
from tests.tournaments.helpers import add_guests, pair
from tests.tournaments.helpers import create as create_tournament


def _event_with_a_round(client: ApiClient) -> tuple[str, str]:
    token = client.new_user_token()
    tid = create_tournament(client, token)["id"]
    add_guests(client, token, tid, ["Ann", "Bo", "Cy", "Di"])
    pair(client, token, tid)
    return token, tid


def test_slips_print_the_public_url_never_the_host_header(make_app):
    client = ApiClient(make_app(PUBLIC_URL="https://companion.example/").test_client())
    _, tid = _event_with_a_round(client)
    page = client.get(f"/v1/tournaments/{tid}/rounds/1/slips", headers={"Host": "evil.example"})
    body = page.get_data(as_text=True)
    assert page.status_code == 200 and "evil.example" not in body  # was in every slip's QR code
    assert body.count(f"https://companion.example/app/events/{tid}/matches/") == 2


def test_the_join_qr_code_uses_the_public_url_never_the_host_header(make_app):
    client = ApiClient(make_app(PUBLIC_URL="https://companion.example").test_client())
    owner = client.new_user_token()
    game = create_game(client, owner)
    qr = client.get(f"/v1/games/{game['id']}/join-qr", token=owner, headers={"Host": "evil.example"})

    def code_for(base: str) -> bytes:
        return invitations.qr_svg(invitations.join_url(base_url=base, game_id=game["id"], join_code=game["join_code"]))

    assert qr.get_data() == code_for("https://companion.example")  # was http://evil.example/app/join/…
    assert qr.get_data() != code_for("http://evil.example/")


def test_print_pages_have_the_strict_policy_nosniff_and_no_shared_caching(client):
    _, tid = _event_with_a_round(client)
    pages = {
        f"/v1/tournaments/{tid}/rounds/1/slips": slips.STYLE,
        f"/v1/tournaments/{tid}/rounds/1/pairings?format=html&sort=name": exports.STYLE,
        f"/v1/tournaments/{tid}/standings/export?format=html": exports.STYLE,
    }
    for path, css in pages.items():
        resp = client.get(path)
        assert resp.status_code == 200, path
        policy = resp.headers["Content-Security-Policy"]  # the standings page had none at all
        assert "unsafe-inline" not in policy and "frame-ancestors 'none'" in policy and "default-src 'none'" in policy
        assert "script-src" not in policy, path  # no script runs on a print page
        assert policy == print_pages.policy(css), path  # the page's one stylesheet, by its hash
        assert f"<style>{css}</style>" in resp.get_data(as_text=True)
        assert resp.headers["X-Content-Type-Options"] == "nosniff"
        assert resp.headers["Cache-Control"] == "no-store"
        assert not re.search(r"\sstyle=", resp.get_data(as_text=True))  # no style attribute the hash would not cover
