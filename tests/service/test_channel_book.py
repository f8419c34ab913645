"""Which channels a listener holds (``service.platform.redis_subscription.ChannelBook``).

The requirement checked here: a process "subscribes to the games it holds copies of or streams for, and only to
those; it unsubscribes as it lets them go", batched, and on a Redis Cluster "a ``sunsubscribe`` pushed by the server
when a slot moves means: resubscribe elsewhere, vouch for nothing meanwhile". A channel counts as confirmed only once
Redis answered the last command sent for it."""

from __future__ import annotations

import redis

from service.platform.redis_subscription import (
    BATCH,
    PLAIN,
    SHARDED,
    ChannelBook,
    connect,
    own_connection,
    read_replies,
)


def test_wishes_go_out_in_one_command_for_many_channels():
    book = ChannelBook()
    for n in range(3):
        book.want(f"c{n}")
    commands = book.take_commands()
    assert [(name, sorted(channels)) for name, channels in commands] == [("SUBSCRIBE", ["c0", "c1", "c2"])]
    assert book.take_commands() == []  # nothing new to say


def test_a_reconnect_asks_for_every_wanted_channel_again_in_batches():
    book = ChannelBook()
    for n in range(BATCH + 3):
        book.want(f"c{n}")
    book.take_commands()
    for n in range(BATCH + 3):
        book.reply(b"subscribe", f"c{n}")
    assert book.confirmed("c0")
    book.reset()
    assert not book.confirmed("c0")
    commands = book.take_commands()
    assert [name for name, _ in commands] == ["SUBSCRIBE", "SUBSCRIBE"]
    assert sum(len(channels) for _, channels in commands) == BATCH + 3


def test_a_channel_dropped_and_wanted_again_is_confirmed_only_by_its_last_answer():
    """Subscribe, unsubscribe, subscribe in flight: after the first answer Redis still has to drop the channel and
    take it up again, and a message published between those two is not delivered."""
    book = ChannelBook()
    book.want("c")
    assert book.take_commands() == [("SUBSCRIBE", ["c"])]
    book.unwant("c")
    assert book.take_commands() == [("UNSUBSCRIBE", ["c"])]
    book.want("c")
    assert book.take_commands() == [("SUBSCRIBE", ["c"])]
    assert book.reply(b"subscribe", "c") is None and not book.confirmed("c")
    assert book.reply(b"unsubscribe", "c") is None and not book.confirmed("c")
    assert book.reply(b"subscribe", "c") == "confirmed" and book.confirmed("c")


def test_a_channel_let_go_and_wanted_again_before_any_command_stays_confirmed():
    """Its UNSUBSCRIBE never went out: Redis kept delivering its messages throughout."""
    book = ChannelBook()
    book.want("c")
    book.take_commands()
    book.reply(b"subscribe", "c")
    book.unwant("c")
    book.want("c")
    assert book.confirmed("c") and book.take_commands() == []


def test_a_channel_let_go_is_unconfirmed_at_once():
    book = ChannelBook()
    book.want("c")
    book.take_commands()
    book.reply(b"subscribe", "c")
    book.unwant("c")
    assert not book.confirmed("c")
    assert book.take_commands() == [("UNSUBSCRIBE", ["c"])]


def test_a_channel_the_server_drops_unasked_is_asked_for_again():
    """On a cluster a slot that moves ends its sharded subscriptions with a pushed ``sunsubscribe``."""
    book = ChannelBook(SHARDED)
    book.want("c")
    assert book.take_commands() == [("SSUBSCRIBE", ["c"])]
    assert book.reply(b"ssubscribe", "c") == "confirmed"
    assert book.reply(b"sunsubscribe", "c") == "lost" and not book.confirmed("c")
    assert book.take_commands() == [("SSUBSCRIBE", ["c"])]
    assert book.reply(b"ssubscribe", "c") == "confirmed"


def test_the_book_follows_a_real_redis(redis_server):
    """The counting matches what Redis answers: one reply per channel named, in the order the commands were sent."""
    connection = own_connection(redis.Redis.from_url(redis_server.url))
    sock, reader, poller = connect(connection)
    try:
        book = ChannelBook(PLAIN)
        for name in ("a", "b"):
            book.want(name)
        for command, channels in book.take_commands():
            connection.send_command(command, *channels)
        book.unwant("a")
        book.want("a")  # nothing to send: it was asked for and is wanted
        book.unwant("b")
        for command, channels in book.take_commands():
            connection.send_command(command, *channels)
        answers = []
        while len(answers) < 3:
            if poller.poll(1000):
                for reply in read_replies(sock, reader, poller, bytearray(1 << 16)):
                    answers.append(book.reply(reply[0], reply[1].decode()))
        assert book.confirmed("a") and not book.confirmed("b")
        assert redis.Redis.from_url(redis_server.url).pubsub_numsub("a", "b") == [(b"a", 1), (b"b", 0)]
    finally:
        connection.disconnect()


def test_a_sharded_command_names_the_channels_of_one_slot_only():
    """Redis Cluster refuses a command whose keys hash to different slots (CROSSSLOT), SSUBSCRIBE's shard channels
    included: a reconnect to a node that serves many held games asks for them slot by slot."""
    from redis.crc import key_slot

    book = ChannelBook(SHARDED)
    games = [f"game:{{gam_{n}}}:live" for n in range(6)] + ["game:{gam_0}:other"]
    for channel in games:
        book.want(channel)
    commands = book.take_commands()
    assert all(name == "SSUBSCRIBE" and len({key_slot(c.encode()) for c in chans}) == 1 for name, chans in commands)
    assert sorted(c for _, chans in commands for c in chans) == sorted(games)
    assert ["game:{gam_0}:live", "game:{gam_0}:other"] in [sorted(chans) for _, chans in commands]  # one slot, one
