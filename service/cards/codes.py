"""Scratch-off registration codes and public serials.

A code is 17 random symbols from a 29-symbol alphabet (82.6 bits) plus one check symbol, shown as three
groups of six: ``K7QM4T-9XWB2R-HNC5PD``. The alphabet leaves out look-alikes (0, O, 1, I, L, S, U);
input is case-insensitive and ignores spaces and dashes. The check symbol makes the weighted sum of all
18 symbols (weights 1..18) divisible by 29: as 29 is prime and the weights are distinct and non-zero
mod 29, any single wrong symbol and any swap of two neighbours is caught before a lookup.
"""

from __future__ import annotations

import secrets
from operator import mul

ALPHABET = "23456789ABCDEFGHJKMNPQRTVWXYZ"  # 29 symbols, prime
BASE = len(ALPHABET)
RANDOM_SYMBOLS = 17
GROUP = 6
_VALUE = {ch: i for i, ch in enumerate(ALPHABET)}
SERIAL_SYMBOLS = 10
_WEIGHTS = range(1, RANDOM_SYMBOLS + 2)
_INVERSE_OF_LAST_WEIGHT = pow(RANDOM_SYMBOLS + 1, -1, BASE)
# bytes 0..231 fall evenly on the 29 symbols (8 bytes each); 232..255 are dropped, so each symbol is equally likely
_EVEN_BYTES = BASE * (256 // BASE)
_VALUE_OF_BYTE = bytes(b % BASE for b in range(256))
_UNEVEN_BYTES = bytes(range(_EVEN_BYTES, 256))
_SYMBOL_OF_VALUE = ALPHABET.encode().ljust(256, b"?")


class CodeInvalid(ValueError):
    """Not a code: wrong symbols or length, or the check symbol does not match (a typo)."""


def _weighted(values: list[int]) -> int:
    return sum(map(mul, _WEIGHTS, values)) % BASE


def check_symbol(body: str) -> str:
    values = [_VALUE[ch] for ch in body]
    weight = len(values) + 1
    inverse = _INVERSE_OF_LAST_WEIGHT if weight == RANDOM_SYMBOLS + 1 else pow(weight, -1, BASE)
    # solve weighted(body) + weight * c == 0 (mod BASE)
    c = (-_weighted(values) * inverse) % BASE
    return ALPHABET[c]


def values_from(random_bytes: bytes) -> bytes:
    """Uniformly random symbol values (0..28, a byte each) from uniformly random bytes, in bulk (one C loop): about
    29 values per 32 bytes."""
    return random_bytes.translate(_VALUE_OF_BYTE, _UNEVEN_BYTES)


def symbols_of(values: bytes) -> str:
    return values.translate(_SYMBOL_OF_VALUE).decode("ascii")


def check_of_values(body: bytes) -> str:
    """``check_symbol`` of a code's body given as its ``RANDOM_SYMBOLS`` values."""
    return ALPHABET[(-sum(map(mul, _WEIGHTS, body)) * _INVERSE_OF_LAST_WEIGHT) % BASE]


def new_code() -> str:
    """A fresh code in canonical form (no separators)."""
    body = "".join(secrets.choice(ALPHABET) for _ in range(RANDOM_SYMBOLS))
    return body + check_symbol(body)


def display(code: str) -> str:
    return "-".join(code[i : i + GROUP] for i in range(0, len(code), GROUP))


def normalise(text: str) -> str:
    """Canonical form of what a user typed; ``CodeInvalid`` if it cannot be a code."""
    code = "".join(text.split()).replace("-", "").upper()
    if len(code) != RANDOM_SYMBOLS + 1:
        raise CodeInvalid(f"A code has {RANDOM_SYMBOLS + 1} characters (without dashes).")
    bad = sorted({ch for ch in code if ch not in _VALUE})
    if bad:
        raise CodeInvalid(f"A code never contains {', '.join(bad)}; check the characters.")
    if _weighted([_VALUE[ch] for ch in code]) != 0:
        raise CodeInvalid("This code has a typo: the check character does not match.")
    return code


def new_serial() -> str:
    """A public serial (printed visibly and in the verify QR code): not secret, just unique."""
    return "S" + "".join(secrets.choice(ALPHABET) for _ in range(SERIAL_SYMBOLS))
