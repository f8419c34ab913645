"""The request body's checks that skip the walk of the value when its text cannot offend
(``service.platform.jsonio``)."""

from __future__ import annotations

import orjson
import pytest
from hypothesis import given
from hypothesis import strategies as st

from service.platform.jsonio import MAX_DEPTH, BodyRefused, _check, loads

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**63), 2**63 - 1) | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=3),
    max_leaves=40,
)


def _refused(check, value) -> bool:
    try:
        check(value)
    except BodyRefused:
        return True
    return False


@given(json_values)
def test_loads_refuses_exactly_what_the_full_walk_refuses(value):
    data = orjson.dumps(value)
    assert _refused(loads, data) == _refused(_check, value)
    assert _refused(loads, data.decode()) == _refused(_check, value)


@pytest.mark.parametrize(
    "data",
    [b'{"a": "x\\u0000y"}', b'{"\\u0000": 1}', b"[" * (MAX_DEPTH + 1) + b"]" * (MAX_DEPTH + 1)],
    ids=["NUL in a string", "NUL in a key", "too deep"],
)
def test_a_nul_or_a_deep_body_is_still_refused(data):
    with pytest.raises(BodyRefused):
        loads(data)
    assert loads(b"[" * MAX_DEPTH + b"]" * MAX_DEPTH) is not None
