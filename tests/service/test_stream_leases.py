"""The leases of a process's open streams (``service.platform.stream_guard``) are renewed together: one ``ZADD`` per
key for every lease of it, in one pipeline, whether or not the streams write anything meanwhile.

The rule (SECURITY.md, finding 14, as the guard's docstring has it): "Each open stream holds a lease in a Redis
sorted set […] A stream renews its lease as it runs and gives it back when it ends; a process that dies gives nothing
back, so a lease it held lapses after ``lease_seconds``". A worker holding 5,000 streams spent a third of its CPU
renewing them one round trip each (``bench_streams_10k``).
"""

from __future__ import annotations

import time
import uuid

import redis

from service.platform.stream_guard import guard


def _commands_on(client: redis.Redis, keys: tuple[str, ...], act) -> list[str]:
    """The commands on ``keys`` Redis ran while ``act()`` ran, as MONITOR saw them."""
    marker = f"end-{uuid.uuid4().hex}"
    seen: list[str] = []
    with client.monitor() as monitor:
        act()
        client.echo(marker)
        while marker not in (command := monitor.next_command()["command"]):
            if any(key in command for key in keys):
                seen.append(command.split()[0].upper())
    return seen


def _end(client: redis.Redis, key: str, stream_id: str) -> float:
    end = client.zscore(key, stream_id)
    assert end is not None, (key, stream_id)
    return end


def test_every_lease_of_a_process_is_renewed_by_one_zadd_per_key(app) -> None:
    watcher = redis.Redis.from_url(app.extensions["companion"].settings.redis_url, decode_responses=True)
    first, second = f"192.0.2.{uuid.uuid4().int % 200}", "198.51.100.7"
    with app.app_context():
        leases = guard()
        watcher.delete(f"streams:addr:{first}", f"streams:addr:{second}")
        streams = [leases.open_anonymous(address=first) for _ in range(3)] + [leases.open_anonymous(address=second)]
        ends = {s.stream_id: _end(watcher, s.key, s.stream_id) for s in streams}
        time.sleep(0.01)  # the renewed ends are later than the first ones
        keys = (f"streams:addr:{first}", f"streams:addr:{second}")
        renewed: list[int] = []
        commands = _commands_on(watcher, keys, lambda: renewed.append(leases.renew_leases()))
        assert renewed == [4]
        assert commands.count("ZADD") == 2  # one per key, three leases in the first
        assert all(_end(watcher, s.key, s.stream_id) > ends[s.stream_id] for s in streams)

        leases.close(streams[0])
        assert leases.renew_leases() == 3
        assert watcher.zscore(streams[0].key, streams[0].stream_id) is None  # given back: not made again
        for stream in streams[1:]:
            leases.close(stream)
        assert leases.renew_leases() == 0
    watcher.close()
