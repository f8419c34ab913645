"""The round clock: computed from the moments it was started, paused, resumed and ended — never ticked."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from rules.tournaments.clock import Clock, ClockRefused, act

T0 = datetime(2026, 5, 1, 10, 0, tzinfo=UTC)


def at(minutes: float) -> datetime:
    return T0 + timedelta(minutes=minutes)


def test_a_clock_not_started_shows_the_full_length():
    clock = Clock()
    assert clock.as_dict(T0, default_minutes=50) == {
        "state": "not_started",
        "minutes": 50,
        "started_at": None,
        "ends_at": None,
        "remaining_seconds": 3000,
        "now": T0,
    }


def test_pauses_push_the_end_back_and_time_is_called_by_itself():
    clock = act(Clock(), "start", T0, minutes=50)
    assert clock.state(at(10)) == "running" and clock.remaining_seconds(at(10)) == 40 * 60
    clock = act(clock, "pause", at(10), minutes=50)
    assert clock.state(at(15)) == "paused" and clock.ends_at(at(15)) is None
    assert clock.remaining_seconds(at(25)) == 40 * 60  # frozen while paused
    clock = act(clock, "resume", at(15), minutes=50)
    assert clock.ends_at(at(16)) == at(55) and clock.remaining_seconds(at(16)) == 39 * 60
    assert clock.state(at(55)) == "ended" and clock.remaining_seconds(at(60)) == 0  # time called, nobody wrote


def test_an_extension_runs_on_after_time_is_called_also_when_staff_end_the_round():
    clock = act(Clock(), "start", T0, minutes=50)
    assert clock.ends_at(at(1), extra_minutes=3) == at(53)
    assert clock.state(at(51), extra_minutes=3) == "running" and clock.state(at(51)) == "ended"
    ended = act(clock, "end", at(30), minutes=50)
    assert ended.state(at(31)) == "ended" and ended.remaining_seconds(at(31)) == 0
    assert ended.ends_at(at(31), extra_minutes=3) == at(33)
    assert ended.remaining_seconds(at(31), extra_minutes=3) == 120


@pytest.mark.parametrize(
    ("actions", "refused", "code"),
    [
        ([], "pause", "clock-not-started"),
        (["start"], "start", "clock-started"),
        (["start"], "resume", "clock-running"),
        (["start", "pause"], "pause", "clock-paused"),
        (["start", "end"], "resume", "clock-ended"),
        (["start", "end"], "end", "clock-ended"),
    ],
)
def test_actions_the_clock_state_does_not_allow_are_refused(actions, refused, code):
    clock = Clock()
    for i, action in enumerate(actions):
        clock = act(clock, action, at(i), minutes=50)
    with pytest.raises(ClockRefused) as info:
        act(clock, refused, at(10), minutes=50)
    assert info.value.code == code


def test_extending_the_round_pushes_its_end_back_running_or_paused():
    clock = act(Clock(), "start", T0, minutes=50)
    clock = act(clock, "extend", at(10), minutes=5)
    assert clock.minutes == 55 and clock.ends_at(at(11)) == at(55)
    clock = act(clock, "pause", at(20), minutes=50)
    clock = act(clock, "extend", at(21), minutes=10)
    assert clock.remaining_seconds(at(30)) == (65 - 20) * 60  # still frozen, with the minutes added


@pytest.mark.parametrize(("actions", "code"), [([], "clock-not-started"), (["start", "end"], "clock-ended")])
def test_a_round_not_started_or_over_cannot_be_extended(actions, code):
    clock = Clock()
    for i, action in enumerate(actions):
        clock = act(clock, action, at(i), minutes=50)
    with pytest.raises(ClockRefused) as info:
        act(clock, "extend", at(10), minutes=5)
    assert info.value.code == code
