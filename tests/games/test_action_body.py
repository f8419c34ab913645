"""An action's body takes the schema's fast path (``ActionSchema.quick_load``) exactly when marshmallow's load accepts
it, and both make the same action; any other body gets marshmallow's field errors (a 422)."""

from __future__ import annotations

import marshmallow as ma
from hypothesis import example, given, settings
from hypothesis import strategies as st

from schemas.games import ActionSchema
from tests.games.helpers import create_game

# text that passes the line rule, and text that carries what it refuses (controls, separators, bidi, surrogates)
TEXT = st.text(max_size=12) | st.text(st.sampled_from("ab \x00\x1f\x7f\x85\u2028\u202e\u2067\ud800"), max_size=4)
SHORT = st.text(st.characters(codec="utf-8"), min_size=0, max_size=10) | TEXT
VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | TEXT,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(TEXT, inner, max_size=3),
    max_leaves=8,
)
EXTRAS = st.dictionaries(st.sampled_from(["target", "counter", "delta", "reason"]) | TEXT, VALUES, max_size=4)
BODIES = (
    st.builds(lambda t, s, extra: {**extra, "type": t, "seat": s}, SHORT, SHORT, EXTRAS)
    | st.builds(lambda t, s, extra: {"type": t, "seat": s, **extra}, SHORT | VALUES, SHORT | VALUES, EXTRAS)
    | EXTRAS
    | VALUES
    | st.builds(lambda t, s: {"type": t, "seat": s}, st.text("ab", min_size=39, max_size=41), st.text("p1", max_size=9))
)


@settings(max_examples=600, deadline=None)
@given(BODIES)
@example({"type": "a" * 41, "seat": "p1"})
@example({"type": "a" * 40, "seat": "p" * 9})
@example({"type": "adjust", "seat": "p1", "reason\x1f": 1})
def test_the_fast_path_takes_exactly_the_bodies_the_schema_accepts_and_makes_the_same_action(body):
    quick = ActionSchema.quick_load(body)
    try:
        loaded = ActionSchema().load(body)
    except ma.ValidationError:
        loaded = None
    if loaded is None:
        assert quick is None
    else:
        assert quick == loaded
        assert list(quick)[:2] == ["type", "seat"]  # then the others as sent (marshmallow's order is a set's)


def test_a_body_the_fast_path_declines_still_gets_the_schemas_field_errors(client):
    token = client.new_user_token()
    game_id = create_game(client, token, "oversoul")["id"]
    for body, field in (
        ({"type": "adjust"}, "seat"),
        ({"type": "", "seat": "p1"}, "type"),
        ({"type": "adjust", "seat": "p1\u202e"}, "seat"),
        ({"type": "adjust", "seat": "p1", "reason": "a\x1fb"}, "reason"),
    ):
        resp = client.post(f"/v1/games/{game_id}/actions", token=token, json=body)
        assert resp.status_code == 422, (body, resp.get_json())
        assert resp.content_type == "application/problem+json"
        assert field in resp.get_json()["errors"]["json"], (body, resp.get_json())
    assert client.get(f"/v1/games/{game_id}", token=token).get_json()["version"] == 1  # nothing was played
