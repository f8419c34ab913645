"""Lua scripts run by SHA1, against a real Redis (``service.platform.redis_scripts``)."""

from __future__ import annotations

import redis

from service.platform.redis_scripts import Script


def test_a_script_redis_has_forgotten_is_loaded_again_and_run(redis_server):
    client = redis.Redis.from_url(redis_server.url)
    echo = Script(client, "return {KEYS[1], ARGV[1]}")
    assert echo.sha == client.script_load(echo.source)  # the same SHA1 Redis gives it
    client.script_flush()  # a restarted Redis: EVALSHA meets NOSCRIPT
    assert echo(keys=["k"], args=["v"]) == [b"k", b"v"]
    assert echo(keys=["k2"], args=[2]) == [b"k2", b"2"]
    assert client.script_exists(echo.sha) == [True]
