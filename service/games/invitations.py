"""Inviting phones to a table: finding a live game by its join code, and the join link as a QR code.

The code is what people read aloud across a table; the link (``/app/join/{id}#code=…``) is what a phone's camera
opens. The code rides in the URL fragment, which browsers never send to a server, so it stays out of access logs.
"""

from __future__ import annotations

import io
from typing import Any
from urllib.parse import quote

import segno
from sqlalchemy import select
from sqlalchemy.orm import Session

from service.games.lobby import normalise_join_code
from service.games.models import Game, GameMember
from service.platform.errors import NotFound


def find_by_code(*, session: Session, join_code: str, game_id: str | None = None) -> dict[str, Any]:
    """The live game with this code (the newest, in the unlikely case two share one), and its seats: who sits
    where, which are taken by a player and which the AI plays. ``NotFound`` when no live game has it."""
    query = select(Game).where(Game.join_code == normalise_join_code(join_code), Game.status == "live")
    if game_id is not None:
        query = query.where(Game.id == game_id)
    game = session.scalars(query.order_by(Game.created_at.desc()).limit(1)).first()
    if game is None:
        raise NotFound(
            "No game is open with that join code. Check it with the person who started the game.",
            code="unknown-join-code",
        )
    taken = {
        seat
        for seats in session.scalars(
            select(GameMember.seats).where(GameMember.game_id == game.id, GameMember.role.in_(("owner", "player")))
        )
        for seat in seats or ()
    }
    ai = (game.setup or {}).get("ai") or {}
    return {
        "game_id": game.id,
        "ruleset": game.ruleset,
        "mode": game.mode,
        "seats": [
            {"seat": s["seat"], "name": s["name"], "taken": s["seat"] in taken, "ai": s["seat"] in ai}
            for s in game.seats
        ],
    }


def join_code_of(*, session: Session, game_id: str) -> str:
    game = session.get(Game, game_id)
    if game is None:
        raise NotFound("No such game.")
    return game.join_code


def join_url(*, base_url: str, game_id: str, join_code: str) -> str:
    return f"{base_url.rstrip('/')}/app/join/{quote(game_id)}#code={quote(join_code)}"


def qr_svg(url: str) -> bytes:
    """A QR code of ``url`` as a standalone SVG: dark modules on white with a quiet zone, readable by any camera
    whatever the page's colour scheme."""
    out = io.BytesIO()
    segno.make(url, error="m").save(
        out, kind="svg", scale=8, dark="#000", light="#fff", border=4, title="Scan to join this game", svgclass=None
    )
    return out.getvalue()
