"""Draw the web companion's icons: ``python -m service.web.make_icons`` (pure Python, no imaging library).

Two playing cards on a blue tile, the front one bearing a gold shard. The SVG is the source of truth for
browsers that take SVG icons; the PNGs (192, 512 and a maskable 512 with the safe-zone margin) are rendered from
the same shapes by supersampling, since home screens want PNGs.
"""

from __future__ import annotations

import math
import struct
import zlib
from pathlib import Path

OUT = Path(__file__).resolve().parent / "static" / "icons"
BLUE, BACK, FRONT, GOLD = (0x1D, 0x4E, 0x89), (0x8F, 0xB3, 0xE8), (0xFF, 0xFF, 0xFF), (0xF2, 0xB6, 0x32)
# shapes in a 100×100 box: (centre x, centre y, width, height, corner radius, degrees)
BACK_CARD = (42.0, 52.0, 38.0, 54.0, 5.0, -14.0)
FRONT_CARD = (58.0, 50.0, 38.0, 54.0, 5.0, 8.0)
SHARD = (58.5, 50.0, 11.0, 16.0)  # a diamond: centre, half width, half height (turned with the front card)


def _in_card(x: float, y: float, card: tuple[float, ...]) -> bool:
    cx, cy, w, h, r, deg = card
    a = math.radians(-deg)
    dx, dy = x - cx, y - cy
    u, v = dx * math.cos(a) - dy * math.sin(a), dx * math.sin(a) + dy * math.cos(a)
    qx, qy = abs(u) - (w / 2 - r), abs(v) - (h / 2 - r)
    return math.hypot(max(qx, 0.0), max(qy, 0.0)) + min(max(qx, qy), 0.0) <= r


def _in_shard(x: float, y: float) -> bool:
    cx, cy, hw, hh = SHARD
    a = math.radians(-FRONT_CARD[5])
    dx, dy = x - FRONT_CARD[0], y - FRONT_CARD[1]
    u, v = dx * math.cos(a) - dy * math.sin(a), dx * math.sin(a) + dy * math.cos(a)
    u, v = u - (cx - FRONT_CARD[0]), v - (cy - FRONT_CARD[1])
    return abs(u) / hw + abs(v) / hh <= 1.0


def _colour(x: float, y: float, tile_radius: float) -> tuple[int, int, int, int]:
    if tile_radius and not _in_card(x, y, (50.0, 50.0, 100.0, 100.0, tile_radius, 0.0)):
        return (0, 0, 0, 0)
    if _in_card(x, y, FRONT_CARD):
        return (*(GOLD if _in_shard(x, y) else FRONT), 255)
    if _in_card(x, y, BACK_CARD):
        return (*BACK, 255)
    return (*BLUE, 255)


def render(size: int, *, scale: float = 1.0, tile_radius: float = 18.0, samples: int = 3) -> bytes:
    """RGBA rows of the icon at ``size`` px; ``scale`` < 1 shrinks the cards into a maskable safe zone."""
    rows = bytearray()
    for py in range(size):
        rows.append(0)  # PNG filter: none
        for px in range(size):
            acc = [0, 0, 0, 0]
            for sy in range(samples):
                for sx in range(samples):
                    x = (px + (sx + 0.5) / samples) * 100.0 / size
                    y = (py + (sy + 0.5) / samples) * 100.0 / size
                    if scale != 1.0:
                        x, y = 50 + (x - 50) / scale, 50 + (y - 50) / scale
                        colour = _colour(x, y, 0.0) if 0 <= x <= 100 and 0 <= y <= 100 else (*BLUE, 255)
                    else:
                        colour = _colour(x, y, tile_radius)
                    for i in range(4):
                        acc[i] += colour[i]
            n = samples * samples
            rows += bytes(round(c / n) for c in acc)
    return bytes(rows)


def png(size: int, rgba_rows: bytes) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(rgba_rows, 9))
        + chunk(b"IEND", b"")
    )


def svg() -> str:
    def card(c: tuple[float, ...], fill: tuple[int, int, int]) -> str:
        cx, cy, w, h, r, deg = c
        box = f'x="{cx - w / 2}" y="{cy - h / 2}" width="{w}" height="{h}" rx="{r}"'
        return f'<rect {box} fill="#{bytes(fill).hex()}" transform="rotate({deg} {cx} {cy})"/>'

    cx, cy, hw, hh = SHARD
    turn = f"rotate({FRONT_CARD[5]} {FRONT_CARD[0]} {FRONT_CARD[1]})"
    path = f"M{cx} {cy - hh}L{cx + hw} {cy}L{cx} {cy + hh}L{cx - hw} {cy}Z"
    shard = f'<path d="{path}" fill="#{bytes(GOLD).hex()}" transform="{turn}"/>'
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">'
        f'<rect width="100" height="100" rx="18" fill="#{bytes(BLUE).hex()}"/>'
        f"{card(BACK_CARD, BACK)}{card(FRONT_CARD, FRONT)}{shard}</svg>\n"
    )


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "icon.svg").write_text(svg())
    for size in (192, 512):
        (OUT / f"icon-{size}.png").write_bytes(png(size, render(size)))
    (OUT / "maskable-512.png").write_bytes(png(512, render(512, scale=0.8)))
    print("icons written to", OUT)


if __name__ == "__main__":
    main()
