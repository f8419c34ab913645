"""Every key family laid out for a Redis Cluster: what one script or one multi-key command touches is in one slot.

Redis Cluster's rule (cluster specification, "Keys hash tags"): a command or script whose keys map to different
hash slots is refused with CROSSSLOT; only the part of a key between the first ``{`` and the next ``}`` is hashed,
so keys sharing that hash tag share a slot. A script must also name every key it touches in KEYS: a key name it
builds inside Lua is not routed (the node may not hold it).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from redis.crc import key_slot

from service.games import ai_queue
from service.games.store import channel, events_key, game_key
from service.tournaments import live

ROOT = Path(__file__).resolve().parents[2]
# commands a script may run on something other than a key of KEYS: the server's clock, and a channel (not a key)
_KEYLESS = {"TIME", "PUBLISH"}
_CALL = re.compile(r"redis\.call\(\s*'(\w+)'\s*(?:,([^)]*))?\)")

IDS = ["gam_ATJLGbALmced7dM8", "x", "usr_0123456789abcdef", "game-gam_ZZ"]


def slot(key: str) -> int:
    return key_slot(key.encode())


@pytest.mark.parametrize("game_id", IDS)
def test_every_key_and_the_channel_of_a_game_share_one_slot(game_id):
    """The live store's scripts (CREATE, APPEND, DELETE_IF) run on ``game:{id}`` and ``game:{id}:events`` and
    publish on ``game:{id}:live``: one hash tag, one slot (the channel's slot matters to sharded pub/sub)."""
    assert {slot(game_key(game_id)), slot(events_key(game_id)), slot(channel(game_id))} == {slot(game_id)}


@pytest.mark.parametrize("owner", IDS)
def test_the_ai_queue_keys_of_an_account_share_one_slot(owner):
    """The AI queue's scripts take an account's wanted set and its run key together (``_REQUEST``, ``_FINISH``):
    on a cluster they must hash alike, or the script is refused with CROSSSLOT."""
    keys = {ai_queue.wanted_key(owner), ai_queue.run_key(owner), ai_queue.games_key(owner)}
    assert len({slot(key) for key in keys}) == 1


def test_a_tournaments_live_channel_is_tagged_with_its_id():
    assert slot(live.channel("trn_abc")) == slot("trn_abc")


def _lua_sources() -> list[tuple[str, str]]:
    """Every string constant in the service and the workers that holds a Lua script."""
    found = []
    for path in sorted([*ROOT.joinpath("service").rglob("*.py"), *ROOT.joinpath("workers").rglob("*.py")]):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and "redis.call(" in node.value:
                found.append((f"{path.relative_to(ROOT)}:{node.lineno}", node.value))
    return found


def test_there_are_scripts_to_check():
    assert len(_lua_sources()) >= 8  # the live store's, the AI queue's, idempotency's, the stream guard's…


@pytest.mark.parametrize(("where", "source"), _lua_sources(), ids=lambda value: value.split("\n")[0][:60])
def test_no_script_touches_a_key_it_was_not_given_in_keys(where, source):
    """A script on a cluster runs on the node of its KEYS' slot: a key it names itself may live elsewhere."""
    for command, args in _CALL.findall(source):
        if command.upper() in _KEYLESS:
            continue
        first, *rest = [arg.strip() for arg in args.split(",")] if args else [""]
        assert re.fullmatch(r"KEYS\[\d+\]", first), f"{where}: {command} on {first!r}, not a key of KEYS"
        if command.upper() in ("DEL", "UNLINK", "EXISTS"):
            assert all(re.fullmatch(r"KEYS\[\d+\]", arg) for arg in rest), f"{where}: {command} on {rest!r}"


def test_an_exact_rate_limits_two_windows_share_one_slot():
    """The limits library's sliding-window script reads a window and the one before: it tags both with the limit's
    key (``{key}`` and ``{key}/-1``), so the exact limits run on a cluster (``RedisClusterStorage``)."""
    from limits.storage import RedisStorage

    key = "rl/login/addr:127.0.0.1/5/1/minute"
    storage = RedisStorage.__new__(RedisStorage)  # the key names only: no connection
    current, previous = storage._current_window_key(key), storage._previous_window_key(key)
    assert slot(current) == slot(previous)
