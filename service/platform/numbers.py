"""Numbers that arrive as text (headers, cursors, path segments), read strictly.

``str.isdigit`` is not the check: it is true of "²" and "١٢", which ``int`` then refuses (a 500) or reads as
a number nobody typed; and a string of digits may be larger than any database column.
"""

from __future__ import annotations


def parse_natural(text: str, *, maximum: int) -> int | None:
    """``text`` as a number from 0 to ``maximum`` written in ASCII digits, or None."""
    value = text.strip()
    if not value or not value.isascii() or not value.isdigit() or len(value) > len(str(maximum)):
        return None
    number = int(value)
    return number if number <= maximum else None
