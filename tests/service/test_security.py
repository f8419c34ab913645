"""Keyed hashes: what the database stores instead of tokens, keys and codes (service/platform/security.py)."""

from __future__ import annotations

import hashlib
import hmac

from hypothesis import given
from hypothesis import strategies as st

from service.platform.security import keyed_hash


def test_keyed_hash_is_hmac_sha256_rfc_4231_test_case_2():
    expected = "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
    assert keyed_hash("Jefe", "what do ya want for nothing?") == expected


@given(key=st.text(min_size=1, max_size=80), values=st.lists(st.text(max_size=200), min_size=1, max_size=5))
def test_keyed_hash_of_each_value_is_independent_of_what_was_hashed_before(key, values):
    """The keyed HMAC is copied per value: no value leaks into the next one's hash, under any key."""
    for value in values:
        assert keyed_hash(key, value) == hmac.new(key.encode(), value.encode(), hashlib.sha256).hexdigest()
